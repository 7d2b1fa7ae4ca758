# The command line: print (see cli.ftl).
