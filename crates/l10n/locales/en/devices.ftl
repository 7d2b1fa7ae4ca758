## devices
# Device profiles refused (the devices crate's InputError) and the device
# errors a person reads. The English here must equal the devices crate's
# own (a test compares them).

## Profile files
# $name is the protocol asked for; $known lists the protocols; $value is a
# written quantity; $dimension is length or weight.
dev-unknown-protocol = unknown protocol `{ $name }` (known: auto, { $known })
dev-baud = baud must be above 0
dev-data-bits = data_bits must be 5, 6, 7 or 8
dev-stop-bits = stop_bits must be 1 or 2
dev-readings = readings must be at least 2
dev-not-a-dimension = `{ $value }` is not a { $dimension } for this device

## Finding and starting a device
# $name is the profile asked for; $known lists the built-in profiles; $file
# is a profile file; $error is the operating system's reason, as it says it.
dev-profile-not-found = { $name }: no such profile (built-in: { $known }; or give a path to a .toml file)
dev-profile-cannot-read = { $file }: cannot read: { $error }
dev-cannot-start-thread = cannot start the device thread: { $error }
dev-simulator-pty = cannot create a pseudo-terminal: { $error }
dev-simulator-thread = cannot start the simulator thread: { $error }
dev-simulator-fifo = cannot make a FIFO for the simulated HID scale: { $error }

## Frames a scale or caliper sent that could not be read. $raw: the bytes
## as sent, escaped; $what, $expected: the protocol's own description.
dev-frame = { $message } in frame "{ $raw }"
dev-frame-cas-unrecognised = unrecognised CAS frame ({ $what })
dev-frame-cas-check = CAS check byte { $check } does not match { $expected }
dev-frame-too-long = line longer than { $max } bytes without a line end; dropped up to the next line end
dev-frame-truncated = the connection ended in the middle of a frame
dev-frame-sbi-no-unit = an unstable SBI line has no unit and none was seen before
dev-frame-unrecognised = unrecognised frame ({ $expected })
dev-frame-unit = unit `{ $text }` is not a weight or length Armoury measures
dev-frame-no-unit = the line has no unit and the profile names no `default_unit`
dev-frame-hid-report = unrecognised HID report (expected { $length } bytes starting with report id { $id })
dev-frame-hid-status = unknown scale status { $status }
dev-frame-hid-unit = unit { $unit } ({ $name }) is not a weight unit Armoury measures
dev-frame-hid-exponent = exponent { $exponent } is out of range
dev-frame-hid-garbage = { $count } bytes that are not a HID scale report (report id { $id }, status 1..=8)
dev-frame-hid-truncated = the connection ended in the middle of a HID report
