//! # gomoku-agreement: the four faces of gomoku give the same answers
//!
//! The same scenario — a set of rules built switch by switch, a start position, a
//! sequence of actions — runs through four [`Face`]s:
//!
//! - [`CoreFace`]: `gomoku_referee::Game`, called directly;
//! - [`CFace`]: the `extern "C"` functions of `gomoku-ffi`, called as a C program calls
//!   them (raw pointers, integer enums, status codes);
//! - [`PyFace`]: the `gomoku` Python module, installed in the virtual environment that
//!   `scripts/test-python.sh` builds, through its public Python API in an embedded
//!   interpreter;
//! - [`JsFace`]: the npm package `gomoku-referee` that `scripts/test-js.sh` builds, through
//!   its public JavaScript API in a node process (`tests/js/face.mjs`).
//!
//! After every step the faces are compared ([`check_scenario`]): the answer of the step
//! (each refusal mapped back to the core error variant through the table of docs/DESIGN.md,
//! [`table`]), then a [`Snapshot`] of everything observable. The strategies of
//! [`strategy`] generate the scenarios; [`golden`] writes the core's transcripts as
//! conformance data.

pub mod analysis;
mod c_face;
mod core_face;
pub mod extras;
pub mod golden;
mod js_brain;
mod js_face;
mod model;
mod py_face;
mod snapshot;
pub mod strategy;
pub mod table;
pub mod texts;

pub use c_face::{CFace, RenjuNetGame, WarningView};
pub use core_face::CoreFace;
pub use js_brain::ParsedCommand;
pub use js_face::{JsExtras, JsFace};
pub use model::{Action, Offers, RulesSpec, Scenario, Start, Switch, point_text};
pub use py_face::{PyFace, python_linked, python_site_packages};
pub use snapshot::{Answer, ExpectedView, Refusal, Snapshot, centre_points, off_board_points};

/// One face of the library, driven step by step.
pub trait Face {
    /// The face's name, for messages: `core`, `C`, `Python`, `JavaScript`.
    fn name(&self) -> &'static str;

    /// Builds the rules: the preset, then each switch in order. A refused switch leaves
    /// the rules as they were. Returns the answer to each switch.
    fn build_rules(&mut self, spec: &RulesSpec) -> Vec<Answer>;

    /// Starts a game with the rules built last: the empty board, or a setup. When the
    /// setup is refused, the game starts on the empty board instead.
    fn start(&mut self, start: &Start) -> Answer;

    /// Applies one action.
    fn act(&mut self, action: &Action) -> Answer;

    /// Everything observable about the game now.
    fn observe(&mut self) -> Snapshot;

    /// The analysis of the position now (RULES.md §12), see [`analysis::Analysis`].
    fn analyse(&mut self) -> analysis::Analysis;
    /// Reads `data` as a record — RenLib if `renlib`, else SGF text (rows from the top) —
    /// and walks its variation tree through the face's navigation (Rust `Tree`, C
    /// `gomoku_record_node_*`, Python `RecordNode`, JavaScript `record.node(i)`): every
    /// node in index order; `None`
    /// when the face refuses to read it.
    fn record_tree(&mut self, data: &[u8], renlib: bool) -> Option<Vec<NodeView>>;

    /// The variant this face reports for coordinates that are no `Point` of the core
    /// (negative, or 26 and more), which the core cannot even be called with: for a move
    /// (`in_setup == false`) or a stone of a setup; `game_over` for a move on a game that
    /// has ended.
    fn not_a_point(&self, in_setup: bool, game_over: bool) -> &'static str;
}

/// A node of a record's variation tree as the faces are compared on it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NodeView {
    /// The parent's index, `None` at the root.
    pub parent: Option<usize>,
    /// The children's indices, the main line first.
    pub children: Vec<usize>,
    /// The move: its colour and point (`None` for a pass), if the node has one.
    pub mv: Option<(gomoku_referee::Color, Option<gomoku_referee::Point>)>,
    /// The comment.
    pub comment: Option<String>,
    /// RenLib's mark.
    pub mark: bool,
    /// RenLib's board text.
    pub board_text: Option<String>,
    /// The properties kept as written: identifier and values, in order.
    pub properties: Vec<(String, Vec<String>)>,
}

/// Runs `scenario` through the core, the C ABI, Python and JavaScript, comparing after
/// every step.
///
/// # Errors
///
/// A readable description of the first difference: the step, the scenario up to it, and
/// what each face answered.
pub fn check_scenario(scenario: &Scenario, py: &PyFace, stats: &mut Stats) -> Result<(), String> {
    let mut core = CoreFace::new();
    let mut c = CFace::new();
    let mut python = py.fresh();
    let mut js = JsFace::new();
    let mut faces: [&mut dyn Face; 4] = [&mut core, &mut c, &mut python, &mut js];
    let mut steps: Vec<String> = Vec::new();

    let fail = |steps: &[String], what: String| -> String {
        format!(
            "the faces disagree after {} step(s)\n  scenario: {scenario}\n  steps so far: {}\n  {what}",
            steps.len(),
            steps.join(", ")
        )
    };

    let answers: Vec<Vec<Answer>> = faces
        .iter_mut()
        .map(|f| f.build_rules(&scenario.rules))
        .collect();
    for (i, sw) in scenario.rules.switches.iter().enumerate() {
        steps.push(format!("rules {sw}"));
        compare_answers(
            &faces,
            &answers.iter().map(|a| a[i].clone()).collect::<Vec<_>>(),
        )
        .map_err(|e| fail(&steps, e))?;
    }

    steps.push(format!("start {}", scenario.start));
    let answers: Vec<Answer> = faces.iter_mut().map(|f| f.start(&scenario.start)).collect();
    compare_answers(&faces, &answers).map_err(|e| fail(&steps, e))?;
    compare_snapshots(&mut faces).map_err(|e| fail(&steps, e))?;

    for action in &scenario.actions {
        steps.push(action.to_string());
        let answers: Vec<Answer> = faces.iter_mut().map(|f| f.act(action)).collect();
        compare_answers(&faces, &answers).map_err(|e| fail(&steps, e))?;
        let snapshot = compare_snapshots(&mut faces).map_err(|e| fail(&steps, e))?;
        stats.steps += 1;
        let key = match &answers[0] {
            Ok(()) => "ok",
            Err(r) => r.variant,
        };
        *stats.answers.entry(key).or_default() += 1;
        if !snapshot.forbidden.is_empty() {
            stats.with_forbidden += 1;
        }
        if snapshot.captures != [0, 0] {
            stats.with_captures += 1;
        }
        if !snapshot.record.is_empty() && snapshot.expected.is_none() {
            stats.openings_complete += 1;
        }
        if let Some(o) = &snapshot.outcome {
            *stats.outcomes.entry(o.termination.name()).or_default() += 1;
        }
    }
    steps.push("analyse".to_owned());
    let analyses: Vec<analysis::Analysis> = faces.iter_mut().map(|f| f.analyse()).collect();
    for (face, a) in faces.iter().zip(&analyses) {
        if a.vcf[2..] != a.vcf[..2] {
            return Err(fail(
                &steps,
                format!(
                    "{}: the reused VCF solver answers {:?}, the one-shot search {:?}",
                    face.name(),
                    &a.vcf[2..],
                    &a.vcf[..2]
                ),
            ));
        }
    }
    for (face, a) in faces.iter().zip(&analyses).skip(1) {
        if *a != analyses[0] {
            return Err(fail(
                &steps,
                format!(
                    "analysis\n  core: {:?}\n  {}: {:?}",
                    analyses[0],
                    face.name(),
                    a
                ),
            ));
        }
    }
    stats.analysed_threats += analyses[0].threats.len();
    stats.analysed_explanations += analyses[0].explanations.len();
    // An explanation with a forbidden point inside, explained in its turn (`{…}`).
    stats.nested_explanations += analyses[0]
        .explanations
        .iter()
        .filter(|(_, _, _, tree)| tree.contains('{'))
        .count();
    if matches!(&analyses[0].vcf[0], Ok(v) if v.answer == "found") {
        stats.vcf_found += 1;
    }
    stats.cases += 1;
    Ok(())
}

/// What the compared steps covered, for the test's output.
#[derive(Debug, Default)]
pub struct Stats {
    /// Scenarios run.
    pub cases: usize,
    /// Actions compared.
    pub steps: usize,
    /// The core's answers to actions, by variant (`ok` for done).
    pub answers: std::collections::BTreeMap<&'static str, usize>,
    /// Steps after which the game was over, by termination.
    pub outcomes: std::collections::BTreeMap<&'static str, usize>,
    /// Steps after which the side to move had forbidden points.
    pub with_forbidden: usize,
    /// Steps after which some pairs had been captured.
    pub with_captures: usize,
    /// Steps after which an opening had been played to its end.
    pub openings_complete: usize,
    /// Threats of a stone compared, at the ends of the scenarios.
    pub analysed_threats: usize,
    /// Forbidden explanations compared.
    pub analysed_explanations: usize,
    /// Of those, the ones with a forbidden point inside, explained one level down.
    pub nested_explanations: usize,
    /// Scenarios whose VCF search found a line.
    pub vcf_found: usize,
}

/// The core's answer is the reference; a face answers coordinates that are no point the
/// way it documents ([`Face::not_a_point`]).
fn compare_answers(faces: &[&mut dyn Face], answers: &[Answer]) -> Result<(), String> {
    let reference = &answers[0];
    for (face, answer) in faces.iter().zip(answers).skip(1) {
        let expected = match reference {
            Err(r) if r.variant == snapshot::NOT_A_POINT_MOVE => {
                Err(Refusal::new(face.not_a_point(false, false)))
            }
            Err(r) if r.variant == snapshot::NOT_A_POINT_MOVE_OVER => {
                Err(Refusal::new(face.not_a_point(false, true)))
            }
            Err(r) if r.variant == snapshot::NOT_A_POINT_SETUP => {
                Err(Refusal::new(face.not_a_point(true, false)))
            }
            other => other.clone(),
        };
        if !snapshot::same_answer(&expected, answer) {
            return Err(format!(
                "answers differ: {} answered {}, {} answered {}",
                faces[0].name(),
                snapshot::answer_text(reference),
                face.name(),
                snapshot::answer_text(answer)
            ));
        }
    }
    Ok(())
}

fn compare_snapshots(faces: &mut [&mut dyn Face]) -> Result<Snapshot, String> {
    let reference = faces[0].observe();
    for i in 1..faces.len() {
        let other = faces[i].observe();
        if let Some(diff) = reference.diff(&other) {
            return Err(format!(
                "states differ between {} and {}: {diff}",
                faces[0].name(),
                faces[i].name()
            ));
        }
    }
    Ok(reference)
}
