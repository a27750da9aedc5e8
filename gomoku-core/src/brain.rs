//! A Gomocup brain (RULES.md §13): a [`Session`] that keeps a [`Game`] in step with the
//! manager's commands, a [`Bot`] that chooses the moves, and [`run`], the loop between
//! them over standard input and output (feature `std`).
//!
//! The session does no input or output and keeps no clock: it is fed one line at a time
//! and says what to do next ([`Step`]): write a reply, ask the bot for a move under a
//! [`Budget`], or exit. The Python module drives the same session, so a bot behaves the
//! same in both languages.
//!
//! ```
//! use gomoku_referee::brain::{self, Budget};
//! use gomoku_referee::{Game, Point};
//!
//! // A bot: the first legal point (any `FnMut(&Game, Budget) -> Point` is one).
//! let mut bot = |game: &Game, _budget: Budget| -> Point {
//!     game.legal_moves().iter().next().unwrap()
//! };
//! let input = "START 15\r\nINFO timeout_turn 1000\r\nBEGIN\r\nTURN 7,7\r\nEND\r\n";
//! let mut output = Vec::new();
//! brain::run(&mut bot, input.as_bytes(), &mut output)?;
//! // OK, then the moves: a1 is 0,14 in the protocol's coordinates.
//! assert_eq!(String::from_utf8(output)?, "OK\n0,14\n1,14\n");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::Write as _;
use core::time::Duration;

use crate::protocol::{
    About, Command, CommandName, Field, GameType, Info, ProtocolError, Reply, Stones,
    UNLIMITED_TIME_LEFT,
};
use crate::{
    Color, Expecting, Game, Move, Opening, OpeningAction, Point, Rules, Setup, Step as GameStep,
};

/// The time a bot has for a move, from the manager's `INFO` limits.
///
/// ```
/// use core::time::Duration;
/// use gomoku_referee::brain::Budget;
///
/// let budget = Budget { turn: Some(Duration::from_millis(1000)), left: None, game: None };
/// assert_eq!(budget.time_for_move(), Some(Duration::from_millis(900)));
/// assert_eq!(Budget::UNLIMITED.time_for_move(), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Budget {
    /// The limit for each move (`INFO timeout_turn`); zero means "as fast as possible",
    /// `None` that the manager set none.
    pub turn: Option<Duration>,
    /// What remains of the match time (`INFO time_left`); zero once it has run out (the
    /// manager sends negative values then), `None` when unlimited or not sent.
    pub left: Option<Duration>,
    /// The limit for the whole match (`INFO timeout_match`), `None` when unlimited.
    pub game: Option<Duration>,
}

impl Budget {
    /// No limit at all.
    pub const UNLIMITED: Budget = Budget {
        turn: None,
        left: None,
        game: None,
    };

    /// How long a bot should think about this move: nine tenths of the move limit (the
    /// rest is for reading, writing and the manager's measuring), and no more than a
    /// twentieth of the match time left; `None` when neither limit is set.
    ///
    /// ```
    /// use core::time::Duration;
    /// use gomoku_referee::brain::Budget;
    /// let ms = Duration::from_millis;
    /// let budget = Budget { turn: Some(ms(5000)), left: Some(ms(20_000)), game: None };
    /// assert_eq!(budget.time_for_move(), Some(ms(1000)));
    /// let fast = Budget { turn: Some(ms(0)), ..Budget::UNLIMITED };
    /// assert_eq!(fast.time_for_move(), Some(Duration::ZERO));
    /// ```
    #[must_use]
    pub fn time_for_move(&self) -> Option<Duration> {
        let from_turn = self.turn.map(|t| t * 9 / 10);
        let from_left = self.left.map(|l| l / 20);
        match (from_turn, from_left) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }
}

/// A player: given the game (the brain to move) and its time, a point to play.
///
/// The point should be legal ([`Game::is_legal`]), and under the *lose* policy not a
/// forbidden one ([`Position::forbidden`](crate::Position::forbidden)), which loses. A
/// closure `FnMut(&Game, Budget) -> Point` is a bot.
///
/// ```
/// use gomoku_referee::brain::{Bot, Budget};
/// use gomoku_referee::{Game, Point, Rules};
///
/// struct Centre;
/// impl Bot for Centre {
///     fn choose(&mut self, game: &Game, _: Budget) -> Point {
///         let c = game.rules().size() / 2;
///         Point::new(c, c).filter(|&p| game.is_legal(p))
///             .unwrap_or_else(|| game.legal_moves().iter().next().unwrap())
///     }
/// }
/// let game = Game::new(Rules::renju());
/// assert_eq!(Centre.choose(&game, Budget::UNLIMITED).to_string(), "h8");
/// assert_eq!(Centre.about().version, env!("CARGO_PKG_VERSION"));
/// ```
pub trait Bot {
    /// The move to play in `game`, where the brain is to move.
    fn choose(&mut self, game: &Game, budget: Budget) -> Point;

    /// The step to take in `game`, where the brain acts: a move, or — while an opening
    /// runs, as in a `SWAP2BOARD` answer — the action [`Game::expected`] asks for (a
    /// stone, a colour; [`Session::act`] takes it). The default is
    /// [`choose`](Bot::choose)'s point: it places the opening's stones and, asked for a
    /// colour, keeps White and plays its move ([`Session::play`]), so it never swaps.
    /// [`ReferenceBot`](crate::bot::ReferenceBot) decides every step
    /// ([`ReferenceBot::decide`](crate::bot::ReferenceBot::decide)).
    ///
    /// ```
    /// use gomoku_referee::brain::{Bot, Budget};
    /// use gomoku_referee::{Game, Move, Opening, Point, Rules, Step};
    /// let mut first = |g: &Game, _: Budget| -> Point { g.legal_moves().iter().next().unwrap() };
    /// let game = Game::with_opening(Rules::freestyle(), Opening::Swap2)?;
    /// assert_eq!(first.decide(&game, Budget::UNLIMITED), Step::Move(Move::Place("a1".parse()?)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn decide(&mut self, game: &Game, budget: Budget) -> GameStep {
        let white = keeping_white(game);
        GameStep::Move(Move::Place(
            self.choose(white.as_ref().unwrap_or(game), budget),
        ))
    }

    /// The answer to `ABOUT`. The default names this library.
    fn about(&self) -> About<'_> {
        About {
            name: "gomoku-core",
            version: env!("CARGO_PKG_VERSION"),
            author: "",
            country: "",
        }
    }
}

impl<F: FnMut(&Game, Budget) -> Point> Bot for F {
    fn choose(&mut self, game: &Game, budget: Budget) -> Point {
        self(game, budget)
    }
}

/// What to do after a line: see [`Session::feed`].
///
/// ```
/// use gomoku_referee::brain::{Session, Step};
/// use gomoku_referee::protocol::About;
/// let about = About { name: "x", version: "1", author: "a", country: "b" };
/// let mut session = Session::new(about);
/// assert_eq!(session.feed("START 20"), Step::Reply("OK".to_string()));
/// assert_eq!(session.feed("INFO timeout_turn 500"), Step::Reply(String::new()));
/// assert_eq!(session.feed("END"), Step::Exit);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Step {
    /// Write these lines (separated by `\n`, without a final line end; empty: write
    /// nothing), then read the next line.
    Reply(String),
    /// Ask the bot for a move in [`Session::game`] under this budget, and give it to
    /// [`Session::play`] — or, when that game expects an opening action (a `SWAP2BOARD`
    /// answer: [`Game::expected`]), the bot's action to [`Session::act`] ([`Bot::decide`]).
    Think(Budget),
    /// Exit (`END`).
    Exit,
}

/// The brain's self-description, owned.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct AboutText {
    name: String,
    version: String,
    author: String,
    country: String,
}

/// A block of data lines being read, up to `DONE`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Block {
    Board(Vec<(Point, Field)>),
    Swap2(Vec<Point>),
}

/// What the bot is asked for.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Pending {
    /// Nothing.
    None,
    /// The brain's move in the game.
    Move,
    /// A Swap2 answer, in a game of its own: the manager's stones replayed under the
    /// core's Swap2 opening, the stones the brain has placed so far, and at a colour
    /// choice the game where the brain keeps White (to move), where a point is its move.
    Swap2 {
        game: Game,
        placed: Vec<Point>,
        kept: Option<alloc::boxed::Box<Game>>,
    },
}

impl Pending {
    fn swap2(game: Game, placed: Vec<Point>) -> Pending {
        let kept = keeping_white(&game).map(alloc::boxed::Box::new);
        Pending::Swap2 { game, placed, kept }
    }
}

/// Where `game`'s opening asks for a colour (Swap2's choices), the game after the one
/// who chooses keeps White, the colour to move: where a point is his move (the
/// protocol's answer of one stone). `None` at other steps.
fn keeping_white(game: &Game) -> Option<Game> {
    match game.expected().map(|e| e.what) {
        Some(Expecting::ChooseColor | Expecting::ChooseColorOrPlace { .. }) => {
            let mut white = game.clone();
            white
                .act(OpeningAction::Choose(Color::White))
                .ok()
                .map(|()| white)
        }
        _ => None,
    }
}

/// The protocol's state of one brain: the game in step with the manager, the rules and
/// time limits it sent, and what was asked. It reads lines and answers with [`Step`]s;
/// it never panics and never stops on a bad line (a malformed command is answered
/// `ERROR`, an unknown one `UNKNOWN`, and the session goes on).
///
/// # Examples
///
/// ```
/// use gomoku_referee::brain::{Session, Step};
/// use gomoku_referee::protocol::About;
///
/// let mut session = Session::new(About { name: "x", version: "1", author: "", country: "" });
/// assert_eq!(session.feed("INFO rule 4"), Step::Reply(String::new()));
/// assert_eq!(session.feed("START 15"), Step::Reply("OK".to_string()));
/// let Step::Think(_) = session.feed("TURN 7,7") else { panic!() };
/// assert_eq!(session.game().unwrap().rules().gomocup_code(), Some(4));
/// assert_eq!(session.play("h9".parse()?), Step::Reply("7,6".to_string()));
/// assert_eq!(session.feed("TURN 7,7"),
///            Step::Reply("ERROR TURN 7,7: h8 is occupied".to_string()));
/// assert_eq!(session.feed("HELLO"), Step::Reply("UNKNOWN unknown command HELLO".to_string()));
/// # Ok::<(), gomoku_referee::ParseError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Session {
    about: AboutText,
    rules: Rules,
    game: Option<Game>,
    block: Option<Block>,
    /// The first bad line of the block being read, answered at `DONE`.
    block_error: Option<String>,
    pending: Pending,
    /// Problems with `INFO` lines, told (as `MESSAGE`) before the next reply.
    notes: Vec<String>,
    /// An `INFO rule` the brain could not follow, told at the next game command.
    rules_problem: Option<RulesProblem>,
    timeout_turn: Option<u32>,
    timeout_match: Option<u32>,
    time_left: Option<i64>,
    max_memory: Option<u64>,
    game_type: Option<GameType>,
    folder: Option<String>,
}

/// Whether `command` goes on with the game in progress (what rules that do not fit it
/// refuse).
/// A line as a note quotes it: at most 64 bytes (a manager's line is short; a longer one
/// is garbage, not to be echoed whole), `…` marking a cut.
fn quote_line(line: &str) -> String {
    const MAX: usize = 64;
    if line.len() <= MAX {
        return line.to_string();
    }
    let mut end = MAX;
    while !line.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}…", &line[..end])
}

fn continues_game(command: &Command<'_>) -> bool {
    matches!(
        command,
        Command::Begin | Command::Turn(_) | Command::Play(_)
    )
}

/// Whether `command` starts a new game, dropping the one in progress.
fn starts_game(command: &Command<'_>) -> bool {
    matches!(
        command,
        Command::Start(_)
            | Command::RectStart { .. }
            | Command::Restart
            | Command::Board
            | Command::Swap2Board
    )
}

/// An `INFO rule` the brain could not follow (the manager reads no answer to `INFO`, so it
/// is told at the next command that needs the rules).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum RulesProblem {
    /// A rule code the brain cannot play: every game command is refused until a supported
    /// one arrives.
    Unsupported(String),
    /// Rules the game in progress cannot go on under: `BEGIN`, `TURN` and `PLAY` are
    /// refused; a command that starts a new game (`START`, `RECTSTART`, `RESTART`,
    /// `BOARD`, `SWAP2BOARD`) drops it and starts under the new rules.
    Misfit(String),
}

impl Session {
    /// A session that has received nothing yet, playing freestyle (the protocol's rule 0)
    /// until an `INFO rule` says otherwise.
    ///
    /// ```
    /// use gomoku_referee::brain::Session;
    /// use gomoku_referee::protocol::About;
    /// let session = Session::new(About { name: "x", version: "1", author: "", country: "" });
    /// assert!(session.game().is_none());
    /// ```
    #[must_use]
    pub fn new(about: About<'_>) -> Session {
        Session::with_rules(about, Rules::freestyle())
    }

    /// A session that plays `rules` (with the size of `START`) until an `INFO rule` says
    /// otherwise: rule sets the protocol has no code for, such as pente, are set this way.
    ///
    /// ```
    /// use gomoku_referee::brain::Session;
    /// use gomoku_referee::protocol::About;
    /// use gomoku_referee::Rules;
    /// let about = About { name: "x", version: "1", author: "", country: "" };
    /// let mut session = Session::with_rules(about, Rules::pente());
    /// session.feed("START 19");
    /// assert_eq!(session.game().unwrap().rules(), &Rules::pente());
    /// ```
    #[must_use]
    pub fn with_rules(about: About<'_>, rules: Rules) -> Session {
        Session {
            about: AboutText {
                name: about.name.to_string(),
                version: about.version.to_string(),
                author: about.author.to_string(),
                country: about.country.to_string(),
            },
            rules,
            game: None,
            block: None,
            block_error: None,
            pending: Pending::None,
            notes: Vec::new(),
            rules_problem: None,
            timeout_turn: None,
            timeout_match: None,
            time_left: None,
            max_memory: None,
            game_type: None,
            folder: None,
        }
    }

    /// The game the bot is asked for a point in after [`Step::Think`] (for a Swap2
    /// answer, the opening stones placed so far; where the opening asks for a colour,
    /// the game where the brain keeps White and moves, the answer of a point); otherwise
    /// the game in step with the manager, `None` before `START`.
    #[must_use]
    pub fn game(&self) -> Option<&Game> {
        match &self.pending {
            Pending::Swap2 {
                kept: Some(white), ..
            } => Some(&**white),
            Pending::Swap2 { game, .. } => Some(game),
            _ => self.game.as_ref(),
        }
    }

    /// During a Swap2 answer (after [`Step::Think`]), the game under the core's Swap2
    /// opening (RULES.md §7) with what it expects of the brain ([`Game::expected`]): the
    /// game a bot decides its step in ([`Bot::decide`]) — a stone for
    /// [`play`](Session::play), or an action (a colour, a stone) for
    /// [`act`](Session::act); `None` otherwise.
    ///
    /// ```
    /// use gomoku_referee::brain::{Session, Step};
    /// use gomoku_referee::protocol::About;
    /// let mut s = Session::new(About { name: "x", version: "1", author: "", country: "" });
    /// s.feed("START 15");
    /// assert!(s.opening_game().is_none());
    /// s.feed("SWAP2BOARD");
    /// let Step::Think(_) = s.feed("DONE") else { panic!() };
    /// assert_eq!(s.opening_game().unwrap().expected().unwrap().what.name(), "place");
    /// ```
    #[must_use]
    pub fn opening_game(&self) -> Option<&Game> {
        match &self.pending {
            Pending::Swap2 { game, .. } => Some(game),
            _ => None,
        }
    }

    /// The rules the next game is played by (the size of the last `START`).
    ///
    /// ```
    /// use gomoku_referee::brain::Session;
    /// use gomoku_referee::protocol::About;
    /// let mut s = Session::new(About { name: "x", version: "1", author: "", country: "" });
    /// s.feed("INFO rule 1");
    /// s.feed("START 20");
    /// assert_eq!(s.rules().to_string(), "standard/20");
    /// ```
    #[must_use]
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The time for a move, from the `INFO` limits received so far.
    ///
    /// ```
    /// use core::time::Duration;
    /// use gomoku_referee::brain::Session;
    /// use gomoku_referee::protocol::About;
    /// let mut s = Session::new(About { name: "x", version: "1", author: "", country: "" });
    /// s.feed("INFO timeout_turn 2000");
    /// s.feed("INFO time_left -20");
    /// assert_eq!(s.budget().turn, Some(Duration::from_secs(2)));
    /// assert_eq!(s.budget().left, Some(Duration::ZERO));
    /// ```
    #[must_use]
    pub fn budget(&self) -> Budget {
        let ms = |v: u32| Duration::from_millis(u64::from(v));
        Budget {
            turn: self.timeout_turn.map(ms),
            left: self
                .time_left
                .filter(|&t| t != UNLIMITED_TIME_LEFT)
                .map(|t| Duration::from_millis(u64::try_from(t).unwrap_or(0))),
            game: self.timeout_match.filter(|&t| t != 0).map(ms),
        }
    }

    /// The memory limit in bytes (`INFO max_memory`; `None` when unlimited or not sent).
    #[must_use]
    pub fn max_memory(&self) -> Option<u64> {
        self.max_memory.filter(|&m| m != 0)
    }

    /// Who the opponent is (`INFO game_type`), if the manager said.
    #[must_use]
    pub fn game_type(&self) -> Option<GameType> {
        self.game_type
    }

    /// The folder for persistent files (`INFO folder`), if the manager gave one.
    #[must_use]
    pub fn folder(&self) -> Option<&str> {
        self.folder.as_deref()
    }

    /// The lines to write: the pending notes, then `line`.
    fn reply(&mut self, line: &str) -> Step {
        let mut out = String::new();
        for note in self.notes.drain(..) {
            let _ = writeln!(out, "{}", Reply::Message(&note).display(0));
        }
        out.push_str(line);
        if out.ends_with('\n') {
            out.pop();
        }
        Step::Reply(out)
    }

    fn error(&mut self, message: &str) -> Step {
        let line = Reply::Error(message).display(0).to_string();
        self.reply(&line)
    }

    fn think(&mut self) -> Step {
        self.pending = Pending::Move;
        Step::Think(self.budget())
    }

    fn coords(&self, p: Point) -> String {
        Reply::Move(p).display(self.rules.size()).to_string()
    }

    /// Reads one line from the manager and says what to do.
    ///
    /// A line that arrives while the bot is asked for a move (after [`Step::Think`] and
    /// before [`Session::play`]) drops that question.
    pub fn feed(&mut self, line: &str) -> Step {
        self.pending = Pending::None;
        let size = self.rules.size();
        let parsed = Command::parse(line, size);
        if self.block.is_some() {
            return self.feed_block(parsed);
        }
        let command = match parsed {
            Ok(command) => command,
            Err(ProtocolError::EmptyLine) => return Step::Reply(String::new()),
            Err(ProtocolError::UnknownCommand) => {
                // The word quoted as much as any error quotes (a `Snippet`).
                let word = crate::Snippet::new(line.split_whitespace().next().unwrap_or(""));
                let cut = if word.is_cut() { "…" } else { "" };
                let text = format!("unknown command {}{cut}", word.as_str());
                let line = Reply::Unknown(&text).display(size).to_string();
                return self.reply(&line);
            }
            // The manager reads no answer to INFO: a problem is told later.
            Err(ProtocolError::Rules(e @ crate::RulesError::UnsupportedGomocupCode { .. })) => {
                self.rules_problem = Some(RulesProblem::Unsupported(e.to_string()));
                return Step::Reply(String::new());
            }
            Err(e) if e.command() == Some(CommandName::Info) => {
                let quoted = quote_line(line.trim());
                let why = match crate::protocol::info_value_expected(line) {
                    Some((key, expected)) => format!("the value of {key} must be {expected}"),
                    None => e.to_string(),
                };
                self.notes.push(format!("ignored \"{quoted}\": {why}"));
                return Step::Reply(String::new());
            }
            Err(e) => return self.error(&e.to_string()),
        };
        match self.rules_problem.clone() {
            Some(RulesProblem::Misfit(e)) if continues_game(&command) => return self.error(&e),
            Some(RulesProblem::Misfit(_)) if starts_game(&command) => {
                // A new game: the one in progress, which the rules did not fit, goes.
                self.rules_problem = None;
                self.game = Some(Game::new(self.rules));
            }
            Some(RulesProblem::Unsupported(e))
                if continues_game(&command) || starts_game(&command) =>
            {
                if matches!(command, Command::Board | Command::Swap2Board) {
                    // Read the block to its end, then refuse it.
                    self.block = Some(Block::Board(Vec::new()));
                    self.block_error = Some(e);
                    return Step::Reply(String::new());
                }
                return self.error(&e);
            }
            _ => {}
        }
        self.command(command)
    }

    fn feed_block(&mut self, parsed: Result<Command<'_>, ProtocolError>) -> Step {
        let block_name = match self.block {
            Some(Block::Swap2(_)) => "SWAP2BOARD",
            _ => "BOARD",
        };
        match (parsed, &mut self.block) {
            (Err(ProtocolError::EmptyLine), _) => return Step::Reply(String::new()),
            (Ok(Command::End), _) => return Step::Exit,
            (Ok(Command::Done), _) => return self.done(),
            (Ok(Command::Stone { point, field }), Some(Block::Board(stones))) => {
                stones.push((point, field));
            }
            (Ok(Command::Coords(point)), Some(Block::Swap2(stones))) => stones.push(point),
            (Ok(command), _) => {
                if self.block_error.is_none() {
                    self.block_error =
                        Some(format!("{} inside a {block_name} block", command.name()));
                }
            }
            (Err(e), _) => {
                if self.block_error.is_none() {
                    self.block_error = Some(format!("{block_name}: {e}"));
                }
            }
        }
        Step::Reply(String::new())
    }

    fn command(&mut self, command: Command<'_>) -> Step {
        let size = self.rules.size();
        match command {
            Command::Start(n) => self.start(u32::from(n)),
            Command::RectStart { width, height } if width == height => self.start(width),
            Command::RectStart { width, height } => self.error(&format!(
                "rectangular boards are not supported ({width}x{height})"
            )),
            Command::Restart => match self.game {
                None => self.error("RESTART before START"),
                Some(_) => {
                    self.game = Some(Game::new(self.rules));
                    self.reply("OK")
                }
            },
            Command::Begin => match &self.game {
                None => self.error("BEGIN before START"),
                Some(g) if g.position().stones_played() > 0 || !g.moves().is_empty() => {
                    self.error("BEGIN on a board that is not empty")
                }
                Some(_) => self.think(),
            },
            Command::Turn(p) => {
                let at = self.coords(p);
                let Some(game) = &mut self.game else {
                    return self.error("TURN before START");
                };
                if let Err(e) = game.play_at(p) {
                    return self.error(&format!("TURN {at}: {e}"));
                }
                if let Some(outcome) = game.outcome() {
                    return self.error(&format!("the game is over after TURN {at}: {outcome}"));
                }
                self.think()
            }
            Command::Play(p) => {
                let at = self.coords(p);
                let Some(game) = &mut self.game else {
                    return self.error("PLAY before START");
                };
                match game.play_at(p) {
                    Ok(()) => self.reply(&at),
                    Err(e) => self.error(&format!("PLAY {at}: {e}")),
                }
            }
            Command::Takeback(p) => {
                let at = self.coords(p);
                let Some(game) = &mut self.game else {
                    return self.error("TAKEBACK before START");
                };
                match game.moves().last() {
                    Some(&Move::Place(last)) if last == p => match game.undo() {
                        Ok(_) => self.reply("OK"),
                        Err(e) => self.error(&format!("TAKEBACK {at}: {e}")),
                    },
                    Some(&Move::Place(last)) => {
                        let last = self.coords(last);
                        self.error(&format!("TAKEBACK {at}: the last move is {last}"))
                    }
                    _ => self.error(&format!("TAKEBACK {at}: there is no move to take back")),
                }
            }
            Command::Board | Command::Swap2Board => {
                // The block is read to its end either way: the manager reads no answer
                // before DONE.
                self.block = Some(if command == Command::Board {
                    Block::Board(Vec::new())
                } else {
                    Block::Swap2(Vec::new())
                });
                self.block_error = self
                    .game
                    .is_none()
                    .then(|| format!("{} before START", command.name()));
                Step::Reply(String::new())
            }
            Command::Stone { .. } | Command::Coords(_) | Command::Done => {
                self.error(&format!("{} outside a BOARD block", command.name()))
            }
            Command::Info(info) => {
                self.info(info, size);
                Step::Reply(String::new())
            }
            Command::End => Step::Exit,
            Command::About => {
                let a = &self.about;
                let line = Reply::About(About {
                    name: &a.name,
                    version: &a.version,
                    author: &a.author,
                    country: &a.country,
                })
                .display(size)
                .to_string();
                self.reply(&line)
            }
        }
    }

    fn start(&mut self, size: u32) -> Step {
        match self.rules.with_size(size) {
            Ok(rules) => {
                self.rules = rules;
                self.game = Some(Game::new(rules));
                self.reply("OK")
            }
            Err(e) => self.error(&e.to_string()),
        }
    }

    fn info(&mut self, info: Info<'_>, size: u8) {
        match info {
            Info::TimeoutTurn(ms) => self.timeout_turn = Some(ms),
            Info::TimeoutMatch(ms) => self.timeout_match = Some(ms),
            Info::TimeLeft(ms) => self.time_left = Some(ms),
            Info::MaxMemory(bytes) => self.max_memory = Some(bytes),
            Info::GameType(t) => self.game_type = Some(t),
            Info::Folder(dir) => self.folder = Some(dir.to_string()),
            Info::Evaluate(_) | Info::Other { .. } => {}
            Info::Rule { code, rules } => {
                let Ok(rules) = rules.with_size(u32::from(size)) else {
                    return;
                };
                self.rules_problem = None;
                self.rules = rules;
                let Some(game) = &self.game else { return };
                if game.moves().is_empty() && game.position().stones_played() == 0 {
                    self.game = Some(Game::new(rules));
                } else if game.start().stones_played() == 0 {
                    match Game::from_moves(rules, game.moves().iter().copied()) {
                        Ok(g) => self.game = Some(g),
                        Err(e) => {
                            self.rules_problem = Some(RulesProblem::Misfit(format!(
                                "INFO rule {code} does not fit the game in progress: {e}"
                            )));
                        }
                    }
                } else {
                    let setup = Setup::new();
                    let position = game.position();
                    let mut setup = setup.with_turn(position.turn());
                    for color in [Color::Black, Color::White] {
                        for p in position.stones(color) {
                            setup = setup.with_stone(p, color);
                        }
                    }
                    match Game::from_setup(rules, &setup) {
                        Ok(g) => self.game = Some(g),
                        Err(e) => {
                            self.rules_problem = Some(RulesProblem::Misfit(format!(
                                "INFO rule {code} does not fit the game in progress: {e}"
                            )));
                        }
                    }
                }
            }
        }
    }

    /// The end of a `BOARD` or `SWAP2BOARD` block.
    fn done(&mut self) -> Step {
        let block = self.block.take();
        if let Some(e) = self.block_error.take() {
            return self.error(&e);
        }
        match block {
            Some(Block::Board(stones)) => self.board(&stones),
            Some(Block::Swap2(stones)) => self.swap2(&stones),
            None => Step::Reply(String::new()),
        }
    }

    fn board(&mut self, stones: &[(Point, Field)]) -> Step {
        if let Some(&(p, _)) = stones.iter().find(|(_, f)| *f == Field::Continuous) {
            let at = self.coords(p);
            return self.error(&format!(
                "BOARD: continuous games are not supported (field 3 at {at})"
            ));
        }
        let own: Vec<Point> = stones
            .iter()
            .filter(|(_, f)| *f == Field::Own)
            .map(|&(p, _)| p)
            .collect();
        let opponent: Vec<Point> = stones
            .iter()
            .filter(|(_, f)| *f == Field::Opponent)
            .map(|&(p, _)| p)
            .collect();
        // Black moves when both have as many stones; White when Black has one more.
        let me = if own.len() == opponent.len() {
            Color::Black
        } else if opponent.len() == own.len() + 1 {
            Color::White
        } else {
            return self.error(&format!(
                "BOARD: {} stones of the brain and {} of the opponent: the brain cannot be to move",
                own.len(),
                opponent.len()
            ));
        };
        let (black, white) = match me {
            Color::Black => (&own, &opponent),
            Color::White => (&opponent, &own),
        };
        // The stones in the order given, Black and White alternating (renju managers send
        // the moves in order); if they cannot have been played so, the position alone.
        let mut game = Game::new(self.rules);
        let mut replayed = true;
        for i in 0..black.len() + white.len() {
            let p = if i % 2 == 0 {
                black[i / 2]
            } else {
                white[i / 2]
            };
            if game.play_at(p).is_err() {
                replayed = false;
                break;
            }
        }
        if !replayed || game.is_game_over() {
            let mut setup = Setup::new().with_turn(me);
            for &p in black {
                setup = setup.with_stone(p, Color::Black);
            }
            for &p in white {
                setup = setup.with_stone(p, Color::White);
            }
            match Game::from_setup(self.rules, &setup) {
                Ok(g) if !replayed => game = g,
                Ok(_) => {}
                Err(e) => return self.error(&format!("BOARD: {e}")),
            }
        }
        if let Some(outcome) = game.outcome() {
            self.game = Some(game);
            return self.error(&format!("BOARD: the game is over: {outcome}"));
        }
        self.game = Some(game);
        self.think()
    }

    fn swap2(&mut self, stones: &[Point]) -> Step {
        if !matches!(stones.len(), 0 | 3 | 5) {
            let n = stones.len();
            return self.error(&format!("SWAP2BOARD with {n} stones: expected 0, 3 or 5"));
        }
        // The stones under the core's Swap2 opening (RULES.md §7), which then expects the
        // brain's step: with none, the first player's three stones; with three, the second
        // player's choice (a colour, or two more stones); with five, the first player's
        // colour. Stones 1, 3, 5 are Black's.
        let mut game = match Game::with_opening(self.rules, Opening::Swap2) {
            Ok(game) => game,
            Err(e) => return self.error(&format!("SWAP2BOARD: {e}")),
        };
        for &p in stones {
            if let Err(e) = game.place(p) {
                let at = self.coords(p);
                return self.error(&format!("SWAP2BOARD: {at}: {e}"));
            }
        }
        if game.is_game_over() {
            return self.error("SWAP2BOARD: the game is over");
        }
        self.pending = Pending::swap2(game, Vec::new());
        Step::Think(self.budget())
    }

    /// Takes the bot's opening action in the Swap2 answer being made (after
    /// [`Step::Think`], what [`Session::opening_game`] expects: [`Game::expected`]), and says
    /// what to write, as [`play`](Session::play) does for a point: a placed stone asks for
    /// the next one, or writes the stones (`x,y x,y x,y`, or the two more stones of the
    /// second player); a colour that leaves the opponent to move is `SWAP` (the brain
    /// takes Black); White, the colour to move, asks for the brain's move, which
    /// [`play`](Session::play) writes. An action the game refuses, or asked for no
    /// Swap2 answer, is an `ERROR` and changes nothing.
    ///
    /// ```
    /// use gomoku_referee::brain::{Session, Step};
    /// use gomoku_referee::protocol::About;
    /// use gomoku_referee::{Color, OpeningAction};
    /// let mut s = Session::new(About { name: "x", version: "1", author: "", country: "" });
    /// s.feed("START 15");
    /// for line in ["SWAP2BOARD", "7,7", "8,7", "9,9"] {
    ///     s.feed(line);
    /// }
    /// let Step::Think(_) = s.feed("DONE") else { panic!() };
    /// assert_eq!(s.opening_game().unwrap().expected().unwrap().what.name(), "choose-color-or-place");
    /// assert_eq!(s.act(OpeningAction::Choose(Color::Black)), Step::Reply("SWAP".to_string()));
    /// ```
    pub fn act(&mut self, action: OpeningAction) -> Step {
        match core::mem::replace(&mut self.pending, Pending::None) {
            Pending::Swap2 {
                mut game, placed, ..
            } => {
                let before = game.clone();
                if let Err(e) = game.act(action) {
                    let error = format!("the bot chose {action}: {e}");
                    self.pending = Pending::swap2(before, placed);
                    return self.error(&error);
                }
                self.swap2_after(game, placed, action)
            }
            other => {
                self.pending = other;
                self.error(&format!("no opening step was asked for: {action}"))
            }
        }
    }

    /// What follows the brain's step `action` in a Swap2 answer (already taken in `game`).
    fn swap2_after(&mut self, game: Game, mut placed: Vec<Point>, action: OpeningAction) -> Step {
        if let OpeningAction::Place(p) = action {
            placed.push(p);
        }
        let expects_stone = matches!(
            game.expected().map(|e| e.what),
            Some(Expecting::Place { .. })
        );
        if expects_stone && !game.is_game_over() {
            self.pending = Pending::swap2(game, placed);
            return Step::Think(self.budget());
        }
        if let OpeningAction::Choose(color) = action {
            if color == game.turn() && !game.is_game_over() {
                // The brain holds the colour to move: its move is the answer.
                self.pending = Pending::swap2(game, placed);
                return Step::Think(self.budget());
            }
            return self.reply(&Reply::Swap.display(self.rules.size()).to_string());
        }
        if placed.is_empty() {
            return self.error(&format!("SWAP2BOARD has no answer for {action}"));
        }
        let line = Stones::new(&placed).map_or_else(
            || self.coords(placed[placed.len() - 1]),
            |stones| Reply::Stones(stones).display(self.rules.size()).to_string(),
        );
        self.reply(&line)
    }

    /// Plays the bot's move (after [`Step::Think`]) and says what to write: the move, or
    /// `ERROR` if the point cannot be played (the game is unchanged then). For a Swap2
    /// answer of several stones, asks for the next one ([`Step::Think`] again).
    ///
    /// ```
    /// use gomoku_referee::brain::{Session, Step};
    /// use gomoku_referee::protocol::About;
    /// let mut s = Session::new(About { name: "x", version: "1", author: "", country: "" });
    /// s.feed("START 15");
    /// assert!(matches!(s.feed("BEGIN"), Step::Think(_)));
    /// assert_eq!(s.play("h8".parse()?), Step::Reply("7,7".to_string()));
    /// // Nothing was asked now.
    /// assert_eq!(s.play("h9".parse()?),
    ///            Step::Reply("ERROR no move was asked for".to_string()));
    /// # Ok::<(), gomoku_referee::ParseError>(())
    /// ```
    pub fn play(&mut self, p: Point) -> Step {
        let at = self.coords(p);
        match core::mem::replace(&mut self.pending, Pending::None) {
            Pending::None => self.error("no move was asked for"),
            Pending::Move => {
                let Some(game) = &mut self.game else {
                    return self.error("no move was asked for");
                };
                match game.play_at(p) {
                    Ok(()) => self.reply(&at),
                    Err(e) => {
                        self.pending = Pending::Move;
                        self.error(&format!("the bot chose {at}: {e}"))
                    }
                }
            }
            Pending::Swap2 {
                mut game, placed, ..
            } => {
                // A point: the expected stone; asked for a colour, White's move (the
                // brain keeps White, the colour to move, and plays); after the brain took
                // White, its move.
                let choosing = matches!(
                    game.expected().map(|e| e.what),
                    Some(Expecting::ChooseColor | Expecting::ChooseColorOrPlace { .. })
                );
                let before = game.clone();
                let taken = if game.expected().is_none() {
                    game.play_at(p).map_err(|e| e.to_string())
                } else if choosing {
                    game.act(OpeningAction::Choose(Color::White))
                        .map_err(|e| e.to_string())
                        .and_then(|()| game.play_at(p).map_err(|e| e.to_string()))
                } else {
                    game.place(p).map_err(|e| e.to_string())
                };
                if let Err(e) = taken {
                    let error = format!("the bot chose {at}: {e}");
                    self.pending = Pending::swap2(before, placed);
                    return self.error(&error);
                }
                if choosing || before.expected().is_none() {
                    return self.reply(&at);
                }
                self.swap2_after(game, placed, OpeningAction::Place(p))
            }
        }
    }

    /// Plays a whole session: reads `input` line by line (lines may end with `LF`,
    /// `CR LF` or `CR`; bytes that are not UTF-8 are replaced), asks `bot` for the moves,
    /// writes the replies to `output` and flushes after each. Returns at `END` or at the
    /// end of the input.
    ///
    /// # Errors
    ///
    /// The first error reading or writing.
    ///
    /// ```
    /// use gomoku_referee::brain::{Budget, Session};
    /// use gomoku_referee::protocol::About;
    /// use gomoku_referee::{Game, Point, Rules};
    /// let about = About { name: "x", version: "1", author: "", country: "" };
    /// let mut bot = |g: &Game, _: Budget| -> Point { g.legal_moves().iter().next().unwrap() };
    /// let mut out = Vec::new();
    /// Session::with_rules(about, Rules::pente())
    ///     .run(&mut bot, "START 19\nBEGIN\n".as_bytes(), &mut out)?;
    /// assert_eq!(out, b"OK\n0,18\n");
    /// # Ok::<(), std::io::Error>(())
    /// ```
    #[cfg(feature = "std")]
    pub fn run<B: Bot + ?Sized, R: std::io::BufRead, W: std::io::Write>(
        &mut self,
        bot: &mut B,
        mut input: R,
        mut output: W,
    ) -> std::io::Result<()> {
        let mut raw = Vec::new();
        loop {
            // One line, ended by CR, LF or the end of the input: each end is answered
            // before more is read, so a manager that ends its lines with CR alone and waits
            // for the answer is not kept waiting (RULES.md §13).
            raw.clear();
            let mut ended = false;
            while !ended {
                let available = input.fill_buf()?;
                if available.is_empty() {
                    break;
                }
                let (used, end) = match available.iter().position(|&b| b == b'\r' || b == b'\n') {
                    Some(i) => (i + 1, true),
                    None => (available.len(), false),
                };
                raw.extend_from_slice(&available[..used - usize::from(end)]);
                input.consume(used);
                ended = end;
            }
            if !ended && raw.is_empty() {
                return Ok(());
            }
            if !raw.is_empty() {
                let line = String::from_utf8_lossy(&raw);
                let mut step = self.feed(&line);
                loop {
                    match step {
                        Step::Think(budget) => {
                            let Some(game) = self.opening_game().or(self.game()) else {
                                break;
                            };
                            step = match bot.decide(game, budget) {
                                GameStep::Opening(action) => self.act(action),
                                GameStep::Move(Move::Place(p)) => self.play(p),
                                GameStep::Move(Move::Pass) => {
                                    self.error("the bot passed: the protocol has no pass")
                                }
                            };
                        }
                        Step::Reply(text) => {
                            if !text.is_empty() {
                                output.write_all(text.as_bytes())?;
                                output.write_all(b"\n")?;
                                output.flush()?;
                            }
                            break;
                        }
                        Step::Exit => {
                            output.flush()?;
                            return Ok(());
                        }
                    }
                }
            }
        }
    }
}

/// Plays a brain over `input` and `output` with `bot` (its [`Bot::about`] answers
/// `ABOUT`), freestyle until an `INFO rule` says otherwise: see [`Session::run`]. A
/// tournament brain's `main` is `brain::run(&mut MyBot, stdin().lock(), stdout().lock())`.
///
/// # Errors
///
/// The first error reading or writing.
///
/// ```no_run
/// use gomoku_referee::brain::{self, Budget};
/// use gomoku_referee::{Game, Point};
/// let mut bot = |g: &Game, _: Budget| -> Point { g.legal_moves().iter().next().unwrap() };
/// brain::run(&mut bot, std::io::stdin().lock(), std::io::stdout().lock())?;
/// # Ok::<(), std::io::Error>(())
/// ```
#[cfg(feature = "std")]
pub fn run<B: Bot + ?Sized, R: std::io::BufRead, W: std::io::Write>(
    bot: &mut B,
    input: R,
    output: W,
) -> std::io::Result<()> {
    let about = bot.about();
    let mut session = Session::new(about);
    session.run(bot, input, output)
}
