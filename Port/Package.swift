// swift-tools-version:6.2
import PackageDescription

// The port command lives in its own package so that building Terrarium and the root
// package's `swift test` never compile swift-syntax: `swift run --package-path Port
// terrarium-port PATH...` builds it on demand.
let package = Package(
    name: "TerrariumPort",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "terrarium-port", targets: ["terrarium-port"]),
        .executable(name: "terrarium-port-benchmark", targets: ["terrarium-port-benchmark"]),
        .library(name: "TerrariumPortKit", targets: ["TerrariumPortKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The rewrites, the diff and the summary: a library so that tests and the benchmark
        // call it without a process.
        .target(
            name: "TerrariumPortKit",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "terrarium-port",
            dependencies: [
                "TerrariumPortKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Times the port of 10,000 generated lines of iOS-style code.
        .executableTarget(
            name: "terrarium-port-benchmark",
            dependencies: ["TerrariumPortKit"]
        ),
        // SwiftParser: a test reads Terrarium's protocols to keep the port's table of them in step.
        .testTarget(
            name: "TerrariumPortTests",
            dependencies: [
                "TerrariumPortKit",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
