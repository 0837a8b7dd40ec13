import Foundation
import OpenUIKit

/// The relations wave 3's containers keep, checked from outside after every step of a stream
/// (``FuzzRunner``) and once more when it has settled:
/// - **the view-controller tree matches the view tree**: each child lists its parent, each
///   presented controller its presenter, no controller sits in two places; a child's view that
///   is in a window is inside its parent's view; and every controller whose view is in a window
///   is in the tree the windows' root controllers hold. (App code that moved a controller's
///   view itself turns the view-side checks off for the rest of its stream: UIKit leaves such a
///   view where the app put it.)
/// - **each visible row has one cell and no cell is in two places**: in every table and
///   collection view, no cell shows two rows, `indexPath(for:)` answers each cell's row, no
///   cell shows in two lists, each cell is inside its list (unless app code held it), and once
///   settled no cell the list made is left showing outside its visible rows.
///
/// The appearance callbacks are checked as they happen (``FuzzAppearance``).
@MainActor
struct FuzzStructure {
  let scene: FuzzScene

  /// The broken relations, after a step; `settled` adds those that only hold once every
  /// animation has ended.
  func violations(settled: Bool) -> [(FuzzViolation.Kind, String)] {
    var found: [(FuzzViolation.Kind, String)] = []
    found += controllerViolations().map { (.controllerTree, $0) }
    found += cellViolations(settled: settled).map { (.misplacedCell, $0) }
    return found
  }

  // MARK: - Controllers

  private func controllerViolations() -> [String] {
    guard let app = scene.app else { return [] }
    var found: [String] = []
    var placed: [ObjectIdentifier: String] = [:]
    func visit(_ controller: UIViewController, at path: String) {
      let here = "\(path) › \(name(of: controller))"
      if let earlier = placed[ObjectIdentifier(controller)] {
        found.append(
          "\(name(of: controller)) is in the controller tree twice: \(earlier) and \(here)")
        return
      }
      placed[ObjectIdentifier(controller)] = here
      scene.coverage?.controllersChecked += 1
      for child in controller.children {
        if child.parent !== controller {
          found.append(
            "\(here) lists \(name(of: child)) as a child, whose parent is \(child.parent.map(name(of:)) ?? "nil")"
          )
        }
        if !scene.movedControllerView, let view = child.viewIfLoaded, view.window != nil,
          let parentView = controller.viewIfLoaded, !view.isDescendant(of: parentView)
        {
          found.append("\(name(of: child))'s view is in a window outside its parent \(here)'s view")
        }
        visit(child, at: here)
      }
      // A child answers its ancestor's presented controller too: follow the presenter's edge.
      if let presented = controller.presentedViewController,
        presented.presentingViewController === controller
      {
        visit(presented, at: here + " presents")
      }
    }
    for (index, window) in app.windows.enumerated() {
      if let root = window.rootViewController { visit(root, at: "window \(index)") }
    }
    // Presented controllers whose presenter is gone from every tree are not in it either.
    guard !scene.movedControllerView else { return found }
    for window in app.windows {
      var pending: [UIView] = [window]
      while let view = pending.popLast() {
        if let controller = view.next as? UIViewController, controller.viewIfLoaded === view,
          placed[ObjectIdentifier(controller)] == nil
        {
          found.append(
            "\(name(of: controller))'s view is in a window, but the controller is in no window's controller tree"
          )
        }
        pending.append(contentsOf: view.subviews)
      }
    }
    return found
  }

  // MARK: - Cells

  /// One visible row of a list, as the list answers for it.
  struct ShownCell {
    let indexPath: IndexPath
    let cell: UIView
    /// What the list's `indexPath(for:)` answers for the cell.
    let answered: IndexPath?
    /// Whether the cell is inside the list, or app code held it (and may have moved it).
    let isInPlace: Bool
  }

  /// The rules for one list's visible rows; `owners` carries which list showed each cell
  /// across the lists checked.
  static func problems(
    in list: String, _ rows: [ShownCell], owners: inout [ObjectIdentifier: String]
  ) -> [String] {
    var found: [String] = []
    var shown: Set<ObjectIdentifier> = []
    for row in rows {
      let id = ObjectIdentifier(row.cell)
      if !shown.insert(id).inserted {
        found.append("\(list): one cell shows two rows (one of them \(row.indexPath))")
      }
      if let owner = owners[id], owner != list {
        found.append("a cell shows row \(row.indexPath) in \(list) and a row in \(owner)")
      }
      owners[id] = list
      if row.answered != row.indexPath {
        found.append(
          "\(list): the cell at \(row.indexPath) answers indexPath(for:) \(row.answered.map { "\($0)" } ?? "nil")"
        )
      }
      if !row.isInPlace {
        found.append("\(list): the cell at \(row.indexPath) is not inside the list")
      }
    }
    return found
  }

  private func cellViolations(settled: Bool) -> [String] {
    var found: [String] = []
    var owners: [ObjectIdentifier: String] = [:]
    let held = Set(scene.liveViews.map(ObjectIdentifier.init))
    func check(_ list: UIScrollView, _ cells: [(IndexPath, UIView, IndexPath?)]) {
      let rows = cells.map { indexPath, cell, answered in
        ShownCell(
          indexPath: indexPath, cell: cell, answered: answered,
          isInPlace: held.contains(ObjectIdentifier(cell)) || cell.isDescendant(of: list))
      }
      for row in rows { scene.noteCell(row.cell) }
      scene.coverage?.cellsChecked += rows.count
      let name = scene.probeName(list)
      found += Self.problems(in: name, rows, owners: &owners)
      guard settled else { return }
      // After every animation: a cell the list made shows only where a visible row is.
      let shown = Set(rows.map { ObjectIdentifier($0.cell) })
      var pending = list.subviews
      while let view = pending.popLast() {
        let isCell = view is UITableViewCell || view is UICollectionViewCell
        if isCell, !view.isHidden, !shown.contains(ObjectIdentifier(view)),
          !held.contains(ObjectIdentifier(view))
        {
          found.append("\(name): a cell still shows outside the visible rows")
        }
        if !isCell, !(view is UITableView), !(view is UICollectionView) {
          pending.append(contentsOf: view.subviews)
        }
      }
    }
    for view in scene.liveViews {
      if let table = view as? UITableView {
        check(
          table,
          (table.indexPathsForVisibleRows ?? []).compactMap { indexPath in
            table.cellForRow(at: indexPath).map { (indexPath, $0, table.indexPath(for: $0)) }
          })
      } else if let collection = view as? UICollectionView {
        check(
          collection,
          collection.indexPathsForVisibleItems.compactMap { indexPath in
            collection.cellForItem(at: indexPath).map {
              (indexPath, $0, collection.indexPath(for: $0))
            }
          })
      }
    }
    return found
  }

  private func name(of controller: UIViewController) -> String {
    (controller as? FuzzViewController)?.probeName ?? String(describing: type(of: controller))
  }
}
