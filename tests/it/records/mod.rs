//! The store on real SQLite files: roster CSV, durability, lookup, events and inspections.

mod csv;
mod durability;
mod lookup;
mod store;
