/// A unified diff of two texts, as `diff -u` prints it, with three lines of context.
///
/// A line diff by longest common subsequence over the changed region only: the common
/// prefix and suffix are cut first, so a port that changes a few lines of a long file costs
/// little.
public enum UnifiedDiff {
    /// The diff of `old` and `new`, headed `--- a/PATH` and `+++ b/PATH`; empty when equal.
    public static func make(old: String, new: String, path: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        return hunks(diff(lines(old), lines(new)), path: path, context: context)
    }

    /// The diff of `bytes` and `bytes` with `edits` applied: a line diff of each edited
    /// region alone, the lines between regions being the same, so that a port touching a few
    /// lines of a long file costs time in proportion to the file, not its square.
    static func make(bytes: [UInt8], edits: [TextEdit], path: String, context: Int = 3) -> String {
        let sorted = TextEdit.sorted(edits)
        guard !sorted.isEmpty else { return "" }
        func lineStart(_ offset: Int) -> Int {
            var offset = offset
            while offset > 0, bytes[offset - 1] != UInt8(ascii: "\n") { offset -= 1 }
            return offset
        }
        func lineEnd(_ offset: Int) -> Int {
            var offset = offset
            while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
            return min(offset + 1, bytes.count)
        }
        // Line-aligned regions of the old text, each with its edits.
        var regions: [(start: Int, end: Int, edits: [TextEdit])] = []
        for edit in sorted {
            let start = lineStart(edit.start)
            let end = max(lineEnd(edit.end == edit.start ? edit.start : edit.end - 1), start)
            if let last = regions.last, start < last.end {
                regions[regions.count - 1].end = max(last.end, end)
                regions[regions.count - 1].edits.append(edit)
            } else {
                regions.append((start, end, [edit]))
            }
        }
        var operations: [Operation] = []
        var cursor = 0
        var oldLine = 1
        var newLine = 1
        func appendSame(upTo offset: Int) {
            for line in lines(String(decoding: bytes[cursor..<offset], as: UTF8.self)) {
                operations.append(Operation(kind: .same, text: line, oldLine: oldLine, newLine: newLine))
                oldLine += 1
                newLine += 1
            }
        }
        for region in regions {
            appendSame(upTo: region.start)
            let slice = Array(bytes[region.start..<region.end])
            let shifted = region.edits.map {
                TextEdit(start: $0.start - region.start, end: $0.end - region.start, replacement: $0.replacement)
            }
            let oldLines = lines(String(decoding: slice, as: UTF8.self))
            let newLines = lines(String(decoding: TextEdit.apply(shifted, to: slice), as: UTF8.self))
            for var operation in diff(oldLines, newLines) {
                operation.oldLine += oldLine - 1
                operation.newLine += newLine - 1
                operations.append(operation)
            }
            oldLine += oldLines.count
            newLine += newLines.count
            cursor = region.end
        }
        appendSame(upTo: bytes.count)
        return hunks(operations, path: path, context: context)
    }

    static func hunks(_ operations: [Operation], path: String, context: Int) -> String {
        guard operations.contains(where: { $0.kind != .same }) else { return "" }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        var index = 0
        while index < operations.count {
            guard let firstChange = operations[index...].firstIndex(where: { $0.kind != .same }) else { break }
            var start = max(index, firstChange - context)
            if start < index { start = index }
            var end = firstChange
            // Extend while the next change is within 2 * context lines.
            while true {
                guard let nextSame = operations[end...].firstIndex(where: { $0.kind == .same }) else {
                    end = operations.count
                    break
                }
                let nextChange = operations[nextSame...].firstIndex(where: { $0.kind != .same })
                if let nextChange, nextChange - nextSame <= 2 * context {
                    end = nextChange
                    continue
                }
                end = min(operations.count, nextSame + context)
                break
            }
            let hunk = operations[start..<end]
            let oldCount = hunk.filter { $0.kind != .added }.count
            let newCount = hunk.filter { $0.kind != .removed }.count
            let oldStart = hunk.first!.oldLine
            let newStart = hunk.first!.newLine
            output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for operation in hunk {
                let prefix = operation.kind == .same ? " " : operation.kind == .removed ? "-" : "+"
                output += prefix + operation.text.line + "\n"
                if !operation.text.endsInNewline { output += "\\ No newline at end of file\n" }
            }
            index = end
        }
        return output
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(count == 0 ? start - 1 : start),\(count)"
    }

    struct Line: Equatable {
        var line: Substring
        var endsInNewline: Bool
    }

    static func lines(_ text: String) -> [Line] {
        var result: [Line] = []
        var rest = text[...]
        while !rest.isEmpty {
            if let newline = rest.firstIndex(of: "\n") {
                result.append(Line(line: rest[..<newline], endsInNewline: true))
                rest = rest[rest.index(after: newline)...]
            } else {
                result.append(Line(line: rest, endsInNewline: false))
                rest = rest[rest.endIndex...]
            }
        }
        return result
    }

    enum Kind { case same, removed, added }

    struct Operation {
        var kind: Kind
        var text: Line
        /// The 1-based line in the old text (for `same`/`removed`), or where it would go.
        var oldLine: Int
        /// The 1-based line in the new text (for `same`/`added`), or where it would go.
        var newLine: Int
    }

    static func diff(_ a: [Line], _ b: [Line]) -> [Operation] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        var operations: [Operation] = []
        for i in 0..<prefix { operations.append(Operation(kind: .same, text: a[i], oldLine: i + 1, newLine: i + 1)) }
        let middleA = Array(a[prefix..<(a.count - suffix)])
        let middleB = Array(b[prefix..<(b.count - suffix)])
        // Longest common subsequence over the middle, by dynamic programming.
        let n = middleA.count
        let m = middleB.count
        var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        if n > 0 && m > 0 {
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    table[i][j] = middleA[i] == middleB[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
        }
        var i = 0
        var j = 0
        var oldLine = prefix + 1
        var newLine = prefix + 1
        while i < n || j < m {
            if i < n, j < m, middleA[i] == middleB[j] {
                operations.append(Operation(kind: .same, text: middleA[i], oldLine: oldLine, newLine: newLine))
                i += 1; j += 1; oldLine += 1; newLine += 1
            } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                // Removals before additions, as diff prints a changed line.
                operations.append(Operation(kind: .removed, text: middleA[i], oldLine: oldLine, newLine: newLine))
                i += 1; oldLine += 1
            } else {
                operations.append(Operation(kind: .added, text: middleB[j], oldLine: oldLine, newLine: newLine))
                j += 1; newLine += 1
            }
        }
        for k in 0..<suffix {
            operations.append(
                Operation(kind: .same, text: a[a.count - suffix + k], oldLine: oldLine + k, newLine: newLine + k))
        }
        return operations
    }
}
