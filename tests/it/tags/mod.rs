//! Tags and lammies: every template rendered, read back and verified; printing through CUPS.

mod cups;
mod offline_code;
mod render;
mod wine_print;
