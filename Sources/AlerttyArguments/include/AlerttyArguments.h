// Nothing to import: arguments.c defines the two functions the Swift runtime asks for
// CommandLine's arguments, for the static release binary (see there).
