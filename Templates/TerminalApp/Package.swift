// swift-tools-version:6.2
import PackageDescription

// A terminal app on Terrarium: copy this folder, rename what you like, `swift run App` in a
// terminal and `swift test` anywhere.
//
// Terrarium is depended on by path: clone it beside this folder as `Terrarium` (or change
// the path). To depend on your clone's git remote instead, replace the line with
// `.package(url: "<the remote's URL>", branch: "main")`, and make each `package:` below the
// URL's last component (without `.git`).
let package = Package(
    name: "TerminalApp",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: "../Terrarium")
    ],
    targets: [
        // The app's delegate and screens: a library, so that the tests show them headless.
        .target(
            name: "AppCore",
            dependencies: [
                .product(name: "Terrarium", package: "Terrarium"),
                .product(name: "TerrariumTerminal", package: "Terrarium"),
            ]
        ),
        // The executable: launches the app delegate in the terminal.
        .executableTarget(
            name: "App",
            dependencies: ["AppCore", .product(name: "TerrariumTerminal", package: "Terrarium")]
        ),
        .testTarget(
            name: "AppCoreTests",
            dependencies: [
                "AppCore",
                .product(name: "Terrarium", package: "Terrarium"),
                .product(name: "TerrariumTesting", package: "Terrarium"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
