import AlerttyArguments
import AlerttyCLI

var count: Int32 = 0
let (programName, arguments, notUTF8) =
    if let values = alertty_arguments(&count) {
        AlerttyCLI.commandLineArguments(count: Int(count), values: values)
    } else {
        AlerttyCLI.commandLineArguments(count: Int(CommandLine.argc), values: CommandLine.unsafeArgv)
    }
AlerttyCLI.end(AlerttyCLI.run(arguments: arguments, notUTF8: notUTF8, programName: programName))
