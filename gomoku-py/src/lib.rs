//! The Python module of `gomoku-core` (work in progress).
