import Foundation

/// One item being dragged or dropped: its data in an ``NSItemProvider``.
@preconcurrency @MainActor
open class UIDragItem {
  /// The item's data.
  public let itemProvider: NSItemProvider
  /// An object the dragging app attaches to the item; nil for items from other apps.
  open var localObject: Any?

  /// Creates an item for `itemProvider`.
  public init(itemProvider: NSItemProvider) {
    self.itemProvider = itemProvider
  }
}
