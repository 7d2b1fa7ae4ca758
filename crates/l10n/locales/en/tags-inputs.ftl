## tags-inputs
# Refusals of tag templates and content files (the tags crate's InputError),
# and a template that cannot be found or read. Each names the file, line,
# key and value; the English here must equal the tags crate's own (a test
# compares them).

## Numbers and sizes
# $min and $max are the allowed range; $margin is the label's margin in mm.
tpl-between = must be between { $min } and { $max }
tpl-between-margin = must be between { $min } and { $max } (content keeps a { $margin } mm margin)
tpl-between-qr = must be between { $min } and { $max } (smaller QR codes do not scan reliably)
tpl-one-to-hundred = must be 1 to 100
tpl-label-height = give either height (a die-cut label or card) or min_height and max_height (a continuous roll)
tpl-sheet-roll = a continuous roll cannot be laid out on a sheet
# $used is what the labels need, $page the sheet's size, both in mm.
tpl-sheet-too-narrow = the labels need { $used } mm but the sheet is { $page } mm wide
tpl-sheet-too-low = the labels need { $used } mm but the sheet is { $page } mm high

## Texts, fields and conditions
# $kind is tag, lammie, armour-card or fail-slip; $fields and $flags list
# what that kind has; $character is the refused character in quotes.
tpl-translation-language = a language tag is two or three lower-case letters (et, fi)
tpl-translation-no-such-text = no text field of the template says this
tpl-no-such-field = a { $kind } has no field {"{"}{ $name }{"}"}; it has { $fields }, verify
tpl-no-such-flag = a { $kind } has no flag { $flag }; it has { $flags }
tpl-no-photo = a { $kind } has no photo of its own; only lammies carry one
tpl-field-name-character = { $character } cannot appear in a field name (write {"{{"} for a literal brace)
tpl-brace-not-closed = a '{"{"}' is never closed
tpl-empty-field-name = empty field name {"{}"}
tpl-brace-not-opened = a '{"}"}' without '{"{"}' (write {"}}"} for a literal brace)
tpl-when-flag = expected a flag name or !name

## Images
# $known lists the shipped images; $error is why (English, from the image
# reader or the operating system); $problem is printpdf's own warning.
tpl-no-shipped-image = no shipped image of that name ({ $known })
tpl-shipped-builtin-only = a shipped template may only use builtin: images
tpl-cannot-read-image = cannot read { $file }: { $error }
tpl-image-not-png = not a PNG image printpdf can use: { $error }
tpl-image-problem = { $problem }

## Templates
# $name is the template asked for; $known lists the shipped templates;
# $error is the operating system's reason.
tpl-not-found = no template { $name }: not a shipped template ({ $known }) and no such file
tpl-cannot-read = { $file }: cannot read: { $error }

## Content files
# $value is the refused id or event code in quotes; $max its longest length;
# $unit a unit symbol; $dimension is length, weight or draw.
tpl-no-event-code = no event code: add event_code to the file, or give one for the whole file
tpl-event-code-empty = event code { $value } cannot be signed: it is empty
tpl-event-code-too-long = event code { $value } cannot be signed: it is longer than { $max } characters
tpl-event-code-characters = event code { $value } cannot be signed: only A-Z, 0-9 and '-' may be used
tpl-id-empty = id { $value } cannot be signed: it is empty
tpl-id-too-long = id { $value } cannot be signed: it is longer than { $max } characters
tpl-id-characters = id { $value } cannot be signed: only A-Z, 0-9, '-' and '.' may be used
tpl-not-a-unit-of = { $unit } is not a unit of { $dimension }
tpl-more-than-zero = must be more than zero
