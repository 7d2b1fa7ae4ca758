//! The `armoury` binary: parses the command line and runs a subcommand.
fn main() {
    println!("armoury");
}
