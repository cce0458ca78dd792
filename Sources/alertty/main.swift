#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif
import AlerttyCLI

exit(AlerttyCLI.run(arguments: Array(CommandLine.arguments.dropFirst())))
