## devices
# Tagasi lükatud seadmeprofiilid (seadmete kasti InputError) ja seadmete
# vead, mida inimene loeb.

## Profiilifailid
# $name on küsitud protokoll; $known loetleb protokolle; $value on kirjutatud
# kogus; $dimension on length või weight.
dev-unknown-protocol = tundmatu protokoll `{ $name }` (tuntud: auto, { $known })
dev-baud = baud peab olema suurem kui 0
dev-data-bits = data_bits peab olema 5, 6, 7 või 8
dev-stop-bits = stop_bits peab olema 1 või 2
dev-readings = readings peab olema vähemalt 2
dev-not-a-dimension = `{ $value }` pole selle seadme jaoks { $dimension ->
        [length] pikkus
        [weight] kaal
       *[other] { $dimension }
    }

## Seadme leidmine ja käivitamine
# $name on küsitud profiil; $known loetleb sisseehitatud profiile; $file on
# profiilifail; $error on operatsioonisüsteemi põhjus nii, nagu see ütleb.
dev-profile-not-found = { $name }: sellist profiili pole (sisseehitatud: { $known }; või anna .toml-faili tee)
dev-profile-cannot-read = { $file }: ei saa lugeda: { $error }
dev-cannot-start-thread = seadme lõime ei saa käivitada: { $error }
dev-simulator-pty = pseudoterminali ei saa luua: { $error }
dev-simulator-thread = simulaatori lõime ei saa käivitada: { $error }
dev-simulator-fifo = simuleeritud HID-kaalu jaoks ei saa FIFO-t teha: { $error }
