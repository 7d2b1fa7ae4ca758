# Võrguta kontrolli leht (`armoury event verifier`, `armoury serve` aadressil /v/).
# Selle skript täidab iga { $nimi } ja valib telefoni keele.
# Ilma mitmuse valikuteta: leht kirjutab arvud sisse nii, nagu need on.

ver-title = Sildi kontroll
ver-point = Suuna telefoni kaamera sildi QR-koodile ja ava link.
ver-claims = Mida kood väidab (ära usalda):
ver-paste = Või kleebi kood
ver-check = Kontrolli
# $event: sündmuse nimi.
ver-event = Sildi kontroll: { $event }
ver-genuine = EHTNE
ver-forged = EI OLE EHTNE
ver-revoked = TÜHISTATUD
ver-expired = AEGUNUD
# $message: miks tekst pole kood (üks allolevatest ver-code-*).
ver-not-armoury = See ei ole Armoury kood: { $message }.
# Miks skannitud või sisestatud tekst pole kood: ver-not-armoury $message.
ver-code-no-colon = selles pole märki „:“
# $found: mitu osa tekstis on.
ver-code-parts = oodati 9 koolonitega eraldatud osa, leiti { $found }
# $prefix: millega tekst algab.
ver-code-prefix = see algab osaga { $prefix }, mitte ARM2
# $kind: täht, mis peaks ütlema, mille kohta kood käib.
ver-code-kind = liik { $kind } pole T, L, A ega F
ver-code-event = sündmuse kood { $event } on vigane
ver-code-id = ID { $id } on vigane
ver-code-key = võtme number peab olema 0 kuni 255, leiti { $key }
ver-code-expiry = aegumiskuupäev { $expiry } pole kujul AAAAKKPP
ver-code-item = ese { $item } on vigane
ver-code-owner = omanik { $owner } on vigane
# $length: mitu märki allkirjas on.
ver-code-signature = allkiri peab olema { $length } märki tähtedest A–Z ja numbritest 2–7
# $event: koodi sündmus; $site: selle lehe sündmus.
ver-other-event = See kood on sündmuselt { $event }, mitte { $site }: kontrolli seda selle sündmuse lehel.
ver-no-key = Sündmusel { $event } pole võtit { $key }.
ver-changed = Koodi on muudetud, käsitsi ümber kirjutatud või välja mõeldud.
ver-valid-until-was = See kehtis kuni { $date }.
# $reason: miks korraldajad selle tühistasid.
ver-revoked-on = Tühistatud { $date }: { $reason }
ver-retired-key = Allkirjastatud võtmega { $key }, mis kadumise tõttu { $date } kõrvale pandi: vaata ese uuesti üle.
ver-what = Mis
ver-item = Ese
ver-owner = Omanik
ver-valid-until = Kehtib kuni
ver-no-end = lõppkuupäevata
ver-covers-T = silt
ver-covers-L = esemekaart
ver-covers-A = turvisekaart
ver-covers-F = puuduste leht
# $engine: WebCrypto või ver-own-engine.
ver-timing = Kontrollitud { $ms } ms-ga ({ $engine }), selles telefonis.
ver-own-engine = lehe enda kontrollija
ver-age-fresh = vähem kui tund vana
ver-age-hours = { $hours } tundi vana
ver-age-days = { $days } päeva vana
ver-one-revoked = 1 tühistatud silt
ver-many-revoked = { $count } tühistatud silti
# $time: millal nimekiri kirjutati (UTC); $age ja $count: kaks ülalolevat.
ver-list = Tühistuste nimekiri { $time } UTC ({ $age }, { $count }).
ver-keys-failed = Sündmuse võtmeid ei saanud laadida ({ $error }): ava see leht korra võrgus olles.
ver-no-worker = See brauser ei saa lehte võrguta kasutamiseks hoida (vaja on https-i).
ver-kept = Hoitakse selles telefonis: kontrollib silte ka võrguta.
ver-not-kept = Võrguta kasutamiseks ei hoita: { $error }
