import Foundation

// UIKit's additions to IndexPath: a table's rows and a collection's items are `[section, row]`.
extension IndexPath {
  /// The index path of a table view's row: `[section, row]`.
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

  /// The index path of a collection view's item: `[section, item]`.
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

  /// The section: the first index (0 for an empty path, where UIKit would stop the app).
  public var section: Int {
    get { count > 0 ? self[0] : 0 }
    set { if count > 0 { self[0] = newValue } }
  }

  /// The row: the second index (0 for a path shorter than two, where UIKit would stop the app).
  public var row: Int {
    get { count > 1 ? self[1] : 0 }
    set { if count > 1 { self[1] = newValue } }
  }

  /// The item: the second index, as ``row``.
  public var item: Int {
    get { row }
    set { row = newValue }
  }
}
