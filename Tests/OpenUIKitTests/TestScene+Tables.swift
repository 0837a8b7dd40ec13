import Foundation
import OpenUIKit

extension TestScene {
  /// A table 320 × 440 in the window, rows registered as "row", with `source` as its data
  /// source (and delegate, when it is one), laid out; `configure` runs before the data is set.
  func table(
    _ source: AnyObject & UITableViewDataSource, style: UITableView.Style = .plain,
    configure: (UITableView) -> Void = { _ in }
  ) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: style)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    configure(table)
    table.dataSource = source
    table.delegate = source as? any UITableViewDelegate
    window.addSubview(table)
    table.layoutIfNeeded()
    return table
  }
}
