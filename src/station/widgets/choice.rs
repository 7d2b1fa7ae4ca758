//! A drop-down choice that works from the keyboard, for materials and
//! armour slots.
//!
//! [`choice`] draws an egui `ComboBox` over a list of [`Choice`]s. Tab
//! reaches its button like any other field; while it has focus, ↑/↓ step
//! through the options without opening the list and typing a letter jumps
//! to the next option whose name starts with it, as desktop drop-downs do.
//! Enter or Space still opens the list for the mouse-minded. [`step`] is the
//! pure part: where a key moves the selection. With nothing chosen the
//! button says `crd-choose` (`station-cards.ftl`) in the station's language
//! ([`choice`]).

use std::hash::Hash;

use eframe::egui::{self, EventFilter, Key, Modifiers, RichText};

use armoury_l10n::L10n;

/// One option: the id it stores and what the marshal reads.
#[derive(Clone, Debug)]
pub struct Choice {
    pub id: String,
    pub text: RichText,
}

impl Choice {
    /// An option shown as plain `name`.
    pub fn plain(id: &str, name: &str) -> Choice {
        Choice {
            id: id.to_string(),
            text: RichText::new(name),
        }
    }
}

/// A key that moves a focused choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    Next,
    Previous,
    /// Jump to the next option (after the current one, wrapping) whose
    /// name starts with this letter, ignoring case.
    Letter(char),
}

/// The index a move selects among `names` from `current` (`None`: nothing
/// chosen); `None` when nothing matches.
pub fn step(names: &[&str], current: Option<usize>, moved: Move) -> Option<usize> {
    let count = names.len();
    if count == 0 {
        return None;
    }
    match moved {
        Move::Next => Some(current.map_or(0, |i| (i + 1).min(count - 1))),
        Move::Previous => Some(current.map_or(0, |i| i.saturating_sub(1))),
        Move::Letter(letter) => {
            let start = current.map_or(0, |i| i + 1);
            (0..count).map(|k| (start + k) % count).find(|&i| {
                names[i]
                    .chars()
                    .next()
                    .is_some_and(|c| c.to_lowercase().eq(letter.to_lowercase()))
            })
        }
    }
}

/// Draws the choice of `selected` among `options` (with `none`, if given,
/// as the label of choosing nothing; else `l`'s "choose…" while nothing is
/// chosen); returns the button's response, `changed()` when the selection
/// changed.
pub fn choice(
    ui: &mut egui::Ui,
    l: L10n,
    id_salt: impl Hash + std::fmt::Debug,
    selected: &mut Option<String>,
    options: &[Choice],
    none: Option<&str>,
    width: f32,
) -> egui::Response {
    // The values in the order the keys step through them.
    let mut values: Vec<(Option<&str>, String)> = Vec::new();
    if let Some(none) = none {
        values.push((None, none.to_string()));
    }
    values.extend(
        options
            .iter()
            .map(|o| (Some(o.id.as_str()), o.text.text().to_string())),
    );
    let shown = options
        .iter()
        .find(|o| Some(&o.id) == selected.as_ref())
        .map(|o| o.text.clone())
        .unwrap_or_else(|| {
            let text = none.map_or_else(|| l.text("crd-choose"), str::to_string);
            RichText::new(text).italics()
        });
    let before = selected.clone();
    let mut response = egui::ComboBox::from_id_salt(id_salt)
        .selected_text(shown)
        .width(width)
        .show_ui(ui, |ui| {
            if let Some(none) = none {
                ui.selectable_value(selected, None, none);
            }
            for option in options {
                ui.selectable_value(selected, Some(option.id.clone()), option.text.clone());
            }
        })
        .response;
    if response.gained_focus() {
        // The arrow keys are the choice's from the next frame on: run it now.
        ui.ctx().request_repaint();
    }
    if response.has_focus() {
        // Keep ↑/↓ for the choice instead of moving focus.
        ui.memory_mut(|m| {
            m.set_focus_lock_filter(
                response.id,
                EventFilter {
                    vertical_arrows: true,
                    ..Default::default()
                },
            );
        });
        if let Some(moved) = ui.input_mut(take_move) {
            let names: Vec<&str> = values.iter().map(|(_, name)| name.as_str()).collect();
            let current = values
                .iter()
                .position(|(id, _)| id.map(str::to_string) == *selected);
            if let Some(i) = step(&names, current, moved) {
                *selected = values[i].0.map(str::to_string);
            }
        }
    }
    if *selected != before {
        response.mark_changed();
    }
    response
}

/// Takes the first key that moves a choice out of this frame's input.
fn take_move(input: &mut egui::InputState) -> Option<Move> {
    if input.consume_key(Modifiers::NONE, Key::ArrowDown) {
        return Some(Move::Next);
    }
    if input.consume_key(Modifiers::NONE, Key::ArrowUp) {
        return Some(Move::Previous);
    }
    let mut letter = None;
    input.events.retain(|event| match event {
        egui::Event::Text(text) if letter.is_none() => {
            letter = text.chars().next().filter(|c| c.is_alphanumeric());
            letter.is_none()
        }
        _ => true,
    });
    letter.map(Move::Letter)
}

#[cfg(test)]
mod tests {
    use super::*;

    const NAMES: [&str; 4] = ["none", "Plastic", "Leather", "pvc"];

    #[test]
    fn arrows_step_and_stop_at_the_ends() {
        assert_eq!(step(&NAMES, None, Move::Next), Some(0));
        assert_eq!(step(&NAMES, Some(0), Move::Next), Some(1));
        assert_eq!(step(&NAMES, Some(3), Move::Next), Some(3));
        assert_eq!(step(&NAMES, Some(2), Move::Previous), Some(1));
        assert_eq!(step(&NAMES, Some(0), Move::Previous), Some(0));
        assert_eq!(step(&[], None, Move::Next), None);
    }

    #[test]
    fn a_letter_jumps_to_the_next_name_it_starts_and_wraps() {
        assert_eq!(step(&NAMES, None, Move::Letter('l')), Some(2));
        assert_eq!(step(&NAMES, Some(1), Move::Letter('P')), Some(3));
        assert_eq!(step(&NAMES, Some(3), Move::Letter('p')), Some(1));
        assert_eq!(step(&NAMES, Some(1), Move::Letter('x')), None);
    }
}
