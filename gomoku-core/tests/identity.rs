//! Position identity (RULES.md §10): symmetries, content equality, Zobrist keys, canonical
//! forms and stabilisers, with the golden keys of `tests/data/keys/keys.jsonl`.
//!
//! The collision count is outside the default suite (a few minutes in release):
//! `cargo test --release -p gomoku-referee-tests --test identity -- --ignored --nocapture`.

use std::collections::hash_map::DefaultHasher;
use std::collections::{HashMap, HashSet};
use std::hash::{Hash, Hasher};
use std::path::Path;

use gomoku_referee::testing::Rng;
use gomoku_referee::{
    Color, Expecting, Game, MAX_SIZE, MIN_SIZE, Move, Opening, OpeningAction, OpeningError, Point,
    PointSet, Position, Rules, Setup, Symmetry,
};
use proptest::prelude::*;
use serde_json::Value;

mod seed;

/// Rules with and without captures, on any size.
fn any_rules() -> impl Strategy<Value = Rules> {
    (
        prop_oneof![
            Just(Rules::freestyle()),
            Just(Rules::renju()),
            Just(Rules::pente()),
            Just(Rules::ninuki_renju()),
            Just(Rules::omok()),
        ],
        MIN_SIZE..=MAX_SIZE,
    )
        .prop_map(|(r, size)| r.with_size(size.into()).expect("a valid size"))
}

/// Plays the moves `offsets` (points near the centre, wrapped onto the board) for as long
/// as they are legal and the game goes on; returns the game.
fn play_near(rules: Rules, offsets: &[(u8, u8)]) -> Game {
    let n = rules.size();
    let mut game = Game::new(rules);
    for &(dx, dy) in offsets {
        if game.is_game_over() {
            break;
        }
        let p = Point::new((n / 2 + dx) % n, (n / 2 + dy) % n).expect("on the board");
        let _ = game.play_at(p);
    }
    game
}

fn offsets() -> impl Strategy<Value = Vec<(u8, u8)>> {
    proptest::collection::vec((0u8..7, 0u8..7), 0..60)
}

/// The setup of a position: its stones, side to move and captured pairs.
fn setup_of(pos: &Position) -> Setup {
    let mut setup = Setup::new().with_turn(pos.turn());
    for color in Color::ALL {
        for p in pos.stones(color) {
            setup = setup.with_stone(p, color);
        }
        setup.captures[color.index()] = u32::from(pos.captured_pairs(color));
    }
    setup
}

fn hash_of<T: Hash>(t: &T) -> u64 {
    let mut h = DefaultHasher::new();
    t.hash(&mut h);
    h.finish()
}

proptest! {
    #![proptest_config(seed::cases(128))]

    /// The key kept by `play` is the key of the same stones set up from scratch, and the
    /// two positions are equal and hash alike; every position on the way is restored with
    /// its key by undo.
    #[test]
    fn the_incremental_key_is_the_key_of_the_content(rules in any_rules(), o in offsets()) {
        let mut game = play_near(rules, &o);
        let pos = *game.position();
        if let Ok(set_up) = Position::from_setup(rules, &setup_of(&pos)) {
            prop_assert_eq!(set_up.key(), pos.key());
            prop_assert_eq!(set_up, pos);
            prop_assert_eq!(hash_of(&set_up), hash_of(&pos));
        }
        // Undo, one move at a time, restores each earlier key.
        let mut keys = vec![game.key()];
        while game.undo().is_ok() {
            keys.push(game.key());
        }
        prop_assert_eq!(game.key(), Position::new(rules).key());
        let replayed = play_near(rules, &o);
        let mut g = Game::new(rules);
        let mut forward = vec![g.key()];
        for &m in replayed.moves() {
            g.play(m).expect("the same moves");
            forward.push(g.key());
        }
        forward.reverse();
        prop_assert_eq!(keys, forward);
    }

    /// Any order of the same black and white moves reaches the same key and an equal
    /// position (rules without captures, while no order ends the game early).
    #[test]
    fn every_move_order_gives_the_same_key(
        size in MIN_SIZE..=MAX_SIZE,
        o in offsets(),
        shuffle in proptest::collection::vec(any::<prop::sample::Index>(), 60),
    ) {
        let rules = Rules::freestyle().with_size(size.into()).expect("a valid size");
        let game = play_near(rules, &o);
        prop_assume!(!game.is_game_over());
        let pos = *game.position();
        let (mut black, mut white): (Vec<Point>, Vec<Point>) = (
            pos.stones(Color::Black).iter().collect(),
            pos.stones(Color::White).iter().collect(),
        );
        // Shuffle each colour's moves.
        for (i, idx) in shuffle.iter().enumerate() {
            if !black.is_empty() {
                let (j, k) = (idx.index(black.len()), i % black.len());
                black.swap(k, j);
            }
            if !white.is_empty() {
                let (j, k) = (idx.index(white.len()), i % white.len());
                white.swap(k, j);
            }
        }
        let mut other = Position::new(rules);
        for i in 0..black.len().max(white.len()) {
            for p in black.get(i).into_iter().chain(white.get(i)) {
                if other.play_at(*p).is_err() {
                    return Ok(()); // that order ended the game early
                }
            }
        }
        prop_assert_eq!(other.key(), pos.key());
        prop_assert_eq!(other, pos);
    }

    /// `symmetric_keys()[s]` is the key of the image under `s`, which is the key of the
    /// image set up from scratch; the inverse brings the position back.
    #[test]
    fn the_key_of_an_image_is_the_image_key(rules in any_rules(), o in offsets()) {
        let pos = *play_near(rules, &o).position();
        let keys = pos.symmetric_keys();
        for s in Symmetry::ALL {
            let t = pos.transform(s);
            prop_assert_eq!(keys[s.index()], t.key(), "{}", s);
            if let Ok(set_up) = Position::from_setup(rules, &setup_of(&t)) {
                prop_assert_eq!(set_up.key(), t.key());
            }
            prop_assert_eq!(t.transform(s.inverse()), pos);
            for c in Color::ALL {
                prop_assert_eq!(&s.apply_set(pos.stones(c), pos.size()), t.stones(c));
            }
        }
    }

    /// The canonical form is the image with the smallest key (the first symmetry on a tie)
    /// and is the same for every image; the stabiliser is exactly the symmetries whose
    /// image is the position itself.
    #[test]
    fn canonical_forms_and_stabilisers(rules in any_rules(), o in offsets()) {
        let pos = *play_near(rules, &o).position();
        let keys = pos.symmetric_keys();
        let (canonical, s) = pos.canonical();
        prop_assert_eq!(canonical, pos.transform(s));
        prop_assert_eq!(canonical.key(), *keys.iter().min().expect("eight keys"));
        prop_assert!(Symmetry::ALL.iter().take(s.index()).all(|t| keys[t.index()] > keys[s.index()]));
        let stabilizer = pos.stabilizer();
        prop_assert!(stabilizer.contains(Symmetry::Identity));
        for t in Symmetry::ALL {
            let image = pos.transform(t);
            prop_assert_eq!(image.canonical().0, canonical, "under {}", t);
            prop_assert_eq!(stabilizer.contains(t), image == pos, "{}", t);
            // The stabiliser of an image is the conjugate group: the same size.
            prop_assert_eq!(image.stabilizer().len(), stabilizer.len());
        }
        // Two moves are symmetric exactly when a symmetry of the stabiliser maps one onto
        // the other, and then they lead to the same canonical position.
        let n = pos.size();
        let empties: Vec<Point> = pos.empty_points().iter().take(40).collect();
        for &a in &empties {
            for &b in &empties {
                let want = stabilizer.iter().any(|t| t.apply(a, n) == Some(b));
                prop_assert_eq!(pos.moves_are_symmetric(a, b), want, "{} {}", a, b);
                if want && !pos.is_game_over() {
                    let (mut pa, mut pb) = (pos, pos);
                    if pa.play_at(a).is_ok() && pb.play_at(b).is_ok() {
                        prop_assert_eq!(pa.canonical().0, pb.canonical().0);
                    }
                }
            }
        }
    }

    /// Composition is applying one symmetry after the other, on every board size.
    #[test]
    fn composition_on_every_size(
        size in MIN_SIZE..=MAX_SIZE, x in 0u8..MAX_SIZE, y in 0u8..MAX_SIZE,
        a in 0usize..8, b in 0usize..8,
    ) {
        let (a, b) = (Symmetry::from_index(a).unwrap(), Symmetry::from_index(b).unwrap());
        let p = Point::new(x, y).unwrap();
        let direct = a.then(b).apply(p, size);
        let steps = a.apply(p, size).and_then(|q| b.apply(q, size));
        prop_assert_eq!(direct, steps);
        prop_assert_eq!(direct.is_some(), p.is_on_board(size));
        prop_assert_eq!(a.then(a.inverse()), Symmetry::Identity);
        prop_assert!(Symmetry::ALL.contains(&a.then(b)));
    }

    /// A game seen through a symmetry: every position and move mapped, and the same
    /// answers.
    #[test]
    fn games_transform_with_their_history(rules in any_rules(), o in offsets(), s in 0usize..8) {
        let s = Symmetry::from_index(s).unwrap();
        let game = play_near(rules, &o);
        let t = game.transform(s);
        prop_assert_eq!(t.moves().len(), game.moves().len());
        let mut replay = Game::new(rules);
        for (&m, &tm) in game.moves().iter().zip(t.moves()) {
            let want = match m {
                Move::Place(p) => Move::Place(s.apply(p, rules.size()).unwrap()),
                Move::Pass => Move::Pass,
            };
            prop_assert_eq!(tm, want);
            replay.play(tm).expect("the image of a legal move is legal");
        }
        prop_assert_eq!(&replay, &t);
        prop_assert_eq!(t.position(), &game.position().transform(s));
        prop_assert_eq!(t.outcome().map(|o| o.termination), game.outcome().map(|o| o.termination));
        prop_assert_eq!(t.transform(s.inverse()), game.clone());
        let (c, cs) = game.canonical();
        prop_assert_eq!(c.position(), &game.position().canonical().0);
        prop_assert_eq!(cs, game.position().canonical().1);
    }
}

#[test]
fn equality_is_by_content_not_by_history() {
    let rules = Rules::renju();
    let a = Game::from_moves(
        rules,
        ["h8", "h9", "i8"].map(|m| Move::Place(m.parse().unwrap())),
    )
    .unwrap();
    let b = Game::from_moves(
        rules,
        ["i8", "h9", "h8"].map(|m| Move::Place(m.parse().unwrap())),
    )
    .unwrap();
    assert_eq!(a.position(), b.position());
    assert_eq!(a.key(), b.key());
    // Games compare their histories.
    assert_ne!(a, b);
    // The same stones with the other side to move, other rules or other captured pairs
    // are other positions.
    let s = setup_of(a.position());
    let black_to_move = Position::from_setup(rules, &s.with_turn(Color::Black)).unwrap();
    assert_ne!(&black_to_move, a.position());
    assert_ne!(black_to_move.key(), a.key());
    let freestyle = Position::from_setup(Rules::freestyle(), &s).unwrap();
    assert_ne!(&freestyle, a.position());
    assert_eq!(
        freestyle.key(),
        a.key(),
        "the rules other than the size are not keyed"
    );
    let mut pairs = s;
    pairs.captures = [1, 0];
    let p1 = Position::from_setup(Rules::pente().with_size(15).unwrap(), &pairs).unwrap();
    let p0 = Position::from_setup(Rules::pente().with_size(15).unwrap(), &s).unwrap();
    assert_ne!(p0, p1);
    assert_ne!(p0.key(), p1.key());
    // The same stones on another size: another key.
    let big = Position::from_setup(Rules::freestyle().with_size(19).unwrap(), &s).unwrap();
    assert_ne!(big.key(), freestyle.key());
    // A position is usable as a map key by content.
    let mut seen = HashSet::new();
    assert!(seen.insert(*a.position()));
    assert!(!seen.insert(*b.position()));
}

// ---------------------------------------------------------------------------------------
// Golden keys.

fn hex(v: &Value) -> u64 {
    u64::from_str_radix(v.as_str().expect("a hex string"), 16).expect("16 hex digits")
}

fn points(v: &Value) -> Vec<Point> {
    v.as_array()
        .expect("a list")
        .iter()
        .map(|p| p.as_str().expect("a point").parse().expect("a point"))
        .collect()
}

/// `tests/data/keys/keys.jsonl`: the key of every case set up and (if it has moves)
/// played, the keys of its images, its canonical symmetry and its stabiliser.
#[test]
fn golden_keys() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/keys/keys.jsonl");
    let text = std::fs::read_to_string(&path).expect("the golden keys");
    let mut cases = 0;
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let case: Value = serde_json::from_str(line).expect("a JSON line");
        let id = case["id"].as_str().expect("an id");
        let rules: Rules = case["rules"]
            .as_str()
            .expect("rules")
            .parse()
            .expect("rules");
        let setup = &case["setup"];
        let mut s = Setup::new().with_turn(setup["turn"].as_str().unwrap().parse().unwrap());
        for (color, name) in [(Color::Black, "black"), (Color::White, "white")] {
            for p in points(&setup[name]) {
                s = s.with_stone(p, color);
            }
            s.captures[color.index()] = setup["captures"][name].as_u64().unwrap() as u32;
        }
        let pos = Position::from_setup(rules, &s).expect("a valid setup");
        let key = hex(&case["key"]);
        assert_eq!(pos.key(), key, "{id}: set up");
        if let Some(moves) = case.get("moves") {
            let played =
                Game::from_moves(rules, points(moves).into_iter().map(Move::Place)).unwrap();
            assert_eq!(played.key(), key, "{id}: played");
            assert_eq!(played.position(), &pos, "{id}");
        }
        let images: Vec<u64> = case["images"].as_array().unwrap().iter().map(hex).collect();
        assert_eq!(pos.symmetric_keys().to_vec(), images, "{id}");
        for sym in Symmetry::ALL {
            assert_eq!(pos.transform(sym).key(), images[sym.index()], "{id} {sym}");
        }
        let (canonical, sym) = pos.canonical();
        assert_eq!(sym.name(), case["canonical"].as_str().unwrap(), "{id}");
        assert_eq!(canonical.key(), images[sym.index()]);
        let stabilizer: Vec<&str> = pos.stabilizer().iter().map(Symmetry::name).collect();
        let want: Vec<&str> = case["stabilizer"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap())
            .collect();
        assert_eq!(stabilizer, want, "{id}");
        cases += 1;
    }
    assert!(cases >= 11, "{cases} cases");
}

// ---------------------------------------------------------------------------------------
// Collisions.

/// Random position number `i`: a random size and rule set (a third with captures), then
/// 1 to 80 random moves played.
fn random_position(i: u64) -> Position {
    let mut rng = Rng::from_state(i.wrapping_mul(0xA076_1D64_78BD_642F));
    let size = MIN_SIZE + rng.below(u64::from(MAX_SIZE - MIN_SIZE + 1)) as u8;
    let rules = if rng.below(3) == 0 {
        Rules::pente().with_capture(Some(100)).unwrap()
    } else {
        Rules::freestyle()
    }
    .with_size(size.into())
    .unwrap();
    let mut pos = Position::new(rules);
    let moves = 1 + rng.below(80);
    let n = u64::from(size);
    for _ in 0..moves {
        if pos.is_game_over() {
            break;
        }
        for _ in 0..16 {
            let p = Point::new(rng.below(n) as u8, rng.below(n) as u8).unwrap();
            if pos.play_at(p).is_ok() {
                break;
            }
        }
    }
    pos
}

/// What makes a position distinct for the count: size, stones, turn, pairs.
fn content(pos: &Position) -> (u8, [PointSet; 2], Color, [u8; 2]) {
    (
        pos.size(),
        [*pos.stones(Color::Black), *pos.stones(Color::White)],
        pos.turn(),
        [
            pos.captured_pairs(Color::Black),
            pos.captured_pairs(Color::White),
        ],
    )
}

/// No two of more than 10^7 distinct random positions (of every size, with and without
/// captures) share a key. Counted exactly: the keys are sorted, and every position whose
/// key appears twice is generated again and compared by content (a short random game is
/// often reached twice: those are the same position, not a collision).
/// `scripts/test-long.sh` runs it; `GOMOKU_COLLISION_POSITIONS` sets another number of
/// positions (to try the test quickly), of which 100/106 must be distinct.
#[test]
#[ignore = "a few minutes in release: cargo test --release -p gomoku-referee-tests --test identity -- --ignored"]
fn no_collision_in_ten_million_positions() {
    let n: u64 = std::env::var("GOMOKU_COLLISION_POSITIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_600_000);
    let floor = n / 106 * 100;
    let mut keys: Vec<u64> = (0..n).map(|i| random_position(i).key()).collect();
    keys.sort_unstable();
    let repeated: HashSet<u64> = keys
        .windows(2)
        .filter(|w| w[0] == w[1])
        .map(|w| w[0])
        .collect();
    drop(keys);
    // For each repeated key: how many positions had it, and how many distinct contents.
    let mut by_key: HashMap<u64, (u64, HashSet<_>)> = HashMap::new();
    for i in 0..n {
        let pos = random_position(i);
        if repeated.contains(&pos.key()) {
            let entry = by_key.entry(pos.key()).or_default();
            entry.0 += 1;
            entry.1.insert(content(&pos));
        }
    }
    let collisions: usize = by_key.values().map(|(_, c)| c.len() - 1).sum();
    let repeats: u64 = by_key.values().map(|(n, c)| n - c.len() as u64).sum();
    let distinct = n - repeats;
    println!("{n} random positions, {distinct} distinct: {collisions} key collisions");
    assert!(distinct >= floor, "only {distinct} distinct positions");
    assert_eq!(collisions, 0);
}

// ---- openings through the symmetries, on odd and even boards ----

/// `count` fifth-move offers for `game`: legal points drawn by `rng`, none the image of
/// another under a symmetry that keeps the position.
fn offers_for(game: &Game, count: u8, rng: &mut Rng) -> PointSet {
    let pos = game.position();
    let mut candidates: Vec<Point> = pos.legal_moves().iter().collect();
    let mut offers: Vec<Point> = Vec::new();
    while offers.len() < usize::from(count) && !candidates.is_empty() {
        let p = candidates.swap_remove(rng.index(candidates.len()));
        // The core checks symmetry before the count: a shorter list is refused as
        // symmetric only when the new point is the image of an earlier one.
        offers.push(p);
        if matches!(
            game.clone().offer(&offers),
            Err(OpeningError::SymmetricOffer { .. })
        ) {
            offers.pop();
        }
    }
    offers.into_iter().collect()
}

/// A random walk through `opening` on a `size` board, one accepted action a step: every
/// game passed through, from the start to the end of the opening.
fn opening_walk(opening: Opening, size: u8, rng: &mut Rng) -> Vec<Game> {
    use OpeningAction::{Choose, Declare, Keep, Offer, Pick, Place, Swap};
    let rules = Rules::renju().with_size(u32::from(size)).unwrap();
    let mut game = Game::with_opening(rules, opening).unwrap();
    let mut games = vec![game.clone()];
    while let Some(e) = game.expected() {
        let places = || game.allowed_points().iter().map(Place);
        let candidates: Vec<OpeningAction> = match e.what {
            Expecting::Place { .. } => places().collect(),
            Expecting::Swap => vec![Swap, Keep],
            Expecting::ChooseColor => vec![Choose(Color::Black), Choose(Color::White)],
            Expecting::ChooseColorOrPlace { .. } => {
                let mut all: Vec<_> = places().collect();
                all.extend([Choose(Color::Black), Choose(Color::White)]);
                all
            }
            Expecting::Declare { max } => (1..=max).map(Declare).collect(),
            Expecting::Offer { count } => vec![Offer(offers_for(&game, count, rng))],
            Expecting::SwapOrOffer { count } => {
                vec![Swap, Keep, Offer(offers_for(&game, count, rng))]
            }
            Expecting::Pick => game
                .opening_state()
                .unwrap()
                .offers()
                .iter()
                .map(Pick)
                .collect(),
        };
        let action = candidates[rng.index(candidates.len())];
        game.act(action).unwrap_or_else(|e| panic!("{action}: {e}"));
        games.push(game.clone());
    }
    games
}

/// Every opening reads the same through every symmetry, at every step, on odd and even
/// boards: the transformed game expects the same action, allows the images of the same
/// points, and its history replays to it. (On an even board the symmetries move the
/// centre point: the areas are measured from the first stone, and the centre is any of
/// the four central points.)
#[test]
fn openings_read_the_same_through_every_symmetry() {
    // The suite's seed (fixed in the test command, fresh in scripts/test-long.sh).
    let mut rng = Rng::new(seed::seed());
    for size in [15, 16, 20] {
        for opening in Opening::ALL {
            for _ in 0..4 {
                for game in opening_walk(opening, size, &mut rng) {
                    let n = game.rules().size();
                    for s in Symmetry::ALL {
                        let turned = game.transform(s);
                        let what =
                            format!("{opening} on {size}, {s}: {:?}", game.opening_actions());
                        assert_eq!(turned.expected(), game.expected(), "{what}");
                        let images = s.apply_set(&game.allowed_points(), n);
                        assert_eq!(turned.allowed_points(), images, "{what}");
                        assert_eq!(
                            Game::from_history(&turned.history()).as_ref(),
                            Ok(&turned),
                            "{what}"
                        );
                    }
                }
            }
        }
    }
}
