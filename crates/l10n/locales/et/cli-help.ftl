# Käsurea abitekst (`armoury --help`, `armoury ALAMKÄSK --help`), mida
# loeb src/cli/help.rs. Ingliskeelne fail ütleb sama mis doc-kommentaarid
# kaustas src/cli.
#
# Tunnused: hlp-armoury on `armoury` ise, hlp-TEE alamkäsk (tee
# sidekriipsudega: hlp-roster-import), hlp-TEE--ARG selle argument (välja
# nimi, _ asemel -), TUNNUS_long tunnuse TUNNUS pikk abi (--help), kui
# doc-kommentaaris on mitu lõiku. Väärtuste nimed (FILE, ID, NAME) jäävad
# samaks, nagu teisteski failides.

## clapi enda sõnad
# Pealkirjad, igaühe järel koolon.
hlp-clap-usage = Kasutus
hlp-clap-commands = Käsud
hlp-clap-arguments = Argumendid
hlp-clap-options = Valikud
# -h ja --help; kaks järgmist seal, kus --help näitab rohkem kui -h.
hlp-clap-help = Kuva abi
hlp-clap-help-summary = Kuva abi (rohkem näitab '--help')
hlp-clap-help-long = Kuva abi (kokkuvõtet näitab '-h')
hlp-clap-version = Kuva versioon
# Alamkäsk `help`.
hlp-clap-help-command = Kuva see abi või antud alamkäsu abi
# Märkused argumendi abi järel: [vaikimisi: auto], [keskkonnamuutuja: ARMOURY_DB=],
# [võimalikud väärtused: pdf, csv, json].
hlp-clap-default = vaikimisi
hlp-clap-env = keskkonnamuutuja
hlp-clap-possible-values = võimalikud väärtused

## armoury
hlp-armoury = Relvade ja turviste ülevaatuse jaam LARP-sündmustele
hlp-armoury--db = Andmebaas: fail (vaikimisi <andmekaust>/armoury/armoury.db, luuakse esimesel kasutamisel) või sündmuse jaamade ühine PostgreSQL-server (postgres://USER@HOST/DB)
hlp-armoury--lang = Keel, milles Armoury räägib: en või et (vaikimisi operatsioonisüsteemi keel, kui Armoury seda räägib, muidu inglise keel)
# Jaama akna valikud (`gui` võimalusega ehitatud programmis).
hlp-armoury--demo = Käivita simuleeritud kaal ja nihik ning näidisnimekiri, et jaama ilma riistvarata proovida
hlp-armoury--prefs = Seadete fail (vaikimisi: <seadete kaust>/armoury/station.toml)
hlp-armoury--panel = Esimesena näidatav paneel: check, armour, lookup, roster, devices, settings või event
hlp-armoury--no-prefs = Ära loe ega kirjuta seadete faili
hlp-armoury--station = Jaama nimi, mis salvestatakse iga ülevaatusega (vaikimisi: see, mis on Seadetes)
hlp-armoury--outbox = Serveriga töötades: saatmisjärjekorra fail, mis hoiab otsustatud ülevaatusi, kuni server ei vasta (vaikimisi: outbox.db seadete faili kõrval)

## armoury check
hlp-check = Vaata esemefail (--pair korral kaks) reeglistiku järgi üle
hlp-check--items = Esemefail (TOML; vt README „Item files“). --pair korral kaks faili
hlp-check--pair = Kontrolli kahte koos kasutatavat relva (kahe relvaga võitlemise reegel)
hlp-check--height-cm = Relva kasutaja kehapikkus sentimeetrites, --pair jaoks
hlp-check--rules = Kaasas oleva reeglistiku ID või reeglifail (vaikimisi: --record korral sündmuse oma, muidu ancalagon-2011)
hlp-check--json = Väljasta tabeli asemel JSON
hlp-check--record = Salvesta ülevaatus andmebaasi (vajab --character)
hlp-check--character = Kelle ese see on: nimi, ID või sildi number, mis leiab täpselt ühe tegelase
hlp-check--inspector = Kes üle vaatas (vaikimisi: $USER, muidu jaama nimi)
hlp-check--station = Jaama nimi
hlp-check--override-reason = Kiida ese otsusest hoolimata heaks, sel põhjusel (salvestatakse erandina)
hlp-check--corrects = Sama eseme varasema ülevaatuse ID, mida see ülevaatus parandab
hlp-check--event = Sündmus (vaikimisi: kasutusel olev)
hlp-check--photo = Foto esemest (JPEG või PNG), mis hoitakse koos ülevaatusega: pööratakse õiget pidi, vähendatakse 1600 pikslini ja selle metaandmed (telefoni GPS) jäetakse ära

## armoury armour
hlp-armour = Hinda tegelase kostüümi turvist (turvisefaili järgi)
hlp-armour--file = Turvisefail (TOML; vt docs/armour.md)
hlp-armour--rules = Kaasas oleva reeglistiku ID või reeglifail (vaikimisi: ancalagon-2011)
hlp-armour--json = Väljasta teksti asemel JSON
hlp-armour--record = Salvesta turvisehinnang tegelasele (vajab --character)
hlp-armour--character = Kelle turvis see on: nimi, ID või sildi number, mis leiab täpselt ühe tegelase
hlp-armour--recorder = Kes hinnangu salvestas (vaikimisi: $USER)
hlp-armour--event = Sündmus (vaikimisi: kasutusel olev sündmus)

## armoury rules
hlp-rules = Loetle, näita, ekspordi või kontrolli reeglistikke

## armoury rules list
hlp-rules-list = Loetle kaasas olevad reeglistikud

## armoury rules show
hlp-rules-show = Näita reeglistiku liike, reegleid ja ajutisi väärtusi
hlp-rules-show--rules = Kaasas oleva reeglistiku ID või reeglifail

## armoury rules export
hlp-rules-export = Väljasta kaasas oleva reeglistiku reeglifail (et selle põhjal oma teha)
hlp-rules-export--id = Kaasas oleva reeglistiku ID
hlp-rules-export--out = Kirjuta standardväljundi asemel sellesse faili

## armoury rules validate
hlp-rules-validate = Kontrolli reeglifaili ja teata esimesest veast koos selle reaga
hlp-rules-validate--path = Reeglifail

## armoury call
hlp-call = Tõlgenda öeldud Five Oathsi hüüet ja ütle, mida sihtmärk peab tegema
hlp-call--text = Mida hüütakse, nt „Strikedown“, „Global Heal 1“, „Instant cast Mindslash“, „I call upon the power of the land to ... and cast Rampage 10s“
hlp-call--blow = Hüüe tuleb relvalöögiga: Single Damage, kui just ei hüüta Zero
hlp-call--json = Väljasta teksti asemel JSON

## armoury sim
hlp-sim = Käivita mängusisese stsenaariumi skript ja kontrolli selle `expect`-ridu
hlp-sim--script = Skriptifail (`-` loeb standardsisendit)
hlp-sim--json = Väljasta teksti asemel JSON-read
hlp-sim--quiet = Väljasta ainult ootused ja kokkuvõte

## armoury ritual
hlp-ritual = Arvuta Five Oathsi rituaali punktid
hlp-ritual--leader = Juht: NAME[:weeping][:bonus=N][:left] (`left`: lahkus ringist enne lõppu)
hlp-ritual--participants = Veel üks osaleja, samal kujul kui juht; korda iga osaleja jaoks
hlp-ritual--effigies = Ohverdatud kuju: POINTS[:NAME][:expired] (`expired`: sellel sündmusel ei kehti); korda iga kuju jaoks
hlp-ritual--difficulty = Punktid, mida rituaal vajab
hlp-ritual--duration = Kui kaua rituaal kestis, nt 3m või 150s
hlp-ritual--allowed = Rituaali enda lubatud kestus, MIN-MAX (nt 5m-15m); vaikimisi 1m-5m
hlp-ritual--punishment-target = Punishment-rituaali sihtmärk (mitte osaleja)
hlp-ritual--conditions-unmet = Rituaali muud tingimused (rollimäng jms) jäid täitmata
hlp-ritual--json = Väljasta teksti asemel JSON

## armoury devices
hlp-devices = Jadaliidesega kaalud ja nihikud: loetle, loe, taasesita, simuleeri

## armoury devices list
hlp-devices-list = Loetle jadapordid ja saadaolevad seadmeprofiilid
hlp-devices-list--json = Masinloetav väljund

## armoury devices read
hlp-devices-read = Loe seadmelt järjest näite
hlp-devices-read--port = Jadaport (nt /dev/ttyUSB0, COM3 või pseudoterminali tee)
hlp-devices-read--profile = Sisseehitatud profiili nimi (vt `devices list`) või .toml-profiili tee
hlp-devices-read--json = Üks JSON-objekt rea kohta
hlp-devices-read--count = Lõpeta pärast nii mitut näitu
hlp-devices-read--stable-only = Ainult näidud, mis on profiili reegli järgi stabiilsed

## armoury devices replay
hlp-devices-replay = Loe salvestatud baidilogi, nagu tuleks see seadmelt
hlp-devices-replay--file = Salvestatud baidid
hlp-devices-replay--profile = Sisseehitatud profiili nimi või .toml-profiili tee
hlp-devices-replay--json = Üks JSON-objekt rea kohta

## armoury devices simulate
hlp-devices-simulate = Käivita simuleeritud seade uuel pseudoterminalil ja väljasta selle tee (Windowsis, kus neid pole, selle protsessi sees, väljastades selle näidud)
hlp-devices-simulate--profile = Profiil, mille vormingus simuleeritud seade räägib
hlp-devices-simulate--seed = Simuleeritud müra seeme
hlp-devices-simulate--in-process = Käivita seade selle protsessi sees ja väljasta selle näidud, nagu teeks `read` (Windowsis alati nii)
hlp-devices-simulate--count = Koos --in-process: lõpeta pärast N näitu
hlp-devices-simulate--json = Koos --in-process: üks JSON-objekt rea kohta

## armoury event
hlp-event = Loo, loetle ja vali sündmusi

## armoury event create
hlp-event-create = Loo sündmus (uue saladusega, millega silte allkirjastada)
hlp-event-create--id = Lühinimi: väiketähed, numbrid ja sidekriipsud (ancalagon-2026)
hlp-event-create--name = Sündmuse nimi
hlp-event-create--start = Esimene päev, YYYY-MM-DD
hlp-event-create--end = Viimane päev, YYYY-MM-DD; sildid kehtivad selle päevani
hlp-event-create--prefix = Sildi numbri eesliide, 2–6 suurtähte ja numbrit (vaikimisi: ID-st)
hlp-event-create--ruleset = Reeglistik, mille järgi sündmus käib: selle järgi kontrollitakse esemeid ning sellest tulevad nimekirja klassid ja elupunktid (vaikimisi: ancalagon-2011)
hlp-event-create--language = Sündmuse keel, en või et: selles prinditakse sildid, puuduste lehed ja kaardid ning selle koodilehe järgi loetakse nimekiri, mis pole UTF-8-s (vaikimisi: en)
hlp-event-create--use-it = Võta see kasutusele

## armoury event list
hlp-event-list = Loetle sündmused; kasutusel olev on märgitud tärniga `*`

## armoury event use
hlp-event-use = Võta sündmus kasutusele

## armoury event language
hlp-event-language = Näita sündmuse keelt või määra see (en, et): selles prinditakse edaspidi sündmuse sildid, puuduste lehed ja kaardid
hlp-event-language--language = Määratav keel
hlp-event-language--event = Sündmus (vaikimisi: kasutusel olev)
hlp-event-photos = Näita, kas sündmuse lauad pildistavad iga eset, või määra see: off (ei), optional (soovi korral) või required (ese kiidetakse heaks ainult fotoga)
hlp-event-photos--policy = off, optional või required
hlp-event-photos--event = Sündmus (vaikimisi: kasutusel olev)

## armoury event referee-token
hlp-event-referee-token = Näita kohtunikumärki, mida kannab `armoury serve` sisselogimisaadress, või tee --rotate abil uus (see logib kõik kohtunikud välja)
hlp-event-referee-token--event = Sündmus (vaikimisi: kasutusel olev)
hlp-event-referee-token--rotate = Asenda märk: vanad sisselogimisaadressid ja kohtunikukaardid lakkavad töötamast

## armoury event organiser-token
hlp-event-organiser-token = Näita korraldajamärki, mida võtab `armoury serve` korraldaja leht (`/organiser/login/TOKEN`), või tee --rotate abil uus
hlp-event-organiser-token--event = Sündmus (vaikimisi: kasutusel olev)
hlp-event-organiser-token--rotate = Asenda märk: vana aadress lakkab töötamast ja korraldajad logitakse välja

## armoury event referee-sessions
hlp-event-referee-sessions = Loetle kohtunike telefonid, mis on `armoury serve` lehele sisse logitud, või logi üks --revoke abil välja (kadunud telefon)
hlp-event-referee-sessions--event = Sündmus (vaikimisi: kasutusel olev)
hlp-event-referee-sessions--revoke = Logi välja selle ID-ga telefon (nagu loetelus)

## armoury event public-key
hlp-event-public-key = Väljasta PEM-vormingus avalik võti, millega sündmuse silte ilma võrguta kontrollida (`armoury verify --public-key FILE`, `openssl pkey -pubin`)
hlp-event-public-key--event = Sündmus (vaikimisi: kasutusel olev)

## armoury event rotate-key
hlp-event-rotate-key = Tee sündmuse siltidele uus võtmepaar, kui vana läks kaotsi: vana võtmega allkirjastatud sildid annavad kontrollimisel sellest teada
hlp-event-rotate-key--event = Sündmus (vaikimisi: kasutusel olev)

## armoury event revoke
hlp-event-revoke = Tühista silt (kadunud, varastatud, ese võeti kasutusest): kohtunike leht lükkab selle kohe tagasi, võrguühenduseta kontrollileht oma järgmisest koopiast alates
hlp-event-revoke--serial = Sildi number (AN26-000012)
hlp-event-revoke--reason = Põhjus mõne sõnaga
hlp-event-revoke--event = Sündmus (vaikimisi: kasutusel olev)

## armoury event verifier
hlp-event-verifier = Kirjuta võrguühenduseta kontrollileht: staatiline sait (HTML, service worker, sündmuse avalikud võtmed ja tühistatud sildid), mis pannakse enne sündmust mis tahes HTTPS-serverisse. Telefon, mis on selle korra avanud, kontrollib silte ka ilma võrguta. Ka `armoury serve` pakub seda aadressil /v/
hlp-event-verifier--out = Kaust, kuhu saidi failid kirjutada (luuakse, kui puudub; saidi enda failid selles asendatakse, muud ei puututa)
hlp-event-verifier--base-url = Kus sait asuma hakkab, nt https://larp.example/v/ (kuni 44 märki): salvestatakse sündmusele, nii et nüüdsest prinditud sildid kannavad aadressi URL#ARM2:… ja telefoni kaamera avab lehe
hlp-event-verifier--event = Sündmus (vaikimisi: kasutusel olev)

## armoury db
hlp-db = Kopeeri sündmus andmebaaside vahel (fail ja PostgreSQL-server)

## armoury db copy
hlp-db-copy = Kopeeri sündmus andmebaaside vahel (failid või postgres:// serverid)
hlp-db-copy--from = Kus sündmus praegu on: fail või postgres://USER@HOST/DB
hlp-db-copy--to = Kuhu see läheb (luuakse, kui see on fail, mida veel pole)
hlp-db-copy--event = Sündmus (vaikimisi: lähteandmebaasis kasutusel olev)

## armoury roster
hlp-roster = Impordi, loetle ja kontrolli nimekirja

## armoury roster import
hlp-roster-import = Impordi nimekirja CSV-fail (eraldajaks koma, semikoolon või tabeldusmärk; UTF-8, UTF-16 või sündmuse keele Windowsi koodileht)
hlp-roster-import--encoding = Faili kodeering (utf-8, windows-1257, windows-1252...), kui see pole see, mille Armoury ise leiab: UTF-8, kui fail on korrektne UTF-8, muidu sündmuse keele koodileht (eesti keelel Windows-1257, inglise keelel Windows-1252)
hlp-roster-import--map = Loe veergu väljana: --map "Nimi=character" (võib korrata). Väljad: id, character, player_id, player, group, class, height_cm, hit_points
hlp-roster-import--dry-run = Kontrolli ja loenda, ära kirjuta midagi
hlp-roster-import--skip-bad = Impordi korras read ja teata vigastest
hlp-roster-import--event = Sündmus (vaikimisi: kasutusel olev)

## armoury roster list
hlp-roster-list = Loetle sündmuse tegelased

## armoury roster check
hlp-roster-check = Kontrolli nimekirja grupireeglite järgi (üks Healer viie liikme kohta)

## armoury export
hlp-export = Ekspordi ülevaatused, nimekiri või turvisehinnangud CSV-na
hlp-export--what = Mida eksportida
hlp-export--event = Sündmus (vaikimisi: kasutusel olev)
hlp-export--out = Kirjuta standardväljundi asemel sellesse faili

## armoury report
hlp-report = Korraldaja näitajad: PDF-aruanne või CSV või JSON
hlp-report--event = Sündmus (vaikimisi: kasutusel olev)
hlp-report--format = pdf (aruanne), csv või json (ainult näitajad); vaikimisi --out faili laiendi järgi, muidu pdf
hlp-report--out = Kirjuta sellesse faili (PDF-i jaoks kohustuslik); csv ja json lähevad ilma selleta standardväljundisse

## armoury lookup
hlp-lookup = Otsi tegelast: klass, elupunktid, turvis, heaks kiidetud esemed
hlp-lookup--query = Tegelase või mängija nimi, ID või sildi number
hlp-lookup--event = Sündmus (vaikimisi: kasutusel olev)

## armoury tag
hlp-tag = Prindi relvade ja turviste sildid (PDF, soovi korral prinditeenusele)
hlp-tag--inspections = Heaks kiidetud ülevaatuste sildinumbrid või ID-d (andmebaasist)
hlp-tag--content = Sildi sisufailid (TOML)
hlp-tag--template = Kaasas oleva malli nimi või malli TOML-faili tee
hlp-tag--out = Kuhu PDF kirjutada (vaikimisi: armoury-<mall>.pdf)
hlp-tag--print = Saada PDF süsteemi prinditeenusele (CUPS-i lp või Windowsi prinditeenus)
hlp-tag--printer = Printer (`armoury printers` loetleb need); ilma selleta süsteemi vaikeprinter
hlp-tag--key-file = Fail, milles on sündmuse salajane võti (muidu $ARMOURY_EVENT_KEY)
hlp-tag--event = Sündmuse kood sisufailidele, milles pole event_code'i (muidu $ARMOURY_EVENT)
hlp-tag--json = Väljasta JSON-kokkuvõte

## armoury lammie
hlp-lammie = Prindi esemefailidest esemekaardid (lammie'd)
hlp-lammie--items = Esemefailid (TOML)
hlp-lammie--template = Kaasas oleva malli nimi või malli TOML-faili tee
hlp-lammie--out = Kuhu PDF kirjutada (vaikimisi: armoury-<mall>.pdf)
hlp-lammie--print = Saada PDF süsteemi prinditeenusele (CUPS-i lp või Windowsi prinditeenus)
hlp-lammie--printer = Printer (`armoury printers` loetleb need); ilma selleta süsteemi vaikeprinter
hlp-lammie--key-file = Fail, milles on sündmuse salajane võti (muidu $ARMOURY_EVENT_KEY)
hlp-lammie--event = Sündmuse kood sisufailidele, milles pole event_code'i (muidu $ARMOURY_EVENT)
hlp-lammie--json = Väljasta JSON-kokkuvõte

## armoury armour-card
hlp-armour-card = Prindi tegelaste turvisekaardid
hlp-armour-card--characters = Tegelased (nimi, ID või sildi number, mis leiab igaühest täpselt ühe), andmebaasist
hlp-armour-card--content = Turvisekaardi sisufailid (TOML)
hlp-armour-card--template = Kaasas oleva malli nimi või malli TOML-faili tee
hlp-armour-card--out = Kuhu PDF kirjutada (vaikimisi: armoury-<mall>.pdf)
hlp-armour-card--print = Saada PDF süsteemi prinditeenusele (CUPS-i lp või Windowsi prinditeenus)
hlp-armour-card--printer = Printer (`armoury printers` loetleb need); ilma selleta süsteemi vaikeprinter
hlp-armour-card--key-file = Fail, milles on sündmuse salajane võti (muidu $ARMOURY_EVENT_KEY)
hlp-armour-card--event = Sündmuse kood sisufailidele, milles pole event_code'i (muidu $ARMOURY_EVENT)
hlp-armour-card--json = Väljasta JSON-kokkuvõte

## armoury fail-slip
hlp-fail-slip = Prindi puuduste lehed: miks tagasi lükatud või mängujuhile suunatud esemeid heaks ei kiidetud
hlp-fail-slip--inspections = Tagasi lükatud või mängujuhile suunatud ülevaatuste ID-d (andmebaasist)
hlp-fail-slip--template = Kaasas oleva malli nimi või malli TOML-faili tee
hlp-fail-slip--out = Kuhu PDF kirjutada (vaikimisi: armoury-<mall>.pdf)
hlp-fail-slip--print = Saada PDF süsteemi prinditeenusele (CUPS-i lp või Windowsi prinditeenus)
hlp-fail-slip--printer = Printer (`armoury printers` loetleb need); ilma selleta süsteemi vaikeprinter
hlp-fail-slip--key-file = Fail, milles on sündmuse salajane võti (muidu $ARMOURY_EVENT_KEY)
hlp-fail-slip--event = Sündmuse kood sisufailidele, milles pole event_code'i (muidu $ARMOURY_EVENT)
hlp-fail-slip--json = Väljasta JSON-kokkuvõte

## armoury verify
hlp-verify = Kontrolli skannitud QR-koodi teksti
hlp-verify--string = QR-koodi tekst (aadress enne `#ARM2:…` ei sega)
hlp-verify--key-file = Fail, milles on sündmuse salajane võti, ARM1-koodide jaoks (muidu $ARMOURY_EVENT_KEY, muidu andmebaas)
hlp-verify--public-key = Sündmuse avalik võti PEM-vormingus, ARM2-koodide jaoks: siis pole muud vaja
hlp-verify--json = Väljasta tulemus JSON-ina

## armoury printers
hlp-printers = Loetle printerid, kuhu sildid saab saata (--printer ja Seadete jaoks)
hlp-printers--json = Väljasta loetelu JSON-ina

## armoury serve (`web` võimalusega ehitatud programmis)
hlp-serve = Paku kohtunike otsingu- ja sildikontrollilehte võrgus
hlp-serve--listen = Aadress ja port, mida kuulata
hlp-serve--event = Serveeritav sündmus (vaikimisi: kasutusel olev)
hlp-serve--card = Kirjuta kohtunikukaart (sisselogimisaadress QR-koodina) sellesse PDF-i
hlp-serve--url = Aadress, millelt telefonid selle masina kätte saavad, nt http://192.168.4.2:8080 (vaikimisi: selle masina esimene võrguaadress ja port)
hlp-serve--tls-cert = Paku TLS-i kaudu selle sertifikaadiga (PEM; ahel, serveri oma esimesena)
hlp-serve--tls-key = Sertifikaadi privaatvõti (PEM)
hlp-serve--tls-self-made = Paku TLS-i kaudu selles masinas tehtud sertifikaadiga (hoitakse kohalikus andmekaustas ja kasutatakse uuesti); kaart prindib selle sõrmejälje
