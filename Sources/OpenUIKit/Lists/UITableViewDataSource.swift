import Foundation

/// What a table view shows: how many sections and rows, and the cell of each row.
///
/// The two row methods are required; the others have UIKit's defaults (one section, no titles).
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
  /// How many rows `section` has.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell of the row at `indexPath`, usually from
  /// ``UITableView/dequeueReusableCell(withIdentifier:for:)``.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// How many sections the table has; 1 by default.
  func numberOfSections(in tableView: UITableView) -> Int
  /// The title of `section`'s header; none by default.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// The title of `section`'s footer; none by default.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// Whether the row can be edited (deleted, or swiped for actions); true by default.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Whether the row shows a reorder control in editing mode; true by default (the control
  /// needs ``tableView(_:moveRowAt:to:)``).
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// The user deleted (or inserted) the row: change the data, then call
  /// ``UITableView/deleteRows(at:with:)`` (``UITableView/insertRows(at:with:)``).
  /// Implementing it turns swipe-to-delete on (see the Lists article on how that is told).
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  /// The user dragged a row to a new place: move the data (the table has moved the row).
  /// Implementing it shows reorder controls in editing mode.
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No header title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// No footer title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  /// True.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// True.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Reports that rows cannot be deleted by the user.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    OptionalRequirement.defaultRan(#function)
  }
  /// Reports that rows cannot be reordered by the user.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    OptionalRequirement.defaultRan(#function)
  }
}
