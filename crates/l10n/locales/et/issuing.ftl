# Mida sildid ja puuduste lehed prindivad, kui andmebaasis pole sõnu.

# Sildi pikkuskategooria järel, kui heakskiit põhineb ajutisel väärtusel.
iss-provisional = ajutine
# Sildi kehtivus, kui sündmusel pole lõppkuupäeva: $event on selle nimi.
iss-end-of-event = { $event } lõpuni
