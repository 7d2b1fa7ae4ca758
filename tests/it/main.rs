//! Armoury's integration tests, one test binary (linked once) with a module
//! per part of the source: `rules`, `devices`, `records`, `tags`, `issue`,
//! `offline_verify`, `cli`, `station`, `web` and `verifier_page`. Each module gates itself on the features it
//! needs (`#![cfg(feature = ...)]` at its top), so `cargo test` with any
//! feature set builds. Run one part with `cargo test --test it records::`.
//!
//! Tests that need a system service (CUPS, Chromium) are `#[ignore]`d with
//! the reason; `cargo test -- --include-ignored` runs them where installed.
// Tests may fail loudly: the crate's lints deny these in the library only.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

mod cli;
mod devices;
mod english_left;
mod issue;
mod offline_verify;
mod records;
mod rules;
mod station;
mod tags;
mod verifier_page;
mod web;
