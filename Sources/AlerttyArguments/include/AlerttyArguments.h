// arguments.c defines the two functions the Swift runtime asks for CommandLine's arguments,
// for the static release binary (see there), and this one, for main.swift.

/// The process's arguments (`argv`, `*count` of them) where they come from glibc (the static
/// release binary); NULL elsewhere.
char **alertty_arguments(int *count);
