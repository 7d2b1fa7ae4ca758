//! The item kinds on the Check panel: the order the marshal sees them in
//! and the key that picks each (`1`…`9`, `0`, then `Shift+1`…).

use armoury_rules::Ruleset;
use eframe::egui::Key;

/// The ruleset's kinds in the order the marshal sees them: by first mention
/// in the rules (the common weapons first), then the rest.
pub fn kind_order(ruleset: &Ruleset) -> Vec<String> {
    let mut kinds: Vec<String> = Vec::new();
    for rule in &ruleset.rules {
        for kind in &rule.kinds {
            if ruleset.kinds.contains_key(kind) && !kinds.contains(kind) {
                kinds.push(kind.clone());
            }
        }
    }
    for kind in ruleset.kinds.keys() {
        if !kinds.contains(kind) {
            kinds.push(kind.clone());
        }
    }
    kinds
}

/// The key label of the n-th kind (0-based): `1`…`9`, `0`, then `Shift+1`….
pub fn kind_key(n: usize) -> String {
    match n {
        0..9 => (n + 1).to_string(),
        9 => "0".into(),
        _ => format!("Shift+{}", n - 9),
    }
}

/// The number keys that pick the first ten kinds, in order.
pub(crate) const DIGITS: [Key; 10] = [
    Key::Num1,
    Key::Num2,
    Key::Num3,
    Key::Num4,
    Key::Num5,
    Key::Num6,
    Key::Num7,
    Key::Num8,
    Key::Num9,
    Key::Num0,
];

#[cfg(test)]
mod tests {
    use super::{kind_key, kind_order};
    use armoury_rules::shipped;

    #[test]
    fn the_first_ten_kinds_take_digits_and_the_rest_shift_digits() {
        assert_eq!(kind_key(8), "9");
        assert_eq!(kind_key(9), "0");
        assert_eq!(kind_key(10), "Shift+1");
    }

    #[test]
    fn the_bandage_kind_goes_last_on_shift_2() {
        let ruleset = shipped::load(shipped::DEFAULT_ID).unwrap();
        let order = kind_order(&ruleset);
        let n = order.iter().position(|k| k == "bandage").unwrap();
        assert_eq!(kind_key(n), "Shift+2", "a new kind goes last: {order:?}");
    }
}
