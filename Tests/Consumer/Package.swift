// swift-tools-version: 6.0
// A program that uses alertty as a real dependency does: through a git URL, importing both
// libraries, with the README's dependency line as written. .ci/check-consumer points the URL at
// a clone of the checkout (its main branch), builds this and runs it; the program is the
// README's library example.
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [
        .package(url: "https://github.com/alertty/alertty", branch: "main")
    ],
    targets: [
        .executableTarget(
            name: "Consumer",
            dependencies: [
                .product(name: "Alertty", package: "alertty"), .product(name: "AlerttyKit", package: "alertty"),
            ])
    ]
)
