// Around every call into the module of the whole API: a panic (always a bug of this
// library) is thrown as its InternalError (kind "Panic"), never as an `unreachable` trap.
//
// That build links std (the core's RenjuNet reader needs it), so a panic goes through
// std's hook, which keeps the panic's InternalError (gomoku-wasm/src/errors.rs,
// `panic_hook`) and returns; std then aborts, which in WebAssembly is the `unreachable`
// trap, a WebAssembly.RuntimeError. Each exported function of the instance is wrapped so
// that such a trap is replaced by the error the hook kept; a trap with no panic kept is
// thrown as it came. scripts/test-js.sh points wasm-bindgen's glue at `guardExports`
// (`wasm = guardExports(instance.exports)`); the rules-only build has a panic handler of
// its own (`no_std`) and no guard.
import * as glue from "./gomoku_wasm.js";

function replaced(e) {
  if (e instanceof WebAssembly.RuntimeError) {
    const panic = glue.__takePanic();
    if (panic !== undefined) return panic;
  }
  return e;
}

// One closure of the function's own arity (no rest arguments on the calls made once a move).
function guard(f) {
  switch (f.length) {
    case 0: return function () { try { return f(); } catch (e) { throw replaced(e); } };
    case 1: return function (a) { try { return f(a); } catch (e) { throw replaced(e); } };
    case 2: return function (a, b) { try { return f(a, b); } catch (e) { throw replaced(e); } };
    case 3: return function (a, b, c) { try { return f(a, b, c); } catch (e) { throw replaced(e); } };
    case 4: return function (a, b, c, d) { try { return f(a, b, c, d); } catch (e) { throw replaced(e); } };
    default: return function (...args) { try { return f(...args); } catch (e) { throw replaced(e); } };
  }
}

/** The instance's exports with every function guarded; memory, tables and globals as they are. */
export function guardExports(exports) {
  const guarded = {};
  for (const [name, value] of Object.entries(exports)) {
    guarded[name] = typeof value === "function" ? guard(value) : value;
  }
  return guarded;
}
