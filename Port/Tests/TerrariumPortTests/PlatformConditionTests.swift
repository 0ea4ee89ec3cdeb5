import Testing
import TerrariumPortKit

/// `#if`s on the platform are evaluated as on iOS.
@Suite struct PlatformConditionTests {
    @Test func theImportsOfTheIOSClauseBecomeTerrarium() {
        expectPort(
            """
            #if canImport(UIKit)
            import UIKit
            #elseif canImport(AppKit)
            import AppKit
            #endif
            import Foundation

            final class A {}
            """,
            """
            import Terrarium
            import Foundation

            final class A {}
            """)
    }

    @Test(arguments: [
        ("os(iOS)", "kept"), ("!os(macOS)", "kept"), ("os(iOS) || os(tvOS)", "kept"), ("canImport(UIKit)", "kept"),
        ("targetEnvironment(macCatalyst)", "dropped"), ("os(macOS)", "dropped"), ("canImport(AppKit)", "dropped"),
        ("os(Linux)", "dropped"), ("os(watchOS) || os(visionOS)", "dropped"), ("!targetEnvironment(simulator)", "kept"),
        ("(os(iOS) || os(tvOS)) && !targetEnvironment(macCatalyst)", "kept"), ("canImport(os)", "kept"),
    ])
    func decidedConditionsKeepOrDropTheirBody(_ condition: String, _ outcome: String) {
        let ported = Porter.port("let a = 1\n#if \(condition)\nlet b = 2\n#endif\nlet c = 3\n")
        #expect(ported.ported == (outcome == "kept" ? "let a = 1\nlet b = 2\nlet c = 3\n" : "let a = 1\nlet c = 3\n"))
        #expect(ported.changes.map(\.kind) == [.platformConditional])
    }

    @Test func theActiveClauseOfAChainIsKept() {
        expectPort(
            """
            #if os(macOS)
            typealias View = NSView
            #elseif os(iOS) || os(tvOS)
            typealias View = UIView
            #else
            typealias View = AnyObject
            #endif
            """,
            """
            typealias View = UIView
            """)
    }

    @Test func undecidedConditionsGetTrueAndFalseForTheirPlatformParts() {
        expectPort(
            """
            #if DEBUG && os(iOS)
            let a = 1
            #elseif SWIFT_PACKAGE || canImport(AppKit)
            let a = 2
            #elseif os(macOS) && DEBUG
            let a = 3
            #endif
            #if swift(>=5.9)
            let b = 1
            #endif
            """,
            """
            #if DEBUG && true
            let a = 1
            #elseif SWIFT_PACKAGE || false
            let a = 2
            #elseif false
            let a = 3
            #endif
            #if swift(>=5.9)
            let b = 1
            #endif
            """)
    }

    @Test func aConditionDecidedFalseBeforeAnUnknownOneIsDecided() {
        // `os(macOS) && DEBUG` is false whatever DEBUG is: the #else is compiled.
        expectPort(
            "#if os(macOS) && DEBUG\nlet a = 1\n#else\nlet a = 2\n#endif\n",
            "let a = 2\n")
    }

    @Test func nestedConditionalsMembersAndPostfixExpressions() {
        expectPort(
            """
            import UIKit

            final class Menu: UIView {
                #if os(iOS)
                private let feedback = UISelectionFeedbackGenerator()
                    #if targetEnvironment(macCatalyst)
                    private let hover = true
                    #else
                    private let hover = false
                    #endif
                #elseif os(macOS)
                private let feedback = NSHapticFeedbackManager.defaultPerformer
                #endif

                func configure() {
                    let label = UILabel()
                        #if os(iOS)
                        .configured()
                        #endif
                    switch label.textAlignment {
                    #if !os(macOS)
                    case .natural: break
                    #endif
                    default: break
                    }
                }
            }
            """,
            """
            import Terrarium

            final class Menu: UIView {
                private let feedback = UISelectionFeedbackGenerator()
                    private let hover = false

                func configure() {
                    let label = UILabel()
                        .configured()
                    switch label.textAlignment {
                    case .natural: break
                    default: break
                    }
                }
            }
            """)
    }

    @Test func onlyTheCompiledClauseIsPorted() {
        // `@objc` in the dropped clause is not reported: the clause is gone.
        let ported = Porter.port(
            """
            #if os(macOS)
            @objc final class Item: NSObject {}
            #else
            @objc final class Item: NSObject {}
            #endif
            """)
        #expect(ported.ported == "final class Item: NSObject {}")
        #expect(ported.changes.map(\.kind) == [.platformConditional, .objectiveCAttribute])
    }

    @Test func aFileWithoutPlatformConditionsIsLeftByteForByte() {
        let input = "#if DEBUG\nlet debug = true\n#elseif false\nlet debug = false\n#endif\n"
        #expect(!Porter.port(input).isChanged)
    }

    @Test func aPackageManifestKeepsItsConditions() {
        let manifest = "// swift-tools-version:5.9\nimport PackageDescription\n#if os(Linux)\nlet linux = true\n#endif\n"
        let files = Porter.port([(path: "Sample/Package.swift", text: manifest)])
        #expect(!files[0].isChanged)
    }

    @Test func theSummaryNamesTheClauseKept() {
        let ported = Porter.port("#if os(macOS)\nlet a = 1\n#else\nlet a = 2\n#endif\n#if os(tvOS)\nlet b = 1\n#endif\n", path: "A.swift")
        #expect(ported.changes.map(\.detail) == ["#if os(macOS) → the #else clause kept", "#if os(tvOS) → removed"])
        #expect(ported.changes.map(\.line) == [1, 6])
    }
}
