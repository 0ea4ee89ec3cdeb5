// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "Terrarium",
    platforms: [.macOS(.v14)],
    products: [
        // TerrariumOSLog comes with the library: iOS code's `import os` / `import OSLog` becomes
        // `import TerrariumOSLog` (see the port command), with no dependency to add.
        .library(name: "Terrarium", targets: ["Terrarium", "TerrariumOSLog"]),
        .library(name: "TerrariumTesting", targets: ["TerrariumTesting"]),
        .library(name: "TerrariumTerminal", targets: ["TerrariumTerminal"]),
        .library(name: "TerrariumSnapshotTesting", targets: ["TerrariumSnapshotTesting"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .executable(name: "terrarium", targets: ["TerrariumDemo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Only its SnapshotTesting target, which depends on nothing: swift-syntax (for its
        // inline snapshots) is fetched, never built.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `swift package generate-documentation`; a plugin only, nothing links it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The constraint solver under Auto Layout; it depends on nothing.
        .target(name: "Cassowary"),
        .target(
            name: "Terrarium",
            dependencies: [
                "Cassowary",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HeapModule", package: "swift-collections"),
                .product(name: "DequeModule", package: "swift-collections"),
                .product(name: "OrderedCollections", package: "swift-collections"),
            ],
            swiftSettings: [
                // Invariant checks after every hierarchy mutation, in debug builds only.
                .define("TERRARIUM_INTERNAL_CHECKS", .when(configuration: .debug))
            ]
        ),
        // Apple's `os_log`, `OSLog` and `Logger` over swift-log. A module of its own, not part of
        // Terrarium: its `Logger` is Apple's, which would clash with swift-log's `Logger` in
        // Terrarium's code and in apps that use both.
        .target(
            name: "TerrariumOSLog",
            dependencies: [.product(name: "Logging", package: "swift-log")]
        ),
        // The backends build without package access: the compiler holds them to Terrarium's
        // public API, the one any other backend gets (see "Writing a backend" in the docs).
        .target(
            name: "TerrariumTesting",
            dependencies: ["Terrarium"],
            packageAccess: false
        ),
        // The terminal backend: raw mode and restore, the diffing ANSI renderer, the input
        // decoder and the driver that runs the main loop on the real clock. Only it touches
        // termios, signals and file descriptors. It keeps recent log messages for a log view.
        .target(
            name: "TerrariumTerminal",
            dependencies: ["Terrarium", .product(name: "Logging", package: "swift-log")],
            packageAccess: false
        ),
        // The demo's screens (the file browser and the container showcase), a library so that
        // tests and benchmarks drive them headless.
        .target(
            name: "TerrariumDemoKit",
            dependencies: ["Terrarium", "TerrariumTesting", "TerrariumTerminal"],
            resources: [.copy("Storyboards/Demo.storyboard")]
        ),
        // An app in Xcode's layout (`Port/Samples/Cards`) as `terrarium-port app` makes it, its
        // sources committed (the port's tests check they are the port's output): the
        // end-to-end tests run it in tmux. `swift run Cards` shows it.
        .target(
            name: "CardStack",
            dependencies: ["Terrarium"],
            path: "Examples/Cards/Sources/CardStack",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "Cards",
            dependencies: ["CardStack", "Terrarium", "TerrariumTerminal"],
            path: "Examples/Cards/Sources/Cards",
            resources: [
                .copy("Resources/Assets.xcassets"),
                .copy("Resources/Base.lproj/Main.storyboard"),
                .copy("Resources/CardViewController.xib"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // The product is `terrarium`; the target has another name because module names
        // `terrarium` and `Terrarium` would collide on case-insensitive file systems.
        .executableTarget(
            name: "TerrariumDemo",
            dependencies: [
                "Terrarium",
                "TerrariumTesting",
                "TerrariumTerminal",
                "TerrariumDemoKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "TerrariumBenchmarks",
            // Logging: the storyboard workload quiets the warnings it would otherwise time.
            // TerrariumTesting: the PNG pictures of screens.
            dependencies: ["Terrarium", "TerrariumTesting", .product(name: "Logging", package: "swift-log")]
        ),
        .executableTarget(
            name: "TerminalBenchmarks",
            dependencies: ["Terrarium", "TerrariumTerminal"]
        ),
        .executableTarget(
            name: "CassowaryBenchmarks",
            dependencies: ["Cassowary"]
        ),
        .testTarget(
            name: "CassowaryTests",
            dependencies: ["Cassowary"]
        ),
        .testTarget(
            name: "TerrariumTests",
            dependencies: [
                "Terrarium",
                "TerrariumTesting",
                // The documentation's app delegates adopt `TerminalApplicationDelegate`.
                "TerrariumTerminal",
                // `terrarium run`'s code path, which the storyboard corpus is run through.
                "TerrariumDemoKit",
                .product(name: "InMemoryLogging", package: "swift-log"),
            ],
            // The script that made the PNG fixtures (kept beside them, not built).
            exclude: ["Images/make-png-fixtures.py"],
            // Real storyboards (with their sources and licences), copied as they are: Terrarium
            // reads Xcode's XML at run time, with no compile step. The nibs written for the
            // tests: `Xibs/`, opened with its bundle, and one at the resource bundle's root,
            // where a library's `.process`ed nibs are, found through `Bundle(for:)`.
            resources: [
                .copy("Storyboards/Corpus"), .copy("Storyboards/Fixtures"), .copy("Nibs/Xibs"),
                .copy("Nibs/PagerButtonCell.xib"),
            ]
        ),
        .testTarget(
            name: "TerrariumOSLogTests",
            dependencies: ["TerrariumOSLog", .product(name: "Logging", package: "swift-log")]
        ),
        .testTarget(
            name: "TerrariumTestingTests",
            dependencies: ["Terrarium", "TerrariumTesting"]
        ),
        // Strategies for swift-snapshot-testing: screens as lines of text, as SVG and as PNG.
        .target(
            name: "TerrariumSnapshotTesting",
            dependencies: [
                "Terrarium", "TerrariumTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(
            name: "TerrariumSnapshotTestingTests",
            dependencies: [
                "Terrarium", "TerrariumTesting", "TerrariumSnapshotTesting", "TerrariumDemoKit",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "TerrariumTerminalTests",
            dependencies: [
                "Terrarium", "TerrariumTerminal", "TerrariumTesting", .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Container code in the style of iOS libraries, compiled in the Swift 5 language mode
        // as most of them are: Terrarium's main-actor API must be as lenient to it as UIKit's.
        .testTarget(
            name: "TerrariumSwift5Tests",
            dependencies: ["Terrarium", "TerrariumTesting"],
            // An asset catalog as Xcode keeps it, copied as it is: `UIImage(named:)` and
            // `#imageLiteral` read it from the resource bundle beside the test runner.
            resources: [.copy("Assets.xcassets")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // A toy backend on the public API only, as a third party would write one (and test it:
        // TerrariumTesting's `.isolatedUI` trait).
        .testTarget(
            name: "ToyBackendTests",
            dependencies: ["Terrarium", "TerrariumTesting"],
            packageAccess: false
        ),
        .testTarget(
            name: "TerrariumDemoKitTests",
            dependencies: ["Terrarium", "TerrariumTesting", "TerrariumDemoKit"],
            // Storyboards for `terrarium run` (the end-to-end tests open them from here too).
            resources: [.copy("Fixtures")]
        ),
        // Drives the real `terrarium` binary in tmux; `swift test` builds it with the package.
        .testTarget(
            name: "TerrariumEndToEndTests",
            dependencies: []
        ),
    ],
    swiftLanguageModes: [.v6]
)
