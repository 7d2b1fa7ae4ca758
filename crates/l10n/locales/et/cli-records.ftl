# The command line: records (see cli.ftl).
