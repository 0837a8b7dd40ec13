import Foundation

/// A view controller whose view is a table view, as UIKit's: it is the table's data source and
/// delegate, so a subclass overrides the table's methods (`override func tableView(_:cellForRowAt:)`);
/// it deselects the selected rows when it appears again.
///
/// Every data-source, delegate and scroll-view method is declared here, `open`, with UIKit's
/// default behaviour: a subclass's method of the same name overrides it and is called (a method
/// only a protocol extension declared would not be). Those whose presence changes the table
/// (`heightForRowAt`, `commit`, `moveRowAt`, …) report their default as protocol extensions do
/// (see the Lists article).
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let style: UITableView.Style

  /// A controller whose table has `style`.
  public init(style: UITableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a plain table.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Kept for source compatibility; there are no archives on Linux.
  public required init?(coder: NSCoder) { nil }

  /// The table: the controller's view.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// Whether the selected rows are deselected when the controller appears again. True.
  open var clearsSelectionOnViewWillAppear = true

  /// Makes the table, with this controller as its data source and delegate.
  open override func loadView() {
    let table = UITableView(frame: UIScreen.main.bounds, style: style)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? UITableView else { return }
    for indexPath in table.indexPathsForSelectedRows ?? [] {
      table.deselectRow(at: indexPath, animated: animated)
    }
  }

  // MARK: - UITableViewDataSource, required (override both)

  /// No rows: override it.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// A blank cell: override it.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  // MARK: - UITableViewDataSource (open, so subclasses override them)

  /// One section.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// No header title.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No footer title.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// True.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// True.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Reports that rows cannot be deleted by the user.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    OptionalRequirement.defaultRan(#function)
  }

  /// Reports that rows cannot be reordered by the user.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    OptionalRequirement.defaultRan(#function)
  }

  // MARK: - UITableViewDelegate (open, so subclasses override them)

  /// Reports that the table should use ``UITableView/rowHeight``.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    OptionalRequirement.defaultRan(#function)
    return tableView.rowHeight
  }

  /// None.
  open func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  /// None: the table's Delete action, if the data source deletes.
  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  /// Delete.
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }

  /// "Delete".
  open func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { "Delete" }

  /// Nothing.
  open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}

  /// Nothing.
  open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}

  /// The proposal.
  open func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }

  /// Reports that rows have no context menus.
  open func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    OptionalRequirement.defaultRan(#function)
    return nil
  }

  /// Reports that the table should use ``UITableView/sectionHeaderHeight``.
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  {
    OptionalRequirement.defaultRan(#function)
    return tableView.sectionHeaderHeight
  }

  /// Reports that the table should use ``UITableView/sectionFooterHeight``.
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
    -> CGFloat
  {
    OptionalRequirement.defaultRan(#function)
    return tableView.sectionFooterHeight
  }

  /// No view: the title, if any.
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    OptionalRequirement.defaultRan(#function)
    return nil
  }

  /// No view: the title, if any.
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    OptionalRequirement.defaultRan(#function)
    return nil
  }

  /// Nothing.
  open func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}

  /// Nothing.
  open func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {}

  /// Nothing.
  open func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {}

  /// Nothing.
  open func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {}

  /// Nothing.
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Nothing.
  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}

  /// True.
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  { true }

  /// Nothing.
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}

  /// Nothing.
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}

  /// The row itself.
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }

  /// Nothing.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  /// The row itself.
  open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }

  /// Nothing.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

  // MARK: - UIScrollViewDelegate (open, so subclasses override them)

  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  /// Does nothing.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

  /// Does nothing.
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}

  /// Does nothing.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}

  /// Does nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}

  /// Does nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}

  /// Does nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}

  /// Returns nil: no zooming.
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }

  /// Does nothing.
  open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}

  /// Does nothing.
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}

  /// Does nothing.
  open func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}

  /// Does nothing.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
