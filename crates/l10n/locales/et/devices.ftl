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

## Kaadrid, mida kaal või nihik saatis, kuid mida ei saanud lugeda. $raw:
## baidid nii, nagu saadeti; $what, $expected: protokolli enda kirjeldus.
dev-frame = { $message } kaadris "{ $raw }"
dev-frame-cas-unrecognised = tundmatu CAS-kaader ({ $what })
dev-frame-cas-check = CAS-i kontrollbait { $check } ei klapi väärtusega { $expected }
dev-frame-too-long = rida on pikem kui { $max } baiti ja reavahetuseta; jäeti vahele järgmise reavahetuseni
dev-frame-truncated = ühendus katkes kaadri keskel
dev-frame-sbi-no-unit = ebastabiilsel SBI-real pole ühikut ja varem pole ühtki nähtud
dev-frame-unrecognised = tundmatu kaader ({ $expected })
dev-frame-unit = ühik `{ $text }` ei ole kaalu ega pikkuse ühik, mida Armoury mõõdab
dev-frame-no-unit = real pole ühikut ja profiil ei nimeta vaikeühikut (`default_unit`)
dev-frame-hid-report = tundmatu HID-aruanne (oodati { $length } baiti, algusega aruande ID { $id })
dev-frame-hid-status = tundmatu kaalu olek { $status }
dev-frame-hid-unit = ühik { $unit } ({ $name }) ei ole kaaluühik, mida Armoury mõõdab
dev-frame-hid-exponent = astendaja { $exponent } on lubatud vahemikust väljas
dev-frame-hid-garbage = { $count } baiti, mis pole HID-kaalu aruanne (aruande ID { $id }, olek 1..=8)
dev-frame-hid-truncated = ühendus katkes HID-aruande keskel
