//! Core errors as JavaScript exceptions: one `Error` subclass per kind of core error
//! ([`gomoku_referee::ErrorKind`]), with `kind` (the `Type::Variant` name) and the core's
//! message; wrong argument types as `TypeError`; a panic as an `InternalError`.
//!
//! The classes live in `js/errors.js` (and `js/errors.d.ts`), written from
//! `ErrorKind::ALL` by [`error_classes_js`] and [`error_classes_ts`]: the unit test
//! `error_classes_are_up_to_date` fails when they are stale, and `GOMOKU_BLESS=1` on it
//! rewrites them. The package's entry hands `makeError` of that file to
//! `__setErrorFactory` as the module loads, so every error thrown from Rust is an instance
//! of its class:
//!
//! ```text
//! Error
//! └── GomokuError              kind, message
//!     ├── InternalError        kind "Panic": a bug of this library, never a refusal
//!     ├── PlayError            (one group per core error type)
//!     │   ├── PlayOffBoardError           kind "PlayError::OffBoard"
//!     │   └── ...
//!     └── ...
//! ```

use ::core::cell::RefCell;
use ::core::fmt::{self, Write as _};

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use gomoku_referee as core;
use gomoku_referee::ErrorKind;
use wasm_bindgen::prelude::*;

/// A core error type: it has a kind and a message.
pub trait CoreError: fmt::Display {
    /// The kind of this error ([`ErrorKind`]).
    fn kind(&self) -> ErrorKind;
}

macro_rules! core_errors {
    ($($ty:ty),* $(,)?) => {
        $(impl CoreError for $ty {
            fn kind(&self) -> ErrorKind {
                <$ty>::kind(self)
            }
        })*
    };
}

core_errors!(
    core::PlayError,
    core::GameError,
    core::ParseError,
    core::RulesError,
    core::RulesTextError,
    core::SetupError,
    core::OutcomeError,
    core::OpeningError,
    core::MoveListError,
    core::HistoryError,
    core::VcfError,
    core::record::ReplayError,
    core::record::WriteError,
);

#[cfg(feature = "full")]
impl CoreError for core::record::StreamError {
    fn kind(&self) -> ErrorKind {
        core::record::StreamError::kind(self)
    }
}

impl CoreError for core::record::RecordError {
    fn kind(&self) -> ErrorKind {
        self.kind.kind()
    }
}

/// A value for the one thread of a WebAssembly instance (no threads are spawned: the
/// module is built without atomics), so a `static` may hold it.
pub(crate) struct OneThread<T>(pub(crate) T);

// SAFETY: wasm32 without the atomics feature has one thread; nothing is shared.
unsafe impl<T> Sync for OneThread<T> {}

/// `makeError(kind, message)` of `js/errors.js`, handed over by the package's entry.
static FACTORY: OneThread<RefCell<Option<js_sys::Function>>> = OneThread(RefCell::new(None));

/// Registers the function that makes the error objects (`makeError` of `js/errors.js`).
/// The package's entries call it once as the module loads.
#[wasm_bindgen(js_name = __setErrorFactory, skip_typescript)]
pub fn set_error_factory(factory: js_sys::Function) {
    *FACTORY.0.borrow_mut() = Some(factory);
}

/// The error object of `kind` with `message`: an instance of the kind's class, or a plain
/// `Error` with `kind` set when no factory was registered (the bare wasm-bindgen module).
fn make(kind: &str, message: &str) -> JsValue {
    // A factory that throws while making the error: a plain error instead.
    let made = FACTORY.0.try_borrow().ok().and_then(|f| {
        f.as_ref().and_then(|factory| {
            factory
                .call2(&JsValue::NULL, &kind.into(), &message.into())
                .ok()
        })
    });
    made.unwrap_or_else(|| {
        let e = js_sys::Error::new(message);
        let _ = js_sys::Reflect::set(&e, &"kind".into(), &kind.into());
        e.into()
    })
}

/// The exception of a core error, with the error's fields (`point`, `size`, ...: see
/// `fields.rs`).
pub fn error<E: CoreError + 'static>(e: E) -> JsValue {
    let made = make(e.kind().name(), &e.to_string());
    for (name, value) in crate::fields::of(&e) {
        // A data property of the error object just made: setting it cannot fail.
        let _ = js_sys::Reflect::set(&made, &name.into(), &value);
    }
    made
}

/// A `TypeError` with `message`: an argument of the wrong type.
pub fn type_error(message: &str) -> JsValue {
    js_sys::TypeError::new(message).into()
}

/// Throws a panic as an `InternalError` (kind `"Panic"`): the rules-only build is
/// `no_std` with this as its `#[panic_handler]` (`lib.rs`), so no panic reaches the abort
/// that would be an `unreachable` trap, the second no more than the first. The object that
/// was borrowed when the panic struck stays borrowed, so using it again throws too; other
/// objects are unaffected.
#[cfg(all(target_arch = "wasm32", not(feature = "full")))]
pub fn throw_panic(info: &::core::panic::PanicInfo<'_>) -> ! {
    wasm_bindgen::throw_val(make("Panic", &format!("internal error: {info}")))
}

/// The panic that struck last, as its `InternalError`, until `js/guard.js` takes it.
#[cfg(feature = "full")]
static PANIC: OneThread<RefCell<Option<JsValue>>> = OneThread(RefCell::new(None));

/// The whole API's panic hook (it links std, for the RenjuNet reader): keeps the panic as
/// an `InternalError` (kind `"Panic"`) and returns, so that std goes on to its abort, an
/// `unreachable` trap, which `js/guard.js` (around every call into the module) turns into
/// that error. The hook returns rather than throws: a throw out of std's hook leaves std
/// believing itself still in the hook, and it then aborts the next panic before any hook
/// runs (the trap would come without its message). As with the rules-only build's
/// handler, the object borrowed when the panic struck stays borrowed (using it again
/// throws); other objects are unaffected.
#[cfg(all(target_arch = "wasm32", feature = "full"))]
pub fn panic_hook(info: &std::panic::PanicHookInfo<'_>) {
    let made = make("Panic", &format!("internal error: {info}"));
    if let Ok(mut slot) = PANIC.0.try_borrow_mut() {
        *slot = Some(made);
    }
}

/// Takes the `InternalError` of the panic that struck last (`undefined` when none did
/// since it was last taken): `js/guard.js` throws it in place of the trap.
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = __takePanic, skip_typescript)]
pub fn take_panic() -> JsValue {
    let taken = PANIC
        .0
        .try_borrow_mut()
        .ok()
        .and_then(|mut slot| slot.take());
    taken.unwrap_or(JsValue::UNDEFINED)
}

/// Panics: lets the tests check that a panic is thrown as an `InternalError`.
#[wasm_bindgen(js_name = __panicForTests, skip_typescript)]
pub fn panic_for_tests() {
    panic!("a deliberate panic of the tests")
}

/// The class of a kind: `PlayError::OffBoard` → `PlayOffBoardError`.
fn class_name(kind: ErrorKind) -> String {
    format!("{kind:?}Error")
}

/// The group class of a kind: its core error type (`PlayError`; `RecordErrorKind` →
/// `RecordError`).
fn group_name(kind: ErrorKind) -> &'static str {
    let ty = kind.name().split("::").next().unwrap_or("GomokuError");
    ty.strip_suffix("Kind").unwrap_or(ty)
}

fn groups() -> Vec<&'static str> {
    let mut out: Vec<&'static str> = Vec::new();
    for &k in ErrorKind::ALL {
        if !out.contains(&group_name(k)) {
            out.push(group_name(k));
        }
    }
    out
}

const HEADER: &str = "// GENERATED by gomoku-wasm/src/errors.rs from the core's ErrorKind list: do not edit.\n\
// `GOMOKU_BLESS=1 cargo test -p gomoku-wasm --lib errors` writes it anew.\n";

/// The text of `js/errors.js`: the classes and `makeError(kind, message)`.
///
/// ```
/// assert!(gomoku_wasm::error_classes_js().contains("export class PlayOffBoardError extends PlayError"));
/// ```
pub fn error_classes_js() -> String {
    let mut s = String::from(HEADER);
    s.push_str(
        "\n/** The base of every error this library throws; `kind` names the core error. */\n\
         export class GomokuError extends Error {\n\
         \x20 constructor(message, kind) {\n\
         \x20   super(message);\n\
         \x20   this.kind = kind;\n\
         \x20 }\n\
         \x20 get name() {\n\
         \x20   return this.constructor.name;\n\
         \x20 }\n\
         }\n\n\
         /** A bug of this library (a Rust panic), thrown rather than trapping; kind \"Panic\". */\n\
         export class InternalError extends GomokuError {}\n",
    );
    for g in groups() {
        let _ = write!(
            s,
            "\n/** Every {g} of the core. */\nexport class {g} extends GomokuError {{}}\n"
        );
        for &k in ErrorKind::ALL.iter().filter(|&&k| group_name(k) == g) {
            let _ = writeln!(
                s,
                "/** `{}`. */\nexport class {} extends {g} {{}}",
                k.name(),
                class_name(k)
            );
        }
    }
    s.push_str("\nconst CLASSES = {\n  Panic: InternalError,\n");
    for &k in ErrorKind::ALL {
        let _ = writeln!(s, "  \"{}\": {},", k.name(), class_name(k));
    }
    s.push_str(
        "};\n\n\
         /** The error object of a kind (the module's error factory). */\n\
         export function makeError(kind, message) {\n\
         \x20 const Class = CLASSES[kind] ?? GomokuError;\n\
         \x20 return new Class(message, kind);\n\
         }\n",
    );
    s
}

/// The text of `js/errors.d.ts`, the declarations of [`error_classes_js`].
///
/// ```
/// assert!(gomoku_wasm::error_classes_ts().contains("readonly kind: \"PlayError::OffBoard\";"));
/// ```
pub fn error_classes_ts() -> String {
    let mut s = String::from(HEADER);
    s.push_str("\n/** The name of a kind of core error, `Type::Variant`, or \"Panic\". */\nexport type ErrorKindName =\n  | \"Panic\"\n");
    for &k in ErrorKind::ALL {
        let _ = writeln!(s, "  | \"{}\"", k.name());
    }
    s.push_str(
        ";\n\n/** The base of every error this library throws; `kind` names the core error. */\n\
         export class GomokuError extends Error {\n\
         \x20 readonly kind: ErrorKindName;\n\
         }\n\n\
         /** A bug of this library (a Rust panic), thrown rather than trapping. */\n\
         export class InternalError extends GomokuError {\n\
         \x20 readonly kind: \"Panic\";\n\
         }\n",
    );
    for g in groups() {
        let _ = write!(
            s,
            "\n/** Every {g} of the core. */\nexport class {g} extends GomokuError {{}}\n"
        );
        for &k in ErrorKind::ALL.iter().filter(|&&k| group_name(k) == g) {
            let _ = writeln!(
                s,
                "/** `{0}`. */\nexport class {1} extends {g} {{\n  readonly kind: \"{0}\";\n}}",
                k.name(),
                class_name(k)
            );
        }
    }
    s.push_str("\n/** The error object of a kind (the module's error factory). */\nexport function makeError(kind: string, message: string): GomokuError;\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    fn check(path: &str, text: &str) {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
        if std::env::var_os("GOMOKU_BLESS").is_some() {
            std::fs::write(&path, text).unwrap();
        }
        let on_disk = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            on_disk == text,
            "{} is stale: run GOMOKU_BLESS=1 cargo test -p gomoku-wasm --lib errors",
            path.display()
        );
    }

    #[test]
    fn error_classes_are_up_to_date() {
        check("js/errors.js", &error_classes_js());
        check("js/errors.d.ts", &error_classes_ts());
    }

    #[test]
    fn class_names_are_distinct_and_every_kind_has_one() {
        let mut names: Vec<String> = ErrorKind::ALL.iter().map(|&k| class_name(k)).collect();
        names.extend(groups().iter().map(|g| g.to_string()));
        names.push("GomokuError".into());
        names.push("InternalError".into());
        let count = names.len();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), count, "two classes share a name");
        assert_eq!(class_name(ErrorKind::PlayOffBoard), "PlayOffBoardError");
        assert_eq!(group_name(ErrorKind::RecordUnexpectedEnd), "RecordError");
    }
}
