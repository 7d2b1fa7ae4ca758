//! The Ancalagon (Estonia, 2011) in-play rules: hit points, armour points,
//! strikes, big stones, knock-outs, death, binding and tending wounds, the
//! healer, and a scenario-script engine for them.
//!
//! Pure: time is an input ([`crate::play::Time`]), never a clock.
//!
//! - [`class`]: [`Class`] (Warrior 2 HP, Healer 1 HP; Appendix 3).
//! - [`location`]: [`Location`] of a strike (neck, head, crotch are invalid)
//!   and [`Covered`], where body armour is worn.
//! - [`character`]: [`Character`] with its [`Armour`] award, hit points,
//!   [`Condition`] and [`Wounds`].
//! - [`event`]: [`Event`], everything that can happen to one character, and
//!   the effects on that character alone.
//! - [`timers`]: death after 10 minutes at 0 HP, waking after 5 minutes,
//!   regeneration of bound wounds, the 10-second killing count.
//! - [`healer`]: healing by touch (5 a scenario) and tending (a healer up
//!   to two characters).
//! - [`scene`]: [`Scene`], all characters and the time; applies events and
//!   fires timers in order.
//! - [`state`]: [`CharacterState`], a serialisable snapshot.
//! - [`engine`]: [`ScriptEngine`], the [`crate::play::Engine`] for
//!   `system ancalagon-2011` scripts.
//!
//! ```
//! use armoury_rules::ancalagon::{Armour, Character, Class, Covered, Event, Location, Scene};
//! use armoury_rules::play::Time;
//!
//! let armour = Armour::new(1, Covered::parse("torso").unwrap(), Some(1)).unwrap();
//! let mut scene = Scene::new();
//! scene.add(Character::new("Kalev", Class::Warrior).unwrap().with_armour(armour)).unwrap();
//! scene.advance_to(Time::from_secs(10));
//! for location in [Location::Torso, Location::Arms, Location::Torso] {
//!     scene.apply("Kalev", &Event::Strike(location)).unwrap();
//! }
//! let kalev = scene.character("Kalev").unwrap();
//! // Body point on the torso, then the helmet point, then a hit point.
//! assert_eq!((kalev.body_points(), kalev.helmet_points(), kalev.hit_points()), (0, 0, 1));
//! ```

pub mod character;
pub mod class;
pub mod class_rules;
pub mod engine;
pub mod event;
pub mod healer;
pub mod location;
pub mod scene;
pub mod state;
pub mod timers;

pub use character::{Armour, Character, CharacterError, Condition, DeathCause, Wounds};
pub use class::Class;
pub use engine::{EngineError, SYSTEM, ScriptEngine};
pub use event::{Event, Missile, StoneTarget};
pub use location::{Covered, Location};
pub use scene::{Scene, SceneError};
pub use state::CharacterState;
