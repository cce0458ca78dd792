import Foundation
import PackagePlugin

/// Makes a change to `Sources/alertty/link-order.txt` relink the executable. The linker reads the
/// file through a flag, which SwiftPM does not see as an input; this writes its checksum into a
/// Swift file of the `alertty` module as a public constant (a comment, or an internal constant the
/// optimizer drops, would leave the object file as it was, and SwiftPM would not link again), so a
/// new order means a new object file and a new link.
@main struct LinkOrderStamp: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target _: Target) throws -> [Command] {
        let order = context.package.directoryURL.appending(path: "Sources/alertty/link-order.txt")
        let stamp = context.pluginWorkDirectoryURL.appending(path: "LinkOrderStamp.swift")
        return [
            .buildCommand(
                displayName: "Stamping alertty's link order", executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [
                    "-c",
                    "printf '/// The checksum of link-order.txt, so that a new order relinks.\\npublic let linkOrderChecksum = \"%s\"\\n' \"$(cksum < \"$1\")\" > \"$2\"",
                    "sh", order.path,
                    stamp.path,
                ],
                inputFiles: [order], outputFiles: [stamp])
        ]
    }
}
