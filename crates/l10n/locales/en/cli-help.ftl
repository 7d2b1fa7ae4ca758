## cli-help
