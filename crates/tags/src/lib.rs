//! Tags and lammies: templates -> PDF pages, QR codes, signing, printing.
//!
//! Approval ends in something physical: a tag on the weapon, a lammie (item
//! card) for a magic item, an armour card for a character; a refusal ends in
//! a fail slip listing what to fix. The pieces, in the order data flows
//! through them:
//!
//! - [`content`]: what goes on the paper — [`TagContent`], [`LammieContent`],
//!   [`ArmourCardContent`], [`FailSlipContent`], plain data the records layer
//!   (or [`content_file`], for the command line) fills in.
//! - [`template`]: layouts as data (TOML), validated on load; [`builtin`]
//!   holds the shipped templates, their logo and the embedded font.
//! - [`binding`]: `{name}` references and `when` conditions in templates.
//! - [`signing`]: the verification string in each QR code
//!   (`ARM1:K:EVENT:ID:SIG`, HMAC-SHA256 with the per-event key) and its
//!   check; [`offline`]: the `ARM2` string a referee checks with the
//!   event's public key alone (Ed25519), and [`Signer`], which makes
//!   either for a label.
//! - [`font`]: glyph metrics, wrapping and shrink-to-fit; [`qr`]: QR
//!   modules as vector runs; [`layout`]: one label -> printpdf ops;
//!   [`warnings`]: printpdf's warnings as errors. The application's referee
//!   card draws with them too; their errors are re-exported here
//!   ([`FontError`], [`QrError`], [`LayoutError`]).
//! - [`render()`]: a batch -> one PDF (sheets, rolls, one label per page);
//!   any printpdf warning is an error (`warnings`).
//! - [`spool`]: the PDF to the system spooler at the label's size: CUPS
//!   `lp`, or on Windows the pages rendered (hayro) and drawn through GDI
//!   (`armoury-winprint`, the workspace's only `unsafe` code); and the list
//!   of printers ([`spool::printers()`]).
//!
//! **May depend on** [`armoury_rules`] and the PDF, font, QR and signing
//! crates (on Windows also `hayro` and `armoury-winprint`, to print);
//! **must not** depend on the records, devices or a front end (what
//! the records say reaches a tag through `armoury-issuing`). It uses
//! [`armoury_rules`] for its unit types, and [`armoury_rules::source`]
//! to read template and content files (every refusal an `InputError`
//! naming file, line, key and value).
//!
//! Inside `tags` the imports run one way: `signing`, `binding`, `builtin`,
//! `qr`, `warnings` and `spool` import nothing of `tags`; `content` uses
//! `signing`; `content_file` uses `content`, `signing`; `font` uses
//! `builtin`; `template` uses `binding`, `builtin`, `content`, `warnings`;
//! `layout` uses `binding`, `content`, `font`, `qr`, `signing`, `template`;
//! `render` uses `content`, `font`, `layout`, `template`, `warnings`.

pub mod binding;
pub mod builtin;
pub mod content;
pub mod content_file;
pub mod document;
pub mod font;
pub mod layout;
pub mod offline;
pub mod qr;
pub mod render;
pub mod signer;
pub mod signing;
pub mod spool;
pub mod template;
pub mod warnings;

pub use content::{
    ArmourCardContent, CardPhoto, Content, ContentKind, FailReason, FailSlipContent, FailVerdict,
    LammieContent, LammieWords, TagContent,
};
pub use font::FontError;
pub use layout::LayoutError;
pub use offline::{EventKeyPair, PublicKey};
pub use qr::QrError;
pub use render::{RenderError, Rendered, render};
pub use signer::Signer;
pub use signing::{Covers, Signed, VerifyError, sign, verify};
pub use template::{Template, TemplateError};
