import Foundation

// Row context menus: when the delegate implements contextMenuConfigurationForRowAt, a
// secondary click or a long press on a row opens the menu it gives (UIContextMenuInteraction
// on the table). Without it the table has no such interaction, so a long press still selects.
extension UITableView {
  /// Gives the table's context-menu interaction the row's configuration.
  @MainActor
  final class ContextMenuSource: UIContextMenuInteractionDelegate {
    weak var table: UITableView?
    init(table: UITableView) { self.table = table }

    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
      guard let table, let row = table.indexPathForRow(at: location) else { return nil }
      // A menu opening cancels the row's touch: no highlight stays.
      return table.tableDelegate?.tableView(
        table, contextMenuConfigurationForRowAt: row, point: location)
    }
  }

  /// Adds or removes the context-menu interaction as the delegate gives menus or not (asked
  /// on reload, with the first row).
  func updateContextMenus() {
    var gives = false
    if listGeometry.rowCount > 0, let delegate = tableDelegate {
      let first = indexPath(flat: 0)
      gives =
        OptionalRequirement.answer("tableView(_:contextMenuConfigurationForRowAt:point:)") {
          delegate.tableView(self, contextMenuConfigurationForRowAt: first, point: .zero)
        }.implemented
    }
    if gives, contextMenus == nil {
      let source = ContextMenuSource(table: self)
      let interaction = UIContextMenuInteraction(delegate: source)
      contextMenus = (interaction, source)
      addInteraction(interaction)
    } else if !gives, let (interaction, _) = contextMenus {
      removeInteraction(interaction)
      contextMenus = nil
    }
  }
}
