//! Shared workloads of the benchmarks: seeded random playouts, mid-game positions, and
//! the same operations on `gomoku-referee` and on `figrid-board`, so that the criterion
//! benchmarks (`benches/rules.rs`) and the plain-timer report (`src/bin/report.rs`) measure
//! exactly the same work.
//!
//! Both engines see the same games: a point (x, y) of `gomoku-referee` is the cell
//! `y * 15 + x` of `figrid-board` (row y, column x), which maps lines onto lines, and the
//! same seeded generator picks the moves.

use figrid_board::{Board, RuleSet, renju};
use gomoku_referee::{Color, Forbidden, Point, Position, Rules, Setup};

/// The board size of every comparison (`figrid-board` is built for 15×15).
pub const SIZE: u8 = 15;

/// The number of mid-game positions in the `forbidden_points` workloads.
pub const MIDGAMES: usize = 8;

/// A small seeded generator (xorshift64*), so every run plays the same games.
#[derive(Debug, Clone)]
pub struct Rng(pub u64);

impl Rng {
    /// The next pseudo-random number.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number below `n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }
}

/// The rule sets of the playout benchmarks, with `figrid-board`'s name for each.
pub fn playout_rules() -> [(&'static str, Rules, RuleSet); 3] {
    [
        ("freestyle", Rules::freestyle(), RuleSet::Freestyle),
        ("standard", Rules::standard(), RuleSet::Standard),
        ("renju", Rules::renju(), RuleSet::Renju),
    ]
}

/// The `figrid-board` cell of a point.
pub fn cell(p: Point) -> usize {
    usize::from(p.y()) * usize::from(SIZE) + usize::from(p.x())
}

/// The 225 cells of the board, as indices `y * 15 + x` (the same for both engines).
fn all_cells() -> [u16; 225] {
    core::array::from_fn(|i| i as u16)
}

/// The point of a cell index `y * 15 + x`.
fn point_of(i: u16) -> Point {
    let n = u16::from(SIZE);
    Point::new((i % n) as u8, (i / n) as u8).expect("a cell of the 15x15 board")
}

/// Plays one random game to its end with `gomoku-referee`: each move a uniformly random empty
/// point (under renju a forbidden point is played too, and loses). Returns the number of
/// moves. Needs no allocation.
pub fn random_playout(rules: Rules, rng: &mut Rng) -> usize {
    debug_assert_eq!(rules.size(), SIZE);
    let mut pos = Position::new(rules);
    let mut empties = all_cells();
    let mut len = empties.len();
    let mut n = 0;
    while !pos.is_game_over() {
        let i = rng.below(len);
        let p = point_of(empties[i]);
        len -= 1;
        empties[i] = empties[len];
        if pos.play_at(p).is_err() {
            break;
        }
        n += 1;
        // Captures are off in the benchmarked rule sets, so `empties` stays exact.
    }
    n
}

/// The floor of a freestyle playout: the same random game as [`random_playout`] under
/// freestyle (same generator, same cells), refereed by a bare loop written here and for
/// nothing else — one bitboard row per line of the board and colour, the stone set, then
/// its run counted along the four directions (five or more wins), a draw when the board is
/// full. No rules, no side-to-move bookkeeping, no checks of the move: what any referee
/// must do at least. Returns the number of moves; the same as [`random_playout`] for
/// `Rules::freestyle()` with the same seed (a test of the bench checks it).
pub fn bare_playout(rng: &mut Rng) -> usize {
    const N: i32 = SIZE as i32;
    let mut rows = [[0u32; SIZE as usize]; 2];
    let mut empties = all_cells();
    let mut len = empties.len();
    let mut n = 0;
    while len > 0 {
        let i = rng.below(len);
        let cell = usize::from(empties[i]);
        len -= 1;
        empties[i] = empties[len];
        let own = &mut rows[n & 1];
        let (x, y) = ((cell % SIZE as usize) as i32, (cell / SIZE as usize) as i32);
        own[y as usize] |= 1 << x;
        n += 1;
        let stone = |x: i32, y: i32| {
            (0..N).contains(&x) && (0..N).contains(&y) && own[y as usize] >> x & 1 != 0
        };
        let five = [(1, 0), (0, 1), (1, 1), (1, -1)].iter().any(|&(dx, dy)| {
            let mut run = 1;
            for s in [1, -1] {
                let mut k = 1;
                while stone(x + s * dx * k, y + s * dy * k) {
                    run += 1;
                    k += 1;
                }
            }
            run >= 5
        });
        if five {
            break;
        }
    }
    n
}

/// The same random game as [`random_playout`] (same generator, same cells), refereed by
/// `figrid-board`: before each black move under renju `is_forbidden_for_side_to_move`
/// (a forbidden move loses), after each move `check_win`, a draw when the board is full.
/// `board` must be a fresh board; it is returned to the empty position by `undo_move`
/// (cheaper than building a new one, which allocates). Returns the number of moves.
pub fn figrid_playout(board: &mut Board, rules: RuleSet, rng: &mut Rng) -> usize {
    board.set_rule_set(rules);
    let mut empties = all_cells();
    let mut len = empties.len();
    let mut n = 0;
    while len > 0 {
        let i = rng.below(len);
        let mv = usize::from(empties[i]);
        len -= 1;
        empties[i] = empties[len];
        let forbidden = board.is_forbidden_for_side_to_move(mv);
        board.make_move(mv);
        n += 1;
        if forbidden || board.check_win(mv) {
            break;
        }
    }
    for _ in 0..n {
        board.undo_move();
    }
    n
}

/// A renju position of about `stones` stones clustered around the centre, with no five
/// and Black to move, from a seeded random game; with the moves that led to it.
pub fn midgame_with_moves(stones: usize, seed: u64) -> (Position, Vec<Point>) {
    let mut rng = Rng(seed);
    loop {
        let mut pos = Position::new(Rules::renju());
        let mut moves = Vec::new();
        let mut ok = true;
        while (pos.stones_played() as usize) < stones {
            let x = 7 + rng.below(7) as i64 - 3;
            let y = 7 + rng.below(7) as i64 - 3;
            let dx = rng.below(3) as i64 - 1;
            let dy = rng.below(3) as i64 - 1;
            let Some(p) = Point::from_coords(x + dx, y + dy) else {
                continue;
            };
            if pos.stone_at(p).is_some() {
                continue;
            }
            if pos.play_at(p).is_err() || pos.is_game_over() {
                ok = false;
                break;
            }
            moves.push(p);
        }
        if ok && pos.turn() == Color::Black {
            return (pos, moves);
        }
    }
}

/// A renju position of about `stones` stones clustered around the centre, with no five
/// and Black to move, from a seeded random game.
pub fn midgame(stones: usize, seed: u64) -> Position {
    midgame_with_moves(stones, seed).0
}

/// The mid-game positions of the `forbidden_points` workloads: [`MIDGAMES`] renju
/// positions of 30 stones (the first seeds from 1 whose Black has at least one forbidden
/// point, so that the judge has real work), Black to move.
pub fn midgames() -> Vec<(Position, Vec<Point>)> {
    let mut out = Vec::new();
    let mut seed = 1;
    while out.len() < MIDGAMES {
        let (pos, moves) = midgame_with_moves(30, seed);
        if !pos.forbidden_points().is_empty() {
            out.push((pos, moves));
        }
        seed += 1;
    }
    out
}

/// The stones of a position as `figrid-board` bitboards (black, white).
pub fn figrid_stones(pos: &Position) -> (figrid_board::BitBoard, figrid_board::BitBoard) {
    let mut black = figrid_board::BitBoard::EMPTY;
    let mut white = figrid_board::BitBoard::EMPTY;
    for p in pos.stones(Color::Black) {
        black.set(cell(p));
    }
    for p in pos.stones(Color::White) {
        white.set(cell(p));
    }
    (black, white)
}

/// A `figrid-board` board with the moves of a game played.
pub fn figrid_board(moves: &[Point], rules: RuleSet) -> Board {
    let mut board = Board::new();
    board.set_rule_set(rules);
    for &p in moves {
        board.make_move(cell(p));
    }
    board
}

/// Black's forbidden points by `figrid-board`: `renju::foul` over every empty cell.
/// Returns how many there are.
pub fn figrid_forbidden_points(
    black: &figrid_board::BitBoard,
    white: &figrid_board::BitBoard,
) -> usize {
    let occupied = black.or(white);
    (0..figrid_board::NUM_CELLS)
        .filter(|&i| !occupied.get(i))
        .filter(|&i| {
            matches!(
                renju::foul(black, white, i),
                renju::Foul::DoubleThree | renju::Foul::DoubleFour | renju::Foul::Overline
            )
        })
        .count()
}

/// A renju position (Black to move) with a double-three at `h8` (two open threes,
/// `f8 g8 _` and `h6 h7 _`, among a few other stones), and an ordinary point `j10` that is
/// not forbidden but has stones of both colours on its lines.
pub fn double_three_position() -> (Position, Point, Point) {
    let setup =
        Setup::from_text("f8 g8 h6 h7 j9 e11", "k11 f6 g10 l8 d8 i11").expect("valid stone lists");
    let pos = Position::from_setup(Rules::renju(), &setup).expect("a legal position");
    let h8 = "h8".parse().expect("a point");
    let j10 = "j10".parse().expect("a point");
    assert_eq!(pos.forbidden(h8), Some(Forbidden::DoubleThree));
    assert_eq!(pos.forbidden(j10), None);
    (pos, h8, j10)
}

/// The empty points of a position, to cycle through in the play-and-undo workloads.
pub fn empty_points(pos: &Position) -> Vec<Point> {
    pos.empty_points().iter().collect()
}

/// The positions of the VCF benchmark: `count` renju positions from clustered random
/// games (moves within two points of a stone already played, the first at the centre), of
/// 6 to 45 stones, stopped before any end, where neither colour has a five to make; each
/// with the attacker, Black and White in turn. The same positions every run.
pub fn vcf_positions(count: usize) -> Vec<(Position, Color)> {
    let mut rng = Rng(0x00C0_FFEE_D00D_0001);
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let stones = 6 + rng.below(40);
        let mut pos = Position::new(Rules::renju());
        let mut played: Vec<Point> = Vec::new();
        let mut tries = 0;
        while played.len() < stones && tries < 10_000 {
            tries += 1;
            let p = match played.get(rng.below(played.len().max(1))) {
                Some(&b) => Point::from_coords(
                    i64::from(b.x()) + rng.below(5) as i64 - 2,
                    i64::from(b.y()) + rng.below(5) as i64 - 2,
                ),
                None => Point::new(7, 7),
            };
            let Some(p) = p.filter(|&p| p.is_on_board(SIZE) && pos.stone_at(p).is_none()) else {
                continue;
            };
            let mut next = pos;
            if next.play_at(p).is_err() || next.is_game_over() {
                continue;
            }
            pos = next;
            played.push(p);
        }
        // Neither side may have a five to make at once: a search that ends with its first
        // look is no measure of a solver.
        if Color::ALL.iter().any(|&c| !pos.threats(c).five.is_empty()) {
            continue;
        }
        let attacker = Color::ALL[out.len() % 2];
        out.push((pos, attacker));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bare_floor_plays_the_freestyle_games() {
        let (mut ours, mut bare) = (Rng(42), Rng(42));
        for _ in 0..300 {
            assert_eq!(
                random_playout(Rules::freestyle(), &mut ours),
                bare_playout(&mut bare)
            );
        }
    }
}
