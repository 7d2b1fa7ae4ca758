# Käsurida: muu (vt cli.ftl).

## Vihjed vea järel (rea `vihje:` peal, vt cli-hint)
msc-hint-outcome-unknown = pole teada, kas ülevaatus salvestati: käivita sama käsk uuesti (tunni jooksul) ja see salvestatakse üks kord
msc-hint-no-data-dir = anna --db PATH või määra ARMOURY_DB
msc-hint-bad-roster = paranda need või impordi korras read lipuga --skip-bad
msc-hint-columns = seo veerg väljaga: --map COLUMN=FIELD (võib korrata)
msc-hint-mapping = kirjuta --map COLUMN=FIELD, nt --map "Nimi=character"
msc-hint-referee-token = loo see käsuga `armoury event referee-token --rotate`
msc-hint-photo-required = lisa `--photo FILE` (eseme JPEG- või PNG-foto) või muuda fotod valikuliseks käsuga `armoury event photos optional`
# $db: andmebaas, mille juurde jaama saatmisjärjekord kuulub.
msc-hint-outbox-bound = käivita jaam lipuga --db { $db }, et ootel ülevaatused ära saata, või anna sellele andmebaasile teine saatmisjärjekord lipuga --outbox FILE
msc-hint-no-award = salvesta turvisehinnang käsuga `armoury armour FILE --record`
msc-hint-printer = `armoury printers` loetleb printerid; vali üks lipuga --printer NAME
msc-hint-event-code = või anna kogu failile --event CODE

## --character QUERY (kui see ei leia kedagi või leiab mitu, ei salvestata midagi)
# $query: sisestatud otsing; $count: mitu tegelast sobib (kaks või rohkem);
# $names: mõned neist kujul „Nimi (id)“, komadega.
msc-character-ambiguous = --character `{ $query }`: { $count ->
        [one] sobib { $count } tegelane
       *[other] sobib { $count } tegelast
    } ({ $names }); anna id; midagi ei salvestatud
# $event: sündmuse id.
msc-character-not-found = --character `{ $query }`: sündmuses { $event } ei sobi ükski tegelane; midagi ei salvestatud

## --rules ID|PATH
# $rules: antud väärtus; $known: kaasas olevate reeglistike id-d, komadega.
msc-rules-unknown = `{ $rules }` pole ei kaasas olev reeglistik ({ $known }) ega reeglifail
msc-rules-cannot-read = reeglifaili { $file } ei saa lugeda

## armoury check
msc-check-record-one-file = --record lubab ainult ühte esemefaili
# $height: antud --height-cm.
msc-check-bad-height = --height-cm { $height }: kehapikkus peab olema positiivne arv sentimeetreid
msc-check-one-file = check vajab ühte esemefaili (--pair korral kahte)
msc-check-pair-two-files = --pair vajab täpselt kahte esemefaili
msc-check-cannot-read = esemefaili { $file } ei saa lugeda
msc-photo-cannot-read = fotot { $file } ei saa lugeda
# $why: üks allolevatest msc-photo-* põhjustest.
msc-photo-refused = foto { $file } lükati tagasi: { $why }
msc-photo-not-recorded = { $refused }; midagi ei salvestatud
msc-photo-too-large = see on suurem kui { $max } MB
msc-photo-not-a-picture = see ei ole JPEG- ega PNG-pilt
msc-photo-too-many-pixels = see on { $width } × { $height } pikslit, rohkem kui foto olla saab
msc-photo-cut-short = see on poolik (lõpp puudub)
msc-photo-unreadable = seda ei saa lugeda ({ $error })

## armoury serve
msc-serve-runtime = serveri käituskeskkonda ei saa käivitada
msc-serve-no-data-folder = sertifikaadi jaoks pole kohalikku andmekausta
msc-serve-listening = aadressil { $address } ei saa kuulata
# Kohtunikukaardil (sündmuse keeles), kui sündmusel pole viimast päeva:
# „Kehtib kuni …“ (card-valid-until).
msc-serve-card-after-login = 24 tundi pärast sisselogimist
msc-serve-card-making = kohtunikukaarti ei saa teha
msc-serve-card-writing = faili { $file } ei saa kirjutada
msc-serve-card = kohtunikukaart: { $file }
# Ainus rida standardväljundis; skriptid loevad selle järel olevat aadressi.
msc-serve-login = kohtuniku sisselogimine: { $url }
msc-serve-organiser = korraldaja leht (sündmuse arvud; mitte kohtunikele): { $url }
msc-serve-verifier = võrguühenduseta kontrollileht (sisselogimiseta; `armoury event verifier --base-url URL` paneb selle aadressi siltidele): { $url }
# $event: sündmuse id; $name: selle nimi; $address: aadress, mida kuulatakse.
msc-serve-serving = sündmust { $event } ({ $name }) serveeritakse aadressil { $address }; peatamiseks vajuta Ctrl-C
msc-serve-fingerprint = TLS-sertifikaat (isetehtud), SHA-256 sõrmejälg: { $fingerprint }
msc-serve-plain-http = hoiatus: krüptimata HTTP aadressil { $address }: igaüks selles võrgus näeb sisselogimisaadressi ja seansse; kasuta TLS-i: --tls-self-made või --tls-cert ja --tls-key (docs/security.md)
# $count: korraga avatud ühendused kõigilt aadressidelt; $per-address: ühelt aadressilt.
msc-serve-limits = korraga kuni { $count ->
        [one] { $count } ühendus
       *[other] { $count } ühendust
    }, ühelt aadressilt kuni { $per-address }
msc-serve-stopped = peatatud
msc-serve-cut-short = peatatud; mõni päring katkes poole pealt

## armoury (jaama aken)
msc-station-no-panel = --panel { $panel }: sellist paneeli pole (check, armour, lookup, roster, devices, settings, event)
msc-station-no-outbox = jaama saatmisjärjekorrale pole kohta: anna --outbox FILE
# $error: põhjus akna teegi sõnadega.
msc-station-no-window = jaama akent ei saa avada: { $error }

## clapi kasutusvead (src/cli/usage_error.rs), kui käivitus pole inglise
## keeles. $arg: valik nii, nagu abi selle kirjutab (`--rules <ID|PATH>`);
## $values: loetelu.
msc-usage-conflict = argumenti '{ $arg }' ei saa kasutada koos argumendiga '{ $prior }'
msc-usage-subcommand-conflict = alamkäsku '{ $subcommand }' ei saa kasutada koos '{ $prior }'
msc-usage-twice = argumenti '{ $arg }' ei saa anda mitu korda
msc-usage-no-equals = argumendile '{ $arg }' tuleb väärtus anda võrdusmärgiga
msc-usage-value-required = argument '{ $arg }' vajab väärtust, kuid seda ei antud
msc-usage-invalid-value = vale väärtus '{ $value }' argumendile '{ $arg }'
msc-usage-possible = [võimalikud väärtused: { $values }]
msc-usage-unknown-subcommand = tundmatu alamkäsk '{ $subcommand }'
msc-usage-missing = need nõutud argumendid on andmata:
msc-usage-missing-subcommand = '{ $subcommand }' vajab alamkäsku, kuid seda ei antud
msc-usage-subcommands = [alamkäsud: { $values }]
msc-usage-too-many = ootamatu väärtus '{ $value }' argumendile '{ $arg }'; rohkem väärtusi ei oodatud
msc-usage-too-few = argument '{ $arg }' vajab { $wanted } väärtust; anti ainult { $given }
msc-usage-wrong-number = argument '{ $arg }' vajab { $wanted } väärtust, kuid anti { $given }
msc-usage-refused-value = vale väärtus '{ $value }' argumendile '{ $arg }': { $why }
msc-usage-unknown-argument = ootamatu argument '{ $arg }'
msc-usage-utf8 = argumentides on vigane UTF-8
msc-usage-other = käsurida ei õnnestunud lugeda
msc-usage-tip-subcommand = vihje: sarnane alamkäsk on olemas: { $values }
msc-usage-tip-argument = vihje: sarnane argument on olemas: { $values }
msc-usage-tip-value = vihje: sarnane väärtus on olemas: { $values }
msc-usage-more = Lisateabe saamiseks proovi '--help'.
