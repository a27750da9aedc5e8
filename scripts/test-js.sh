#!/usr/bin/env bash
# JavaScript: builds the npm package gomoku-referee (gomoku-wasm/ compiled to WebAssembly,
# wasm-bindgen's ES module, the entries and error classes of gomoku-wasm/js/) into
# gomoku-wasm/pkg, optimised by binaryen's wasm-opt; builds the rules-only .wasm beside it
# (gomoku-wasm/pkg-rules, `--no-default-features`) and checks both sizes (gzipped: the
# whole API at most 300,000 bytes, the rules-only build at most 80,000); then runs the
# tests with node's own runner and compiles the typed examples with `tsc --strict`.
# Installs what it needs; quick when already installed.
set -euo pipefail
cd "$(dirname "$0")/.."

rustup target add wasm32-unknown-unknown >/dev/null 2>&1 || rustup target add wasm32-unknown-unknown
# wasm-bindgen-cli must be exactly the version of the wasm-bindgen crate in Cargo.lock.
WB_VERSION="$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"$/\1/p')"
if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $WB_VERSION" ]; then
    # --locked first; a registry mirror that lacks one of the CLI's locked dependencies
    # (seen: webpki-roots) gets the newest compatible ones instead.
    cargo install --quiet --locked --version "$WB_VERSION" wasm-bindgen-cli \
        || cargo install --quiet --version "$WB_VERSION" wasm-bindgen-cli
fi

# The build and test tools (typescript, binaryen's wasm-opt), pinned by
# gomoku-wasm/package-lock.json.
(cd gomoku-wasm && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
WASM_OPT=(gomoku-wasm/node_modules/.bin/wasm-opt --strip-debug --strip-producers
    --enable-bulk-memory --enable-sign-ext --enable-mutable-globals
    --enable-nontrapping-float-to-int --enable-reference-types --enable-multivalue --enable-simd)
TARGET="${CARGO_TARGET_DIR:-target}"/wasm32-unknown-unknown

# The whole API (the brain protocol's Session included): the release profile with LTO and
# one codegen unit, everything at opt-level 3, with WebAssembly SIMD (simd128: Node 16.4,
# Chrome 91, Firefox 89, Safari 16.4 and later), then wasm-opt -O3. The bindings at z made
# every call pay for wasm-bindgen's borrow of the object out of line (isGameOver: 23 ns a
# call against 10 at 3), and the forbidden judge's whole-board count runs in vector lanes
# only with SIMD (forbiddenMask() of the 30-stone mid-games 5.8 -> 3.4 us, 16 lanes on
# boards up to 16 rows as natively: gomoku-core/src/forbidden.rs); together 240 KB gzipped,
# 2 KB more than the core alone at 3 with the rest at z (bench/js/bench.mjs, issue 27). RenLib's texts are decoded by the platform's TextDecoder
# (gomoku-wasm/src/text.rs), so encoding_rs's tables are not in it.
cargo build --quiet -p gomoku-wasm --target wasm32-unknown-unknown \
    --profile wasm-full --config 'profile.wasm-full.inherits="release"' \
    --config 'profile.wasm-full.lto=true' --config 'profile.wasm-full.codegen-units=1' \
    --config 'profile.wasm-full.opt-level=3' \
    --config 'target.wasm32-unknown-unknown.rustflags=["-C", "target-feature=+simd128"]'
PKG=gomoku-wasm/pkg
rm -rf "$PKG"
wasm-bindgen --target web --out-dir "$PKG" "$TARGET"/wasm-full/gomoku_wasm.wasm
# This build links std (the core's RenjuNet reader): its panics end in std's abort, an
# `unreachable` trap, which js/guard.js turns into the InternalError the panic hook kept.
# The glue calls the module through the guard: exactly one line to point, checked.
GLUE="$PKG"/gomoku_wasm.js
[ "$(grep -c '^    wasm = instance.exports;$' "$GLUE")" = 1 ] \
    || { echo "javascript: wasm-bindgen's glue no longer sets 'wasm = instance.exports;' once" >&2; exit 1; }
sed -i -e 's/^    wasm = instance.exports;$/    wasm = guardExports(instance.exports);/' \
    -e '1a import { guardExports } from "./guard.js";' "$GLUE"
"${WASM_OPT[@]}" -O3 "$PKG"/gomoku_wasm_bg.wasm -o "$PKG"/gomoku_wasm_bg.wasm

# The rules-only build, for size: a profile of its own (opt-level z, one codegen unit,
# LTO), then wasm-opt -Oz.
cargo build --quiet -p gomoku-wasm --target wasm32-unknown-unknown --no-default-features \
    --profile wasm-rules --config 'profile.wasm-rules.inherits="release"' \
    --config 'profile.wasm-rules.opt-level="z"' --config 'profile.wasm-rules.lto=true' \
    --config 'profile.wasm-rules.codegen-units=1'
RULES=gomoku-wasm/pkg-rules
rm -rf "$RULES"
wasm-bindgen --target web --out-dir "$RULES" "$TARGET"/wasm-rules/gomoku_wasm.wasm
"${WASM_OPT[@]}" -Oz "$RULES"/gomoku_wasm_bg.wasm -o "$RULES"/gomoku_wasm_bg.wasm
cp gomoku-wasm/js/{errors.js,fast.js,iterators.js,node.js} "$RULES"/

full_size="$(gzip -9c "$PKG"/gomoku_wasm_bg.wasm | wc -c)"
rules_size="$(gzip -9c "$RULES"/gomoku_wasm_bg.wasm | wc -c)"
echo "javascript: .wasm gzipped: the whole API $full_size bytes (at most 300000), rules only $rules_size bytes (at most 80000)"
if [ "$full_size" -gt 300000 ] || [ "$rules_size" -gt 80000 ]; then
    echo "javascript: a .wasm is over its size budget" >&2
    exit 1
fi
cp gomoku-wasm/js/{errors.js,errors.d.ts,fast.js,guard.js,iterators.js,node.js,web.js,index.d.ts,package.json} "$PKG"/
# Each entry's own declarations (the same names), for imports of the entry's path.
cp gomoku-wasm/js/index.d.ts "$PKG"/node.d.ts
cp gomoku-wasm/js/index.d.ts "$PKG"/web.d.ts
cp gomoku-wasm/README.md "$PKG"/

node --test gomoku-wasm/tests/
(cd gomoku-wasm && npx --no-install tsc -p tests/types/tsconfig.json)

# What `npm pack` makes installs into an empty project and runs the README's example.
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
(cd "$PKG" && npm pack --quiet --pack-destination "$TMP" >/dev/null)
mkdir "$TMP/project"
(cd "$TMP/project" && npm init -y >/dev/null && npm install --no-audit --no-fund --loglevel=error "$TMP"/gomoku-referee-*.tgz >/dev/null)
awk '/^## JavaScript/{on=1} on && /^```js$/{code=1; next} code && /^```$/{exit} code' README.md > "$TMP/project/example.mjs"
out="$(cd "$TMP/project" && node example.mjs)"
for expected in "Map(1) { 'h8' => 'double-three' }" "h8: double-three: three" "termination: 'forbidden'" \
    "true PlayError::Occupied a1 is occupied"; do
    grep -qF -- "$expected" <<<"$out" || { echo "README example: no line with '$expected'" >&2; echo "$out" >&2; exit 1; }
done
# CommonJS: `require("gomoku-referee")` loads the same ES module (Node's require of ES
# modules, 20.19 and later), one instance shared with `import`.
cat > "$TMP/project/example.cjs" <<'JS'
const gomoku = require("gomoku-referee");
const game = new gomoku.Game("renju");
game.play("h8");
try { game.play("h8"); } catch (e) { console.log(e instanceof gomoku.PlayOccupiedError, e.kind); }
import("gomoku-referee").then((esm) => console.log("one instance:", esm.Game === gomoku.Game));
JS
out="$(cd "$TMP/project" && node example.cjs)"
[ "$out" = $'true PlayError::Occupied\none instance: true' ] || { echo "require(\"gomoku-referee\"): $out" >&2; exit 1; }
echo "javascript: ok"
