import AlerttyCLI

let (arguments, notUTF8) = AlerttyCLI.commandLineArguments()
AlerttyCLI.end(AlerttyCLI.run(arguments: arguments, notUTF8: notUTF8, programName: CommandLine.arguments.first ?? ""))
