import Foundation

// Checking a batch of updates against the data source's counts before and after it, with
// UIKit's messages; table views (rows) and collection views (items) word them alike.

extension _TableUpdates {
    /// Stops with UIKit's "Invalid update" `NSInternalInconsistencyException` text when the
    /// counts after the update are not the counts before it plus insertions less deletions.
    ///
    /// - Parameters:
    ///   - oldCounts: the rows or items per section before the update.
    ///   - newCounts: after it.
    ///   - view: "table view" or "collection view".
    ///   - element: "row" or "item".
    @MainActor
    func validate(oldCounts: [Int], newCounts: [Int], view: String, element: String) {
        func inconsistency(_ reason: String) -> Never {
            _terminate(uncaughtException: "NSInternalInconsistencyException", reason: reason)
        }
        let elements = element + "s"
        let oldSections = oldCounts.count, newSections = newCounts.count
        let inserted = insertedSections.count, deleted = deletedSections.count
        guard newSections == oldSections + inserted - deleted else {
            inconsistency(
                "Invalid update: invalid number of sections. The number of sections contained in the \(view) "
                    + "after the update (\(newSections)) must be equal to the number of sections contained in the "
                    + "\(view) before the update (\(oldSections)), plus or minus the number of sections "
                    + "inserted or deleted (\(inserted) inserted, \(deleted) deleted).")
        }
        for indexPath in deletedRows + reloadedRows + moves.map(\.from) {
            guard indexPath.section < oldSections, indexPath.row < oldCounts[indexPath.section] else {
                let count = indexPath.section < oldSections ? oldCounts[indexPath.section] : 0
                inconsistency(
                    "attempt to delete \(element) \(indexPath.row) from section \(indexPath.section) which only "
                        + "contains \(count) \(elements) before the update")
            }
        }
        for indexPath in insertedRows + moves.map(\.to) {
            guard indexPath.section < newSections, indexPath.row < newCounts[indexPath.section] else {
                let count = indexPath.section < newSections ? newCounts[indexPath.section] : 0
                inconsistency(
                    "attempt to insert \(element) \(indexPath.row) into section \(indexPath.section), but there are "
                        + "only \(count) \(elements) in section \(indexPath.section) after the update")
            }
        }
        let sectionMap = _IndexPathMapper.sectionMap(updates: self, oldCount: oldSections)
        for (oldSection, newSection) in sectionMap.enumerated() {
            guard let newSection else { continue }
            let before = oldCounts[oldSection], after = newCounts[newSection]
            let insertedHere = insertedRows.filter { $0.section == newSection }.count
            let deletedHere = deletedRows.filter { $0.section == oldSection }.count
            let movedIn = moves.filter { $0.to.section == newSection && $0.from.section != oldSection }.count
            let movedOut = moves.filter { $0.from.section == oldSection && $0.to.section != newSection }.count
            guard after == before + insertedHere - deletedHere + movedIn - movedOut else {
                inconsistency(
                    "Invalid update: invalid number of \(elements) in section \(newSection). The number of "
                        + "\(elements) contained in an existing section after the update (\(after)) must be equal "
                        + "to the number of \(elements) contained in that section before the update (\(before)), "
                        + "plus or minus the number of \(elements) inserted or deleted from that section "
                        + "(\(insertedHere) inserted, \(deletedHere) deleted) and plus or minus the number of "
                        + "\(elements) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
            }
        }
    }
}
