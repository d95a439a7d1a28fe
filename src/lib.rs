//! Backrank.
