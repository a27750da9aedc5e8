//! The VCF searches of the `analysis` benchmark's positions run once each, untimed: for
//! `valgrind --tool=callgrind`, whose instruction counts are repeatable on a loaded
//! machine (subtract a run of mode `none`, which makes the positions and searches nothing).
//!
//! ```text
//! cargo build --release -p gomoku-bench --example vcf_count
//! valgrind --tool=callgrind --callgrind-out-file=/dev/null \
//!     target/release/examples/vcf_count fast 500   # or shortest, or none
//! ```

use std::hint::black_box;

use gomoku_referee::{VcfLimits, VcfMode, VcfResult};

fn main() {
    let mut args = std::env::args().skip(1);
    let (mode, search) = match args.next().as_deref() {
        Some("shortest") => (VcfMode::Shortest, true),
        Some("none") => (VcfMode::Fast, false),
        _ => (VcfMode::Fast, true),
    };
    let count = args.next().map_or(500, |n| n.parse().expect("a count"));
    let limits = VcfLimits {
        mode,
        ..VcfLimits::default()
    };
    let (mut found, mut nodes) = (0, 0);
    for (pos, attacker) in gomoku_bench::vcf_positions(count) {
        if !search {
            continue;
        }
        let v = black_box(&pos)
            .vcf(attacker, &limits)
            .expect("renju, running");
        found += usize::from(matches!(v.result, VcfResult::Found(_)));
        nodes += v.nodes;
    }
    println!("{mode:?}: {count} positions, {found} with a VCF, {nodes} nodes");
}
