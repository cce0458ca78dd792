import AlerttyCLI

let (programName, arguments, notUTF8) = AlerttyCLI.commandLineArguments()
AlerttyCLI.end(AlerttyCLI.run(arguments: arguments, notUTF8: notUTF8, programName: programName))
