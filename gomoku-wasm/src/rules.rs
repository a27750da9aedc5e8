//! `Rules`: the switches of RULES.md §4, immutable (every `with…` returns new rules).

use alloc::string::{String, ToString};
use gomoku_referee::{self as core, ForbiddenPolicy, Restrictions};
use js_sys::Array;
use wasm_bindgen::prelude::*;

use crate::errors::error;
use crate::interop::{self, expected};

/// A set of rules (RULES.md §4): a preset and its switches. Immutable: every `with…`
/// method returns new rules. Wherever rules are taken, their text form is taken too
/// (`RulesLike`).
///
/// ```js
/// const rules = Rules.renju().withPass(true);
/// rules.toString(); // "renju+pass=on"
/// new Rules("renju+pass=on").equals(rules); // true
/// ```
#[wasm_bindgen]
#[derive(Clone, Copy)]
pub struct Rules(pub(crate) core::Rules);

/// The rules a `RulesLike` argument stands for: a `Rules` object or a text form.
pub fn rules_arg(v: &JsValue) -> Result<core::Rules, JsValue> {
    const WHAT: &str = "rules (a Rules or its text such as \"renju\")";
    let text = if let Some(s) = v.as_string() {
        s
    } else if v.is_object() {
        // A Rules object hands over its exact text form (every switch: the text round
        // trips); anything else is not rules.
        match js_sys::Reflect::get(v, &"__gomokuRules".into())?.as_string() {
            Some(s) => s,
            None => return Err(expected(WHAT, v)),
        }
    } else {
        return Err(expected(WHAT, v));
    };
    text.parse::<core::Rules>().map_err(error)
}

/// A size argument.
fn sized(rules: core::Rules, size: &JsValue) -> Result<Rules, JsValue> {
    if size.is_undefined() {
        return Ok(Rules(rules));
    }
    let n = interop::count(size, "a board size (an integer)")?;
    rules.with_size(n).map(Rules).map_err(error)
}

fn policy_arg(v: &JsValue) -> Result<ForbiddenPolicy, JsValue> {
    match v.as_string().as_deref() {
        Some("reject") => Ok(ForbiddenPolicy::Reject),
        Some("lose") => Ok(ForbiddenPolicy::Lose),
        _ => Err(expected("a forbidden policy, \"reject\" or \"lose\"", v)),
    }
}

#[wasm_bindgen]
impl Rules {
    /// Rules from their text form (`"renju"`, `"freestyle/19"`, `"renju+pass=on"`);
    /// freestyle on 15×15 without an argument. Throws the text's `ParseError`
    /// subclass or `RulesError` subclass.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_optional_param_type = "string")] text: JsValue,
    ) -> Result<Rules, JsValue> {
        if text.is_undefined() {
            return Ok(Rules(core::Rules::freestyle()));
        }
        let text = interop::string(&text, "the text form of rules")?;
        text.parse::<core::Rules>().map(Rules).map_err(error)
    }

    /// The same as `new Rules(text)`.
    pub fn parse(text: JsValue) -> Result<Rules, JsValue> {
        let text = interop::string(&text, "the text form of rules")?;
        text.parse::<core::Rules>().map(Rules).map_err(error)
    }

    /// Freestyle (five or more wins), on a board of `size` (15 by default).
    pub fn freestyle(
        #[wasm_bindgen(unchecked_optional_param_type = "number")] size: JsValue,
    ) -> Result<Rules, JsValue> {
        sized(core::Rules::freestyle(), &size)
    }

    /// Standard Gomoku (exactly five wins), on a board of `size` (15 by default).
    pub fn standard(
        #[wasm_bindgen(unchecked_optional_param_type = "number")] size: JsValue,
    ) -> Result<Rules, JsValue> {
        sized(core::Rules::standard(), &size)
    }

    /// Renju: Black's double-three, double-four and overline are forbidden.
    pub fn renju() -> Rules {
        Rules(core::Rules::renju())
    }

    /// Caro: a five blocked at both ends does not win; on a board of `size`.
    pub fn caro(
        #[wasm_bindgen(unchecked_optional_param_type = "number")] size: JsValue,
    ) -> Result<Rules, JsValue> {
        sized(core::Rules::caro(), &size)
    }

    /// Caro where an overline wins; on a board of `size`.
    #[wasm_bindgen(js_name = caroOverline)]
    pub fn caro_overline(
        #[wasm_bindgen(unchecked_optional_param_type = "number")] size: JsValue,
    ) -> Result<Rules, JsValue> {
        sized(core::Rules::caro_overline(), &size)
    }

    /// Omok: Black's double-three is forbidden, on 19×19.
    pub fn omok() -> Rules {
        Rules(core::Rules::omok())
    }

    /// Pente: captures, five pairs win, on 19×19.
    pub fn pente() -> Rules {
        Rules(core::Rules::pente())
    }

    /// Ninuki-Renju: captures with the renju-style restrictions.
    #[wasm_bindgen(js_name = ninukiRenju)]
    pub fn ninuki_renju() -> Rules {
        Rules(core::Rules::ninuki_renju())
    }

    /// The rules of a Gomocup `INFO rule` code (0, 1, 2, 4, 5, 8, 9), on a board of
    /// `size`. Throws `RulesUnsupportedGomocupCodeError` for any other code.
    #[wasm_bindgen(js_name = fromGomocup)]
    pub fn from_gomocup(
        #[wasm_bindgen(unchecked_param_type = "number")] code: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] size: JsValue,
    ) -> Result<Rules, JsValue> {
        let code = interop::count(&code, "a Gomocup rule code (an integer)")?;
        let rules = core::Rules::from_gomocup(code).map_err(error)?;
        sized(rules, &size)
    }

    /// The same rules on a board of `size` (5 to 26).
    #[wasm_bindgen(js_name = withSize)]
    pub fn with_size(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] size: JsValue,
    ) -> Result<Rules, JsValue> {
        let n = interop::count(&size, "a board size (an integer)")?;
        self.0.with_size(n).map(Rules).map_err(error)
    }

    /// Whether an overline wins for `color`.
    #[wasm_bindgen(js_name = withOverlineWins)]
    pub fn with_overline_wins(
        &self,
        #[wasm_bindgen(unchecked_param_type = "ColorName")] color: JsValue,
        #[wasm_bindgen(unchecked_param_type = "boolean")] wins: JsValue,
    ) -> Result<Rules, JsValue> {
        let color = interop::color(&color)?;
        let wins = interop::boolean(&wins, "a boolean")?;
        Ok(Rules(self.0.with_overline_wins(color, wins)))
    }

    /// The forbidden kinds of `color`, replaced by `kinds`.
    #[wasm_bindgen(js_name = withRestrictions)]
    pub fn with_restrictions(
        &self,
        #[wasm_bindgen(unchecked_param_type = "ColorName")] color: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Iterable<ForbiddenKind>")] kinds: JsValue,
    ) -> Result<Rules, JsValue> {
        let color = interop::color(&color)?;
        let mut r = Restrictions::NONE;
        for k in interop::iterable(&kinds, "an iterable of forbidden kinds")?.iter() {
            r = r.with(interop::forbidden(&k)?);
        }
        Ok(Rules(self.0.with_restrictions(color, r)))
    }

    /// Whether a forbidden move is refused (`"reject"`) or played and lost (`"lose"`).
    #[wasm_bindgen(js_name = withForbiddenPolicy)]
    pub fn with_forbidden_policy(
        &self,
        #[wasm_bindgen(unchecked_param_type = "ForbiddenPolicyName")] policy: JsValue,
    ) -> Result<Rules, JsValue> {
        Ok(Rules(self.0.with_forbidden_policy(policy_arg(&policy)?)))
    }

    /// Whether a five blocked at both ends by the opponent is denied (caro).
    #[wasm_bindgen(js_name = withCaroRule)]
    pub fn with_caro_rule(
        &self,
        #[wasm_bindgen(unchecked_param_type = "boolean")] on: JsValue,
    ) -> Result<Rules, JsValue> {
        Ok(Rules(
            self.0.with_caro_rule(interop::boolean(&on, "a boolean")?),
        ))
    }

    /// Captures on, with the number of pairs that wins (1 to 100), or off (`null`).
    #[wasm_bindgen(js_name = withCapture)]
    pub fn with_capture(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number | null")] pairs: JsValue,
    ) -> Result<Rules, JsValue> {
        let pairs = interop::opt_count(&pairs, "a number of pairs or null")?;
        self.0.with_capture(pairs).map(Rules).map_err(error)
    }

    /// Whether a five must be one that no capture can break (captures only).
    #[wasm_bindgen(js_name = withPerfectFive)]
    pub fn with_perfect_five(
        &self,
        #[wasm_bindgen(unchecked_param_type = "boolean")] on: JsValue,
    ) -> Result<Rules, JsValue> {
        let on = interop::boolean(&on, "a boolean")?;
        self.0.with_perfect_five(on).map(Rules).map_err(error)
    }

    /// Whether passing is allowed.
    #[wasm_bindgen(js_name = withPass)]
    pub fn with_pass(
        &self,
        #[wasm_bindgen(unchecked_param_type = "boolean")] allowed: JsValue,
    ) -> Result<Rules, JsValue> {
        Ok(Rules(
            self.0.with_pass(interop::boolean(&allowed, "a boolean")?),
        ))
    }

    /// A move limit (1 to 65535 stones, then a draw), or none (`null`).
    #[wasm_bindgen(js_name = withMoveLimit)]
    pub fn with_move_limit(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number | null")] limit: JsValue,
    ) -> Result<Rules, JsValue> {
        let limit = interop::opt_count(&limit, "a move limit or null")?;
        self.0.with_move_limit(limit).map(Rules).map_err(error)
    }

    /// The board size.
    #[wasm_bindgen(getter)]
    pub fn size(&self) -> u8 {
        self.0.size()
    }

    /// Whether an overline wins for `color`.
    #[wasm_bindgen(js_name = overlineWins)]
    pub fn overline_wins(
        &self,
        #[wasm_bindgen(unchecked_param_type = "ColorName")] color: JsValue,
    ) -> Result<bool, JsValue> {
        Ok(self.0.overline_wins(interop::color(&color)?))
    }

    /// The overline switch of `color` as set (before the restrictions are applied).
    #[wasm_bindgen(js_name = overlineSwitch)]
    pub fn overline_switch(
        &self,
        #[wasm_bindgen(unchecked_param_type = "ColorName")] color: JsValue,
    ) -> Result<bool, JsValue> {
        Ok(self.0.overline_switch(interop::color(&color)?))
    }

    /// The forbidden kinds of `color`.
    #[wasm_bindgen(unchecked_return_type = "ForbiddenKind[]")]
    pub fn restrictions(
        &self,
        #[wasm_bindgen(unchecked_param_type = "ColorName")] color: JsValue,
    ) -> Result<Array, JsValue> {
        let r = self.0.restrictions(interop::color(&color)?);
        Ok(core::Forbidden::ALL
            .into_iter()
            .filter(|k| r.contains(*k))
            .map(|k| JsValue::from(k.name()))
            .collect())
    }

    /// `"reject"` or `"lose"`.
    #[wasm_bindgen(getter, js_name = forbiddenPolicy, unchecked_return_type = "ForbiddenPolicyName")]
    pub fn forbidden_policy(&self) -> String {
        self.0.forbidden_policy().name().to_string()
    }

    /// Whether the caro rule is on.
    #[wasm_bindgen(getter, js_name = caroRule)]
    pub fn caro_rule(&self) -> bool {
        self.0.caro_rule()
    }

    /// The pairs that win, or `undefined` without captures.
    #[wasm_bindgen(getter)]
    pub fn capture(&self) -> Option<u8> {
        self.0.capture()
    }

    /// Whether a five must be perfect.
    #[wasm_bindgen(getter, js_name = perfectFive)]
    pub fn perfect_five(&self) -> bool {
        self.0.perfect_five()
    }

    /// Whether passing is allowed.
    #[wasm_bindgen(getter, js_name = passAllowed)]
    pub fn pass_allowed(&self) -> bool {
        self.0.pass()
    }

    /// The move limit, or `undefined`.
    #[wasm_bindgen(getter, js_name = moveLimit)]
    pub fn move_limit(&self) -> Option<u16> {
        self.0.move_limit()
    }

    /// The preset these rules are exactly, or `undefined`.
    #[wasm_bindgen(getter)]
    pub fn preset(&self) -> Option<String> {
        self.0.preset().map(|p| p.name().to_string())
    }

    /// The Gomocup `INFO rule` code of these rules, or `undefined`.
    #[wasm_bindgen(getter, js_name = gomocupCode)]
    pub fn gomocup_code(&self) -> Option<u32> {
        self.0.gomocup_code()
    }

    /// The text form, which `new Rules(text)` reads back.
    #[wasm_bindgen(getter)]
    pub fn text(&self) -> String {
        self.0.to_string()
    }

    /// The text form.
    #[wasm_bindgen(js_name = toString)]
    pub fn to_js_string(&self) -> String {
        self.0.to_string()
    }

    /// The text form that other calls read these rules from (`RulesLike`).
    #[wasm_bindgen(getter, js_name = __gomokuRules, skip_typescript)]
    pub fn gomoku_rules(&self) -> String {
        self.0.to_string()
    }

    /// Whether `other` (rules or their text) are the same rules.
    pub fn equals(
        &self,
        #[wasm_bindgen(unchecked_param_type = "RulesLike")] other: JsValue,
    ) -> Result<bool, JsValue> {
        Ok(rules_arg(&other)? == self.0)
    }

    /// The names of the presets.
    #[wasm_bindgen(js_name = presetNames, unchecked_return_type = "string[]")]
    pub fn preset_names() -> Array {
        core::Preset::ALL
            .iter()
            .map(|p| JsValue::from(p.name()))
            .collect()
    }
}
