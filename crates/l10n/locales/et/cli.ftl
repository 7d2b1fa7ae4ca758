# Käsurea inimloetav väljund (--json väljundis pole tõlgitavaid sõnu).

## armoury check
# Eseme leidude esimene rida. $kind järel võib olla eseme nimi ja
# pikkuskategooria (check-item-name, check-item-category).
check-header = { $file }: { $kind } — reeglistik { $ruleset } { $version }
check-item-name = „{ $name }“
check-item-category = , { $category }
# $outcome on üks sõnadest outcome-approved, -referred, -rejected, suurtähtedega.
check-verdict = otsus: { $outcome }
check-verdict-because = otsus: { $outcome } ({ $reason })
check-needs-attention = { $count ->
        [one] { $count } leid vajab tähelepanu
       *[other] { $count } leidu vajavad tähelepanu
    }
check-values-missing = { $count ->
        [one] { $count } nõutud väärtus puudub
       *[other] { $count } nõutud väärtust puuduvad
    }
check-pair = paar: { $status } — { $message }
check-provisional-note = NB: see otsus põhineb reeglistiku { $ruleset } ajutistel väärtustel (kokku { $count }), mida lähtetekstis pole; vt `armoury rules show { $ruleset }`
check-recorded = salvestatud ülevaatus nr { $id }: { $name } ({ $character }), sündmus { $event }
check-already-recorded = juba salvestatud (eelmise käivituse vastus läks kaduma): ülevaatus nr { $id }: { $name } ({ $character }), sündmus { $event }
check-by-override = HEAKS KIIDETUD erandina
check-tag = silt { $serial }
check-tag-until = silt { $serial }, kehtib kuni { $date }

## Iga käsk
# Viga, mis lõpetab käsu: $message ütleb, mis läks valesti.
cli-error = viga: { $message }
# Vihje vea järel: $hint nimetab lipu, mis aitab.
cli-hint = vihje: { $hint }
# `--lang` nimetab keelt, mida Armoury ei räägi: $known loetleb need, mida räägib.
cli-lang-unknown = Armoury räägib keeli { $known }
