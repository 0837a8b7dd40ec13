import Foundation

/// A reference to a view that reads nil once the view is gone, like a `weak` one, but without
/// touching the view's reference count.
///
/// Swift gives an object a side table the first time anything refers to it weakly, and from
/// then on every retain and release of that object takes the slow path through the table. The
/// views that touches and recognizers point back to are exactly the ones retained and released
/// on every event as it travels up the responder chain, so a plain `weak` back-pointer made
/// dispatch measurably slower (issue 12: a quarter of the instructions of an event through ten
/// recognizers were slow-path reference counting). A view makes one anchor on first need, keeps
/// it in its extras, and clears it first thing in its `deinit`; holders keep the anchor.
///
/// Not actor-isolated: the view's nonisolated `deinit` clears it.
final class ViewAnchor {
  /// The view, until it deinitializes.
  nonisolated(unsafe) unowned(unsafe) var view: UIView?

  init(_ view: UIView) {
    self.view = view
  }
}

extension UIView {
  /// This view's anchor, made on first use.
  var referenceAnchor: ViewAnchor {
    if let anchor = extrasStorage?.anchor { return anchor }
    let made = ViewAnchor(self)
    extras.anchor = made
    return made
  }
}
