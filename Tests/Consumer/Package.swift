// swift-tools-version: 6.0
// A program that uses alertty as a real dependency does: through a git URL and a version tag,
// importing both libraries. .ci/run points ALERTTY_PACKAGE_URL at a tagged clone of the
// checkout, builds this and runs it; the program is the README's library example.
import PackageDescription

let url = Context.environment["ALERTTY_PACKAGE_URL"] ?? "https://github.com/alertty/alertty"

let package = Package(
    name: "Consumer",
    dependencies: [.package(url: url, from: "999.0.0")],
    targets: [
        .executableTarget(name: "Consumer", dependencies: [
                .product(name: "Alertty", package: "alertty"), .product(name: "AlerttyKit", package: "alertty"),
            ])
    ]
)
