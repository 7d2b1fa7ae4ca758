## printed
# Mida prinditud kaardid ütlevad oma sõnadega (mitte klubi ega reeglistiku
# omadega), sündmuse keeles.

## Esemekaardid (Five Oaths'i lammie'd, `armoury lammie`)
pnt-durable = Püsiv
pnt-consumable = Ühekordne (c)
# $event: pnt-event-number või sündmuse nimi, nagu esemefail selle annab.
pnt-entered-play = Mängus alates: { $event }
# $number: klubi sündmuste jooksev number.
pnt-event-number = sündmus nr { $number }
# $number: viimane sündmus, kus ese mängus on.
pnt-expires-after = Aegub pärast sündmust nr { $number }
# $lifetime: mitu sündmust püsiv ese kestab (3); $event: sündmuse nimi,
# kus see mängu tuli, loetakse esimeseks.
pnt-expires-counting = Aegub pärast { $lifetime }. sündmust (esimene neist { $event })
pnt-does-not-expire = Ei aegu

## Puuduste lehed
# Põhjuste asemel, kui ühtegi ei salvestatud.
pnt-no-reasons = • põhjust ei salvestatud: küsi kontrollijalt
