## armour
