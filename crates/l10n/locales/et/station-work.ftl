# Jaam: töö (vt station.ftl). Akna teated pärast taustatöö vastust,
# taustatöö käik ja tõrked, printimine, failivalik ja mõõteseadmete olek.

## Aken

wrk-window-title = Armoury jaam
# $error: miks seadete faili ei saanud lugeda.
wrk-prefs-ignored = seadete faili ei arvestatud: { $error }
# $error: miks seadete faili ei saanud kirjutada.
wrk-cannot-save-prefs = seadeid ei saa salvestada: { $error }
wrk-nothing-to-print = veel pole midagi printida: kiida enne mõni ese heaks või lükka tagasi
wrk-drop-hint = Lohista siia nimekiri (.csv), turvisefail või reeglifail (.toml)
# Tühja reeglistiku nimi, kui ühtki reeglistikku ei saanud laadida.
wrk-no-ruleset = reeglistikku pole laaditud

## Teated pärast taustatöö vastust

# $name: tegelane; $player: mängija nimi.
wrk-character-saved = salvestatud: { $name } ({ $player })
# $name: tegelane; $player: mängija nimi.
wrk-walk-in-added = { $name } ({ $player }) lisati kohapeal nimekirja
# $count: saatmisjärjekorras oodanud ülevaatused (jaam oli serverist ära).
wrk-sent =
    { $count ->
        [one] { $count } ootav ülevaatus saadeti serverisse
       *[other] { $count } ootavat ülevaatust saadeti serverisse
    }
# $count: saadetud ülevaatused; $refused: mitu neist server tagasi lükkas.
wrk-sent-refused =
    { $count ->
        [one] { $count } ootav ülevaatus saadeti
       *[other] { $count } ootavat ülevaatust saadeti
    }; server lükkas { $refused } tagasi (need jäävad koos põhjustega saatmisjärjekorda)
# $id, $version: reeglistiku omad; $path: fail, kust see loeti.
wrk-ruleset-loaded = reeglistik { $id } { $version } laaditi failist { $path }
# $name: tegelane; $award: hinnang sõnades (wrk-award-points või wrk-award-hits).
wrk-award-recorded = tegelase { $name } turvis salvestatud: { $award }
# $event: sündmuse nimi, tunnus ja kuupäevad.
wrk-recording-into = ülevaatused lähevad nüüd sündmusse { $event }
# $ruleset: tarnitud reeglistiku ID, mille järgi sündmus käib.
wrk-recording-into-ruleset = ülevaatused lähevad nüüd sündmusse { $event } ja neid kontrollitakse selle reeglite järgi ({ $ruleset })
wrk-event-ruleset = kasutusel olev sündmus { $event } käib reeglistiku { $ruleset } järgi: esemeid kontrollitakse selle reeglite järgi
# $name: fail; $count: selles olevad turviseosad.
wrk-armour-file = turvisefail { $name }: { $count } osa

## Mida taustatöö teeb (keerleva ikooni kõrval ja tõrke põhjuse ees)

wrk-job-load-roster = nimekirja laadimine
wrk-job-save-character = tegelase salvestamine
wrk-job-add-walk-in = kohapealse tegelase lisamine
wrk-job-record = ülevaatuse salvestamine
wrk-job-card = tegelase otsimine
wrk-job-find-tag = sildi kontrollimine
wrk-job-load-ruleset = reeglifaili laadimine
wrk-job-print-tag = sildi printimine
wrk-job-print-fail-slip = puuduste lehe printimine
wrk-job-record-award = turvisehinnangu salvestamine
# $name: tegelane.
wrk-job-record-award-of = tegelase { $name } turvisehinnangu salvestamine
wrk-job-parse-roster = nimekirjafaili lugemine
wrk-job-open = faili lugemine
wrk-job-import-roster = nimekirja importimine
wrk-job-events = sündmuste lugemine
wrk-job-use-event = sündmuse vahetamine
wrk-job-create-event = sündmuse loomine
wrk-job-list-ports = jadaportide otsimine
wrk-job-list-printers = printerite otsimine
wrk-job-sync = serveriga ühenduse võtmine
wrk-job-referee-sessions = kohtunike telefonide loetlemine
wrk-job-revoke-referee-session = telefoni väljalogimine
wrk-job-figures = sündmuse statistika arvutamine
wrk-job-prepare-photo = foto valmistamine
wrk-job-open-photo-upload = telefoni fotolingi avamine
wrk-job-poll-photo-upload = telefoni foto ootamine
wrk-job-close-photo-upload = telefoni fotolingi sulgemine
wrk-job-set-event-photos = sündmuse fotode muutmine
wrk-no-page-url = Selle sündmuse kohtunikulehte veel ei käivitatud, seega pole telefonil kuhu fotot saata: käivita sündmuse võrgus `armoury serve` ja vajuta siis uuesti F9.
# $policy: off, optional või required, sõnadena allpool.
wrk-event-photos-set = sündmus teeb nüüd fotosid: { $policy }

## Taustatöö vastused ja tõrked

wrk-worker-not-started = taustatöö ei käivitunud
# Nimekirja ridade arvud: $added uut tegelast, $updated muudetut,
# $unchanged muutmata, $bad vigast rida, mida ei imporditud.
wrk-roster-imported =
    nimekiri imporditud: { $added ->
        [one] { $added } uus
       *[other] { $added } uut
    }, { $updated } uuendatud, { $unchanged } muutmata, { $bad ->
        [one] { $bad } vigane rida jäeti välja
       *[other] { $bad } vigast rida jäeti välja
    }
wrk-cannot-list-ports = jadaporte ei saa loetleda
# $id: tegelase tunnus (järgneb tekstile "tegelase salvestamine: ").
wrk-not-found-after-saving = { $id } ei leitud pärast salvestamist
wrk-choosing-event = sündmuse valimine
# $name: sündmuse nimi, nagu see sisestati, jutumärkides.
wrk-creating-event = sündmuse { $name } loomine
wrk-event-name-needed = nimes peab olema tähti või numbreid (sellest tehakse sündmuse tunnus)
# $path: fail; $error: miks seda ei saanud lugeda.
wrk-cannot-read-roster = nimekirjafaili { $path } ei saa lugeda: { $error }
# $path: fail; $error: miks seda ei saanud lugeda.
wrk-cannot-read-rules = reeglifaili { $path } ei saa lugeda: { $error }

## Turvisehinnang sõnades

# Punktimeetod: kokku $total punkti, neist $body kehal ja $helmet kiivril.
wrk-award-points =
    { $total ->
        [one] { $total } punkt
       *[other] { $total } punkti
    } (keha { $body }, kiiver { $helmet })
# Klassimeetod: $hits turvisetabamust kehapiirkonna kohta; $class: turvise klass.
wrk-award-hits =
    { $hits ->
        [one] { $hits } turvisetabamus
       *[other] { $hits } turvisetabamust
    } kehapiirkonna kohta ({ $class })
wrk-award-no-class = klassita
# Lisatakse hinnangule, mille väärtusi reeglistiku lähtetekstis pole.
wrk-award-provisional = ajutine

## Printimine

# $serial: sildi seerianumber.
wrk-tag = silt { $serial }
# $id: ülevaatuse number.
wrk-fail-slip = puuduste leht #{ $id }
# $serial: sildi seerianumber.
wrk-making-tag = sildi { $serial } koostamine
# $id: ülevaatuse number.
wrk-making-fail-slip = puuduste lehe #{ $id } koostamine
# $document: wrk-tag või wrk-fail-slip; $reply: prinditeenuse vastus.
wrk-printed = { $document } prinditud ({ $reply })
# $document: wrk-tag või wrk-fail-slip; $path: PDF-fail.
wrk-pdf-written = { $document }: PDF salvestati faili { $path } (printimine on seadetes välja lülitatud)
# $document: wrk-tag või wrk-fail-slip; $path: PDF-fail.
wrk-no-spooler = { $document }: prinditeenust pole (lp-d ei leitud): PDF on alles failis { $path }
# $error: miks malli ei leitud või ei saanud lugeda.
wrk-template-error = mall: { $error }
# $document: wrk-tag või wrk-fail-slip; $error: miks seda ei saanud küljendada.
wrk-cannot-render = { $document }: küljendamine ebaõnnestus: { $error }
# $path: PDF-fail; $error: miks seda ei saanud kirjutada.
wrk-cannot-write = faili { $path } ei saa kirjutada: { $error }

## Aknale lohistatud või failivalikus valitud failid

# Failivaliku filtrid.
wrk-filter-roster = Nimekiri (CSV)
wrk-filter-armour = Turvisefail (TOML)
wrk-filter-rules = Reeglifail (TOML)
wrk-filter-photo = Foto (JPEG, PNG)
# $path: fail.
wrk-not-openable = { $path }: Armoury ei ava sellist faili (sobivad nimekiri .csv, turvise- või reeglifail .toml ning foto .jpg või .png)
# $path: fail; $error: miks seda ei saanud lugeda.
wrk-cannot-read = faili { $path } ei saa lugeda: { $error }
# $path: fail; $error: kus TOML on vigane.
wrk-not-toml = { $path }: pole korrektne TOML: { $error }
# $path: fail. [[piece]] ja [ruleset] on kirjas nii, nagu failis.
wrk-not-armour-or-rules = { $path }: pole turvisefail ([[piece]]-tabelid) ega reeglifail ([ruleset]-tabel)
# $error: miks valikuakent ei saanud avada.
wrk-cannot-open-dialog = failivaliku akent ei saa avada: { $error }

## Mõõteseadmed

wrk-source-scale = kaal
wrk-source-caliper = nihik
wrk-not-connected = pole ühendatud
wrk-no-device = seadet pole valitud
# $reason: miks port kadus; $ms: millisekundid uue katseni.
wrk-retrying = { $reason } (uus katse { $ms } ms pärast)
wrk-asleep = kaal on välja lülitatud või unerežiimis
# $command: wrk-command-zero, -tare või -request; $reason: miks see ebaõnnestus.
wrk-command-failed = { $command } ebaõnnestus: { $reason }
wrk-command-zero = nullimine
wrk-command-tare = taarimine
wrk-command-request = lugemi küsimine
# Mida seade ütleb, kui tal pole väärtust anda.
wrk-status-no-value = väärtust pole
wrk-status-overload = üle kaalupiiri
wrk-status-underload = alla nulli
wrk-status-busy = hõivatud
# $error: seadme enda veateade.
wrk-status-device-error = seadme viga: { $error }
# $device: wrk-source-scale või wrk-source-caliper.
wrk-no-port = { $device }: sisesta kõigepealt port (nt /dev/ttyUSB0)
# $error: miks seadmeprofiili ei saanud lugeda.
wrk-profile-error = seadmeprofiil: { $error }
# $error: miks simulaator ei käivitunud.
wrk-simulator-error = simuleeritud seade: { $error }
