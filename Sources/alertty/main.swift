import AlerttyCLI

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

exit(AlerttyCLI.run(arguments: Array(CommandLine.arguments.dropFirst())))
