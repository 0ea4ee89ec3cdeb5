import Foundation

/// Cells in a storyboard scene: a table's or collection view's prototypes, a static table's
/// sections, and the segues cells trigger.
///
/// UIKit's storyboard compiler puts each prototype cell in a nib of its own and registers
/// that nib with the table under the cell's reuse identifier, so each dequeue that finds no
/// cell to reuse instantiates the nib: a new cell through `init?(coder:)`, its content,
/// constraints, outlets and actions, then `awakeFromNib()`. Terrarium registers the
/// prototype's element instead, and builds it with a loader of its own for the scene's
/// controller, through the same steps as the scene's view. A static table's cells belong to
/// the scene: they are made with its view, once, and the controller's outlets reach them.
extension _StoryboardSceneLoader {
    /// The elements of the views made with `element`'s view, for the passes over them
    /// (constraints, actions, segue triggers): its subviews, a cell's content view, a static
    /// table's cells. Not prototypes: each cell made from one is built on its own.
    func madeChildren(of element: StoryboardElement) -> [StoryboardElement] {
        var children = element.children(of: "subviews")
        // Only a cell's content view is made (another view's, a visual effect view's, is not
        // yet). Xcode writes a collection view cell's without an id when nothing names it.
        if let content = element.child(key: "contentView"),
            content.id.flatMap({ objects[$0] }) != nil
                || (element.id.flatMap { objects[$0] } as? UIView)?._storyboardContentView != nil
        {
            children.append(content)
        }
        if element.name == "tableView" {
            for section in element.children(of: "sections") where section.name == "tableViewSection" {
                children += section.children(of: "cells").filter { $0.name == "tableViewCell" }
            }
        }
        return children
    }

    /// Makes the cells `element` holds for `view`: registers a table's or collection view's
    /// prototypes under their reuse identifiers, makes a static table's sections, and gives
    /// a table cell of a standard style the labels its content view holds.
    func makeCells(of element: StoryboardElement, in view: UIView) throws(StoryboardError) {
        switch view {
        case let table as UITableView:
            for prototype in element.children(of: "prototypes") where prototype.name == "tableViewCell" {
                // Xcode warns of a prototype without an identifier; nothing can dequeue it.
                guard let identifier = prototype["reuseIdentifier"] else { continue }
                let make = cellMaker(prototype)
                table._cellPool.registerPrototype(for: identifier) { make() as? UITableViewCell }
            }
            if element["dataMode"] == "static" {
                table._staticSections = try makeStaticSections(of: element)
            }
        case let collection as UICollectionView:
            for prototype in element.children(of: "cells") where prototype.name == "collectionViewCell" {
                guard let identifier = prototype["reuseIdentifier"] else { continue }
                let make = cellMaker(prototype)
                collection._cellPool.registerPrototype(for: identifier) { make() as? UICollectionViewCell }
            }
        case let cell as UITableViewCell:
            cell._setStoryboardLabels(
                text: element["textLabel"].flatMap { objects[$0] } as? UILabel,
                detail: element["detailTextLabel"].flatMap { objects[$0] } as? UILabel)
        default:
            break
        }
    }

    /// What makes a new cell from `prototype` for this scene's controller, each time it is
    /// called; `nil` once the controller is gone (its table then has nothing to dequeue).
    /// Stops with the fault when the cell cannot be made (a custom class of the wrong kind),
    /// as UIKit stops on a bad nib.
    private func cellMaker(_ prototype: StoryboardElement) -> @MainActor () -> UIView? {
        let storyboard = storyboard, scene = scene
        return { [weak controller] in
            guard let controller else { return nil }
            do throws(StoryboardError) {
                return try _StoryboardSceneLoader(storyboard: storyboard, scene: scene, controller: controller)
                    .makeCell(prototype)
            } catch {
                _terminate(uncaughtException: "NSInternalInconsistencyException", reason: error.description)
            }
        }
    }

    /// Builds a cell from its prototype, as the scene's view is built: the cell and its
    /// content, constraints, the outlets and actions within the cell (actions may go to the
    /// scene's controller or the First Responder), its segues, then `awakeFromNib()`.
    func makeCell(_ prototype: StoryboardElement) throws(StoryboardError) -> UIView {
        if let id = scene.member.id { objects[id] = controller }
        if let controller, controller._isStoryboardStandIn { standIns.insert(ObjectIdentifier(controller)) }
        let cell = try makeView(prototype)
        try installConstraints(in: [prototype], root: cell)
        connectOutlets(in: [prototype])
        try setRuntimeAttributes(in: prototype)
        connectActions(in: prototype)
        attachSegueTriggers(in: prototype)
        awakeViews()
        return cell
    }

    /// The sections of a static table, with their cells made as the scene's views.
    private func makeStaticSections(of table: StoryboardElement) throws(StoryboardError) -> [_StaticTableSection] {
        var sections: [_StaticTableSection] = []
        for section in table.children(of: "sections") where section.name == "tableViewSection" {
            var built = _StaticTableSection(headerTitle: section["headerTitle"], footerTitle: section["footerTitle"])
            for element in section.children(of: "cells") where element.name == "tableViewCell" {
                guard let cell = try makeView(element) as? UITableViewCell else {
                    throw element.fault("a static table's cell is not a UITableViewCell", in: file)
                }
                built.cells.append(cell)
                built.rowHeights.append(try element.number("rowHeight", in: file).map { UITableView._storyboardRowHeight($0) })
            }
            sections.append(built)
        }
        return sections
    }

    /// Makes a cell perform the segues it triggers, with the cell as the sender: on the
    /// user's selection of its row or item, or, for `trigger="accessoryAction"`, on a tap of
    /// its detail button.
    func attachCellSegueTriggers(of element: StoryboardElement) {
        guard let view = element.id.flatMap({ objects[$0] }) as? UIView,
            view is UITableViewCell || view is UICollectionViewCell
        else { return }
        for segue in element.children(of: "connections") where segue.name == "segue" {
            let perform: @MainActor () -> Void = { [weak controller, weak view] in
                guard let view else { return }
                controller?._performStoryboardSegue(segue, sender: view, asking: true)
            }
            if let cell = view as? UITableViewCell {
                if segue["trigger"] == "accessoryAction" {
                    cell._accessoryTrigger = perform
                } else {
                    cell._selectionTrigger = perform
                }
            } else if let cell = view as? UICollectionViewCell {
                cell._selectionTrigger = perform
            }
        }
    }
}
