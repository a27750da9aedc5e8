//! The reference: `gomoku_referee::Game`, called directly.

use gomoku_referee::{
    Color, Expected, Expecting, Forbidden, ForbiddenPolicy, Game, GameError, Move, Opening,
    OpeningError, PlayError, Point, Restrictions, Rules, RulesError, Setup, SetupError, Symmetry,
};

use gomoku_referee::testing::Refused;

use crate::model::{Action, RulesSpec, Start, Switch};
use crate::snapshot::{
    Answer, ExpectedView, IdentityView, NOT_A_POINT_MOVE, NOT_A_POINT_MOVE_OVER, NOT_A_POINT_SETUP,
    OutcomeView, PROBE, Refusal, RulesView, Snapshot, centre_points, check_points,
    off_board_points, pick, pick_indices,
};
use crate::table::{CoreError, variant};
use crate::texts::{Parsed, TextQuestions, Texts, WINNERS, move_list_rules};

/// The core face.
#[derive(Debug)]
pub struct CoreFace {
    rules: Rules,
    game: Game,
    /// The reusable VCF solver of every analysis.
    vcf_solver: gomoku_referee::VcfSolver,
}

impl Default for CoreFace {
    fn default() -> CoreFace {
        CoreFace::new()
    }
}

/// The refusal of a core error, with its fields under the names the Python exceptions
/// give them as attributes.
#[must_use]
pub fn refusal(e: CoreError) -> Refusal {
    let detail = match e {
        CoreError::Play(PlayError::OffBoard { point, size })
        | CoreError::Setup(SetupError::OffBoard { point, size }) => {
            Some(format!("point={point} size={size}"))
        }
        CoreError::Play(PlayError::Occupied { point })
        | CoreError::Setup(SetupError::Overlap { point }) => Some(format!("point={point}")),
        CoreError::Play(PlayError::Forbidden { point, color, kind }) => {
            Some(format!("point={point} color={color} kind={kind}"))
        }
        CoreError::Game(GameError::EndedByAction(t)) => Some(format!("termination={t}")),
        CoreError::Game(GameError::NoDrawOffer(c) | GameError::DrawOfferPending(c)) => {
            Some(format!("color={c}"))
        }
        CoreError::Setup(SetupError::AlreadyWon { color, point }) => {
            Some(format!("color={color} point={point}"))
        }
        CoreError::Setup(SetupError::Captures { color, pairs }) => {
            Some(format!("color={color} pairs={pairs}"))
        }
        CoreError::Opening(OpeningError::SymmetricOffer {
            point,
            earlier,
            symmetry,
            centre,
        }) => Some(format!(
            "point={point} earlier={earlier} symmetry={symmetry} centre=({:?}, {:?})",
            f64::from(centre.x2()) / 2.0,
            f64::from(centre.y2()) / 2.0
        )),
        CoreError::Opening(OpeningError::Illegal(e)) => return refusal(CoreError::Play(e)),
        CoreError::Rules(RulesError::SizeOutOfRange { size }) => Some(format!("size={size}")),
        CoreError::Rules(RulesError::UnsupportedGomocupCode { code }) => {
            Some(format!("code={code}"))
        }
        CoreError::Rules(RulesError::CaptureTargetOutOfRange { pairs }) => {
            Some(format!("pairs={pairs}"))
        }
        _ => None,
    };
    Refusal {
        variant: variant(&e),
        detail,
    }
}

fn play(r: Result<(), PlayError>) -> Answer {
    r.map_err(|e| refusal(CoreError::Play(e)))
}

fn opening(r: Result<(), OpeningError>) -> Answer {
    r.map_err(|e| refusal(CoreError::Opening(e)))
}

/// The marker of a start whose opening kind is no rule (C refuses it as an enum).
pub(crate) const INVALID_ENUM: &str = "(an opening kind that is no rule)";

/// The core's `Expected` as the faces are compared on it.
#[must_use]
pub fn expected_view(e: Expected) -> ExpectedView {
    let (stone, area) = match e.what {
        Expecting::Place { color, area } => (Some(color), Some(area)),
        Expecting::ChooseColorOrPlace { area } => (Some(Color::White), Some(area)),
        _ => (None, None),
    };
    ExpectedView {
        player: e.player.index() as u8,
        color: e.color,
        what: e.what.name().to_owned(),
        stone,
        area: area.map(|a| (a.name().to_owned(), u32::from(a.size()))),
        count: match e.what {
            Expecting::Offer { count } | Expecting::SwapOrOffer { count } => Some(u32::from(count)),
            _ => None,
        },
        max: match e.what {
            Expecting::Declare { max } => Some(u32::from(max)),
            _ => None,
        },
    }
}

fn game<T>(r: Result<T, GameError>) -> Answer {
    r.map(drop).map_err(|e| refusal(CoreError::Game(e)))
}

fn point(x: i32, y: i32) -> Option<Point> {
    Point::from_coords(i64::from(x), i64::from(y))
}

/// Applies one switch to core rules.
///
/// # Errors
///
/// The core's refusal.
pub fn apply_switch(r: Rules, s: Switch) -> Result<Rules, RulesError> {
    Ok(match s {
        Switch::Size(n) => r.with_size(n)?,
        Switch::OverlineWins(c, on) => r.with_overline_wins(c, on),
        Switch::Restrictions(c, bits) => r.with_restrictions(
            c,
            Restrictions::from_bits(u32::from(bits)).unwrap_or(Restrictions::NONE),
        ),
        Switch::Lose(lose) => r.with_forbidden_policy(if lose {
            ForbiddenPolicy::Lose
        } else {
            ForbiddenPolicy::Reject
        }),
        Switch::Caro(on) => r.with_caro_rule(on),
        Switch::Capture(n) => r.with_capture(n)?,
        Switch::PerfectFive(on) => r.with_perfect_five(on)?,
        Switch::Pass(on) => r.with_pass(on),
        Switch::MoveLimit(n) => r.with_move_limit(n)?,
    })
}

/// The rules a spec builds in the core (refused switches skipped).
#[must_use]
pub fn build(spec: &RulesSpec) -> Rules {
    spec.switches
        .iter()
        .fold(spec.preset.rules(), |r, s| apply_switch(r, *s).unwrap_or(r))
}

/// What the core reports of its rules.
#[must_use]
pub fn rules_view(r: &Rules) -> RulesView {
    RulesView {
        size: r.size(),
        overline_wins: Color::ALL.map(|c| r.overline_wins(c)),
        overline_switch: Color::ALL.map(|c| r.overline_switch(c)),
        restrictions: Color::ALL.map(|c| {
            gomoku_referee::Forbidden::ALL
                .into_iter()
                .filter(|k| r.restrictions(c).contains(*k))
                .collect()
        }),
        lose: r.forbidden_policy() == ForbiddenPolicy::Lose,
        caro: r.caro_rule(),
        capture: r.capture().map(u32::from),
        perfect_five: r.perfect_five(),
        pass: r.pass(),
        move_limit: r.move_limit().map(u32::from),
        name: r.to_string(),
        preset: r.preset(),
        gomocup: r.gomocup_code(),
    }
}

impl CoreFace {
    /// A face with freestyle rules and no game yet.
    #[must_use]
    pub fn new() -> CoreFace {
        CoreFace {
            rules: Rules::freestyle(),
            game: Game::new(Rules::freestyle()),
            vcf_solver: gomoku_referee::VcfSolver::new(),
        }
    }

    /// The game being played.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }
}

impl crate::Face for CoreFace {
    fn name(&self) -> &'static str {
        "core"
    }

    fn build_rules(&mut self, spec: &RulesSpec) -> Vec<Answer> {
        self.rules = spec.preset.rules();
        spec.switches
            .iter()
            .map(|s| match apply_switch(self.rules, *s) {
                Ok(r) => {
                    self.rules = r;
                    Ok(())
                }
                Err(e) => Err(refusal(CoreError::Rules(e))),
            })
            .collect()
    }

    fn start(&mut self, start: &Start) -> Answer {
        self.game = Game::new(self.rules);
        if let Start::Opening { kind, n } = *start {
            let opening = match kind {
                0 => Ok(Opening::Swap),
                1 => Ok(Opening::Swap2),
                2 => Ok(Opening::Pro),
                3 => Ok(Opening::Rif),
                4 => Ok(Opening::Yamaguchi),
                5 => Opening::taraguchi(n),
                6 => Opening::soosorv(n),
                _ => return Err(Refusal::new(INVALID_ENUM)),
            };
            return match opening.and_then(|o| Game::with_opening(self.rules, o)) {
                Ok(g) => {
                    self.game = g;
                    Ok(())
                }
                Err(e) => Err(refusal(CoreError::Opening(e))),
            };
        }
        let Start::Setup {
            black,
            white,
            turn,
            captures,
        } = start
        else {
            return Ok(());
        };
        let mut setup = Setup::new().with_turn(*turn);
        setup.captures = *captures;
        for (color, stones) in [(Color::Black, black), (Color::White, white)] {
            for &(x, y) in stones {
                let Some(p) = point(x, y) else {
                    return Err(Refusal::new(NOT_A_POINT_SETUP));
                };
                setup = setup.with_stone(p, color);
            }
        }
        match Game::from_setup(self.rules, &setup) {
            Ok(g) => {
                self.game = g;
                Ok(())
            }
            Err(e) => Err(refusal(CoreError::Setup(e))),
        }
    }

    fn act(&mut self, action: &Action) -> Answer {
        let over = self.game.is_game_over();
        match action.apply(&mut self.game) {
            Ok(()) => Ok(()),
            // `Game::check`'s order: a game that is over first, then the point.
            Err(Refused::NotAPoint) if over && matches!(action, Action::Place(..)) => {
                Err(Refusal::new(NOT_A_POINT_MOVE_OVER))
            }
            Err(Refused::NotAPoint) => Err(Refusal::new(NOT_A_POINT_MOVE)),
            Err(Refused::Play(e)) => play(Err(e)),
            Err(Refused::Game(e)) => game(Err::<(), _>(e)),
            Err(Refused::Opening(e)) => opening(Err(e)),
        }
    }

    fn observe(&mut self) -> Snapshot {
        let g = &self.game;
        let pos = g.position();
        let size = pos.size();
        let points: Vec<Point> = (0..size)
            .flat_map(|y| (0..size).filter_map(move |x| Point::new(x, y)))
            .collect();
        let in_order: Vec<Point> = g.legal_moves().iter().collect();
        let legal_picks = pick_indices(in_order.len())
            .into_iter()
            .map(|i| pick(&in_order, i))
            .collect();
        let mut legal_moves = in_order;
        legal_moves.sort();
        let mut forbidden: Vec<_> = pos.forbidden_points().iter().collect();
        forbidden.sort();
        Snapshot {
            rules: rules_view(g.rules()),
            stones: points.iter().map(|p| pos.stone_at(*p)).collect(),
            turn: g.turn(),
            legal: points.iter().map(|p| g.is_legal(*p)).collect(),
            legal_moves,
            legal_move_count: g.legal_move_count(),
            legal_picks,
            any_legal: !g.legal_moves().is_empty(),
            legal_contains: check_points(size)
                .into_iter()
                .map(|p| g.legal_moves().contains(p))
                .collect(),
            forbidden,
            captures: Color::ALL.map(|c| u32::from(pos.captured_pairs(c))),
            last_captures: {
                let mut v: Vec<Point> = pos.last_captures().iter().collect();
                v.sort();
                v
            },
            over: g.is_game_over(),
            outcome: g.outcome().map(|o| OutcomeView {
                winner: o.winner,
                termination: o.termination,
                line: o.line.map(|l| (l.start(), l.end(), l.len())),
            }),
            draw_offer: g.draw_offer(),
            moves: g.moves().iter().map(|m| m.point()).collect(),
            expected: g.expected().map(expected_view),
            black: g.player(Color::Black).index() as u8,
            colors: gomoku_referee::Player::ALL.map(|p| g.color_of(p)),
            opening: g.opening().map(|o| (o.name().to_owned(), o.n())),
            record: g
                .opening_actions()
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", "),
            offers: g
                .opening_state()
                .map(|s| s.offers().iter().collect())
                .unwrap_or_default(),
            allowed: g.allowed_points().iter().collect(),
            off_board_legal: off_board_points(size)
                .into_iter()
                .map(|p| g.is_legal(p))
                .collect(),
            forbidden_other: centre_points(size)
                .into_iter()
                .map(|p| pos.forbidden_for(!g.turn(), p))
                .collect(),
            identity: identity_view(g),
            records: {
                use gomoku_referee::record::{Format, SgfRows, WriteError};
                let record = g.to_record();
                [
                    (Format::Sgf, SgfRows::FromTop),
                    (Format::Sgf, SgfRows::FromBottom),
                    (Format::Psq, SgfRows::FromTop),
                    (Format::Moves, SgfRows::FromTop),
                ]
                .into_iter()
                .map(|(f, rows)| match record.write(f, rows) {
                    Ok(text) => text,
                    Err(e) => format!(
                        "error WriteError::{}",
                        match e {
                            WriteError::Setup => "Setup",
                            WriteError::Pass => "Pass",
                            WriteError::Colors => "Colors",
                            WriteError::ReadOnly => "ReadOnly",
                        }
                    ),
                })
                .collect()
            },
            forbidden_points_other: {
                let mut v: Vec<_> = pos.forbidden_points_for(!g.turn()).iter().collect();
                v.sort();
                v
            },
            move_count: g.moves().len(),
            diagrams: [pos.to_string(), pos.diagram().to_string()],
            // Afresh: the reference the other faces' kept maps are held to.
            threat_maps: Color::ALL.map(|c| {
                let m = pos.threats(c);
                [
                    m.five,
                    m.four,
                    m.straight_four,
                    m.three,
                    m.four_three,
                    m.four_four,
                    m.three_three,
                ]
                .map(|s| s.iter().collect::<Vec<Point>>())
            }),
            check: Some(
                check_points(size)
                    .into_iter()
                    .map(|p| {
                        g.check(Move::Place(p))
                            .err()
                            .map(|e| refusal(CoreError::Play(e)).variant)
                    })
                    .collect(),
            ),
            legal_mask: Some(
                points
                    .iter()
                    .map(|p| u8::from(g.legal_moves().contains(*p)))
                    .collect(),
            ),
            forbidden_mask: points
                .iter()
                .map(|p| pos.forbidden_points().get(*p).map_or(0, forbidden_code))
                .collect(),
        }
    }

    fn analyse(&mut self) -> crate::analysis::Analysis {
        use crate::analysis::{
            Analysis, VCF_MAX_MOVES, VCF_MAX_NODES, VCF_TABLE, VcfView, line_text, threat_points,
        };
        use gomoku_referee::{Shape, VcfBound, VcfEnd, VcfLimits, VcfMode, VcfResult};
        let g = &self.game;
        let pos = g.position();
        let maps = Color::ALL.map(|c| {
            let m = pos.threats(c);
            [
                m.five,
                m.four,
                m.straight_four,
                m.three,
                m.four_three,
                m.four_four,
                m.three_three,
            ]
            .map(|s| s.iter().collect::<Vec<Point>>())
        });
        let mut threats = Vec::new();
        for c in Color::ALL {
            for p in threat_points(&maps[c.index()]) {
                let t = pos.threats_at(p, c).expect("an empty point");
                let mut text: Vec<String> = t
                    .lines()
                    .iter()
                    .map(|l| {
                        let (shape, wins) = match l.shape() {
                            Shape::Five => ("five", false),
                            Shape::Overline { wins } => ("overline", wins),
                            Shape::BlockedFive => ("blocked-five", false),
                            Shape::StraightFour => ("straight-four", false),
                            Shape::Four => ("four", false),
                            Shape::Three => ("three", false),
                            Shape::None => ("none", false),
                        };
                        let stones: Vec<Point> = l.row().stones().collect();
                        let points: Vec<Point> = l.points().iter().collect();
                        line_text(l.row().direction().name(), shape, wins, &stones, &points)
                    })
                    .collect();
                text.push(format!(
                    "{} {} {} {:?}",
                    t.fours(),
                    t.threes(),
                    t.wins(),
                    t.forbidden()
                ));
                threats.push((c, p, text.join("; ")));
            }
        }
        let mut explanations: Vec<(Point, String, String, String)> = pos
            .forbidden_points()
            .iter()
            .map(|(p, _)| {
                let e = pos.explain(p).expect("a forbidden point is explained");
                (p, e.to_string(), format!("{e:#}"), explanation_tree(&e))
            })
            .collect();
        explanations.sort();
        let solver = &mut self.vcf_solver;
        let vcf = [
            (VcfMode::Shortest, false),
            (VcfMode::Fast, false),
            (VcfMode::Shortest, true),
            (VcfMode::Fast, true),
        ]
        .map(|(mode, reused)| {
            let limits = VcfLimits {
                max_moves: VCF_MAX_MOVES,
                max_nodes: VCF_MAX_NODES,
                table_entries: VCF_TABLE,
                mode,
            };
            if reused {
                g.vcf_with(solver, g.turn(), &limits)
            } else {
                g.vcf(g.turn(), &limits)
            }
            .map(|v| match v.result {
                VcfResult::Found(line) => VcfView {
                    answer: "found",
                    moves: line.moves().to_vec(),
                    end: match line.end() {
                        VcfEnd::Five => "five",
                        VcfEnd::ForbiddenDefence => "forbidden-defence",
                    },
                    nodes: v.nodes,
                },
                VcfResult::NotFound { stopped_by } => VcfView {
                    answer: match stopped_by {
                        None => "none",
                        Some(VcfBound::Moves) => "none-within-moves",
                        Some(VcfBound::Nodes) => "node-budget",
                    },
                    moves: Vec::new(),
                    end: "",
                    nodes: v.nodes,
                },
            })
            .map_err(|e| refusal(CoreError::Vcf(e)))
        });
        let bot = gomoku_referee::bot::ReferenceBot::new(crate::analysis::BOT_SEED)
            .decide(g, crate::analysis::BOT_NODES)
            .map(|d| crate::analysis::BotView {
                kind: d.kind().to_owned(),
                step: d.step.to_string(),
                reason: d.reason.name().to_owned(),
                nodes: d.nodes,
            })
            .map_err(|e| refusal(CoreError::Play(e)));
        Analysis {
            maps,
            threats,
            explanations,
            vcf,
            bot,
        }
    }

    fn record_tree(&mut self, data: &[u8], renlib: bool) -> Option<Vec<crate::NodeView>> {
        use gomoku_referee::record::{SgfOptions, read_renlib, read_sgf};
        let record = if renlib {
            read_renlib(data).ok()?
        } else {
            read_sgf(std::str::from_utf8(data).ok()?, SgfOptions::default()).ok()?
        };
        let tree = &record.tree;
        Some(
            (0..tree.nodes.len())
                .map(|i| {
                    let n = &tree.nodes[i];
                    crate::NodeView {
                        parent: tree.parent(i),
                        children: tree.children(i).collect(),
                        mv: n.mv.map(|m| (m.color, m.mv.point())),
                        comment: n.comment().map(str::to_owned),
                        mark: n.mark(),
                        board_text: n.board_text().map(str::to_owned),
                        properties: (n.properties().iter())
                            .map(|p| (p.id.clone(), p.values.clone()))
                            .collect(),
                    }
                })
                .collect(),
        )
    }

    fn not_a_point(&self, in_setup: bool, game_over: bool) -> &'static str {
        match (in_setup, game_over) {
            (true, _) => NOT_A_POINT_SETUP,
            (false, true) => NOT_A_POINT_MOVE_OVER,
            (false, false) => NOT_A_POINT_MOVE,
        }
    }
}

/// The identity of the game's position, from the core.
fn identity_view(g: &Game) -> IdentityView {
    let pos = g.position();
    let moves = |g: &Game| g.moves().iter().map(|m| m.point()).collect::<Vec<_>>();
    let (canonical, s) = g.canonical();
    let probe = Point::new(PROBE.0, PROBE.1).expect("a point");
    let point_images: Vec<Option<Point>> = Symmetry::ALL
        .iter()
        .map(|s| s.apply(probe, pos.size()))
        .collect();
    IdentityView {
        key: g.key(),
        images: pos.symmetric_keys().to_vec(),
        transformed: Symmetry::ALL
            .iter()
            .map(|&s| {
                let t = g.transform(s);
                (t.key(), moves(&t))
            })
            .collect(),
        canonical: (s.index(), canonical.key(), moves(&canonical)),
        stabilizer: pos.stabilizer().bits(),
        symmetric: point_images
            .iter()
            .map(|q| q.is_some_and(|q| pos.moves_are_symmetric(probe, q)))
            .collect(),
        point_images,
    }
}

fn parsed<T, E>(r: Result<T, E>, wrap: impl FnOnce(E) -> CoreError) -> Parsed<T> {
    r.map_err(|e| variant(&wrap(e)))
}

impl CoreFace {
    /// The core's answers to the text questions.
    #[must_use]
    pub fn texts(q: &TextQuestions) -> Texts {
        use gomoku_referee::{Forbidden, MoveListError, Outcome, RulesTextError, Termination};
        let rules = |t: &String| {
            parsed(t.parse::<Rules>(), |e| match e {
                RulesTextError::Parse(p) => CoreError::Parse(p),
                RulesTextError::Rules(r) => CoreError::Rules(r),
            })
            .map(|r| rules_view(&r))
        };
        Texts {
            // The workspace's version: every crate of it has the same.
            version: env!("CARGO_PKG_VERSION").to_owned(),
            point_names: q.points.iter().map(Point::to_string).collect(),
            points: q
                .point_texts
                .iter()
                .map(|t| parsed(t.parse::<Point>(), CoreError::Parse))
                .collect(),
            color_names: Color::ALL.iter().map(|c| c.name().to_owned()).collect(),
            colors: q
                .color_texts
                .iter()
                .map(|t| parsed(t.parse::<Color>(), CoreError::Parse))
                .collect(),
            forbidden_names: Forbidden::ALL.iter().map(|k| k.name().to_owned()).collect(),
            forbidden: q
                .forbidden_texts
                .iter()
                .map(|t| parsed(t.parse::<Forbidden>(), CoreError::Parse))
                .collect(),
            termination_names: Termination::ALL
                .iter()
                .map(|t| t.name().to_owned())
                .collect(),
            terminations: q
                .termination_texts
                .iter()
                .map(|t| parsed(t.parse::<Termination>(), CoreError::Parse))
                .collect(),
            rules: q.rules_texts.iter().map(rules).collect(),
            gomocup: q
                .gomocup_codes
                .iter()
                .map(|c| parsed(Rules::from_gomocup(*c), CoreError::Rules).map(|r| rules_view(&r)))
                .collect(),
            outcomes: WINNERS
                .iter()
                .flat_map(|w| Termination::ALL.iter().map(move |t| (*w, *t)))
                .map(|(w, t)| {
                    parsed(Outcome::new(w, t), CoreError::Outcome)
                        .map(|o| (o.winner, o.termination))
                })
                .collect(),
            played: q
                .move_texts
                .iter()
                .map(|t| {
                    let mut g = Game::new(build(&move_list_rules()));
                    let r = g.play_text(t);
                    let moves = g.moves().iter().map(|m| m.point()).collect();
                    match r {
                        Ok(()) => (Ok(()), None, moves),
                        Err(e) => {
                            let index = e.index();
                            let v = match e {
                                MoveListError::Parse(p) => variant(&CoreError::Parse(p)),
                                MoveListError::Play { error, .. } => {
                                    variant(&CoreError::Play(error))
                                }
                            };
                            (Err(v), Some(index), moves)
                        }
                    }
                })
                .collect(),
        }
    }
}

/// The record view of a core record.
pub(crate) fn record_view(r: &gomoku_referee::record::Record) -> crate::extras::RecordView {
    use gomoku_referee::record::{Format, ReplayError, SgfRows};
    let replayed = |rules: Result<Rules, ReplayError>| {
        rules
            .and_then(|rules| r.replay(rules))
            .map(|g| {
                (
                    g.key(),
                    g.moves().iter().map(|m| m.point()).collect(),
                    g.outcome().map(|o| (o.winner, o.termination)),
                )
            })
            .map_err(|e| {
                let number = match e {
                    ReplayError::WrongColor { number, .. }
                    | ReplayError::Illegal { number, .. }
                    | ReplayError::OpeningStone { number } => Some(number),
                    _ => None,
                };
                (variant(&CoreError::Replay(e)), number)
            })
    };
    crate::extras::RecordView {
        size: r.size,
        moves: r.moves().map(|m| m.mv.point()).collect(),
        texts: [
            r.black.clone(),
            r.white.clone(),
            r.event.clone(),
            r.date.clone(),
            r.result.as_ref().map(|x| x.text.clone()),
            r.rules_name.clone(),
            r.comment().map(str::to_owned),
            r.opening.map(|o| o.to_string()),
            joined(r.opening_actions.iter(), ", "),
            r.swaps.map(|n| n.to_string()),
            r.offers.map(|n| n.to_string()),
            joined(r.offered.iter(), " "),
            r.draw_offer.map(|c| c.to_string()),
            joined(r.trailer.iter(), "\n"),
            r.psq_header.clone(),
        ],
        sgf_rows: r.sgf_rows.map(|rows| match rows {
            SgfRows::FromTop => "top",
            SgfRows::FromBottom => "bottom",
        }),
        times: r.moves().map(|m| m.time_ms).collect(),
        nodes: (r.tree.nodes.iter())
            .map(|n| {
                let properties = n.properties().iter();
                let properties = properties.map(|p| (p.id.clone(), p.values.clone()));
                (n.mv.and_then(|m| m.time_ms), properties.collect())
            })
            .collect(),
        written: crate::extras::WRITTEN
            .iter()
            .map(|&(name, _, bottom)| {
                let format = Format::ALL.into_iter().find(|f| f.name() == name);
                let format = format.expect("a format of the core");
                let rows = if bottom {
                    SgfRows::FromBottom
                } else {
                    SgfRows::FromTop
                };
                r.write(format, rows)
                    .map_err(|e| variant(&CoreError::Write(e)))
            })
            .collect(),
        winner: r.result.as_ref().map(|x| x.winner),
        replay: match r.rules_or(Rules::renju()) {
            Ok(rules) => replayed(Ok(rules)),
            Err(e) => Err((variant(&CoreError::Rules(e)), None)),
        },
        replay_freestyle: replayed(Ok(Rules::freestyle())),
    }
}

impl CoreFace {
    /// The core's answers to the questions of `extras`.
    #[must_use]
    pub fn extras(q: &crate::extras::ExtraQuestions) -> crate::extras::Extras {
        use crate::extras::{ClockView, Extras, MatchView, RecordFormat};
        use gomoku_referee::protocol::{About, Reply};
        use gomoku_referee::record::renjunet::RenjuNetReader;
        use gomoku_referee::record::{
            SgfOptions, SgfRows, read_moves, read_psq, read_renlib, read_sgf,
        };
        use gomoku_referee::{Clock, Match, Player, TimeControl, VcfLimits};
        use std::time::Duration;
        // A move text; ending in " =", the game is then drawn by agreement.
        let game_of = |text: &str| {
            let (moves, drawn) = crate::extras::drawn_text(text);
            let mut g = Game::new(Rules::freestyle());
            g.play_text(moves).expect("a move text of the questions");
            if drawn {
                let turn = g.turn();
                g.offer_draw(turn).expect("an offer");
                g.accept_draw(!turn).expect("an accepted draw");
            }
            g
        };
        let records = q
            .records
            .iter()
            .map(|input| {
                let b = &input.bytes;
                let r = match input.format {
                    RecordFormat::Moves(size) => read_moves(b, size),
                    RecordFormat::Psq => read_psq(b),
                    RecordFormat::Sgf(bottom) => read_sgf(
                        b,
                        SgfOptions {
                            rows: if bottom {
                                SgfRows::FromBottom
                            } else {
                                SgfRows::FromTop
                            },
                            ..SgfOptions::default()
                        },
                    ),
                    RecordFormat::RenLib => read_renlib(b),
                };
                r.map(|r| record_view(&r))
                    .map_err(|e| (variant(&CoreError::Record(e.kind)), e.location))
            })
            .collect::<Vec<_>>();
        let record_lines = records
            .iter()
            .map(|r| r.as_ref().err().map(|(_, l)| (l.line, l.column)))
            .collect();
        let records = records
            .into_iter()
            .map(|r| r.map_err(|(v, l)| (v, l.offset)))
            .collect();
        let renjunet_texts = q
            .renjunet_texts
            .iter()
            .map(|b| match RenjuNetReader::new(b.as_slice()).next() {
                Some(Ok(game)) => Ok(record_view(&game.record)),
                Some(Err(gomoku_referee::record::renjunet::RenjuNetError::Record(e))) => {
                    Err((variant(&CoreError::Record(e.kind)), e.location.offset))
                }
                Some(Err(_)) => Err((variant(&CoreError::RenjuNetIo), 0)),
                None => Err(("RecordErrorKind::NoGame", b.len())),
            })
            .collect();
        let renjunet = q
            .renjunet
            .iter()
            .map(|path| {
                let mut games = Vec::new();
                match RenjuNetReader::open(path) {
                    Err(_) => games.push(Err(variant(&CoreError::RenjuNetIo))),
                    Ok(mut reader) => loop {
                        match reader.next_game() {
                            Ok(Some(g)) => games.push(Ok(record_view(&g.record))),
                            Ok(None) => break,
                            Err(e) => {
                                games.push(Err(match e {
                                    gomoku_referee::record::renjunet::RenjuNetError::Record(r) => {
                                        variant(&CoreError::Record(r.kind))
                                    }
                                    _ => variant(&CoreError::RenjuNetIo),
                                }));
                                break;
                            }
                        }
                    },
                }
                games
            })
            .collect();
        let matches = q
            .matches
            .iter()
            .map(|s| {
                let mut m = Match::new(&s.names[0], &s.names[1]).with_alternate(s.alternate);
                if let Some(r) = s.ratings {
                    m = m.with_ratings(r);
                }
                let mut m = m.with_k(s.k).map_err(|e| variant(&CoreError::Match(e)))?;
                let view =
                    |g: gomoku_referee::MatchGame| (g.first, g.black, g.winner, g.termination);
                let recorded = s
                    .games
                    .iter()
                    .map(|t| {
                        m.record(&game_of(t))
                            .map(view)
                            .map_err(|e| variant(&CoreError::Match(e)))
                    })
                    .collect();
                Ok(MatchView {
                    recorded,
                    games: m.games().iter().copied().map(view).collect(),
                    score: m.score(),
                    ratings: m.ratings(),
                    next_first: m.next_first(),
                })
            })
            .collect();
        let ms = |d: Option<Duration>| d.map(|d| u64::try_from(d.as_millis()).expect("ms"));
        let clocks = q
            .clocks
            .iter()
            .map(|s| {
                let mut c = Clock::new(TimeControl {
                    per_move: s.per_move.map(Duration::from_millis),
                    budget: s.budget.map(Duration::from_millis),
                    increment: Duration::from_millis(s.increment),
                })
                .map_err(|e| variant(&CoreError::Clock(e)))?;
                let mut spent = Vec::new();
                let mut times = Vec::new();
                for &(p, t) in &s.spends {
                    spent.push(
                        c.spend(Player::ALL[p], Duration::from_millis(t))
                            .map_err(|e| variant(&CoreError::Clock(e))),
                    );
                    times.push([
                        ms(c.remaining(Player::First)),
                        ms(c.remaining(Player::Second)),
                        ms(c.time_left(Player::First)),
                        ms(c.time_left(Player::Second)),
                    ]);
                }
                let mut g = game_of("h8 i9");
                let ended = c
                    .end_game(&mut g)
                    .map(|e| (e, g.outcome().map(|o| (o.winner, o.termination))))
                    .map_err(|e| variant(&CoreError::Game(e)));
                Ok(ClockView {
                    spent,
                    times,
                    flagged: c.flagged().map(Player::index),
                    ended,
                })
            })
            .collect();
        let text = |kind: &str, t: &str| -> String {
            let r = match kind {
                "ok" => Reply::Ok,
                "error" => Reply::Error(t),
                "unknown" => Reply::Unknown(t),
                "message" => Reply::Message(t),
                "debug" => Reply::Debug(t),
                "swap" => Reply::Swap,
                other => panic!("no reply kind {other}"),
            };
            r.display(gomoku_referee::MAX_SIZE).to_string()
        };
        let d = VcfLimits::default();
        Extras {
            symmetry_names: Symmetry::ALL.iter().map(|s| s.name().to_owned()).collect(),
            symmetries: q
                .symmetry_texts
                .iter()
                .map(|t| parsed(t.parse::<Symmetry>(), CoreError::Parse).map(Symmetry::index))
                .collect(),
            inverses: Symmetry::ALL.iter().map(|s| s.inverse().index()).collect(),
            products: Symmetry::ALL
                .iter()
                .flat_map(|a| Symmetry::ALL.iter().map(|b| a.then(*b).index()))
                .collect(),
            openings: q
                .opening_texts
                .iter()
                .map(|t| {
                    parsed(t.parse::<Opening>(), CoreError::Parse)
                        .map(|o| (o.name().to_owned(), o.n()))
                })
                .collect(),
            records,
            record_lines: Some(record_lines),
            renjunet_texts: Some(renjunet_texts),
            renjunet,
            matches,
            clocks,
            move_replies: q
                .move_replies
                .iter()
                .map(|&(p, size)| {
                    // The faces' contract (the core's formatter clamps instead): a size
                    // outside 5–26 and a point off the board are refused.
                    if !(gomoku_referee::MIN_SIZE..=gomoku_referee::MAX_SIZE).contains(&size) {
                        Err("RulesError::SizeOutOfRange")
                    } else if p.is_on_board(size) {
                        Ok(Reply::Move(p).display(size).to_string())
                    } else {
                        Err("PlayError::OffBoard")
                    }
                })
                .collect(),
            text_replies: q.text_replies.iter().map(|(k, t)| Ok(text(k, t))).collect(),
            abouts: q
                .abouts
                .iter()
                .map(|[n, v, a, c]| {
                    Ok(Reply::About(About {
                        name: n,
                        version: v,
                        author: a,
                        country: c,
                    })
                    .display(gomoku_referee::MAX_SIZE)
                    .to_string())
                })
                .collect(),
            vcf_defaults: Some((d.max_moves, d.max_nodes, d.table_entries)),
        }
    }
}

/// The structure of a core explanation (`crate::analysis::explanation_text`).
fn explanation_tree(e: &gomoku_referee::Explanation) -> String {
    use gomoku_referee::{RowKind, Verdict};
    let rows: Vec<_> = e
        .rows()
        .iter()
        .map(|r| {
            let kind = match r.kind() {
                RowKind::Overline => "overline",
                RowKind::Four => "four",
                RowKind::StraightFour => "straight-four",
                RowKind::Three => "three",
            };
            let points = r
                .points()
                .iter()
                .map(|q| match q.verdict() {
                    Verdict::Valid => (q.point(), "valid", None),
                    Verdict::Five => (q.point(), "five", None),
                    Verdict::Forbidden(sub) => {
                        (q.point(), "forbidden", Some(explanation_tree(sub)))
                    }
                })
                .collect();
            (
                kind,
                r.row().direction().name(),
                r.row().stones().collect(),
                points,
            )
        })
        .collect();
    crate::analysis::explanation_text(e.point(), e.kind().name(), &rows)
}

/// The items' texts joined by `separator`, `None` when there are none.
fn joined<T: core::fmt::Display>(
    items: impl Iterator<Item = T>,
    separator: &str,
) -> Option<String> {
    let texts: Vec<String> = items.map(|t| t.to_string()).collect();
    (!texts.is_empty()).then(|| texts.join(separator))
}

/// A forbidden kind in the masks: 1 double-three, 2 double-four, 3 overline.
fn forbidden_code(k: Forbidden) -> u8 {
    match k {
        Forbidden::DoubleThree => 1,
        Forbidden::DoubleFour => 2,
        Forbidden::Overline => 3,
    }
}

impl CoreFace {
    /// `n` random games from the empty board of the rules named `name`, seeded `seed`:
    /// the core's `playout::RandomPlayouts`.
    #[must_use]
    pub fn random_playouts(name: &str, n: usize, seed: u64) -> Vec<crate::snapshot::PlayoutView> {
        let rules: Rules = name.parse().expect("rules");
        let mut games =
            gomoku_referee::playout::RandomPlayouts::new(gomoku_referee::Position::new(rules));
        (0..n as u64)
            .map(|k| {
                let (outcome, length) = games.play(seed, k);
                let o = outcome.expect("a random game ends");
                (o.winner, o.termination, u32::from(length))
            })
            .collect()
    }
}

impl CoreFace {
    /// A `SWAP2BOARD` answer through the core's `brain::Session`: as
    /// [`CFace::swap2_answer`](crate::CFace::swap2_answer), with `ReferenceBot::decide`
    /// and `Session::act` / `Session::play`.
    #[must_use]
    pub fn swap2_answer(lines: &[&str], seed: u64, nodes: u64) -> String {
        use gomoku_referee::brain::{Session, Step as BrainStep};
        use gomoku_referee::protocol::About;
        let about = About {
            name: "",
            version: "",
            author: "",
            country: "",
        };
        let mut session = Session::new(about);
        let mut bot = gomoku_referee::bot::ReferenceBot::new(seed);
        let mut step = session.feed("START 15");
        for line in lines {
            step = session.feed(line);
        }
        loop {
            match step {
                BrainStep::Think(_) => {
                    let game = session.opening_game().or(session.game()).expect("a game");
                    let d = bot.decide(game, nodes).expect("a decision");
                    step = match d.step {
                        gomoku_referee::Step::Opening(a) => session.act(a),
                        gomoku_referee::Step::Move(m) => session.play(m.point().expect("a stone")),
                    };
                }
                BrainStep::Reply(text) => return text,
                BrainStep::Exit => return "(exit)".into(),
            }
        }
    }
}
