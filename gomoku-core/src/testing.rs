//! Helpers shared by the unit tests: a seeded generator and random boards.

use std::string::String;

use crate::board::Board;
use crate::{Color, Point};

/// SplitMix64: small, seeded, the same sequence on every platform.
pub(crate) struct Rng(u64);

impl Rng {
    pub(crate) fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x5DEE_CE66_D1CE_4E5B)
    }

    pub(crate) fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n`.
    pub(crate) fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }
}

/// The board sizes the random tests cover: the smallest, an even one, the usual ones and
/// the largest.
pub(crate) const SIZES: [u8; 5] = [5, 6, 15, 19, 26];

/// Every point of a `size` × `size` board, row by row.
pub(crate) fn points(size: u8) -> impl Iterator<Item = Point> {
    (0..size).flat_map(move |y| (0..size).map(move |x| Point::new(x, y).unwrap()))
}

/// A board as a plain array of cells: the reference the bit tricks are checked against.
#[derive(Clone)]
pub(crate) struct Grid {
    pub(crate) size: u8,
    cells: [[Option<Color>; 26]; 26],
}

impl Grid {
    pub(crate) fn new(size: u8) -> Grid {
        Grid {
            size,
            cells: [[None; 26]; 26],
        }
    }

    /// The cell at (x, y), `None` off the board.
    pub(crate) fn at(&self, x: i32, y: i32) -> Option<Option<Color>> {
        let n = i32::from(self.size);
        if x < 0 || y < 0 || x >= n || y >= n {
            None
        } else {
            Some(self.cells[y as usize][x as usize])
        }
    }

    pub(crate) fn set(&mut self, p: Point, c: Option<Color>) {
        self.cells[usize::from(p.y())][usize::from(p.x())] = c;
    }

    /// The same stones as a [`Board`], set one by one.
    pub(crate) fn board(&self) -> Board {
        let mut board = Board::empty(self.size);
        for p in points(self.size) {
            if let Some(Some(c)) = self.at(p.x().into(), p.y().into()) {
                board.set(p, c);
            }
        }
        board
    }
}

/// A random grid: each point holds a stone with probability `density`‰, Black with
/// probability `black`‰ (so that long runs of one colour, up to whole rows, occur too).
pub(crate) fn random_grid(rng: &mut Rng, size: u8, density: u64, black: u64) -> Grid {
    let mut grid = Grid::new(size);
    for p in points(size) {
        if rng.below(1000) < density {
            let color = if rng.below(1000) < black {
                Color::Black
            } else {
                Color::White
            };
            grid.set(p, Some(color));
        }
    }
    grid
}

/// A random grid with a random density and colour mix (see [`random_grid`]).
pub(crate) fn any_grid(rng: &mut Rng, size: u8) -> Grid {
    let density = [50, 200, 350, 500, 700, 900, 1000][rng.below(7) as usize];
    let black = [0, 300, 500, 700, 1000][rng.below(5) as usize];
    random_grid(rng, size, density, black)
}

/// The board drawn as text, top row first, for failure messages.
pub(crate) fn draw(board: &Board) -> String {
    let n = board.size();
    let mut out = String::new();
    for y in (0..n).rev() {
        for x in 0..n {
            out.push(match board.get(Point::new(x, y).unwrap()) {
                Some(c) => c.char(),
                None => '.',
            });
        }
        out.push('\n');
    }
    out
}
