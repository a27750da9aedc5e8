//! `Position` never allocates: playing, checking legality, `is_legal`, `forbidden(p)`,
//! `forbidden_points`, `legal_moves`, `outcome`, threats, a VCF search without a table and
//! copying, over thousands of random moves under every preset, with a counting global
//! allocator.
//!
//! The allocator counts per thread, and only on a thread that has switched counting on, so
//! neither the test harness's threads nor tests running in parallel disturb the count.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::hint::black_box;

use gomoku_referee::testing::Rng;
use gomoku_referee::{Color, Move, Point, Position, Preset, VcfLimits, VcfMode};

/// The system allocator, counting the allocations made on counting threads.
struct Counting;

thread_local! {
    /// Whether this thread's allocations are counted (const-initialised, like the counter:
    /// no allocation, no destructor).
    static COUNTING: Cell<bool> = const { Cell::new(false) };
    /// This thread's allocations (and reallocations) made while counting was on.
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

fn note() {
    if COUNTING.with(Cell::get) {
        ALLOCATIONS.with(|n| n.set(n.get() + 1));
    }
}

// SAFETY: every call is forwarded unchanged to `System`; counting has no effect on memory.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        note();
        // SAFETY: the caller's contract for `alloc` is passed on as it is.
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        note();
        // SAFETY: as for `alloc`.
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        note();
        // SAFETY: as for `alloc`; `ptr` came from this allocator, that is from `System`.
        unsafe { System.realloc(ptr, layout, new_size) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from this allocator, that is from `System`.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// The number of allocations that `f` makes on this thread.
fn allocations_of<T>(f: impl FnOnce() -> T) -> (T, u64) {
    let before = ALLOCATIONS.with(Cell::get);
    COUNTING.with(|c| c.set(true));
    let out = f();
    COUNTING.with(|c| c.set(false));
    (out, ALLOCATIONS.with(Cell::get) - before)
}

#[test]
fn the_counter_sees_an_allocation() {
    let (_, n) = allocations_of(|| black_box(Box::new(black_box(7u64))));
    assert!(n >= 1, "the counting allocator did not count a Box");
    let (_, n) = allocations_of(|| black_box(1 + black_box(2)));
    assert_eq!(n, 0);
}

/// Random games under `preset`, every call of the position API inside the counted region.
/// Returns the number of moves played.
fn random_games(preset: Preset, games: usize, rng: &mut Rng) -> usize {
    let mut moves = 0;
    for _ in 0..games {
        let mut pos = Position::new(preset.rules());
        let size = pos.size();
        let ((), n) = allocations_of(|| {
            while pos.outcome().is_none() {
                // Everything a bot or a referee asks of a position.
                let copy = black_box(pos);
                let legal = copy.legal_moves();
                let forbidden = copy.forbidden_points();
                let forbidden_white = copy.forbidden_points_for(Color::White);
                black_box((
                    forbidden.len(),
                    forbidden_white.len(),
                    forbidden.iter().count(),
                ));
                let x = rng.index(usize::from(size) + 1) as u8;
                let y = rng.index(usize::from(size)) as u8;
                if let Some(q) = Point::new(x, y) {
                    // On or just off the board, empty or occupied: every answer, no allocation.
                    black_box((
                        copy.is_legal(q),
                        copy.forbidden(q),
                        copy.check(Move::Place(q)).is_ok(),
                        copy.threats_at(q, Color::Black),
                        copy.threats_at(q, Color::White),
                    ));
                    let mut tried = copy;
                    black_box(tried.play_at(q).is_ok());
                }
                black_box(copy.check(Move::Pass).is_ok());
                if moves % 8 == 0 {
                    black_box(copy.threat_maps());
                    // A VCF search without a table allocates nothing either.
                    let limits = VcfLimits {
                        max_moves: 10,
                        max_nodes: 2_000,
                        table_entries: 0,
                        mode: VcfMode::Fast,
                    };
                    black_box(copy.vcf(copy.turn(), &limits).ok());
                }
                if legal.is_empty() {
                    break;
                }
                let p = legal
                    .iter()
                    .nth(rng.index(legal.len()))
                    .expect("an index below the length");
                pos.play_at(p).expect("a legal move is played");
                black_box((pos.outcome(), pos.last_captures().len(), pos.pending_five()));
                moves += 1;
            }
        });
        assert_eq!(n, 0, "{n} allocations in a game of {}", preset.name());
    }
    moves
}

#[test]
fn position_never_allocates_under_any_preset() {
    let mut rng = Rng::from_state(0x5EED_1234_ABCD_0001);
    let mut total = 0;
    for preset in Preset::ALL {
        let moves = random_games(preset, 40, &mut rng);
        assert!(moves >= 1000, "{} played only {moves} moves", preset.name());
        total += moves;
    }
    assert!(total >= 8000);
}
