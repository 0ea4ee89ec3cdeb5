import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import TerrariumPortKit

/// Keeps `UIKitOptionalRequirements.swift` in step with Terrarium's sources: each protocol of
/// the table is read from `Sources/Terrarium/`, and each method requirement with a default in
/// an unconstrained extension of it is an entry, with what its default returns.
@Suite struct UIKitRequirementsTableTests {
    /// The entries Terrarium's sources give, as the table writes them.
    static func entriesFromSources() throws -> [String] {
        let protocols = Set(UIKitOptionalRequirements.protocols)
        let folder = Samples.repository.appendingPathComponent("Sources/Terrarium")
        var requirements: [String: [(name: String, returns: TypeSyntax?)]] = [:]
        var defaults: [String: [String: FunctionDeclSyntax]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
            guard protocols.contains(where: { text.contains("protocol \($0)") || text.contains("extension \($0)") })
            else { continue }
            let file = Parser.parse(source: text)
            for statement in file.statements {
                if let declaration = statement.item.as(ProtocolDeclSyntax.self), protocols.contains(declaration.name.text) {
                    for member in declaration.memberBlock.members {
                        guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
                        requirements[declaration.name.text, default: []].append(
                            (function.fullName, function.signature.returnClause?.type))
                    }
                } else if let declaration = statement.item.as(ExtensionDeclSyntax.self),
                    protocols.contains(declaration.extendedType.trimmedDescription), declaration.genericWhereClause == nil
                {
                    for member in declaration.memberBlock.members {
                        guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
                        defaults[declaration.extendedType.trimmedDescription, default: [:]][function.fullName] = function
                    }
                }
            }
        }
        var entries: [String] = []
        for name in UIKitOptionalRequirements.protocols {
            for requirement in requirements[name] ?? [] {
                guard let implementation = defaults[name]?[requirement.name] else { continue }
                let returns: String
                if let type = requirement.returns, !type.isVoid {
                    if type.isOptional {
                        returns = ".optional"
                    } else {
                        returns = ".value(\(Self.literal(Self.defaultValue(of: implementation))))"
                    }
                } else {
                    returns = ".void"
                }
                entries.append("(\"\(name)\", \"\(requirement.name)\", \(returns)),")
            }
        }
        return entries
    }

    /// The default's value as the summary shows it: its expression when it is one short
    /// expression (`true`, `UITableView.automaticDimension`), else the first line of its
    /// documentation as a phrase (`the flow layout's \`itemSize\``), else nil.
    static func defaultValue(of function: FunctionDeclSyntax) -> String? {
        if let statements = function.body?.statements, statements.count == 1, let item = statements.first?.item {
            let expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExpressionStmtSyntax.self)?.expression
                ?? item.as(ExprSyntax.self)
            if let text = expression?.trimmedDescription, text.count <= 48, !text.contains("\n") { return text }
        }
        for piece in function.leadingTrivia {
            guard case .docLineComment(let line) = piece else { continue }
            var text = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
            if text.hasSuffix(".") { text.removeLast() }
            return text.isEmpty ? nil : text.prefix(1).lowercased() + text.dropFirst()
        }
        return nil
    }

    static func literal(_ text: String?) -> String {
        guard let text else { return "nil" }
        return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The table's entries, written as the table writes them.
    static func entriesOfTable() -> [String] {
        UIKitOptionalRequirements.table.map { entry in
            let returns: String
            switch entry.returns {
            case .void: returns = ".void"
            case .optional: returns = ".optional"
            case .value(let value): returns = ".value(\(literal(value)))"
            }
            return "(\"\(entry.protocolName)\", \"\(entry.name)\", \(returns)),"
        }
    }

    @Test func theTableIsTerrariumsDeclarations() throws {
        let fromSources = try Self.entriesFromSources()
        let table = Self.entriesOfTable()
        let inStep = fromSources == table
        #expect(
            inStep,
            """
            Port/Sources/TerrariumPortKit/UIKitOptionalRequirements.swift is out of step with Terrarium's \
            protocols; its entries should be:
            \(fromSources.joined(separator: "\n"))
            """)
    }
}
