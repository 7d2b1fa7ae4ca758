//! The store on both backends (a SQLite file, a PostgreSQL server): roster
//! CSV, lookup, events and inspections; durability of the file; stations
//! sharing a server; a desk and the server parted by a silent network.

mod blackhole;
mod copy;
mod csv;
mod durability;
pub(crate) mod figures;
mod lookup;
mod photo_uploads;
mod stations;
mod store;
mod streamed_import;
mod tls;
mod walk_ins;
