//! The command-line contract, run as the built binary.

mod armour;
mod check;
mod errors_in_words;
mod five_oaths;
mod help;
mod language;
mod report;
mod sim_ancalagon;
mod station_launcher;
