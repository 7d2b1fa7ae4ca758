# The command line: play (see cli.ftl).
