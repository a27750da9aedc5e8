//! The C ABI of `gomoku-core` (work in progress).
