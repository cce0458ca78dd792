// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "alertty",
    products: [
        .executable(name: "alertty", targets: ["alertty"]),
        // The pure core: an alert's model, parts, state, layout, rendering, input and text, without the command line.
        .library(name: "AlerttyKit", targets: ["AlerttyKit"]),
        // Shows an alert on the controlling terminal from any Swift program: Alert(configuration).present().
        .library(name: "Alertty", targets: ["Alertty"]),
    ],
    targets: [
        // link-order.txt: the functions one alert runs and the data they touch, for the release
        // link (README, Install). A Linux release build is the one to install: fully static (no
        // dynamic loader, runs where no Swift is installed) and linked by lld in the order of
        // link-order.txt (what an alert uses, side by side: fewer pages mapped; .ci/check-footprint
        // fails when it goes stale, Sources/alertty-bench/README.md). Unsafe flags are allowed
        // here because no library product contains this target (a dependent package never
        // builds it; .ci/check-consumer proves that).
        .executableTarget(
            name: "alertty", dependencies: ["AlerttyCLI", "AlerttyArguments"], exclude: ["link-order.txt"],
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-static-executable", "-use-ld=lld",
                        "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Sources/alertty/link-order.txt",
                        "-Xlinker", "--no-warn-symbol-ordering",
                    ], .when(platforms: [.linux], configuration: .release))
            ],
            plugins: ["LinkOrderStamp"]),
        // A new link-order.txt relinks alertty: SwiftPM does not see a file a linker flag names.
        .plugin(name: "LinkOrderStamp", capability: .buildTool(), path: "Sources/LinkOrderStamp"),
        // The static release binary's argc and argv from glibc, so that the Swift runtime's
        // argument grabber (a read of /proc/self/maps before main) is not linked: arguments.c.
        .target(
            name: "AlerttyArguments",
            cSettings: [
                .define("ALERTTY_ARGUMENTS_FROM_GLIBC", .when(platforms: [.linux], configuration: .release)),
                // valgrind 3.19 (Debian 12), which the benchmark's link order and instruction
                // counts run on, cannot read clang's DWARF 5 and refuses the whole binary.
                .unsafeFlags(["-gdwarf-4"]),
            ]),
        // Measures alertty beside dialog and whiptail: swift build -c release && .build/release/alertty-bench
        // floor.c: the C program that does alertty's job and nothing else, compiled by the benchmark with cc.
        // floor.swift: the same in Swift, compiled by the benchmark with swiftc: what the runtime alone costs.
        // ScreenModel, the tests' terminal: --scale reads fzf's and alertty's counts off the screen.
        .executableTarget(name: "alertty-bench", dependencies: ["AlerttyCommandLine", "ScreenModel"], exclude: ["floor.c", "floor.swift", "README.md"]),
        // The command line's shell: arguments, environment, answers given in advance, the audit log, stdout.
        .target(name: "AlerttyCLI", dependencies: ["AlerttyCommandLine", "Alertty", "AlerttyKit", "AlerttyTerminal"]),
        // What only the command line needs, pure like the core: the option table and its parser,
        // --help, the man page and completions, the dialog/whiptail dialects, answers given in
        // advance, the answer printed and the audit record. No library product builds it.
        .target(name: "AlerttyCommandLine", dependencies: ["AlerttyKit"]),
        // The presenter: the run loop, plain mode and turn-taking, joining the core to the terminal.
        .target(name: "Alertty", dependencies: ["AlerttyKit", "AlerttyTerminal"]),
        // rounding (round, rint, trunc) comes from the C maths library, which a program that
        // links only this library does not otherwise pull in on Linux.
        .target(name: "AlerttyKit", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "AlerttyTerminal", dependencies: ["AlerttySystemC"]),
        // prctl(2), which Swift cannot import (variadic in C): a process holding a secret forbids dumps.
        .target(name: "AlerttySystemC"),
        // Runs the tests that wait on programs and terminals on threads of their own (OwnThread).
        .target(name: "TestThreads", path: "Tests/TestThreads"),
        // A tiny terminal emulator the tests use to read what alertty drew.
        .target(name: "ScreenModel", dependencies: ["AlerttyKit"], path: "Tests/ScreenModel"),
        // The fuzz checks: run on seeded random input by swift test, and by libFuzzer in .ci/fuzz.
        .target(name: "AlertFuzzing", dependencies: ["AlerttyCommandLine"], path: "Tests/Fuzz", exclude: ["alertty.dict"]),
        // What both unit-test targets use: the committed files they compare with what the code
        // draws and writes, and a seeded generator for random tests that repeat exactly.
        .target(name: "TestSupport", dependencies: ["AlerttyKit"], path: "Tests/TestSupport"),
        // The core's tests build their alerts as a program does, never through the command line.
        // The snapshots are read from the source tree, not bundled (the gallery's too).
        .testTarget(
            name: "AlerttyKitTests", dependencies: ["AlerttyKit", "ScreenModel", "TestSupport"],
            exclude: ["Snapshots"]),
        // The command line's tests: the parser, the dialects, answers, the generated documents,
        // the gallery of real command lines, and the fuzz checks over its arguments.
        .testTarget(
            name: "AlerttyCommandLineTests",
            dependencies: ["AlerttyCommandLine", "AlerttyKit", "AlertFuzzing", "TestSupport"]),
        .testTarget(name: "AlerttyTerminalTests", dependencies: ["AlerttyTerminal", "TestThreads"]),
        // The run loop against a stand-in terminal, in process.
        .testTarget(name: "AlerttyTests", dependencies: ["Alertty", "AlerttyKit", "AlerttyTerminal", "ScreenModel"]),
        // AlerttyTerminal for its signal table: the ways out are tested for every signal it watches;
        // AlerttyKit for the colours a test terminal reports.
        .testTarget(name: "EndToEndTests", dependencies: [
                "alertty", "AlerttyCommandLine", "AlerttyKit", "ScreenModel", "AlerttyTerminal", "TestThreads",
                "TestSupport",
            ]),
    ]
)
