//! The worker threads of a `VectorEnv` (vector.rs): threads kept for the environment's
//! life that work through each call's blocks of games together with the calling thread.
//!
//! A call (`step`, `sample`, `bot_actions`) holds 50–500 µs of work at the usual sizes, and
//! comes right after the previous one in a training loop. A pool whose idle workers go to
//! sleep at once (rayon's, which the environment used before) pays a wake-up per call, and
//! its calling thread, not being one of its workers, blocks until they are done: a second
//! wake-up. On a virtual machine each took 25–50 µs, which ate the gain of a second thread
//! at 1024 games (CHANGELOG, issue 26). Here:
//!
//! - a worker that finishes a job spins (a few microseconds, then yielding between looks)
//!   for [`SPIN`] before it parks, so that back-to-back calls find it awake; an environment
//!   left idle longer costs no CPU, and dropping it ends (joins) its threads;
//! - each thread (the calling thread too) has a home range of the call's blocks, the same
//!   from call to call, so that a game's data stays in the cache of the core that steps it;
//!   it takes its own blocks from the front, and when they are done takes the others'
//!   from the back. A worker that wakes late (or that the system does not run) leaves its
//!   blocks to the others instead of holding up the call, and the calling thread waits
//!   only for the blocks already under way.
//!
//! Which thread runs which block changes nothing: each block is its own games and rows.
//!
//! The protocol, on one atomic word `state` (a job number, a flag "open", the number of
//! workers inside the job): the caller stores the job (a pointer to a closure on its stack),
//! opens a new job number, wakes the parked workers and runs the job itself; a worker joins
//! only an open job, by incrementing the count, and leaves by decrementing it; the caller
//! closes the job once the blocks are all taken, then waits until the count is zero. So no
//! worker touches the job once `run` returns, and the job may borrow the caller's data.

use std::any::Any;
use std::cell::UnsafeCell;
use std::panic::{self, AssertUnwindSafe};
use std::ptr::NonNull;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::{self, JoinHandle, Thread};
use std::time::{Duration, Instant};

/// How long a worker that has no job spins before it parks, and how long the calling
/// thread spins for the workers' last blocks before it parks.
pub const SPIN: Duration = Duration::from_micros(200);

/// Looks before the waits of [`spin_until`] begin to yield (a few microseconds).
const SPIN_LOOPS: u32 = 1000;

/// `state`: the job is open (workers may join it).
const OPEN: u64 = 1 << 31;
/// `state`: the number of workers inside the job.
const INSIDE: u64 = OPEN - 1;
/// `state`: the job number is the high 32 bits.
const JOB_SHIFT: u32 = 32;

/// A job: the closure that every thread of a call runs with its number (it takes blocks
/// until none is left), its lifetime erased (see [`run_job`]).
type Job = NonNull<dyn Fn(usize) + Sync + 'static>;

/// The blocks of a call that one thread has still to take: the first in the high 32 bits,
/// the end in the low 32 bits. Aligned to keep the threads' ranges on cache lines of
/// their own.
#[repr(align(128))]
struct Range(AtomicU64);

impl Range {
    fn set(&self, start: usize, end: usize) {
        self.0
            .store(((start as u64) << 32) | end as u64, Ordering::Relaxed);
    }

    /// Takes the first block (the owner's way) or the last (the others'): each block is
    /// taken once, by whichever compare-exchange wins it.
    fn take(&self, first: bool) -> Option<usize> {
        let mut v = self.0.load(Ordering::Relaxed);
        loop {
            let (start, end) = (v >> 32, v & u64::from(u32::MAX));
            if start >= end {
                return None;
            }
            let (next, taken) = if first {
                (v + (1 << 32), start)
            } else {
                (v - 1, end - 1)
            };
            match self
                .0
                .compare_exchange_weak(v, next, Ordering::Relaxed, Ordering::Relaxed)
            {
                Ok(_) => return Some(taken as usize),
                Err(now) => v = now,
            }
        }
    }
}

/// What the calling thread and the workers share.
struct Shared {
    /// The job number, `OPEN`, and the number of workers inside (`INSIDE`).
    state: AtomicU64,
    /// The current job: written by the caller only while no worker can be inside (the
    /// job closed and the count zero), read by a worker only while it is inside.
    job: UnsafeCell<Option<Job>>,
    /// Set when the workers are to end.
    stop: AtomicBool,
    /// Per worker: it is parked, or about to park (the caller then unparks it).
    parked: Box<[AtomicBool]>,
    /// Per thread (the caller first, then the workers): its blocks of the current job,
    /// set by the caller before it opens the job.
    ranges: Box<[Range]>,
    /// The calling thread while it is parked, waiting for the workers' last blocks.
    caller: Mutex<Option<Thread>>,
    caller_parked: AtomicBool,
    /// The first panic of a worker's block in the current call (the caller resumes it).
    panic: Mutex<Option<Box<dyn Any + Send>>>,
}

// SAFETY: `job` is the only field that is not `Sync`; the protocol above makes its writes
// (by the caller) and reads (by the workers inside the job) happen-before one another
// through `state`, and the closure it points to is `Sync`.
unsafe impl Sync for Shared {}
// SAFETY: as above; the pointer is only dereferenced under that protocol.
unsafe impl Send for Shared {}

/// A set of worker threads that run jobs together with the calling thread. (The module
/// is private, so the example is not run as a doc test; the unit tests below do the same.)
///
/// ```ignore
/// let mut workers = Workers::new(1).unwrap();
/// let mut out = vec![0u64; 1000];
/// workers.run(out.chunks_mut(100).enumerate(), |(c, chunk)| chunk.fill(c as u64));
/// assert_eq!(out[999], 9);
/// ```
pub struct Workers {
    shared: Arc<Shared>,
    threads: Vec<JoinHandle<()>>,
}

impl Workers {
    /// Starts `count` workers (named `gomoku-vector-K`), or as many as the system lets
    /// start; `None` if it starts none.
    pub fn new(count: usize) -> Option<Workers> {
        let shared = Arc::new(Shared {
            state: AtomicU64::new(0),
            job: UnsafeCell::new(None),
            stop: AtomicBool::new(false),
            parked: (0..count).map(|_| AtomicBool::new(false)).collect(),
            ranges: (0..=count).map(|_| Range(AtomicU64::new(0))).collect(),
            caller: Mutex::new(None),
            caller_parked: AtomicBool::new(false),
            panic: Mutex::new(None),
        });
        let mut threads = Vec::with_capacity(count);
        for k in 0..count {
            let s = Arc::clone(&shared);
            match thread::Builder::new()
                .name(format!("gomoku-vector-{k}"))
                .spawn(move || work(&s, k))
            {
                Ok(t) => threads.push(t),
                Err(_) => break,
            }
        }
        (!threads.is_empty()).then_some(Workers { shared, threads })
    }

    /// The number of workers (besides the calling thread).
    pub fn count(&self) -> usize {
        self.threads.len()
    }

    /// Calls `f` on every item of `items`, on the calling thread and on the workers that
    /// are free, each item once; returns when all are done. The items are dealt in order
    /// into one home range per thread (the calling thread's first). A panic of `f` is
    /// resumed here once every thread has left the job.
    pub fn run<T, F>(&mut self, items: impl IntoIterator<Item = T>, f: F)
    where
        T: Send,
        F: Fn(T) + Sync,
    {
        // A lock per item, each taken once (by the thread that won the item in `Range`):
        // never waited for.
        let items: Vec<Mutex<Option<T>>> = items.into_iter().map(|t| Mutex::new(Some(t))).collect();
        let n = items.len();
        assert!(n <= u32::MAX as usize, "too many blocks");
        let Workers { shared, threads } = self;
        let ranges = &shared.ranges[..=threads.len()];
        let parts = ranges.len();
        for (t, range) in ranges.iter().enumerate() {
            range.set(t * n / parts, (t + 1) * n / parts);
        }
        let job = |me: usize| {
            let one = |i: usize| {
                let item = items[i]
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner)
                    .take();
                if let Some(item) = item {
                    f(item);
                }
            };
            while let Some(i) = ranges[me].take(true) {
                one(i);
            }
            for d in 1..parts {
                while let Some(i) = ranges[(me + d) % parts].take(false) {
                    one(i);
                }
            }
        };
        run_job(shared, threads, &job);
    }
}

/// Runs `job` on the calling thread (as thread 0) and on the workers that join it (as
/// threads 1..): see the protocol in the module's documentation.
fn run_job(shared: &Shared, threads: &[JoinHandle<()>], job: &(dyn Fn(usize) + Sync + '_)) {
    // SAFETY: only the lifetime is changed. The pointer is dereferenced by workers inside
    // the job, and `Close` below (dropped on return and on unwind) closes the job and
    // waits until no worker is inside before this function ends, so never after `job` is
    // gone.
    let erased: Job = unsafe { std::mem::transmute(NonNull::from(job)) };
    // SAFETY: no worker is inside a job (the last call waited for them, and `Workers::run`
    // takes `&mut self`: no concurrent call), and none can join: the job is closed.
    unsafe { *shared.job.get() = Some(erased) };
    // A panic left by a call that the caller's own panic ended.
    shared
        .panic
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .take();
    let number = (shared.state.load(Ordering::Relaxed) >> JOB_SHIFT).wrapping_add(1);
    // SeqCst: against a worker that marks itself parked and then reads `state`. (Also
    // publishes the ranges: a worker joins with an acquiring compare-exchange.)
    shared
        .state
        .store((number << JOB_SHIFT) | OPEN, Ordering::SeqCst);
    for (k, t) in threads.iter().enumerate() {
        if shared.parked[k].load(Ordering::SeqCst) {
            t.thread().unpark();
        }
    }
    let close = Close(shared);
    job(0);
    drop(close);
    let panicked = shared
        .panic
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .take();
    if let Some(payload) = panicked {
        panic::resume_unwind(payload);
    }
}

/// Closes the job and waits until no worker is inside it (on return and on unwind).
struct Close<'a>(&'a Shared);

impl Drop for Close<'_> {
    fn drop(&mut self) {
        let shared = self.0;
        let was = shared.state.fetch_and(!OPEN, Ordering::SeqCst);
        let done = || shared.state.load(Ordering::Acquire) & INSIDE == 0;
        if was & INSIDE != 0 && !spin_until(done) {
            // Long: a worker's block is big, or the system does not run the worker.
            *shared.caller.lock().unwrap_or_else(PoisonError::into_inner) = Some(thread::current());
            shared.caller_parked.store(true, Ordering::SeqCst);
            while shared.state.load(Ordering::SeqCst) & INSIDE != 0 {
                thread::park();
            }
            shared.caller_parked.store(false, Ordering::Relaxed);
        }
        // SAFETY: the job is closed and no worker is inside.
        unsafe { *shared.job.get() = None };
    }
}

impl Drop for Workers {
    /// Ends the workers and waits for them (they are between jobs: `run` has returned).
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::SeqCst);
        for t in &self.threads {
            t.thread().unpark();
        }
        for t in self.threads.drain(..) {
            let _ = t.join();
        }
    }
}

/// A worker's loop: wait for a job number it has not seen, join the job if it is still
/// open, run it, leave.
fn work(shared: &Shared, k: usize) {
    let mut seen = 0;
    while wait_for_job(shared, k, seen) {
        let mut state = shared.state.load(Ordering::Acquire);
        let joined = loop {
            if state & OPEN == 0 {
                break false;
            }
            match shared.state.compare_exchange_weak(
                state,
                state + 1,
                Ordering::Acquire,
                Ordering::Acquire,
            ) {
                Ok(_) => break true,
                Err(now) => state = now,
            }
        };
        seen = state >> JOB_SHIFT;
        if !joined {
            continue;
        }
        // SAFETY: inside the job (joined while open), so the pointer is set and its
        // closure lives until this worker leaves (`Close` waits for it).
        let job = unsafe {
            (*shared.job.get())
                .unwrap_or_else(|| unreachable!())
                .as_ref()
        };
        if let Err(payload) = panic::catch_unwind(AssertUnwindSafe(|| job(k + 1))) {
            shared
                .panic
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .get_or_insert(payload);
        }
        // Leaving: the job is not touched after this.
        let was = shared.state.fetch_sub(1, Ordering::SeqCst);
        // The last one out of a closed job wakes the caller if it parked (SeqCst: against
        // the caller, which marks itself parked and then reads `state`).
        if was & OPEN == 0 && was & INSIDE == 1 && shared.caller_parked.load(Ordering::SeqCst) {
            if let Some(caller) = &*shared.caller.lock().unwrap_or_else(PoisonError::into_inner) {
                caller.unpark();
            }
        }
    }
}

/// Waits until the job number is not `seen` (true) or the workers are to end (false):
/// spins (and yields) for [`SPIN`], then parks.
fn wait_for_job(shared: &Shared, k: usize, seen: u64) -> bool {
    let new_job = |order| shared.state.load(order) >> JOB_SHIFT != seen;
    let stop_or_job = || shared.stop.load(Ordering::Relaxed) || new_job(Ordering::Relaxed);
    if spin_until(stop_or_job) {
        return !shared.stop.load(Ordering::Relaxed);
    }
    loop {
        shared.parked[k].store(true, Ordering::SeqCst);
        let stop = shared.stop.load(Ordering::SeqCst);
        if stop || new_job(Ordering::SeqCst) {
            shared.parked[k].store(false, Ordering::Relaxed);
            return !stop;
        }
        thread::park();
    }
}

/// Waits for `done` for at most [`SPIN`]: true if it came. Spins a little, then yields
/// between the looks, so that on a machine with more runnable threads than cores the
/// thread waited for (or anything else) can run in the meantime.
fn spin_until(mut done: impl FnMut() -> bool) -> bool {
    for _ in 0..SPIN_LOOPS {
        if done() {
            return true;
        }
        std::hint::spin_loop();
    }
    let start = Instant::now();
    loop {
        if done() {
            return true;
        }
        if start.elapsed() > SPIN {
            return false;
        }
        thread::yield_now();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;

    #[test]
    fn every_item_once_on_any_thread() {
        let mut w = Workers::new(3).unwrap();
        for round in 0..2000u64 {
            let mut out = vec![0u64; 257];
            w.run(out.chunks_mut(7).enumerate(), |(c, chunk)| {
                for (i, x) in chunk.iter_mut().enumerate() {
                    *x += (c * 7 + i) as u64 + round;
                }
            });
            assert!(out.iter().enumerate().all(|(i, &x)| x == i as u64 + round));
            if round % 500 == 0 {
                // Long enough for the workers to park.
                thread::sleep(SPIN * 5);
            }
        }
    }

    #[test]
    fn a_panic_is_resumed_after_every_thread_left() {
        let mut w = Workers::new(2).unwrap();
        let done = AtomicUsize::new(0);
        let r = panic::catch_unwind(AssertUnwindSafe(|| {
            w.run(0..64, |i| {
                if i == 5 {
                    panic!("block 5");
                }
                thread::sleep(Duration::from_micros(50));
                done.fetch_add(1, Ordering::Relaxed);
            });
        }));
        assert!(r.is_err());
        assert_eq!(done.load(Ordering::Relaxed), 63);
        // The workers go on.
        let total = AtomicUsize::new(0);
        w.run(0..100usize, |i| {
            total.fetch_add(i, Ordering::Relaxed);
        });
        assert_eq!(total.load(Ordering::Relaxed), 4950);
    }

    #[test]
    fn dropping_ends_the_workers() {
        let w = Workers::new(2).unwrap();
        assert_eq!(w.count(), 2);
        let alive = Arc::clone(&w.shared);
        drop(w);
        // The workers held the other references.
        assert_eq!(Arc::strong_count(&alive), 1);
    }
}
