// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "Mailbox",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: "../Terrarium"),
    ],
    targets: [
        .executableTarget(
            name: "Mailbox",
            dependencies: [
                .product(name: "Terrarium", package: "Terrarium"),
                .product(name: "TerrariumTerminal", package: "Terrarium"),
            ]
        ),
        .testTarget(
            name: "MailboxTests",
            dependencies: [
                "Mailbox",
                .product(name: "Terrarium", package: "Terrarium"),
                .product(name: "TerrariumTesting", package: "Terrarium"),
            ]
        ),
    ]
)
