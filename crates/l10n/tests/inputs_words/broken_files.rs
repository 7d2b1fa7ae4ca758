//! The broken files `inputs_words` feeds the rules core's readers: rules,
//! item and armour files, each with the message id its refusal must have.

/// A small ruleset with every section a refusal can be about.
pub(super) const MINI: &str = r#"[ruleset]
id = "mini"
name = "Mini"
version = "1"
effective = "2024-01-01"
source = "test"

[kinds.sword]
name = "Sword"
categories = "len"

[kinds.shield]
name = "Shield"

[measures]
length = { name = "length", dimension = "length", show = "cm" }
weight = { name = "weight", dimension = "mass", show = "g" }

[flags]
stopper = "has a stopper"

[parts.core]
name = "core"
clause = "c"
materials = [{ id = "pvc", name = "PVC" }, { id = "wood", name = "wood" }]

[categories.len]
clause = "c"
measure = "length"
entries = [
  { id = "short", name = "short", up_to = "100 cm" },
  { id = "long", name = "long", above = "100 cm", below = "200 cm" },
]

[[rule]]
id = "sword.weight"
clause = "c1"
text = "light"
kinds = ["sword"]
check = "at-most"
measure = "weight"
limit = "1 lb"
"#;

/// An `[armour]` section of the points method.
pub(super) const POINTS: &str = r#"
[armour]
method = "points"
clause = "c"
text = "t"
materials = [{ id = "leather", name = "leather" }, { id = "plate", name = "plate" }]
slots = [{ id = "torso", name = "torso", part = "body" }, { id = "helmet", name = "helmet", part = "helmet", max = 1 }]
body = { combine = "mean-round-up", clause = "c" }

[[armour.requirement]]
id = "min.leather"
clause = "c"
text = "t"
materials = ["leather"]
check = "at-least"
measure = "thickness"
limit = "2 mm"

[[armour.table]]
id = "points.leather"
clause = "c"
part = "body"
material = "leather"
measure = "thickness"
bands = [{ from = "2 mm", below = "4 mm", points = 1 }, { from = "4 mm", points = 2, provisional = true, provenance = "guess" }]
"#;

/// An `[armour]` section of the classes method.
const CLASSES: &str = r#"
[armour]
method = "classes"
clause = "c"
text = "t"
locations = ["head", "torso"]
materials = [{ id = "mail", name = "mail", classes = ["heavy"] }]

[[armour.class]]
id = "heavy"
name = "heavy armour"
clause = "c"
feat = "Heavy Armour"
hits = 2
"#;

/// One rule after the small ruleset's, with the fields every rule has.
fn with_rule(body: &str) -> String {
    format!("{MINI}\n[[rule]]\nclause = \"c\"\ntext = \"t\"\n{body}\n")
}

/// `text` with `from` (which must be there) replaced once by `to`.
fn edit(text: &str, from: &str, to: &str) -> String {
    assert!(text.contains(from), "`{from}` is not in the text");
    text.replacen(from, to, 1)
}

/// Broken rules files, each with the message id its refusal should have.
pub(super) fn rules_files() -> Vec<(&'static str, String)> {
    let points = format!("{MINI}{POINTS}");
    let classes = format!("{MINI}{CLASSES}");
    let rule = |id: &str, body: &str| format!("id = \"{id}\"\nkinds = [\"sword\"]\n{body}");
    let stopper = "check = \"yes\"\nflag = \"stopper\"";
    let dual = "\n[dual_wield]\nid = \"dual\"\nclause = \"c\"\ntext = \"t\"\npairs = [{ categories = [\"short\", \"huge\"] }]\n";
    vec![
        ("inp-id", edit(MINI, "id = \"mini\"", "id = \"Mini Set\"")),
        ("inp-effective-date", edit(MINI, "2024-01-01", "2024-13-01")),
        (
            "inp-unknown-unit",
            edit(MINI, "show = \"cm\"", "show = \"furlong\""),
        ),
        (
            "inp-unit-does-not-measure",
            edit(MINI, "show = \"g\"", "show = \"cm\""),
        ),
        (
            "inp-material-name-empty",
            edit(MINI, "name = \"wood\"", "name = \" \""),
        ),
        (
            "inp-material-name-twice",
            edit(MINI, "name = \"wood\"", "name = \"pvc\""),
        ),
        (
            "inp-no-such-measure",
            edit(
                MINI,
                "measure = \"length\"\nentries",
                "measure = \"girth\"\nentries",
            ),
        ),
        (
            "inp-kind-id",
            edit(MINI, "[kinds.shield]", "[kinds.Shield]"),
        ),
        (
            "inp-no-such-category-set",
            edit(MINI, "categories = \"len\"", "categories = \"lengths\""),
        ),
        (
            "inp-interpretation-id",
            format!(
                "{MINI}\n[[interpretation]]\nid = \"Our Reading\"\nclause = \"c\"\ntext = \"t\"\n"
            ),
        ),
        (
            "inp-duplicate-rule-id",
            with_rule(&rule("sword.weight", stopper)),
        ),
        ("inp-rule-id", with_rule(&rule("Sword Stopper", stopper))),
        (
            "inp-rule-kinds",
            with_rule(&format!("id = \"x\"\nkinds = []\n{stopper}")),
        ),
        (
            "inp-no-such-kind",
            with_rule(&format!("id = \"x\"\nkinds = [\"axe\"]\n{stopper}")),
        ),
        (
            "inp-no-such-flag",
            with_rule(&rule("x", &format!("{stopper}\nwhen = \"wet\""))),
        ),
        (
            "inp-category-not-of-every-kind",
            with_rule(&rule("x", &format!("{stopper}\ncategory = \"huge\""))),
        ),
        (
            "inp-check-needs",
            with_rule(&rule("x", "check = \"at-most\"\nmeasure = \"weight\"")),
        ),
        (
            "inp-check-takes-no",
            with_rule(&rule("x", &format!("{stopper}\nlimit = \"3 g\""))),
        ),
        (
            "inp-no-such-part",
            with_rule(&rule("x", "check = \"material\"\npart = \"blade\"")),
        ),
        (
            "inp-category-check-kinds",
            with_rule("id = \"x\"\nkinds = [\"shield\"]\ncheck = \"category\""),
        ),
        (
            "inp-capability-grants",
            with_rule(&rule("x", &format!("{stopper}\neffect = \"capability\""))),
        ),
        (
            "inp-only-capability-grants",
            with_rule(&rule("x", &format!("{stopper}\ngrants = \"shield-bash\""))),
        ),
        (
            "inp-no-number",
            edit(MINI, "up_to = \"100 cm\"", "up_to = \"heavy\""),
        ),
        (
            "inp-formula-measure",
            with_rule(&rule(
                "x",
                "check = \"at-most\"\nmeasure = \"weight\"\nlimit = \"heavy\"",
            )),
        ),
        (
            "inp-formula-ends",
            with_rule(&rule(
                "x",
                "check = \"at-most\"\nmeasure = \"length\"\nlimit = \"max(12 in,\"",
            )),
        ),
        (
            "inp-formula-syntax",
            with_rule(&rule(
                "x",
                "check = \"at-most\"\nmeasure = \"length\"\nlimit = \"length / 3)\"",
            )),
        ),
        (
            "inp-formula-function",
            with_rule(&rule(
                "x",
                "check = \"at-most\"\nmeasure = \"length\"\nlimit = \"avg(length, 3 in)\"",
            )),
        ),
        (
            "inp-formula-dimension",
            with_rule(&rule(
                "x",
                "check = \"at-most\"\nmeasure = \"length\"\nlimit = \"weight / 2\"",
            )),
        ),
        (
            "inp-neighbour-kind",
            edit(
                MINI,
                "name = \"Shield\"",
                "name = \"Shield\"\nneighbours = [\"axe\"]",
            ),
        ),
        (
            "inp-no-unit",
            with_rule(&rule(
                "x",
                "check = \"at-most\"\nmeasure = \"weight\"\nlimit = \"30\"",
            )),
        ),
        (
            "inp-negative-limit",
            with_rule(&rule(
                "x",
                "check = \"at-most\"\nmeasure = \"weight\"\nlimit = \"-3 g\"",
            )),
        ),
        (
            "inp-unit-measures-not",
            with_rule(&rule(
                "x",
                "check = \"at-most\"\nmeasure = \"weight\"\nlimit = \"3 cm\"",
            )),
        ),
        (
            "inp-provisional-needs-provenance",
            with_rule(&rule("x", &format!("{stopper}\nprovisional = true"))),
        ),
        (
            "inp-provenance-only-provisional",
            with_rule(&rule("x", &format!("{stopper}\nprovenance = \"a guess\""))),
        ),
        (
            "inp-one-bound-each",
            edit(
                MINI,
                "up_to = \"100 cm\"",
                "up_to = \"100 cm\", below = \"90 cm\"",
            ),
        ),
        (
            "inp-lower-below-upper",
            edit(MINI, "above = \"100 cm\"", "above = \"300 cm\""),
        ),
        (
            "inp-overlaps-category",
            edit(MINI, "above = \"100 cm\"", "from = \"100 cm\""),
        ),
        ("inp-no-such-category", format!("{MINI}{dual}")),
        (
            "inp-translation-language",
            format!("{MINI}\n[translations.en]\nname = \"Mini\"\n"),
        ),
        (
            "inp-translation-nothing-to-translate",
            format!("{MINI}\n[translations.et]\nkinds = {{ axe = \"kirves\" }}\n"),
        ),
        (
            "inp-translation-empty",
            format!("{MINI}\n[translations.et]\nkinds = {{ sword = \" \" }}\n"),
        ),
        (
            "inp-translation-no-dual-wield",
            format!("{MINI}\n[translations.et]\ndual_wield = \"kaks relva\"\n"),
        ),
        (
            "inp-translation-no-armour",
            format!("{MINI}\n[translations.et]\narmour = \"turvis\"\n"),
        ),
        (
            "inp-translation-no-safety",
            format!("{points}\n[translations.et]\nsafety = \"ohutu\"\n"),
        ),
        (
            "inp-translation-no-restore",
            format!("{points}\n[translations.et]\nrestore = \"taastub\"\n"),
        ),
        (
            "inp-armour-method",
            edit(&points, "method = \"points\"", "method = \"magic\""),
        ),
        (
            "inp-method-takes-no",
            edit(
                &points,
                "text = \"t\"\nmaterials",
                "text = \"t\"\nlocations = [\"head\"]\nmaterials",
            ),
        ),
        (
            "inp-points-needs-body",
            edit(
                &points,
                "body = { combine = \"mean-round-up\", clause = \"c\" }\n",
                "",
            ),
        ),
        (
            "inp-armour-combine",
            edit(
                &points,
                "combine = \"mean-round-up\"",
                "combine = \"median\"",
            ),
        ),
        (
            "inp-duplicate-requirement-id",
            edit(
                &points,
                "[[armour.table]]",
                "[[armour.requirement]]\nid = \"min.leather\"\nclause = \"c\"\ntext = \"t\"\nmaterials = [\"plate\"]\ncheck = \"at-least\"\nmeasure = \"thickness\"\nlimit = \"1 mm\"\n\n[[armour.table]]",
            ),
        ),
        (
            "inp-table-clash",
            format!(
                "{points}\n[[armour.table]]\nid = \"points.leather.again\"\nclause = \"c\"\npart = \"body\"\nmaterial = \"leather\"\nmeasure = \"thickness\"\nbands = [{{ from = \"2 mm\", points = 1 }}]\n"
            ),
        ),
        (
            "inp-dotted-id",
            edit(&points, "id = \"min.leather\"", "id = \"Min Leather\""),
        ),
        (
            "inp-armour-material-id",
            edit(&points, "{ id = \"plate\"", "{ id = \"Plate\""),
        ),
        (
            "inp-armour-material-name",
            edit(&points, "name = \"plate\"", "name = \"Leather\""),
        ),
        (
            "inp-material-classes",
            edit(
                &points,
                "name = \"plate\"",
                "name = \"plate\", classes = []",
            ),
        ),
        (
            "inp-no-armour-materials",
            edit(
                &points,
                "materials = [{ id = \"leather\", name = \"leather\" }, { id = \"plate\", name = \"plate\" }]",
                "materials = []",
            ),
        ),
        (
            "inp-armour-part",
            edit(&points, "part = \"helmet\"", "part = \"head\""),
        ),
        (
            "inp-points-needs-slots",
            edit(
                &points,
                "slots = [{ id = \"torso\", name = \"torso\", part = \"body\" }, { id = \"helmet\", name = \"helmet\", part = \"helmet\", max = 1 }]",
                "slots = []",
            ),
        ),
        (
            "inp-slot-id",
            edit(&points, "{ id = \"torso\"", "{ id = \"Torso\""),
        ),
        ("inp-slot-max", edit(&points, "max = 1", "max = 0")),
        (
            "inp-requirement-materials",
            edit(&points, "materials = [\"leather\"]", "materials = []"),
        ),
        (
            "inp-no-such-armour-material",
            edit(
                &points,
                "materials = [\"leather\"]",
                "materials = [\"mithril\"]",
            ),
        ),
        (
            "inp-piece-measure",
            edit(
                &points,
                "measure = \"thickness\"\nlimit",
                "measure = \"colour\"\nlimit",
            ),
        ),
        (
            "inp-comparison-takes",
            edit(
                &points,
                "measure = \"thickness\"\nlimit",
                "measure = \"weave\"\nlimit",
            ),
        ),
        (
            "inp-one-of-takes",
            edit(&points, "check = \"at-least\"", "check = \"one-of\""),
        ),
        (
            "inp-table-measure",
            edit(
                &points,
                "measure = \"thickness\"\nbands",
                "measure = \"weave\"\nbands",
            ),
        ),
        (
            "inp-table-bands",
            edit(
                &points,
                "bands = [{ from = \"2 mm\", below = \"4 mm\", points = 1 }, { from = \"4 mm\", points = 2, provisional = true, provenance = \"guess\" }]",
                "bands = []",
            ),
        ),
        (
            "inp-overlaps-band",
            edit(
                &points,
                "{ from = \"4 mm\", points",
                "{ from = \"3 mm\", points",
            ),
        ),
        (
            "inp-no-such-class",
            edit(&classes, "classes = [\"heavy\"]", "classes = [\"medium\"]"),
        ),
        (
            "inp-classes-needs-locations",
            edit(&classes, "locations = [\"head\", \"torso\"]\n", ""),
        ),
        (
            "inp-locations-once",
            edit(&classes, "[\"head\", \"torso\"]", "[\"head\", \"head\"]"),
        ),
        (
            "inp-class-id",
            edit(&classes, "id = \"heavy\"", "id = \"Heavy\""),
        ),
        (
            "inp-feat-name",
            format!(
                "{classes}\n[[armour.class]]\nid = \"heavier\"\nname = \"heavier armour\"\nclause = \"c\"\nfeat = \"heavy armour\"\nhits = 3\n"
            ),
        ),
        (
            "inp-classes-needs-class",
            edit(
                &classes,
                "[[armour.class]]\nid = \"heavy\"\nname = \"heavy armour\"\nclause = \"c\"\nfeat = \"Heavy Armour\"\nhits = 2\n",
                "",
            ),
        ),
    ]
}

/// Broken item files for the default ruleset, with their message ids.
pub(super) fn item_files() -> Vec<(&'static str, String)> {
    let melee = "kind = \"melee\"\n";
    vec![
        ("inp-item-needs-kind", "length_cm = 90".into()),
        ("inp-unknown-kind", "kind = \"laser\"".into()),
        ("inp-expected-text", format!("{melee}name = 3")),
        (
            "inp-control-character",
            format!("{melee}name = \"Kalev\\u0007\""),
        ),
        (
            "inp-direction-override",
            format!("{melee}name = \"Kalev\\u202e\""),
        ),
        (
            "inp-unknown-material-of-part",
            format!("{melee}core = {{ material = \"unobtainium\" }}"),
        ),
        ("inp-unit-measures-not", format!("{melee}length_g = 90")),
        (
            "inp-given-twice",
            format!("{melee}length_cm = 90\nlength_mm = 900"),
        ),
        ("inp-not-positive", format!("{melee}length_cm = -5")),
        ("inp-implausible", format!("{melee}length_cm = 9000")),
        ("inp-unexpected-value", format!("{melee}length_cm = [90]")),
        ("inp-item-unknown-key", format!("{melee}lenght_cm = 90")),
    ]
}

/// Broken armour files, with their ruleset and message ids.
pub(super) fn armour_files() -> Vec<(&'static str, &'static str, String)> {
    let anc = "ancalagon-2011";
    let torso = "[[piece]]\nslot = \"torso\"\n";
    vec![
        (anc, "inp-positive-length", format!("{torso}material = \"leather\"\nthickness_mm = -2")),
        (anc, "inp-implausible", format!("{torso}material = \"leather\"\nthickness_cm = 20")),
        (
            anc,
            "inp-given-twice",
            format!("{torso}material = \"leather\"\nthickness_mm = 3\nthickness_in = 0.1"),
        ),
        (
            anc,
            "inp-gm-points",
            format!("{torso}material = \"other\"\n[gm]\npoints = -1\nby = \"Tiit\""),
        ),
        (anc, "inp-armour-no-pieces", "character = \"Kalev\"".into()),
        (
            anc,
            "inp-unknown-armour-material",
            format!("{torso}material = \"mithril\"\nthickness_mm = 2"),
        ),
        (
            anc,
            "inp-piece-needs-slot",
            "[[piece]]\nmaterial = \"leather\"\nthickness_mm = 3".into(),
        ),
        (
            anc,
            "inp-unknown-slot",
            "[[piece]]\nslot = \"tail\"\nmaterial = \"leather\"\nthickness_mm = 3".into(),
        ),
        (
            anc,
            "inp-slot-too-many",
            "[[piece]]\nslot = \"helmet\"\nmaterial = \"plate\"\nthickness_mm = 1\n[[piece]]\nslot = \"helmet\"\nmaterial = \"leather\"\nthickness_mm = 6".into(),
        ),
        (anc, "inp-body-piece-needs", format!("{torso}material = \"leather\"")),
        (
            anc,
            "inp-body-piece-needs",
            format!("{torso}material = \"chain\"\nwire_mm = 1.2"),
        ),
        (
            anc,
            "inp-helmet-piece-needs",
            "[[piece]]\nslot = \"helmet\"\nmaterial = \"leather\"".into(),
        ),
        (
            anc,
            "inp-points-no-feats",
            format!("feats = [\"Heavy Armour\"]\n{torso}material = \"other\""),
        ),
        (
            anc,
            "inp-gm-by",
            format!("{torso}material = \"other\"\n[gm]\npoints = 2\nby = \" \""),
        ),
        (
            anc,
            "inp-gm-needs-body",
            "[[piece]]\nslot = \"helmet\"\nmaterial = \"plate\"\nthickness_mm = 1\n[gm]\npoints = 2\nby = \"Tiit\"".into(),
        ),
        (
            "five-oaths",
            "inp-not-a-feat",
            "feats = [\"Heavy Armour\", \"Sword Master\"]\n[[piece]]\nmaterial = \"mail\"".into(),
        ),
        (
            "five-oaths",
            "inp-no-gm-decision",
            "[[piece]]\nmaterial = \"mail\"\n[gm]\npoints = 2\nby = \"Tiit\"".into(),
        ),
        (
            "five-oaths",
            "inp-unknown-location",
            "[[piece]]\nslot = \"tail\"\nmaterial = \"mail\"".into(),
        ),
    ]
}
