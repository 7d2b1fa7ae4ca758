## play-errors
