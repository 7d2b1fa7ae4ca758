## play-ancalagon
