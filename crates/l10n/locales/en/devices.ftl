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
