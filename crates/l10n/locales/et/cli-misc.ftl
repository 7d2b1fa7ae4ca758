# The command line: misc (see cli.ftl).
