//! The Python face: `import gomoku` from the virtual environment that
//! `scripts/test-python.sh` builds, driven through its public Python API in an embedded
//! interpreter.
//!
//! With `GOMOKU_PY_LINKED=1` ([`python_linked`]) the package's native part is not the
//! installed extension but gomoku-py's Rust code compiled into the test binary, so that
//! a mutant of it is what the tests run (`bash scripts/mutants.sh --python`).

use std::path::{Path, PathBuf};

use gomoku_referee::{Color, Forbidden, Point, Preset, Termination};
use pyo3::exceptions::PyIndexError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyModule};

use crate::model::{Action, RulesSpec, Start, Switch};
use crate::snapshot::{
    Answer, ExpectedView, IdentityView, OutcomeView, PROBE, Refusal, RulesView, Snapshot,
    centre_points, check_points, off_board_points, pick_indices,
};
use crate::table::variant_of_class_in;
use crate::texts::{TextQuestions, Texts, WINNERS, move_list_rules};

/// The `site-packages` folder of the virtual environment: `$GOMOKU_VENV`, or `.venv` at
/// the root of the repository.
///
/// # Errors
///
/// When the environment or its `site-packages` does not exist.
pub fn python_site_packages() -> Result<PathBuf, String> {
    let venv = std::env::var_os("GOMOKU_VENV").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("../.venv"),
        PathBuf::from,
    );
    let lib = venv.join("lib");
    let found = std::fs::read_dir(&lib)
        .map_err(|e| format!("no virtual environment at {}: {e}", venv.display()))?
        .filter_map(Result::ok)
        .map(|e| e.path().join("site-packages"))
        .find(|p| p.is_dir());
    found.ok_or_else(|| format!("no lib/python*/site-packages in {}", venv.display()))
}

/// The Python face. [`PyFace::load`] imports the module once; [`PyFace::fresh`] gives
/// each scenario its own rules and game.
#[derive(Debug)]
pub struct PyFace {
    module: Py<PyModule>,
    rules: Option<Py<PyAny>>,
    game: Option<Py<PyAny>>,
    /// The reusable `gomoku.VcfSolver` of every analysis (made at the first).
    vcf_solver: Option<Py<PyAny>>,
}

fn attr<'py>(obj: &Bound<'py, PyAny>, name: &str) -> Bound<'py, PyAny> {
    obj.getattr(name)
        .unwrap_or_else(|e| panic!("Python: no attribute {name}: {e}"))
}

fn call0<'py>(obj: &Bound<'py, PyAny>, name: &str) -> Bound<'py, PyAny> {
    obj.call_method0(name)
        .unwrap_or_else(|e| panic!("Python: {name}() raised {e}"))
}

fn call1<'py>(
    obj: &Bound<'py, PyAny>,
    name: &str,
    arg: impl IntoPyObject<'py>,
) -> Bound<'py, PyAny> {
    obj.call_method1(name, (arg,))
        .unwrap_or_else(|e| panic!("Python: {name}(...) raised {e}"))
}

fn get<'py, T: for<'a> FromPyObject<'a, 'py>>(obj: &Bound<'py, PyAny>) -> T {
    obj.extract::<T>()
        .unwrap_or_else(|_| panic!("Python: unexpected value {obj}"))
}

/// The attributes each refusal carries, by core variant (gomoku-py/EXCEPTIONS.md).
fn detail_attributes(variant: &str) -> &'static [&'static str] {
    match variant {
        "PlayError::OffBoard" | "SetupError::OffBoard" => &["point", "size"],
        "PlayError::Occupied" | "SetupError::Overlap" => &["point"],
        "PlayError::Forbidden" => &["point", "color", "kind"],
        "GameError::EndedByAction" => &["termination"],
        "GameError::NoDrawOffer" | "GameError::DrawOfferPending" => &["color"],
        "SetupError::AlreadyWon" => &["color", "point"],
        "SetupError::Captures" => &["color", "pairs"],
        "RulesError::SizeOutOfRange" => &["size"],
        "RulesError::UnsupportedGomocupCode" => &["code"],
        "RulesError::CaptureTargetOutOfRange" => &["pairs"],
        "OpeningError::SymmetricOffer" => &["point", "earlier", "symmetry", "centre"],
        _ => &[],
    }
}

/// The refusal a Python exception stands for, by the DESIGN table. Anything that is no
/// exception of `gomoku` (a `TypeError`, say) is a bug of the face, reported as such.
pub(crate) fn refusal(
    py: Python<'_>,
    module: &Bound<'_, PyModule>,
    err: &PyErr,
    is_move: bool,
) -> Refusal {
    refusal_in(
        py,
        module,
        err,
        if is_move {
            "PlayError::"
        } else {
            "GameError::"
        },
    )
}

/// As [`refusal`], for a class that stands for several variants resolved by the enum
/// `prefix` of the action (`OpeningError::` for opening actions).
pub(crate) fn refusal_in(
    py: Python<'_>,
    module: &Bound<'_, PyModule>,
    err: &PyErr,
    prefix: &str,
) -> Refusal {
    let base = attr(module.as_any(), "GomokuError");
    let ty = err.get_type(py);
    let name = ty.name().map(|n| n.to_string()).unwrap_or_default();
    let in_module = attr(ty.as_any(), "__module__").to_string();
    if !err.matches(py, base).unwrap_or(false) || !in_module.starts_with("gomoku") {
        return Refusal::with_detail(
            "(an exception that is no gomoku error)",
            format!("{in_module}.{name}: {err}"),
        );
    }
    let Some(variant) = variant_of_class_in(&name, prefix) else {
        return Refusal::with_detail("(a class that is in no row of the table)", name);
    };
    let value = err.value(py);
    let fields: Vec<String> = detail_attributes(variant)
        .iter()
        .map(|a| format!("{a}={}", attr(value.as_any(), a)))
        .collect();
    if fields.is_empty() {
        Refusal::new(variant)
    } else {
        Refusal::with_detail(variant, fields.join(" "))
    }
}

fn preset_constructor(p: Preset) -> &'static str {
    match p {
        Preset::Freestyle => "freestyle",
        Preset::Standard => "standard",
        Preset::Renju => "renju",
        Preset::Caro => "caro",
        Preset::CaroOverline => "caro_overline",
        Preset::Omok => "omok",
        Preset::NinukiRenju => "ninuki_renju",
        Preset::Pente => "pente",
    }
}

fn member<'py>(module: &Bound<'py, PyModule>, class: &str, name: &str) -> Bound<'py, PyAny> {
    attr(&attr(module.as_any(), class), name)
}

fn py_color<'py>(module: &Bound<'py, PyModule>, c: Color) -> Bound<'py, PyAny> {
    member(
        module,
        "Color",
        if c == Color::Black { "BLACK" } else { "WHITE" },
    )
}

fn color_of(module: &Bound<'_, PyModule>, obj: &Bound<'_, PyAny>) -> Option<Color> {
    if obj.is_none() {
        return None;
    }
    Color::ALL
        .into_iter()
        .find(|c| obj.eq(py_color(module, *c)).unwrap_or(false))
        .or_else(|| panic!("Python: {obj} is no Color"))
}

fn forbidden_of(module: &Bound<'_, PyModule>, obj: &Bound<'_, PyAny>) -> Forbidden {
    [
        ("DOUBLE_THREE", Forbidden::DoubleThree),
        ("DOUBLE_FOUR", Forbidden::DoubleFour),
        ("OVERLINE", Forbidden::Overline),
    ]
    .into_iter()
    .find(|(n, _)| obj.eq(member(module, "Forbidden", n)).unwrap_or(false))
    .map(|(_, k)| k)
    .unwrap_or_else(|| panic!("Python: {obj} is no Forbidden"))
}

fn termination_of(module: &Bound<'_, PyModule>, obj: &Bound<'_, PyAny>) -> Termination {
    [
        ("FIVE", Termination::Five),
        ("CAPTURE", Termination::Capture),
        ("FORBIDDEN", Termination::Forbidden),
        ("RESIGNATION", Termination::Resignation),
        ("TIMEOUT", Termination::Timeout),
        ("BOARD_FULL", Termination::BoardFull),
        ("NO_LEGAL_MOVE", Termination::NoLegalMove),
        ("BOTH_PASSED", Termination::BothPassed),
        ("MOVE_LIMIT", Termination::MoveLimit),
        ("AGREEMENT", Termination::Agreement),
        ("BOTH_WON", Termination::BothWon),
    ]
    .into_iter()
    .find(|(n, _)| obj.eq(member(module, "Termination", n)).unwrap_or(false))
    .map(|(_, t)| t)
    .unwrap_or_else(|| panic!("Python: {obj} is no Termination"))
}

fn point_of(obj: &Bound<'_, PyAny>) -> Point {
    let x: u8 = get(&attr(obj, "x"));
    let y: u8 = get(&attr(obj, "y"));
    Point::new(x, y).unwrap_or_else(|| panic!("Python: {obj} is no point"))
}

/// The points of a Python iterable, in its order.
fn points_in_order(list: &Bound<'_, PyAny>) -> Vec<Point> {
    list.try_iter()
        .expect("an iterable of points")
        .map(|p| point_of(&p.expect("a point")))
        .collect()
}

fn points_of(list: &Bound<'_, PyAny>) -> Vec<Point> {
    let mut v: Vec<Point> = list
        .try_iter()
        .expect("an iterable")
        .map(|p| point_of(&p.expect("an item")))
        .collect();
    v.sort();
    v
}

/// What a Python `Rules` reports.
fn rules_view_of(m: &Bound<'_, PyModule>, r: &Bound<'_, PyAny>) -> RulesView {
    let r = r.clone();
    let opt_u32 = |o: Bound<'_, PyAny>| -> Option<u32> { (!o.is_none()).then(|| get(&o)) };
    RulesView {
        size: get(&attr(&r, "size")),
        overline_wins: Color::ALL.map(|c| get(&call1(&r, "overline_wins", py_color(m, c)))),
        overline_switch: Color::ALL.map(|c| get(&call1(&r, "overline_switch", py_color(m, c)))),
        restrictions: Color::ALL.map(|c| {
            let set = call1(&r, "restrictions", py_color(m, c));
            let mut kinds: Vec<Forbidden> = set
                .try_iter()
                .expect("a frozenset")
                .map(|k| forbidden_of(m, &k.expect("a kind")))
                .collect();
            kinds.sort();
            kinds
        }),
        lose: attr(&r, "forbidden_policy")
            .eq(member(m, "ForbiddenPolicy", "LOSE"))
            .expect("comparable"),
        caro: get(&attr(&r, "caro_rule")),
        capture: opt_u32(attr(&r, "capture")),
        perfect_five: get(&attr(&r, "perfect_five")),
        pass: get(&attr(&r, "pass_allowed")),
        move_limit: opt_u32(attr(&r, "move_limit")),
        name: r.str().expect("str(rules)").to_string(),
        preset: {
            let p = attr(&r, "preset");
            (!p.is_none()).then(|| {
                let name: String = get(&p);
                Preset::ALL
                    .into_iter()
                    .find(|q| q.name() == name)
                    .unwrap_or_else(|| panic!("Python: {name} is no preset"))
            })
        },
        gomocup: opt_u32(attr(&r, "gomocup_code")),
    }
}

/// Whether the Python face runs the Rust code of gomoku-py compiled into this test binary
/// (`GOMOKU_PY_LINKED=1`, for mutation testing of gomoku-py: a mutant is seen only if the
/// face runs it) rather than the extension installed in the virtual environment (unset,
/// empty or `0`: the default, which tests the built wheel, the real artifact). In both
/// modes the pure-Python package `gomoku` is the installed one.
///
/// # Errors
///
/// When the variable has another value.
pub fn python_linked() -> Result<bool, String> {
    match std::env::var("GOMOKU_PY_LINKED").as_deref() {
        Err(std::env::VarError::NotPresent) | Ok("" | "0") => Ok(false),
        Ok("1") => Ok(true),
        Ok(other) => Err(format!(
            "GOMOKU_PY_LINKED={other:?}: expected 1, 0 or unset"
        )),
        Err(e) => Err(format!("GOMOKU_PY_LINKED: {e}")),
    }
}

/// Starts the embedded interpreter, once per process; in linked mode the module compiled
/// into the binary is first registered as the built-in `_gomoku`, which has to happen
/// before the interpreter starts. Every use of Python in the agreement tests goes through
/// [`PyFace::load`] first, so this runs before the first `Python::attach`.
fn start_interpreter(linked: bool) {
    static START: std::sync::Once = std::sync::Once::new();
    START.call_once(|| {
        if linked {
            gomoku_py::append_to_inittab();
        }
        Python::initialize();
    });
}

/// In linked mode, the built-in module `_gomoku` (registered by [`start_interpreter`]),
/// put where `gomoku/__init__.py`'s `from ._gomoku import ...` finds it, before
/// `import gomoku`.
fn bind_linked(py: Python<'_>, sys: &Bound<'_, PyModule>) -> Result<Py<PyModule>, String> {
    let builtin = attr(sys.as_any(), "builtin_module_names");
    if !builtin.contains("_gomoku").unwrap_or(false) {
        return Err(
            "GOMOKU_PY_LINKED=1 but _gomoku is no built-in module: the interpreter was \
             started before PyFace::load"
                .to_string(),
        );
    }
    let native = py
        .import("_gomoku")
        .map_err(|e| format!("GOMOKU_PY_LINKED=1: cannot import the linked _gomoku: {e}"))?;
    attr(sys.as_any(), "modules")
        .set_item("gomoku._gomoku", &native)
        .map_err(|e| e.to_string())?;
    Ok(native.unbind())
}

/// The native module `gomoku` is bound to is the one the mode asks for: in linked mode
/// the built-in one (its classes are the package's), else a file of `site`.
fn check_native(
    py: Python<'_>,
    sys: &Bound<'_, PyModule>,
    module: &Bound<'_, PyModule>,
    linked: Option<&Py<PyModule>>,
    site: &Path,
) -> Result<(), String> {
    let bound = attr(sys.as_any(), "modules")
        .get_item("gomoku._gomoku")
        .map_err(|e| format!("no gomoku._gomoku in sys.modules: {e}"))?;
    match linked {
        Some(native) => {
            let native = native.bind(py);
            let game = attr(native.as_any(), "Game");
            if !bound.is(native) || !attr(module.as_any(), "Game").is(&game) {
                return Err(format!(
                    "GOMOKU_PY_LINKED=1 but gomoku is bound to {bound}, not to the linked \
                     module"
                ));
            }
        }
        None => {
            let file = bound
                .getattr("__file__")
                .map(|f| f.to_string())
                .unwrap_or_default();
            if !Path::new(&file).starts_with(site) {
                return Err(format!(
                    "gomoku._gomoku is {bound}, not the extension of {}",
                    site.display()
                ));
            }
        }
    }
    Ok(())
}

impl PyFace {
    /// Imports `gomoku` from the virtual environment; with `GOMOKU_PY_LINKED=1` (see
    /// [`python_linked`]) bound to the Rust code of gomoku-py linked into the test binary.
    ///
    /// # Errors
    ///
    /// When the environment is missing or the module cannot be imported from it: the
    /// agreement tests then fail, saying how to install it. In linked mode, also when the
    /// package would not run the linked code.
    pub fn load() -> Result<PyFace, String> {
        let hint = "install it with `bash scripts/test-python.sh` (or set GOMOKU_VENV)";
        let site = python_site_packages()
            .map_err(|e| format!("the Python module is not installed: {e}; {hint}"))?;
        let linked = python_linked()?;
        start_interpreter(linked);
        Python::attach(|py| {
            let sys = py.import("sys").map_err(|e| e.to_string())?;
            let path = attr(sys.as_any(), "path");
            path.call_method1("insert", (0, site.to_string_lossy().into_owned()))
                .map_err(|e| e.to_string())?;
            let native = if linked {
                Some(bind_linked(py, &sys)?)
            } else {
                None
            };
            let module = py.import("gomoku").map_err(|e| {
                format!("cannot import gomoku from {}: {e}; {hint}", site.display())
            })?;
            let file = attr(module.as_any(), "__file__").to_string();
            if !Path::new(&file).starts_with(&site) {
                return Err(format!(
                    "gomoku was imported from {file}, not from {}; {hint}",
                    site.display()
                ));
            }
            check_native(py, &sys, &module, native.as_ref(), &site)?;
            Ok(PyFace {
                module: module.unbind(),
                rules: None,
                game: None,
                vcf_solver: None,
            })
        })
    }

    /// A face of its own for one scenario.
    #[must_use]
    pub fn fresh(&self) -> PyFace {
        Python::attach(|py| PyFace {
            module: self.module.clone_ref(py),
            rules: None,
            game: None,
            vcf_solver: self.vcf_solver.as_ref().map(|s| s.clone_ref(py)),
        })
    }

    /// The imported module.
    #[must_use]
    pub fn module(&self) -> &Py<PyModule> {
        &self.module
    }

    fn switch<'py>(
        module: &Bound<'py, PyModule>,
        r: &Bound<'py, PyAny>,
        s: Switch,
    ) -> PyResult<Bound<'py, PyAny>> {
        let py = module.py();
        match s {
            Switch::Size(n) => r.call_method1("with_size", (n,)),
            Switch::OverlineWins(c, on) => {
                r.call_method1("with_overline_wins", (py_color(module, c), on))
            }
            Switch::Restrictions(c, bits) => {
                let kinds = PyList::empty(py);
                for k in Switch::kinds(bits) {
                    let name = match k {
                        Forbidden::DoubleThree => "DOUBLE_THREE",
                        Forbidden::DoubleFour => "DOUBLE_FOUR",
                        Forbidden::Overline => "OVERLINE",
                    };
                    kinds.append(member(module, "Forbidden", name))?;
                }
                r.call_method1("with_restrictions", (py_color(module, c), kinds))
            }
            Switch::Lose(lose) => r.call_method1(
                "with_forbidden_policy",
                (member(
                    module,
                    "ForbiddenPolicy",
                    if lose { "LOSE" } else { "REJECT" },
                ),),
            ),
            Switch::Caro(on) => r.call_method1("with_caro_rule", (on,)),
            Switch::Capture(n) => r.call_method1("with_capture", (n,)),
            Switch::PerfectFive(on) => r.call_method1("with_perfect_five", (on,)),
            Switch::Pass(on) => r.call_method1("with_pass", (on,)),
            Switch::MoveLimit(n) => r.call_method1("with_move_limit", (n,)),
        }
    }
}

impl crate::Face for PyFace {
    fn name(&self) -> &'static str {
        "Python"
    }

    fn build_rules(&mut self, spec: &RulesSpec) -> Vec<Answer> {
        Python::attach(|py| {
            let m = self.module.bind(py);
            let mut r = call0(&attr(m.as_any(), "Rules"), preset_constructor(spec.preset));
            let answers = spec
                .switches
                .iter()
                .map(|s| match PyFace::switch(m, &r, *s) {
                    Ok(next) => {
                        r = next;
                        Ok(())
                    }
                    Err(e) => Err(refusal(py, m, &e, false)),
                })
                .collect();
            self.rules = Some(r.unbind());
            answers
        })
    }

    fn start(&mut self, start: &Start) -> Answer {
        Python::attach(|py| {
            let m = self.module.bind(py);
            let rules = self.rules.as_ref().expect("rules built first").bind(py);
            let game_class = attr(m.as_any(), "Game");
            let result = match start {
                Start::Empty => Ok(()),
                Start::Opening { kind, n } => (|| -> PyResult<Bound<'_, PyAny>> {
                    let opening = attr(m.as_any(), "Opening");
                    let o = match kind {
                        0 => opening.call_method0("swap")?,
                        1 => opening.call_method0("swap2")?,
                        2 => opening.call_method0("pro")?,
                        3 => opening.call_method0("rif")?,
                        4 => opening.call_method0("yamaguchi")?,
                        5 => opening.call_method1("taraguchi", (*n,))?,
                        _ => opening.call_method1("soosorv", (*n,))?,
                    };
                    let kwargs = PyDict::new(py);
                    kwargs.set_item("opening", o)?;
                    game_class.call((rules,), Some(&kwargs))
                })()
                .map(|g| {
                    self.game = Some(g.unbind());
                })
                .map_err(|e| refusal_in(py, m, &e, "OpeningError::")),
                Start::Setup {
                    black,
                    white,
                    turn,
                    captures,
                } => (|| -> PyResult<Bound<'_, PyAny>> {
                    let point_class = attr(m.as_any(), "Point");
                    let list = |v: &[(i32, i32)]| -> PyResult<Bound<'_, PyList>> {
                        let l = PyList::empty(py);
                        for &(x, y) in v {
                            l.append(point_class.call1((x, y))?)?;
                        }
                        Ok(l)
                    };
                    let kwargs = PyDict::new(py);
                    kwargs.set_item("black", list(black)?)?;
                    kwargs.set_item("white", list(white)?)?;
                    kwargs.set_item("turn", py_color(m, *turn))?;
                    kwargs.set_item("black_pairs", captures[0])?;
                    kwargs.set_item("white_pairs", captures[1])?;
                    game_class.call_method("from_stones", (rules,), Some(&kwargs))
                })()
                .map(|g| {
                    self.game = Some(g.unbind());
                })
                .map_err(|e| refusal(py, m, &e, false)),
            };
            if result.is_err() || matches!(start, Start::Empty) {
                let g = game_class
                    .call1((rules,))
                    .unwrap_or_else(|e| panic!("Python: Game(rules) raised {e}"));
                self.game = Some(g.unbind());
            }
            result
        })
    }

    fn act(&mut self, action: &Action) -> Answer {
        Python::attach(|py| {
            let m = self.module.bind(py);
            let g = self.game.as_ref().expect("a game").bind(py);
            let result = match *action {
                Action::Place(x, y) => attr(m.as_any(), "Point")
                    .call1((x, y))
                    .and_then(|p| g.call_method1("push", (p,))),
                Action::Pass => g.call_method0("push_pass"),
                Action::Undo => g.call_method0("pop"),
                Action::Resign(c) => g.call_method1("resign", (py_color(m, c),)),
                Action::Timeout(c) => g.call_method1("timeout", (py_color(m, c),)),
                Action::Offer(c) => g.call_method1("offer_draw", (py_color(m, c),)),
                Action::Accept(c) => g.call_method1("accept_draw", (py_color(m, c),)),
                Action::Decline(c) => g.call_method1("decline_draw", (py_color(m, c),)),
                Action::Stone(x, y) => attr(m.as_any(), "Point")
                    .call1((x, y))
                    .and_then(|p| g.call_method1("place", (p,))),
                Action::Pick(x, y) => attr(m.as_any(), "Point")
                    .call1((x, y))
                    .and_then(|p| g.call_method1("pick", (p,))),
                Action::Swap => g.call_method0("swap"),
                Action::Keep => g.call_method0("keep"),
                Action::Choose(c) => g.call_method1("choose", (py_color(m, c),)),
                Action::Declare(n) => g.call_method1("declare", (n,)),
                Action::Offers(o) => (|| -> PyResult<Bound<'_, PyAny>> {
                    let point_class = attr(m.as_any(), "Point");
                    let l = PyList::empty(py);
                    for &(x, y) in o.points() {
                        l.append(point_class.call1((x, y))?)?;
                    }
                    g.call_method1("offer", (l,))
                })(),
                Action::UndoStep => g.call_method0("undo_step"),
            };
            result
                .map(drop)
                .map_err(|e| refusal_in(py, m, &e, action.error_enum()))
        })
    }

    fn observe(&mut self) -> Snapshot {
        Python::attach(|py| {
            let m = self.module.bind(py);
            let g = self.game.as_ref().expect("a game").bind(py);
            let r = attr(g, "rules");
            let rules = rules_view_of(m, &r);
            let size = rules.size;
            let turn = color_of(m, &attr(g, "turn")).expect("a side to move");
            let n = usize::from(size);
            let mut stones = vec![None; n * n];
            for c in Color::ALL {
                for p in points_of(&call1(g, "stones", py_color(m, c))) {
                    stones[usize::from(p.y()) * n + usize::from(p.x())] = Some(c);
                }
            }
            let point_class = attr(m.as_any(), "Point");
            let mut legal = Vec::with_capacity(n * n);
            for y in 0..size {
                for x in 0..size {
                    let p = point_class.call1((x, y)).expect("a point");
                    legal.push(get::<bool>(&call1(g, "is_legal", p)));
                }
            }
            let legal_moves = points_of(&attr(g, "legal_moves"));
            let view = attr(g, "legal_moves");
            let legal_move_count = view.len().expect("len(legal_moves)");
            let legal_picks = pick_indices(legal_move_count)
                .into_iter()
                .map(|i| match view.get_item(i) {
                    Ok(p) => Some(point_of(&p)),
                    Err(e) if e.is_instance_of::<PyIndexError>(py) => None,
                    Err(e) => panic!("Python: legal_moves[{i}] raised {e}"),
                })
                .collect();
            let any_legal = view.is_truthy().expect("bool(legal_moves)");
            let legal_contains = check_points(size)
                .into_iter()
                .enumerate()
                .map(|(i, p)| {
                    let asked = if i % 2 == 0 {
                        point_class.call1((p.x(), p.y())).expect("a point")
                    } else {
                        p.to_string().into_pyobject(py).expect("a str").into_any()
                    };
                    view.contains(asked).expect("p in legal_moves")
                })
                .collect();
            // The planes of `to_numpy()`, as nested lists: [plane][y][x].
            let planes: Vec<Vec<Vec<u8>>> = call0(&call0(g, "to_numpy"), "tolist")
                .extract()
                .expect("the planes as lists");
            let flat = |k: usize| -> Vec<u8> { planes[k].concat() };
            // Plane `legal` holds an opening step's allowed points: compared outside one.
            let legal_mask = attr(g, "expected").is_none().then(|| flat(3));
            let forbidden_mask: Vec<u8> = (0..size as usize * size as usize)
                .map(|i| (0..3).map(|k| flat(4 + k)[i] * (k as u8 + 1)).sum())
                .collect();
            let fp = call0(g, "forbidden_points");
            let mut forbidden: Vec<(Point, Forbidden)> = fp
                .cast::<PyDict>()
                .expect("a dict")
                .iter()
                .map(|(p, k)| (point_of(&p), forbidden_of(m, &k)))
                .collect();
            forbidden.sort();
            let captures =
                Color::ALL.map(|c| get::<u32>(&call1(g, "captured_pairs", py_color(m, c))));
            let last_captures = points_of(&call0(g, "last_captures"));
            let over: bool = get(&call0(g, "is_game_over"));
            let o = call0(g, "outcome");
            let outcome = (!o.is_none()).then(|| {
                let line = attr(&o, "line");
                OutcomeView {
                    winner: color_of(m, &attr(&o, "winner")),
                    termination: termination_of(m, &attr(&o, "termination")),
                    // The list as Python gives it: from the line's start to its end.
                    line: (!line.is_none()).then(|| {
                        let v: Vec<Point> = line
                            .try_iter()
                            .expect("a list")
                            .map(|p| point_of(&p.expect("a point")))
                            .collect();
                        (v[0], v[v.len() - 1], v.len())
                    }),
                }
            });
            let draw_offer = color_of(m, &attr(g, "draw_offer"));
            let moves: Vec<Option<Point>> = attr(g, "moves")
                .try_iter()
                .expect("a list")
                .map(|mv| {
                    let mv = mv.expect("a move");
                    (!mv.is_none()).then(|| point_of(&mv))
                })
                .collect();
            let e = attr(g, "expected");
            let player_index = |p: &Bound<'_, PyAny>| -> u8 {
                if p.eq(member(m, "Player", "FIRST")).expect("comparable") {
                    0
                } else {
                    1
                }
            };
            let expected = (!e.is_none()).then(|| {
                let area = attr(&e, "area");
                let opt = |name: &str| -> Option<u32> {
                    let v = attr(&e, name);
                    (!v.is_none()).then(|| get(&v))
                };
                ExpectedView {
                    player: player_index(&attr(&e, "player")),
                    color: color_of(m, &attr(&e, "color")).expect("a colour"),
                    what: get(&attr(&e, "what")),
                    stone: color_of(m, &attr(&e, "stone")),
                    area: (!area.is_none()).then(|| (get(&area), get(&attr(&e, "area_size")))),
                    count: opt("count"),
                    max: opt("max"),
                }
            });
            let black = player_index(&call1(g, "player", py_color(m, Color::Black)));
            let record: Vec<String> = get(&attr(g, "opening_actions"));
            let offers = points_of(&attr(g, "offers"));
            let allowed = call0(g, "allowed_points")
                .try_iter()
                .expect("a list")
                .map(|p| point_of(&p.expect("a point")))
                .collect();
            let py_pt = |p: Point| point_class.call1((p.x(), p.y())).expect("a point");
            let off_board_legal = off_board_points(size)
                .into_iter()
                .map(|p| get::<bool>(&call1(g, "is_legal", py_pt(p))))
                .collect();
            let other = py_color(m, !turn);
            let forbidden_other = centre_points(size)
                .into_iter()
                .map(|p| {
                    let k = g
                        .call_method1("forbidden", (py_pt(p), &other))
                        .unwrap_or_else(|e| panic!("Python: forbidden(p, color) raised {e}"));
                    (!k.is_none()).then(|| forbidden_of(m, &k))
                })
                .collect();
            // Python's forbidden_points() is the side to move's: the other colour's come
            // from forbidden(point, color) at every point.
            let mut forbidden_points_other = Vec::new();
            for y in 0..size {
                for x in 0..size {
                    let p = Point::new(x, y).expect("a point");
                    let k = g
                        .call_method1("forbidden", (py_pt(p), &other))
                        .unwrap_or_else(|e| panic!("Python: forbidden(p, color) raised {e}"));
                    if !k.is_none() {
                        forbidden_points_other.push((p, forbidden_of(m, &k)));
                    }
                }
            }
            forbidden_points_other.sort();
            let move_count = moves.len();
            let diagrams = [
                g.str().expect("str(game)").to_string(),
                get(&call0(g, "diagram")),
            ];
            // The game's kept maps (issue 28), asked after every step.
            let threat_maps = Color::ALL.map(|c| {
                let map = call1(g, "threats", py_color(m, c));
                crate::analysis::SETS.map(|s| {
                    let mut v: Vec<Point> = attr(&map, s)
                        .try_iter()
                        .expect("a set")
                        .map(|p| point_of(&p.expect("a point")))
                        .collect();
                    v.sort();
                    v
                })
            });
            Snapshot {
                rules,
                stones,
                turn,
                legal,
                legal_moves,
                legal_move_count,
                legal_picks,
                any_legal,
                legal_contains,
                forbidden,
                captures,
                last_captures,
                over,
                outcome,
                draw_offer,
                moves,
                expected,
                black,
                colors: ["FIRST", "SECOND"].map(|p| {
                    color_of(m, &call1(g, "color_of", member(m, "Player", p))).expect("a colour")
                }),
                opening: {
                    let o = attr(g, "opening");
                    (!o.is_none()).then(|| (get(&attr(&o, "name")), get(&attr(&o, "n"))))
                },
                record: record.join(", "),
                offers,
                allowed,
                off_board_legal,
                forbidden_other,
                identity: py_identity(m, g, size),
                records: {
                    let calls = [
                        ("to_sgf", Some("top")),
                        ("to_sgf", Some("bottom")),
                        ("to_psq", None),
                        ("to_moves", None),
                    ];
                    calls
                        .iter()
                        .map(|&(method, rows)| {
                            let kwargs = rows.map(|rows| {
                                let d = pyo3::types::PyDict::new(py);
                                d.set_item("rows", rows).expect("a dict");
                                d
                            });
                            g.call_method(method, (), kwargs.as_ref())
                        })
                        .map(|result| match result {
                            Ok(text) => get::<String>(&text),
                            Err(e) => {
                                let name = e.get_type(py).name().expect("a name").to_string();
                                let variant = match name.as_str() {
                                    "WriteSetupError" => "Setup",
                                    "WritePassError" => "Pass",
                                    "WriteColorsError" => "Colors",
                                    "ReadOnlyFormatError" => "ReadOnly",
                                    other => panic!("Python raised {other} writing a record"),
                                };
                                format!("error WriteError::{variant}")
                            }
                        })
                        .collect()
                },
                forbidden_points_other,
                move_count,
                diagrams,
                threat_maps,
                // Python has no question "would this move be accepted" but trying it.
                check: None,
                legal_mask,
                forbidden_mask,
            }
        })
    }

    fn analyse(&mut self) -> crate::analysis::Analysis {
        use crate::analysis::{
            Analysis, SETS, VCF_MAX_MOVES, VCF_MAX_NODES, VCF_TABLE, VcfView, line_text,
            threat_points,
        };
        Python::attach(|py| {
            let m = self.module.bind(py);
            let g = self.game.as_ref().expect("a game").bind(py);
            let sorted = |o: Bound<'_, PyAny>| -> Vec<Point> {
                let mut v: Vec<Point> = o
                    .try_iter()
                    .expect("a set")
                    .map(|p| point_of(&p.expect("a point")))
                    .collect();
                v.sort();
                v
            };
            let maps = Color::ALL.map(|c| {
                let map = call1(g, "threats", py_color(m, c));
                SETS.map(|s| sorted(attr(&map, s)))
            });
            let mut threats = Vec::new();
            for c in Color::ALL {
                for p in threat_points(&maps[c.index()]) {
                    let point = attr(m.as_any(), "Point")
                        .call1((p.x(), p.y()))
                        .expect("a point");
                    let t = g
                        .call_method1("threats_at", (point, py_color(m, c)))
                        .expect("threats_at");
                    let mut text: Vec<String> = attr(&t, "lines")
                        .try_iter()
                        .expect("lines")
                        .map(|l| {
                            let l = l.expect("a line");
                            line_text(
                                &get::<String>(&attr(&l, "direction")),
                                &get::<String>(&attr(&l, "shape")),
                                get(&attr(&l, "overline_wins")),
                                &points_in_order(&attr(&l, "stones")),
                                &points_in_order(&attr(&l, "points")),
                            )
                        })
                        .collect();
                    let f = attr(&t, "forbidden");
                    let forbidden = (!f.is_none()).then(|| forbidden_of(m, &f));
                    text.push(format!(
                        "{} {} {} {forbidden:?}",
                        get::<usize>(&attr(&t, "fours")),
                        get::<usize>(&attr(&t, "threes")),
                        get::<bool>(&attr(&t, "wins"))
                    ));
                    threats.push((c, p, text.join("; ")));
                }
            }
            let fp = call0(g, "forbidden_points");
            let mut explanations = Vec::new();
            for (p, _) in fp.cast::<PyDict>().expect("a dict").iter() {
                let e = call1(g, "explain", p.clone());
                assert!(
                    !e.is_none(),
                    "Python: a forbidden point without an explanation"
                );
                explanations.push((
                    point_of(&p),
                    e.str().expect("str").to_string(),
                    get::<String>(&call0(&e, "tree")),
                    py_explanation_tree(&e),
                ));
            }
            explanations.sort();
            let solver = self
                .vcf_solver
                .get_or_insert_with(|| call0(m.as_any(), "VcfSolver").unbind())
                .bind(py)
                .clone();
            let vcf = [(false, false), (true, false), (false, true), (true, true)].map(
                |(fast, reused)| {
                    let kwargs = PyDict::new(py);
                    kwargs.set_item("fast", fast).expect("a kwarg");
                    kwargs
                        .set_item("max_moves", VCF_MAX_MOVES)
                        .expect("a kwarg");
                    kwargs
                        .set_item("max_nodes", VCF_MAX_NODES)
                        .expect("a kwarg");
                    kwargs
                        .set_item("table_entries", VCF_TABLE)
                        .expect("a kwarg");
                    if reused {
                        solver.call_method("vcf", (g.clone(),), Some(&kwargs))
                    } else {
                        g.call_method("vcf", (), Some(&kwargs))
                    }
                    .map(|v| {
                        let found: bool = get(&attr(&v, "found"));
                        let stopped = attr(&v, "stopped_by");
                        let stopped: Option<String> = (!stopped.is_none()).then(|| get(&stopped));
                        let end = attr(&v, "end");
                        let end: Option<String> = (!end.is_none()).then(|| get(&end));
                        VcfView {
                            answer: match (found, stopped.as_deref()) {
                                (true, _) => "found",
                                (false, None) => "none",
                                (false, Some("moves")) => "none-within-moves",
                                (false, _) => "node-budget",
                            },
                            moves: points_in_order(&attr(&v, "moves")),
                            end: match end.as_deref() {
                                Some("five") => "five",
                                Some("forbidden-defence") => "forbidden-defence",
                                _ => "",
                            },
                            nodes: get(&attr(&v, "nodes")),
                        }
                    })
                    .map_err(|e| refusal(py, m, &e, false))
                },
            );
            let bot = attr(m.as_any(), "ReferenceBot")
                .call1((crate::analysis::BOT_SEED,))
                .expect("a ReferenceBot")
                .call_method1("decide", (g, crate::analysis::BOT_NODES))
                .map(|d| crate::analysis::BotView {
                    kind: get(&attr(&d, "kind")),
                    step: get(&attr(&d, "step")),
                    reason: get(&attr(&d, "reason")),
                    nodes: get(&attr(&d, "nodes")),
                })
                .map_err(|e| refusal(py, m, &e, true));
            Analysis {
                maps,
                threats,
                explanations,
                vcf,
                bot,
            }
        })
    }

    fn record_tree(&mut self, data: &[u8], renlib: bool) -> Option<Vec<crate::NodeView>> {
        Python::attach(|py| {
            let m = self.module.bind(py);
            let record = if renlib {
                attr(&attr(m.as_any(), "Record"), "read_renlib")
                    .call1((pyo3::types::PyBytes::new(py, data),))
                    .ok()?
            } else {
                attr(&attr(m.as_any(), "Record"), "read_sgf")
                    .call1((std::str::from_utf8(data).ok()?,))
                    .ok()?
            };
            let count: usize = get(&attr(&record, "node_count"));
            let index = |n: &Bound<'_, PyAny>| -> usize { get(&attr(n, "index")) };
            Some(
                (0..count)
                    .map(|i| {
                        let node = call1(&record, "node", i);
                        let parent = attr(&node, "parent");
                        let children = attr(&node, "children")
                            .try_iter()
                            .expect("a list")
                            .map(|c| index(&c.expect("a node")))
                            .collect();
                        let color = color_of(m, &attr(&node, "color"));
                        let point = attr(&node, "move");
                        let point = (!point.is_none()).then(|| point_of(&point));
                        crate::NodeView {
                            parent: (!parent.is_none()).then(|| index(&parent)),
                            children,
                            mv: color.map(|c| (c, point)),
                            comment: get(&attr(&node, "comment")),
                            mark: get(&attr(&node, "mark")),
                            board_text: get(&attr(&node, "board_text")),
                            properties: get(&attr(&node, "properties")),
                        }
                    })
                    .collect(),
            )
        })
    }

    fn not_a_point(&self, _in_setup: bool, _game_over: bool) -> &'static str {
        // gomoku-py/EXCEPTIONS.md: "Coordinates that are not a point — Point(-1, 0),
        // Point(2**100, 0) — raise InvalidPointError": the point cannot be made, so no
        // game is asked, finished or not.
        "ParseError::InvalidPoint"
    }
}

/// The moves of a Python game.
fn py_moves(g: &Bound<'_, PyAny>) -> Vec<Option<Point>> {
    attr(g, "moves")
        .try_iter()
        .expect("a list")
        .map(|mv| {
            let mv = mv.expect("a move");
            (!mv.is_none()).then(|| point_of(&mv))
        })
        .collect()
}

/// The identity of a Python game's position, through `gomoku.Symmetry` and `Game`.
fn py_identity(m: &Bound<'_, PyModule>, g: &Bound<'_, PyAny>, size: u8) -> IdentityView {
    let all: Vec<Bound<'_, PyAny>> = attr(&attr(m.as_any(), "Symmetry"), "ALL")
        .try_iter()
        .expect("a tuple")
        .map(|s| s.expect("a symmetry"))
        .collect();
    let transformed = all
        .iter()
        .map(|s| {
            let t = call1(g, "transform", s.clone());
            (get::<u64>(&call0(&t, "key")), py_moves(&t))
        })
        .collect();
    let pair = call0(g, "canonical");
    let (c, s) = (
        pair.get_item(0).expect("a game"),
        pair.get_item(1).expect("a symmetry"),
    );
    let canonical = (
        get::<usize>(&s.call_method0("__int__").expect("an int")),
        get::<u64>(&call0(&c, "key")),
        py_moves(&c),
    );
    let stabilizer = call0(g, "stabilizer")
        .try_iter()
        .expect("a list")
        .map(|s| {
            get::<u32>(
                &s.expect("a symmetry")
                    .call_method0("__int__")
                    .expect("an int"),
            )
        })
        .fold(0u8, |bits, i| bits | 1 << i);
    let probe = attr(m.as_any(), "Point")
        .call1((PROBE.0, PROBE.1))
        .expect("a point");
    let mut point_images = Vec::new();
    let mut symmetric = Vec::new();
    for s in &all {
        let q = s
            .call_method1("apply", (probe.clone(), size))
            .expect("apply");
        let image = (!q.is_none()).then(|| point_of(&q));
        symmetric.push(
            image.is_some()
                && get::<bool>(
                    &g.call_method1("moves_are_symmetric", (probe.clone(), q))
                        .expect("moves_are_symmetric"),
                ),
        );
        point_images.push(image);
    }
    IdentityView {
        key: get(&call0(g, "key")),
        images: get(&call0(g, "symmetric_keys")),
        transformed,
        canonical,
        stabilizer,
        point_images,
        symmetric,
    }
}

impl PyFace {
    /// The Python module's answers to the text questions.
    #[must_use]
    pub fn texts(&self, q: &TextQuestions) -> Texts {
        Python::attach(|py| {
            let m = self.module.bind(py);
            let class = |name: &str| attr(m.as_any(), name);
            let parse = |cls: &str, t: &str| -> Result<Bound<'_, PyAny>, &'static str> {
                class(cls)
                    .call_method1("parse", (t,))
                    .map_err(|e| refusal(py, m, &e, false).variant)
            };
            let text = |o: &Bound<'_, PyAny>| o.str().expect("str()").to_string();
            let forbidden_names = ["DOUBLE_THREE", "DOUBLE_FOUR", "OVERLINE"];
            let termination_names = [
                "FIVE",
                "CAPTURE",
                "FORBIDDEN",
                "RESIGNATION",
                "TIMEOUT",
                "BOARD_FULL",
                "NO_LEGAL_MOVE",
                "BOTH_PASSED",
                "MOVE_LIMIT",
                "AGREEMENT",
                "BOTH_WON",
            ];
            let py_termination = |t: Termination| {
                termination_names
                    .iter()
                    .map(|n| member(m, "Termination", n))
                    .find(|o| termination_of(m, o) == t)
                    .expect("every termination")
            };
            let move_rules = {
                let spec = move_list_rules();
                let mut r = call0(&class("Rules"), preset_constructor(spec.preset));
                for s in spec.switches {
                    r = PyFace::switch(m, &r, s).expect("the move-list rules");
                }
                r
            };
            Texts {
                version: get(&attr(m.as_any(), "__version__")),
                point_names: q
                    .points
                    .iter()
                    .map(|p| text(&class("Point").call1((p.x(), p.y())).expect("a point")))
                    .collect(),
                points: q
                    .point_texts
                    .iter()
                    .map(|t| parse("Point", t).map(|p| point_of(&p)))
                    .collect(),
                color_names: Color::ALL.iter().map(|c| text(&py_color(m, *c))).collect(),
                colors: q
                    .color_texts
                    .iter()
                    .map(|t| parse("Color", t).map(|c| color_of(m, &c).expect("a colour")))
                    .collect(),
                forbidden_names: forbidden_names
                    .iter()
                    .map(|n| text(&member(m, "Forbidden", n)))
                    .collect(),
                forbidden: q
                    .forbidden_texts
                    .iter()
                    .map(|t| parse("Forbidden", t).map(|k| forbidden_of(m, &k)))
                    .collect(),
                termination_names: termination_names
                    .iter()
                    .map(|n| text(&member(m, "Termination", n)))
                    .collect(),
                terminations: q
                    .termination_texts
                    .iter()
                    .map(|t| parse("Termination", t).map(|k| termination_of(m, &k)))
                    .collect(),
                rules: q
                    .rules_texts
                    .iter()
                    .map(|t| parse("Rules", t).map(|r| rules_view_of(m, &r)))
                    .collect(),
                gomocup: q
                    .gomocup_codes
                    .iter()
                    .map(|c| {
                        class("Rules")
                            .call_method1("from_gomocup", (*c,))
                            .map(|r| rules_view_of(m, &r))
                            .map_err(|e| refusal(py, m, &e, false).variant)
                    })
                    .collect(),
                outcomes: WINNERS
                    .iter()
                    .flat_map(|w| Termination::ALL.iter().map(move |t| (*w, *t)))
                    .map(|(w, t)| {
                        let winner = w.map(|c| py_color(m, c));
                        class("Outcome")
                            .call1((winner, py_termination(t)))
                            .map(|o| {
                                assert!(attr(&o, "line").is_none(), "Python: a line");
                                (
                                    color_of(m, &attr(&o, "winner")),
                                    termination_of(m, &attr(&o, "termination")),
                                )
                            })
                            .map_err(|e| refusal(py, m, &e, false).variant)
                    })
                    .collect(),
                played: q
                    .move_texts
                    .iter()
                    .map(|t| {
                        let g = class("Game").call1((&move_rules,)).expect("a game");
                        let r = g.call_method1("play_text", (t.as_str(),));
                        let moves = attr(&g, "moves")
                            .try_iter()
                            .expect("a list")
                            .map(|mv| {
                                let mv = mv.expect("a move");
                                (!mv.is_none()).then(|| point_of(&mv))
                            })
                            .collect();
                        match r {
                            Ok(_) => (Ok(()), None, moves),
                            Err(e) => {
                                let index: usize = get(&attr(e.value(py).as_any(), "index"));
                                (Err(refusal(py, m, &e, true).variant), Some(index), moves)
                            }
                        }
                    })
                    .collect(),
            }
        })
    }
}

/// What a Python `Record` reports.
fn py_record_view(m: &Bound<'_, PyModule>, r: &Bound<'_, PyAny>) -> crate::extras::RecordView {
    let py = m.py();
    let opt = |name: &str| -> Option<String> { get(&attr(r, name)) };
    let result = opt("result");
    let replayed = |g: PyResult<Bound<'_, PyAny>>| {
        g.map(|g| {
            let o = call0(&g, "outcome");
            let outcome = (!o.is_none()).then(|| {
                (
                    color_of(m, &attr(&o, "winner")),
                    termination_of(m, &attr(&o, "termination")),
                )
            });
            (get::<u64>(&call0(&g, "key")), py_moves(&g), outcome)
        })
        .map_err(|e| {
            let v = refusal(py, m, &e, false).variant;
            let numbered = matches!(
                v,
                "ReplayError::WrongColor" | "ReplayError::Illegal" | "ReplayError::OpeningStone"
            );
            (
                v,
                numbered.then(|| get::<usize>(&attr(e.value(py).as_any(), "number"))),
            )
        })
    };
    let freestyle = call0(&attr(m.as_any(), "Rules"), "freestyle");
    crate::extras::RecordView {
        size: get(&attr(r, "size")),
        moves: attr(r, "moves")
            .try_iter()
            .expect("a list")
            .map(|mv| {
                let mv = mv.expect("a move");
                (!mv.is_none()).then(|| point_of(&mv))
            })
            .collect(),
        texts: [
            opt("black"),
            opt("white"),
            opt("event"),
            opt("date"),
            result.clone(),
            opt("rules_name"),
            opt("comment"),
            {
                let o = attr(r, "opening");
                (!o.is_none()).then(|| o.str().expect("str(opening)").to_string())
            },
            py_joined(&attr(r, "opening_actions"), ", "),
            get::<Option<u64>>(&attr(r, "swaps")).map(|n| n.to_string()),
            get::<Option<u64>>(&attr(r, "offers")).map(|n| n.to_string()),
            py_joined(&attr(r, "offered"), " "),
            color_of(m, &attr(r, "draw_offer")).map(|c| c.to_string()),
            py_joined(&attr(r, "trailer"), "\n"),
            opt("psq_header"),
        ],
        sgf_rows: opt("sgf_rows").map(|rows| match rows.as_str() {
            "top" => "top",
            "bottom" => "bottom",
            other => panic!("Python: {other:?} is no row convention"),
        }),
        times: get(&attr(r, "times")),
        nodes: (0..get::<usize>(&attr(r, "node_count")))
            .map(|i| {
                let node = call1(r, "node", i);
                (get(&attr(&node, "time")), get(&attr(&node, "properties")))
            })
            .collect(),
        written: crate::extras::WRITTEN
            .iter()
            .map(|&(name, _, bottom)| {
                let kw = PyDict::new(py);
                kw.set_item("rows", if bottom { "bottom" } else { "top" })
                    .expect("a kwarg");
                r.call_method("write", (name,), Some(&kw))
                    .map(|text| get::<String>(&text))
                    .map_err(|e| refusal(py, m, &e, false).variant)
            })
            .collect(),
        winner: result.map(|_| color_of(m, &attr(r, "winner"))),
        replay: replayed(r.call_method0("replay")),
        replay_freestyle: replayed(r.call_method1("replay", (freestyle,))),
    }
}

impl PyFace {
    /// The Python module's answers to the questions of `extras`.
    #[must_use]
    #[allow(clippy::too_many_lines)]
    pub fn extras(&self, q: &crate::extras::ExtraQuestions) -> crate::extras::Extras {
        use crate::extras::{ClockView, Extras, MatchView, RecordFormat};
        Python::attach(|py| {
            let m = self.module.bind(py);
            let class = |name: &str| attr(m.as_any(), name);
            let variant = |e: PyErr| refusal(py, m, &e, false).variant;
            let game_of = |text: &str| {
                let (text, drawn) = crate::extras::drawn_text(text);
                let g = class("Game")
                    .call1((call0(&class("Rules"), "freestyle"),))
                    .expect("a game");
                g.call_method1("play_text", (text,)).expect("a move text");
                if drawn {
                    let turn = attr(&g, "turn");
                    g.call_method1("offer_draw", (&turn,)).expect("an offer");
                    let other = call0(&turn, "other");
                    g.call_method1("accept_draw", (other,))
                        .expect("an accepted draw");
                }
                g
            };
            let outcome_of = |g: &Bound<'_, PyAny>| {
                let o = call0(g, "outcome");
                (!o.is_none()).then(|| {
                    (
                        color_of(m, &attr(&o, "winner")),
                        termination_of(m, &attr(&o, "termination")),
                    )
                })
            };
            let symmetries: Vec<Bound<'_, PyAny>> = attr(&class("Symmetry"), "ALL")
                .try_iter()
                .expect("a tuple")
                .map(|s| s.expect("a symmetry"))
                .collect();
            let index =
                |s: &Bound<'_, PyAny>| get::<usize>(&s.call_method0("__int__").expect("int"));
            let records = q
                .records
                .iter()
                .map(|input| {
                    let bytes = pyo3::types::PyBytes::new(py, &input.bytes);
                    let record = class("Record");
                    let r = match input.format {
                        RecordFormat::Moves(size) => {
                            record.call_method1("read_moves", (bytes, size))
                        }
                        RecordFormat::Psq => record.call_method1("read_psq", (bytes,)),
                        RecordFormat::Sgf(bottom) => {
                            let kw = PyDict::new(py);
                            kw.set_item("rows", if bottom { "bottom" } else { "top" })
                                .expect("a kwarg");
                            record.call_method("read_sgf", (bytes,), Some(&kw))
                        }
                        RecordFormat::RenLib => record.call_method1("read_renlib", (bytes,)),
                    };
                    r.map(|r| py_record_view(m, &r)).map_err(|e| {
                        let offset: usize = get(&attr(e.value(py).as_any(), "offset"));
                        (variant(e), offset)
                    })
                })
                .collect();
            let iter_games = attr(&attr(m.as_any(), "renjunet"), "iter_games");
            let renjunet = q
                .renjunet
                .iter()
                .map(|path| {
                    let mut games = Vec::new();
                    match iter_games.call1((path.as_str(),)) {
                        Err(e) => {
                            assert!(
                                e.is_instance_of::<pyo3::exceptions::PyOSError>(py),
                                "Python: opening {path}: {e}"
                            );
                            games.push(Err("RenjuNetError::Io"));
                        }
                        Ok(it) => loop {
                            match it.call_method0("__next__") {
                                Ok(r) => games.push(Ok(py_record_view(m, &r))),
                                Err(e) if e.is_instance_of::<pyo3::exceptions::PyStopIteration>(py) => break,
                                Err(e) => {
                                    games.push(Err(variant(e)));
                                    break;
                                }
                            }
                        },
                    }
                    games
                })
                .collect();
            let match_game = |g: &Bound<'_, PyAny>| {
                (
                    get::<usize>(&attr(g, "first")),
                    get::<usize>(&attr(g, "black")),
                    get::<Option<usize>>(&attr(g, "winner")),
                    termination_of(m, &attr(g, "termination")),
                )
            };
            let matches = q
                .matches
                .iter()
                .map(|s| {
                    let kw = PyDict::new(py);
                    kw.set_item("k", s.k).expect("a kwarg");
                    kw.set_item("alternate", s.alternate).expect("a kwarg");
                    kw.set_item("ratings", s.ratings.map(|[a, b]| (a, b)))
                        .expect("a kwarg");
                    let mt = class("Match")
                        .call((s.names[0].as_str(), s.names[1].as_str()), Some(&kw))
                        .map_err(variant)?;
                    let recorded = s
                        .games
                        .iter()
                        .map(|t| {
                            mt.call_method1("record", (game_of(t),))
                                .map(|g| match_game(&g))
                                .map_err(variant)
                        })
                        .collect();
                    let pair = |name: &str| {
                        let (a, b): (f64, f64) = get(&attr(&mt, name));
                        [a, b]
                    };
                    Ok(MatchView {
                        recorded,
                        games: attr(&mt, "games")
                            .try_iter()
                            .expect("a list")
                            .map(|g| match_game(&g.expect("a game")))
                            .collect(),
                        score: pair("score"),
                        ratings: pair("ratings"),
                        next_first: get(&attr(&mt, "next_first")),
                    })
                })
                .collect();
            let players = [member(m, "Player", "FIRST"), member(m, "Player", "SECOND")];
            let clocks = q
                .clocks
                .iter()
                .map(|s| {
                    let kw = PyDict::new(py);
                    kw.set_item("per_move_ms", s.per_move).expect("a kwarg");
                    kw.set_item("budget_ms", s.budget).expect("a kwarg");
                    kw.set_item("increment_ms", s.increment).expect("a kwarg");
                    let c = class("Clock").call((), Some(&kw)).map_err(variant)?;
                    let mut spent = Vec::new();
                    let mut times = Vec::new();
                    for &(p, t) in &s.spends {
                        spent.push(
                            c.call_method1("spend", (players[p].clone(), t))
                                .map(|b| get::<bool>(&b))
                                .map_err(variant),
                        );
                        let time = |name: &str, p: usize| -> Option<u64> {
                            get(&c.call_method1(name, (players[p].clone(),)).expect("a time"))
                        };
                        times.push([
                            time("remaining", 0),
                            time("remaining", 1),
                            time("time_left", 0),
                            time("time_left", 1),
                        ]);
                    }
                    let flagged = attr(&c, "flagged");
                    let flagged = (!flagged.is_none()).then(|| index(&flagged));
                    let g = game_of("h8 i9");
                    let ended = c
                        .call_method1("end_game", (g.clone(),))
                        .map(|e| (get::<bool>(&e), outcome_of(&g)))
                        .map_err(variant);
                    Ok(ClockView {
                        spent,
                        times,
                        flagged,
                        ended,
                    })
                })
                .collect();
            let format_reply = attr(m.as_any(), "format_reply");
            let reply = |kind: &str, kw: &Bound<'_, PyDict>| -> Result<String, &'static str> {
                format_reply
                    .call((kind,), Some(kw))
                    .map(|s| get::<String>(&s))
                    .map_err(variant)
            };
            Extras {
                symmetry_names: symmetries
                    .iter()
                    .map(|s| s.str().expect("str").to_string())
                    .collect(),
                symmetries: q
                    .symmetry_texts
                    .iter()
                    .map(|t| {
                        class("Symmetry")
                            .call_method1("parse", (t.as_str(),))
                            .map(|s| index(&s))
                            .map_err(variant)
                    })
                    .collect(),
                inverses: symmetries
                    .iter()
                    .map(|s| index(&call0(s, "inverse")))
                    .collect(),
                products: symmetries
                    .iter()
                    .flat_map(|a| symmetries.iter().map(move |b| (a, b)))
                    .map(|(a, b)| index(&call1(a, "then", b.clone())))
                    .collect(),
                openings: q
                    .opening_texts
                    .iter()
                    .map(|t| {
                        class("Opening")
                            .call_method1("parse", (t.as_str(),))
                            .map(|o| {
                                (
                                    get::<String>(&attr(&o, "name")),
                                    get::<Option<u8>>(&attr(&o, "n")),
                                )
                            })
                            .map_err(variant)
                    })
                    .collect(),
                records,
                record_lines: None,
                renjunet_texts: None,
                renjunet,
                matches,
                clocks,
                move_replies: q
                    .move_replies
                    .iter()
                    .map(|&(p, size)| {
                        let kw = PyDict::new(py);
                        kw.set_item("size", size).expect("a kwarg");
                        kw.set_item("point", p.to_string()).expect("a kwarg");
                        reply("move", &kw)
                    })
                    .collect(),
                text_replies: q
                    .text_replies
                    .iter()
                    .map(|(kind, text)| {
                        let kw = PyDict::new(py);
                        kw.set_item("text", text.as_str()).expect("a kwarg");
                        reply(kind, &kw)
                    })
                    .collect(),
                abouts: q
                    .abouts
                    .iter()
                    .map(|[n, v, a, c]| {
                        let kw = PyDict::new(py);
                        for (k, x) in [("name", n), ("version", v), ("author", a), ("country", c)] {
                            kw.set_item(k, x.as_str()).expect("a kwarg");
                        }
                        reply("about", &kw)
                    })
                    .collect(),
                vcf_defaults: None,
            }
        })
    }
}

/// The structure of a Python `Explanation` (`crate::analysis::explanation_text`).
fn py_explanation_tree(e: &Bound<'_, PyAny>) -> String {
    let mut rows = Vec::new();
    let mut texts: Vec<(String, String)> = Vec::new();
    for r in attr(e, "rows").try_iter().expect("a tuple") {
        let r = r.expect("a row");
        texts.push((get(&attr(&r, "kind")), get(&attr(&r, "direction"))));
        let points: Vec<(Point, String, Option<String>)> = attr(&r, "points")
            .try_iter()
            .expect("a tuple")
            .map(|q| {
                let q = q.expect("a point");
                let child = attr(&q, "explanation");
                (
                    point_of(&attr(&q, "point")),
                    get::<String>(&attr(&q, "verdict")),
                    (!child.is_none()).then(|| py_explanation_tree(&child)),
                )
            })
            .collect();
        rows.push((points_in_order(&attr(&r, "stones")), points));
    }
    let rows: Vec<_> = texts
        .iter()
        .zip(&rows)
        .map(|((k, d), (stones, points))| {
            (
                k.as_str(),
                d.as_str(),
                stones.clone(),
                points
                    .iter()
                    .map(|(p, v, c)| (*p, v.as_str(), c.clone()))
                    .collect(),
            )
        })
        .collect();
    crate::analysis::explanation_text(
        point_of(&attr(e, "point")),
        &attr(e, "kind").str().expect("str").to_string(),
        &rows,
    )
}

/// The `str()` of a Python list's items joined by `separator`, `None` for an empty list.
fn py_joined(list: &Bound<'_, PyAny>, separator: &str) -> Option<String> {
    let texts: Vec<String> = list
        .try_iter()
        .expect("a list")
        .map(|x| x.expect("an item").str().expect("str()").to_string())
        .collect();
    (!texts.is_empty()).then(|| texts.join(separator))
}

impl PyFace {
    /// `n` random games from the empty board of the rules named `name`, seeded `seed`:
    /// `gomoku.random_playouts`.
    #[must_use]
    pub fn random_playouts(
        &self,
        name: &str,
        n: usize,
        seed: u64,
    ) -> Vec<crate::snapshot::PlayoutView> {
        Python::attach(|py| {
            let m = self.module().bind(py);
            let rules = m
                .getattr("Rules")
                .and_then(|r| r.call_method1("parse", (name,)))
                .expect("Rules.parse");
            let p = m
                .getattr("random_playouts")
                .and_then(|f| f.call1((rules, n, seed)))
                .expect("random_playouts");
            let list = |k: &str| -> Vec<Bound<'_, PyAny>> {
                attr(&p, k)
                    .try_iter()
                    .expect("a sequence")
                    .map(|x| x.expect("an item"))
                    .collect()
            };
            let (winners, terminations, lengths) =
                (list("winners"), list("terminations"), list("lengths"));
            assert_eq!(winners.len(), n, "Python: one record a game");
            (0..n)
                .map(|i| {
                    (
                        color_of(m, &winners[i]),
                        termination_of(m, &terminations[i]),
                        lengths[i].extract().expect("a length"),
                    )
                })
                .collect()
        })
    }
}

impl PyFace {
    /// A `SWAP2BOARD` answer through `gomoku.Session`: as
    /// [`CFace::swap2_answer`](crate::CFace::swap2_answer), with `ReferenceBot.decide`
    /// and `Session.act(decision.step)` / `Session.play(decision.point)`.
    #[must_use]
    pub fn swap2_answer(&self, lines: &[&str], seed: u64, nodes: u64) -> String {
        Python::attach(|py| {
            let m = self.module().bind(py);
            let session = m
                .getattr("Session")
                .and_then(|c| c.call0())
                .expect("Session()");
            let bot = m
                .getattr("ReferenceBot")
                .and_then(|c| c.call1((seed,)))
                .expect("ReferenceBot");
            let mut step = session.call_method1("feed", ("START 15",)).expect("feed");
            for line in lines {
                step = session.call_method1("feed", (*line,)).expect("feed");
            }
            while attr(&step, "kind").extract::<String>().expect("kind") == "think" {
                let opening = attr(&session, "opening_game");
                let game = if opening.is_none() {
                    attr(&session, "game")
                } else {
                    opening
                };
                let d = bot.call_method1("decide", (game, nodes)).expect("decide");
                step = if attr(&d, "kind").extract::<String>().expect("kind") == "move" {
                    session
                        .call_method1("play", (attr(&d, "point"),))
                        .expect("play")
                } else {
                    session
                        .call_method1("act", (attr(&d, "step"),))
                        .expect("act")
                };
            }
            attr(&step, "text").extract().expect("text")
        })
    }
}
