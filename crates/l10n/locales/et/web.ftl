# Kohtunike leht ja korraldaja leht (`armoury serve`).

## Igal lehel
web-nav-search = Otsi
web-nav-verify = Kontrolli silti
web-log-out = Logi välja

## Otsing ja tegelase kaart
web-home-title = Kohtunik
web-home-heading = Kohtuniku otsing
web-search-label = Tegelane, mängija, ID või sildi number
web-search-button = Otsi
web-lookup-title = Otsing
# $count: mitu tegelast sobib; $query: mida sisestati.
web-matches = { $count ->
        [one] { $count } tegelane sobib: „{ $query }“
       *[other] { $count } tegelast sobib: „{ $query }“
    }
web-more-matches = …ja veel { $count }: sisesta nimest rohkem.
web-nobody = Keegi ei sobi: „{ $query }“
web-nobody-hint = Proovi nimeosa, mängija nime, ID-d või sildi numbrit.
web-player = Mängija
web-player-lower = mängija
web-id = ID
web-class = Klass
web-hit-points = Elupunktid
web-armour = Turvis
web-provisional-badge = AJUTINE
web-no-armour = pole salvestatud
web-armour-sum = Keha { $body } + kiiver { $helmet } = { $total }
web-decided-by = otsustas
# $date: millal; $who: kes salvestas.
web-recorded-by = salvestatud { $date }, salvestaja { $who }
web-approved-items = Heaks kiidetud esemed
web-none = Pole.
web-no-tag = sildita
web-photo-alt = Ese heakskiitmisel tehtud fotol
web-photo-open = heakskiitmisel tehtud foto täissuuruses
web-valid-until = kehtib kuni { $date }
web-by-override = erandina heaks kiidetud:

## Sildi kontroll
web-photo-label = QR-koodi foto
web-photo-button = Kontrolli fotot
web-code-label = …või sisesta number või skannitud tekst
web-code-button = Kontrolli koodi
web-verify-title = Kontroll
web-genuine = EHTNE
web-not-genuine = EI OLE EHTNE
web-expired = AEGUNUD
web-revoked = TÜHISTATUD
web-issued = VÄLJASTATUD
# $event: sündmuse sildieesliide.
web-signed-by = Allkirjastatud sündmuse { $event } võtmega.
web-old-key = Vana võti:
web-code-says = Kood ütleb:
web-owner-lower = omanik
web-no-record = Selles andmebaasis pole selle kohta kirjet (väljastatud teises jaamas): usalda allkirja.
web-typed-serial-before = Sisestatud numbril pole allkirja: see ütleb ainult, et silt
web-typed-serial-after = on väljastatud. Kontrolli, et ese vastab:
web-no-such-tag-before = Silti
web-no-such-tag-after = sellel sündmusel ei väljastatud.
web-could-not-check = Ei saanud kontrollida
# $verdict: rejected või referred.
web-fail-slip = PUUDUSTE LEHT: seda eset ei kiidetud heaks ({ $verdict ->
        [rejected] tagasi lükatud
        [referred] mängujuhile suunatud
       *[other] { $verdict }
    }).
web-item = Ese
web-owner = Omanik
web-inspected = Üle vaadatud
web-approved = Heaks kiidetud
# $date: millal; $who: kontrollija.
web-on-by = { $date }, kontrollis { $who }
web-armour-card-of = Turvisekaart:
web-item-id = Eseme ID
web-event = Sündmus
web-another-event = (teine sündmus)
web-lammie-before = Esemekaardid prinditakse esemefailidest, jaamas neid ei salvestata: kontrolli, et kaardil on eseme ID
web-lammie-after = ning et selle nimi, võimed ja omanik sobivad käesoleva esemega.
web-still-approved = Endiselt heaks kiidetud
web-no-longer-approved = POLE ENAM HEAKS KIIDETUD:
web-tag = Silt
web-valid-until-label = Kehtib kuni
# $code: sündmuse kood, mida skannitud tekst nimetab.
web-unknown-event = See nimetab sündmust { $code }, mida see andmebaas ei tunne: seda ei väljastatud siin.
web-photo-slow = Foto saabumine võttis liiga kaua: proovi uuesti parema WiFi-ga kohas või sisesta number.
web-photo-too-large = Foto on suurem kui { $megabytes } MB: pildista uuesti väiksema eraldusvõimega.
web-photo-format = foto peab olema PNG- või JPEG-pilt
# $error: mida pildilugeja ütles (inglise keeles).
web-photo-unreadable = fotot ei saa lugeda: { $error }
web-photo-no-code = fotolt ei õnnestunud QR-koodi lugeda: hoia telefoni lähemal, kood sirgelt ja teravana, või sisesta number
web-no-photo = Pildista QR-koodi või sisesta number.
web-no-code = Sisesta number või skannitud tekst või pildista.
web-code-too-long = Sisestatud kood on kuni { $count } märki.
web-reader-stopping = fotolugeja lõpetab tööd
web-many-photos = Loetakse palju fotosid
web-many-photos-why = Teised kohtunikud saadavad fotosid: proovi hetke pärast uuesti või sisesta number.

## Teated
web-went-wrong = Midagi läks valesti
web-try-again = Proovi hetke pärast uuesti.
web-server-silent = Andmebaasiserver ei vasta
web-server-silent-why = Sündmuse võrk või andmebaasiserver on hetkeks maas: proovi hetke pärast uuesti.
web-too-many-logins = Liiga palju valesid sisselogimisi
web-too-many-logins-why = See telefon proovis liiga palju valesid sisselogimisaadresse. Skanni kehtivat kohtunikukaarti: see töötab alati.
web-bad-login = See sisselogimisaadress ei kehti
web-bad-login-why = See võib olla vanalt kohtunikukaardilt: märk on vahetatud.
web-bad-login-what = Skanni kehtivat kohtunikukaarti või küsi ülevaatuspunktist.
web-event-over = Sündmus on läbi
web-event-over-why = Kohtunike sisselogimised lõppevad koos sündmusega.
web-logged-out = Välja logitud
web-logged-out-text = See telefon pole enam sisse logitud. Uuesti sisselogimiseks skanni kohtunikukaarti.
web-log-in-first = Logi kõigepealt sisse
web-log-in-first-who = See leht on sündmuse kohtunikele.
web-log-in-first-how = Skanni telefoni kaameraga kohtunikukaardi QR-koodi või ava sisselogimisaadress, mille `armoury serve` jaamas välja printis. Siis jääd sisse logituks sündmuse lõpuni.
web-bad-search = Vigane otsing
web-bad-search-why = Kasuta otsingukasti.
web-search-too-long = Otsing on liiga pikk
web-search-too-long-why = Sisesta nimi, ID või sildi number (kuni 200 märki).
web-no-such-character = Sellist tegelast pole
web-no-such-character-why = Otsi hoopis nime järgi.
web-no-such-photo = Sellist fotot pole
web-not-here = Mitte siin
web-no-such-page = Sellist lehte pole
web-back-to-search = Mine tagasi otsingusse.
web-organisers-only = Ainult korraldajatele
web-organisers-only-how = See leht on sündmuse korraldajatele: ava selles seadmes korraldaja aadress, mille `armoury serve` välja printis (või mida näitab `armoury event organiser-token`).
web-organisers-only-not = Kohtuniku sisselogimine seda ei ava.
web-bad-organiser-login = See korraldaja aadress ei kehti
web-bad-organiser-login-why = Korraldaja märk võib olla vahetatud: küsi jaamast kehtivat aadressi (`armoury event organiser-token`).

## Korraldaja leht
# $event: sündmuse nimi.
org-title = Korraldaja: { $event }
org-registration = Registreerimine:
# $time: millal arvud loeti (UTC); $seconds: värskendamise vahe.
org-counted = Loetud { $time } UTC; leht värskendab end iga { $seconds } s järel.
org-seen = tegelast nähtud
org-approved = eset heaks kiidetud
org-referred = mängujuhile suunatud
org-rejected = tagasi lükatud
org-seen-percent = { $percent }% nimekirjast nähtud
org-tallies = { $provisional } heaks kiidetud ajutise väärtuse põhjal · { $overrides } erandit · { $awards } turvisehinnangut ({ $armoured } tegelast)
org-per-hour = Ülevaatusi tunnis
org-stations = Jaamad
org-station = Jaam
org-this-hour = See tund
org-all = Kokku
org-outcomes = Heaks kiidetud · suunatud · tagasi lükatud
org-rules-failed = Kõige sagedamini rikutud reeglid
org-no-rule-failed = Ükski kehtiv ese ei rikkunud reeglit.
org-rule = Reegel
org-failed = Ei sobinud
org-referred-column = Suunatud
org-still-referred = Endiselt mängujuhile suunatud
org-overrides = Erandid
org-item = Ese
org-character = Tegelane
org-where-when = Kus, millal (UTC)
org-reason = Põhjus
org-first-listed = Näidatakse esimest { $count }; jaama sündmuse paneel ja `armoury report` näitavad rohkem.

## Kohtunikukaart (`armoury serve --card FILE.pdf`), sündmuse keeles
card-title = Armoury kohtunikukaart
card-heading = KOHTUNIKUKAART
card-scan = Kohtunike lehe avamiseks skanni telefoni kaameraga
# $date: sündmuse viimane päev.
card-valid-until = Kehtib kuni { $date }
card-keep = Hoia seda kaarti nagu võtit: sellega saab igaüks sisse logida. Kadus? Vaheta märk käsuga `armoury event referee-token --rotate`.
# $fingerprint: isetehtud sertifikaadi SHA-256, kahes osas.
card-certificate = Lehe sertifikaat, SHA-256: { $fingerprint }

# Kontrollija telefon saadab laual oleva eseme foto (/upload/…).
web-upload-title = Foto lauale
web-upload-what = Pildista kogu eset, tasaselt ja heas valguses; laud näitab fotot kohe, kui see kohale jõuab.
web-upload-choose = Eseme foto
web-upload-send = Saada lauale
web-upload-again = Saada hoopis uus
web-upload-too-many-pixels = Pilt väidab end olevat { $width } × { $height } pikslit: rohkem, kui foto olla saab ({ $megapixels } megapikslit, { $side } pikslit küljel).
web-upload-received = Kätte saadud: laud näitab seda nüüd. Uus foto asendab selle.
web-upload-no-photo = Vormiga ei tulnud fotot: vali või tee enne foto.
web-upload-too-large = Foto on suurem kui { $megabytes } MB: pildista väiksema suurusega.
web-upload-not-a-picture = See fail ei ole JPEG- ega PNG-pilt.
web-upload-cut-short = Foto jõudis kohale poolikuna: saada uuesti.
web-upload-unreadable = Fotot ei saa lugeda ({ $error }).
web-upload-slow = Foto saabumine võttis liiga kaua: proovi uuesti parema WiFi levi käes.
web-upload-busy-why = Teised telefonid saadavad fotosid: proovi hetke pärast uuesti.
web-upload-expired = See link on aegunud
web-upload-expired-why = Palu laua taga olevalt kontrollijalt uut koodi.
web-upload-closed = See ese on juba kirja pandud
web-upload-closed-why = Laud on edasi liikunud, seega fotot ei hoitud alles. Kui ese vajab fotot, palu kontrollijalt uut koodi.
web-upload-unknown = Sellist fotolinki pole
