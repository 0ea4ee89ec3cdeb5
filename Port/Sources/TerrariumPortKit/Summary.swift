/// The report the port command prints after the diff: what it changed, by kind of rewrite
/// with each place as `file:line`, and what it could not port, with the reason.
///
/// ```text
/// terrarium-port: 2 of 3 files changed, 7 rewrites, 1 not ported
///
/// #selector(…) → Selector("…", Type.method) (2)
///   SideMenu.swift:31  handlePan(_:)
///   SideMenu.swift:40  close
///
/// Not ported (1):
///   Pager.swift:12  #selector(getter: UIScrollView.contentOffset)
///     a selector for a property's getter has no Terrarium equivalent; …
/// ```
public enum Summary {
    /// The summary of `files`' port.
    public static func make(_ files: [PortedFile]) -> String {
        let changes = files.flatMap(\.changes)
        let unported = files.flatMap(\.unported)
        let changed = files.filter(\.isChanged).count
        var text = "terrarium-port: \(changed) of \(files.count) file\(files.count == 1 ? "" : "s") changed, "
        text += "\(changes.count) rewrite\(changes.count == 1 ? "" : "s"), \(unported.count) not ported\n"
        for kind in RewriteKind.allCases {
            let ofKind = changes.filter { $0.kind == kind }
            guard !ofKind.isEmpty else { continue }
            text += "\n\(kind.title) (\(ofKind.count))\n"
            for change in ofKind { text += "  \(change.path):\(change.line)  \(change.detail)\n" }
        }
        if !unported.isEmpty {
            text += "\nNot ported (\(unported.count)):\n"
            for entry in unported {
                text += "  \(entry.path):\(entry.line)  \(entry.construct)\n    \(entry.reason)\n"
            }
        }
        return text
    }
}
