//! `Rules`: the switches of RULES.md §4.1, the presets and the Gomocup codes.

use gomoku_referee::{Color, Forbidden, Preset, Restrictions, Rules, RulesError, RulesSwitches};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyFrozenSet, PyString, PyTuple};

use crate::enums::{PyColor, PyForbidden, PyForbiddenPolicy};
use crate::errors::{RulesError as PyRulesError, parse_error, rules_error, rules_error_for_int};
use crate::ints::int_arg;

/// A rule set: one value of the switches of RULES.md §4.1.
///
/// Start from a preset (`Rules.renju()`, `Rules.freestyle(size=19)`, `Rules.parse("omok")`,
/// `Rules.from_gomocup(9)`) and change switches with the `with_*` methods, which return
/// new rules. Frozen, hashable, compared by value; `repr()` evaluates back.
#[pyclass(module = "gomoku", name = "Rules", frozen, eq, hash, from_py_object)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PyRules(pub Rules);

/// Reads a board size; a value out of `u32` is reported as `SizeOutOfRangeError`.
fn size_arg(py: Python<'_>, size: &Bound<'_, PyAny>) -> PyResult<u32> {
    let size = int_arg(size, "size")?;
    size.get::<u32>()
        .ok_or_else(|| rules_error_for_int(py, |size| RulesError::SizeOutOfRange { size }, &size))
}

/// `rules` on a `size` board.
fn sized(py: Python<'_>, rules: Rules, size: &Bound<'_, PyAny>) -> PyResult<PyRules> {
    let size = size_arg(py, size)?;
    rules
        .with_size(size)
        .map(PyRules)
        .map_err(|e| rules_error(py, e))
}

/// Reads a capture target, `None` for none; an int out of `u32` is reported as
/// `CaptureTargetOutOfRangeError`.
fn capture_arg(py: Python<'_>, pairs: Option<&Bound<'_, PyAny>>) -> PyResult<Option<u32>> {
    let Some(obj) = pairs.filter(|o| !o.is_none()) else {
        return Ok(None);
    };
    let pairs = int_arg(obj, "pairs")?;
    pairs.get::<u32>().map(Some).ok_or_else(|| {
        rules_error_for_int(
            py,
            |pairs| RulesError::CaptureTargetOutOfRange { pairs },
            &pairs,
        )
    })
}

/// Reads a move limit, `None` for none; an int out of `u32` is reported as
/// `MoveLimitOutOfRangeError`.
fn limit_arg(py: Python<'_>, limit: Option<&Bound<'_, PyAny>>) -> PyResult<Option<u32>> {
    let Some(obj) = limit.filter(|o| !o.is_none()) else {
        return Ok(None);
    };
    let limit = int_arg(obj, "limit")?;
    limit.get::<u32>().map(Some).ok_or_else(|| {
        rules_error_for_int(
            py,
            |limit| RulesError::MoveLimitOutOfRange { limit },
            &limit,
        )
    })
}

/// The first number of a rules text that does not fit a `u32` (the one the core refused:
/// it reads the text from the left and refuses any such number), as a Python int.
fn huge_number<'py>(py: Python<'py>, text: &str) -> Option<crate::ints::Int<'py>> {
    let digits = text
        .split(|c: char| !c.is_ascii_digit())
        .find(|d| !d.is_empty() && d.parse::<u32>().is_err())?;
    let int = py.get_type::<pyo3::types::PyInt>().call1((digits,)).ok()?;
    int.extract().ok()
}

/// Reads restriction bits (1 double-three, 2 double-four, 4 overline), as pickled.
fn restriction_bits(obj: &Bound<'_, PyAny>) -> PyResult<Restrictions> {
    int_arg(obj, "restriction bits")?
        .get::<u32>()
        .and_then(Restrictions::from_bits)
        .ok_or_else(|| PyRulesError::new_err(format!("invalid restriction bits {obj}")))
}

/// The kinds in a set of restrictions, in a fixed order.
fn kinds(r: Restrictions) -> Vec<Forbidden> {
    Forbidden::ALL
        .into_iter()
        .filter(|k| r.contains(*k))
        .collect()
}

/// The Python expression of a colour.
fn color_expr(c: Color) -> &'static str {
    match c {
        Color::Black => "Color.BLACK",
        Color::White => "Color.WHITE",
    }
}

/// The Python expression of a bool.
fn bool_expr(b: bool) -> &'static str {
    if b { "True" } else { "False" }
}

/// The `with_*` calls that turn `base` into `target` (whose sizes are equal), applied to
/// `base` as they are chosen, so that the chain is known to arrive at `target`.
fn changes(mut base: Rules, target: &Rules) -> (Vec<String>, Rules) {
    let mut out = Vec::new();
    for c in Color::ALL {
        if base.overline_switch(c) != target.overline_switch(c) {
            let wins = target.overline_switch(c);
            base = base.with_overline_wins(c, wins);
            out.push(format!(
                ".with_overline_wins({}, {})",
                color_expr(c),
                bool_expr(wins)
            ));
        }
    }
    for c in Color::ALL {
        if base.restrictions(c) != target.restrictions(c) {
            let r = target.restrictions(c);
            base = base.with_restrictions(c, r);
            let list: Vec<String> = kinds(r)
                .into_iter()
                .map(|k| format!("Forbidden.{}", PyForbidden::from(k).member()))
                .collect();
            out.push(format!(
                ".with_restrictions({}, [{}])",
                color_expr(c),
                list.join(", ")
            ));
        }
    }
    if base.forbidden_policy() != target.forbidden_policy() {
        base = base.with_forbidden_policy(target.forbidden_policy());
        out.push(format!(
            ".with_forbidden_policy(ForbiddenPolicy.{})",
            PyForbiddenPolicy::from(target.forbidden_policy()).member()
        ));
    }
    if base.caro_rule() != target.caro_rule() {
        base = base.with_caro_rule(target.caro_rule());
        out.push(format!(
            ".with_caro_rule({})",
            bool_expr(target.caro_rule())
        ));
    }
    if base.capture() != target.capture() {
        if let Ok(b) = base.with_capture(target.capture().map(u32::from)) {
            base = b;
        }
        out.push(match target.capture() {
            Some(n) => format!(".with_capture({n})"),
            None => ".with_capture(None)".to_owned(),
        });
    }
    if base.perfect_five() != target.perfect_five() {
        if let Ok(b) = base.with_perfect_five(target.perfect_five()) {
            base = b;
        }
        out.push(format!(
            ".with_perfect_five({})",
            bool_expr(target.perfect_five())
        ));
    }
    if base.pass() != target.pass() {
        base = base.with_pass(target.pass());
        out.push(format!(".with_pass({})", bool_expr(target.pass())));
    }
    if base.move_limit() != target.move_limit() {
        if let Ok(b) = base.with_move_limit(target.move_limit().map(u32::from)) {
            base = b;
        }
        out.push(match target.move_limit() {
            Some(n) => format!(".with_move_limit({n})"),
            None => ".with_move_limit(None)".to_owned(),
        });
    }
    (out, base)
}

/// The Python name of a preset's constructor, and whether it takes `size=`.
fn preset_ctor(p: Preset) -> (&'static str, bool) {
    match p {
        Preset::Freestyle => ("freestyle", true),
        Preset::Standard => ("standard", true),
        Preset::Renju => ("renju", false),
        Preset::Caro => ("caro", true),
        Preset::CaroOverline => ("caro_overline", true),
        Preset::Omok => ("omok", false),
        Preset::NinukiRenju => ("ninuki_renju", false),
        Preset::Pente => ("pente", false),
    }
}

/// The shortest expression that builds `r`: a preset constructor and the fewest
/// `with_*` calls (the first preset wins a tie).
fn expression(r: &Rules) -> String {
    let mut best: Option<(usize, String)> = None;
    for p in Preset::ALL {
        let base = p.rules();
        let (name, takes_size) = preset_ctor(p);
        let mut text = format!("Rules.{name}(");
        let mut calls = 0;
        if base.size() != r.size() {
            if takes_size {
                text.push_str(&format!("size={})", r.size()));
            } else {
                text.push_str(&format!(").with_size({})", r.size()));
                calls += 1;
            }
        } else {
            text.push(')');
        }
        let Ok(base) = base.with_size(u32::from(r.size())) else {
            continue;
        };
        let (chain, built) = changes(base, r);
        if built != *r {
            continue;
        }
        calls += chain.len();
        text.push_str(&chain.concat());
        if best.as_ref().is_none_or(|(n, _)| calls < *n) {
            best = Some((calls, text));
        }
    }
    best.map_or_else(|| format!("Rules.parse({:?})", r.to_string()), |(_, t)| t)
}

#[pymethods]
impl PyRules {
    /// Freestyle: five or more wins, nothing forbidden (the default rules).
    #[classmethod]
    #[pyo3(signature = (*, size = None), text_signature = "($cls, *, size=15)")]
    fn freestyle(
        cls: &Bound<'_, pyo3::types::PyType>,
        size: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyRules> {
        preset(cls.py(), Rules::freestyle(), size)
    }

    /// Standard (exact five): an overline does not win, and is not illegal.
    #[classmethod]
    #[pyo3(signature = (*, size = None), text_signature = "($cls, *, size=15)")]
    fn standard(
        cls: &Bound<'_, pyo3::types::PyType>,
        size: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyRules> {
        preset(cls.py(), Rules::standard(), size)
    }

    /// RIF renju on 15×15: Black wins with exactly five and loses by a double-three,
    /// double-four or overline; White wins with five or more.
    #[classmethod]
    fn renju(_cls: &Bound<'_, pyo3::types::PyType>) -> PyRules {
        PyRules(Rules::renju())
    }

    /// Caro (Gomocup rule 9): exactly five, not blocked by the opponent at both ends.
    #[classmethod]
    #[pyo3(signature = (*, size = None), text_signature = "($cls, *, size=15)")]
    fn caro(
        cls: &Bound<'_, pyo3::types::PyType>,
        size: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyRules> {
        preset(cls.py(), Rules::caro(), size)
    }

    /// Caro with overlines (Gomocup rule 8): five or more, not blocked at both ends.
    #[classmethod]
    #[pyo3(signature = (*, size = None), text_signature = "($cls, *, size=15)")]
    fn caro_overline(
        cls: &Bound<'_, pyo3::types::PyType>,
        size: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyRules> {
        preset(cls.py(), Rules::caro_overline(), size)
    }

    /// Korean omok: exactly five; double-three forbidden for both colours, refused.
    #[classmethod]
    fn omok(_cls: &Bound<'_, pyo3::types::PyType>) -> PyRules {
        PyRules(Rules::omok())
    }

    /// Pente on 19×19: five or more, or five captured pairs.
    #[classmethod]
    fn pente(_cls: &Bound<'_, pyo3::types::PyType>) -> PyRules {
        PyRules(Rules::pente())
    }

    /// Ninuki-renju: a perfect five or five captured pairs; double-three forbidden for
    /// both colours, refused.
    #[classmethod]
    fn ninuki_renju(_cls: &Bound<'_, pyo3::types::PyType>) -> PyRules {
        PyRules(Rules::ninuki_renju())
    }

    /// The rules of a Gomocup/Piskvork `INFO rule` code: 0 freestyle, 1 standard, 2, 4
    /// and 5 renju, 8 caro with overlines, 9 caro.
    ///
    /// Raises `UnsupportedGomocupCodeError` for any other code.
    #[classmethod]
    #[pyo3(signature = (code, *, size = None), text_signature = "($cls, code, *, size=15)")]
    fn from_gomocup(
        cls: &Bound<'_, pyo3::types::PyType>,
        code: &Bound<'_, PyAny>,
        size: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyRules> {
        let py = cls.py();
        let code = int_arg(code, "code")?;
        let c = code.get::<u32>().ok_or_else(|| {
            rules_error_for_int(
                py,
                |code| RulesError::UnsupportedGomocupCode { code },
                &code,
            )
        })?;
        let rules = Rules::from_gomocup(c).map_err(|e| rules_error(py, e))?;
        preset(py, rules, size)
    }

    /// Parses the text form of rules (what `str(rules)` gives): a preset name, optionally
    /// `/size`, then `+switch=value` changes: `"renju"`, `"freestyle/19"`,
    /// `"renju+pass=on"`, `"freestyle+forbidden-black=double-three+policy=reject"`
    /// (case-insensitive; `_` or a space may replace `-`).
    ///
    /// Raises `UnknownRulesError` for a text that names no rules, and the `RulesError` of
    /// a value the `with_*` methods refuse (`"renju/27"`: `SizeOutOfRangeError`).
    #[classmethod]
    fn parse(
        cls: &Bound<'_, pyo3::types::PyType>,
        name: &Bound<'_, PyString>,
    ) -> PyResult<PyRules> {
        let py = cls.py();
        let text = name.to_string_lossy();
        text.parse::<Rules>().map(PyRules).map_err(|e| match e {
            gomoku_referee::RulesTextError::Parse(e) => parse_error(e),
            gomoku_referee::RulesTextError::Rules(e) => match huge_number(py, &text) {
                // The core reads digits too many for a `u32` as `u32::MAX`, out of every
                // range: the error quotes the number written instead.
                Some(n) if e.to_string().contains(&u32::MAX.to_string()) => {
                    crate::errors::rules_error_retold(py, e, &n)
                }
                _ => rules_error(py, e),
            },
        })
    }

    /// The same rules on a `size` × `size` board (5 to 26).
    ///
    /// Raises `SizeOutOfRangeError` otherwise.
    fn with_size(&self, py: Python<'_>, size: &Bound<'_, PyAny>) -> PyResult<PyRules> {
        sized(py, self.0, size)
    }

    /// Whether a line of six or more wins for `color`. (When an overline is forbidden
    /// to that colour it never wins, whatever this switch says.)
    fn with_overline_wins(&self, color: PyColor, wins: bool) -> PyRules {
        PyRules(self.0.with_overline_wins(color.into(), wins))
    }

    /// The kinds of points forbidden to `color`: any iterable of `Forbidden` (empty for
    /// none).
    fn with_restrictions(&self, color: PyColor, kinds: &Bound<'_, PyAny>) -> PyResult<PyRules> {
        let mut r = Restrictions::NONE;
        for item in kinds.try_iter()? {
            let kind: PyForbidden = item?.extract().map_err(|_| {
                PyTypeError::new_err("restrictions must be an iterable of Forbidden members")
            })?;
            r = r.with(kind.into());
        }
        Ok(PyRules(self.0.with_restrictions(color.into(), r)))
    }

    /// What happens when a restricted colour plays a forbidden point.
    fn with_forbidden_policy(&self, policy: PyForbiddenPolicy) -> PyRules {
        PyRules(self.0.with_forbidden_policy(policy.into()))
    }

    /// Whether a five blocked at both ends by opponent stones does not win (caro).
    fn with_caro_rule(&self, on: bool) -> PyRules {
        PyRules(self.0.with_caro_rule(on))
    }

    /// Captures on with a target of `pairs` (1 to 100), or off with `None` (which also
    /// turns the perfect-five rule off).
    ///
    /// Raises `CaptureTargetOutOfRangeError` for another number.
    #[pyo3(signature = (pairs))]
    fn with_capture(&self, py: Python<'_>, pairs: Option<&Bound<'_, PyAny>>) -> PyResult<PyRules> {
        self.0
            .with_capture(capture_arg(py, pairs)?)
            .map(PyRules)
            .map_err(|e| rules_error(py, e))
    }

    /// Whether a five wins only if the opponent cannot break it by a capture at once
    /// (ninuki-renju).
    ///
    /// Raises `PerfectFiveNeedsCaptureError` when turned on without captures.
    fn with_perfect_five(&self, py: Python<'_>, on: bool) -> PyResult<PyRules> {
        self.0
            .with_perfect_five(on)
            .map(PyRules)
            .map_err(|e| rules_error(py, e))
    }

    /// Whether a side may pass (two passes in a row draw).
    fn with_pass(&self, allowed: bool) -> PyRules {
        PyRules(self.0.with_pass(allowed))
    }

    /// A draw once `limit` stones have been played without a win, or no limit with `None`.
    ///
    /// Raises `MoveLimitOutOfRangeError` for a limit outside 1..=65535 (0, negative or
    /// huge ints alike).
    #[pyo3(signature = (limit))]
    fn with_move_limit(
        &self,
        py: Python<'_>,
        limit: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyRules> {
        self.0
            .with_move_limit(limit_arg(py, limit)?)
            .map(PyRules)
            .map_err(|e| rules_error(py, e))
    }

    /// The board size.
    #[getter]
    fn size(&self) -> u8 {
        self.0.size()
    }

    /// Whether a line of six or more wins for `color` (never when overlines are
    /// forbidden to it).
    fn overline_wins(&self, color: PyColor) -> bool {
        self.0.overline_wins(color.into())
    }

    /// The overline switch of `color` as set by `with_overline_wins`, before a forbidden
    /// overline overrides it (`overline_wins` says what it means in play).
    fn overline_switch(&self, color: PyColor) -> bool {
        self.0.overline_switch(color.into())
    }

    /// The kinds of points forbidden to `color`.
    fn restrictions<'py>(
        &self,
        py: Python<'py>,
        color: PyColor,
    ) -> PyResult<Bound<'py, PyFrozenSet>> {
        let items: Vec<PyForbidden> = kinds(self.0.restrictions(color.into()))
            .into_iter()
            .map(PyForbidden::from)
            .collect();
        PyFrozenSet::new(py, items)
    }

    /// What happens when a restricted colour plays a forbidden point.
    #[getter]
    fn forbidden_policy(&self) -> PyForbiddenPolicy {
        self.0.forbidden_policy().into()
    }

    /// Whether a five blocked at both ends by the opponent does not win.
    #[getter]
    fn caro_rule(&self) -> bool {
        self.0.caro_rule()
    }

    /// The number of captured pairs that wins, or `None` without captures.
    #[getter]
    fn capture(&self) -> Option<u8> {
        self.0.capture()
    }

    /// Whether the perfect-five rule is on.
    #[getter]
    fn perfect_five(&self) -> bool {
        self.0.perfect_five()
    }

    /// Whether passing is allowed (set with `with_pass`).
    #[getter]
    fn pass_allowed(&self) -> bool {
        self.0.pass()
    }

    /// The move limit, or `None`.
    #[getter]
    fn move_limit(&self) -> Option<u16> {
        self.0.move_limit()
    }

    /// The name of the preset whose switches these are (whatever the size), or `None`.
    #[getter]
    fn preset(&self) -> Option<&'static str> {
        self.0.preset().map(Preset::name)
    }

    /// The Gomocup rule code of these rules, or `None` if there is none.
    #[getter]
    fn gomocup_code(&self) -> Option<u32> {
        self.0.gomocup_code()
    }

    /// The text that `Rules.parse` reads back to equal rules: `"renju"`, `"freestyle/19"`,
    /// `"renju+pass=on"` (the nearest preset, then each switch that differs).
    fn __str__(&self) -> String {
        self.0.to_string()
    }

    /// An expression that evaluates back, such as `Rules.renju()` or
    /// `Rules.freestyle(size=19).with_pass(True)`.
    fn __repr__(&self) -> String {
        expression(&self.0)
    }

    /// Pickles as the list of switches (the core's `Rules::switches`).
    fn __reduce__<'py>(
        &self,
        py: Python<'py>,
    ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let s = self.0.switches();
        let ctor = py.get_type::<PyRules>().getattr("_from_switches")?;
        let args = (
            s.size,
            s.overline_wins[0],
            s.overline_wins[1],
            s.restrictions[0].bits(),
            s.restrictions[1].bits(),
            PyForbiddenPolicy::from(s.forbidden_policy),
            s.caro_rule,
            s.capture,
            s.perfect_five,
            s.pass,
            s.move_limit,
        )
            .into_pyobject(py)?;
        Ok((ctor, args))
    }

    /// Rebuilds rules from the switches `__reduce__` gives (for pickle), checked as the
    /// builders check them (the core's `Rules::from_switches`): a tampered pickle raises
    /// the `RulesError` of the bad switch.
    #[staticmethod]
    #[allow(clippy::too_many_arguments)]
    #[pyo3(
        text_signature = "(size, black_overline, white_overline, black_restrictions, white_restrictions, policy, caro, capture, perfect_five, pass_allowed, move_limit)"
    )]
    fn _from_switches(
        py: Python<'_>,
        size: &Bound<'_, PyAny>,
        black_overline: bool,
        white_overline: bool,
        black_restrictions: &Bound<'_, PyAny>,
        white_restrictions: &Bound<'_, PyAny>,
        policy: PyForbiddenPolicy,
        caro: bool,
        capture: Option<&Bound<'_, PyAny>>,
        perfect_five: bool,
        pass_allowed: bool,
        move_limit: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyRules> {
        let switches = RulesSwitches {
            size: size_arg(py, size)?,
            overline_wins: [black_overline, white_overline],
            restrictions: [
                restriction_bits(black_restrictions)?,
                restriction_bits(white_restrictions)?,
            ],
            forbidden_policy: policy.into(),
            caro_rule: caro,
            capture: capture_arg(py, capture)?,
            perfect_five,
            pass: pass_allowed,
            move_limit: limit_arg(py, move_limit)?,
        };
        Rules::from_switches(&switches)
            .map(PyRules)
            .map_err(|e| rules_error(py, e))
    }

    /// Rules are immutable: a copy is the same object.
    fn __copy__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    /// Rules are immutable: a deep copy is the same object.
    fn __deepcopy__<'py>(slf: PyRef<'py, Self>, _memo: &Bound<'py, PyAny>) -> PyRef<'py, Self> {
        slf
    }
}

/// A preset on an optional size.
fn preset(py: Python<'_>, rules: Rules, size: Option<&Bound<'_, PyAny>>) -> PyResult<PyRules> {
    match size {
        None => Ok(PyRules(rules)),
        Some(size) => sized(py, rules, size),
    }
}
