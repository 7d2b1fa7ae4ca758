## play-five-oaths
