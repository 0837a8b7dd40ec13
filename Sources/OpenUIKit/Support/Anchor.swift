import Foundation

/// A reference to an object that reads nil once the object is gone, like a `weak` one, but
/// without touching the object's reference count.
///
/// Swift gives an object a side table the first time anything refers to it weakly, and from
/// then on every retain and release of that object takes the slow path through the table. The
/// views, windows and recognizers that touches, timers and the application point back to are
/// exactly the objects retained and released on every event, so plain `weak` back-pointers
/// made dispatch measurably slower (issue 12: a quarter of the instructions of an event through
/// ten recognizers were slow-path reference counting). An object makes one anchor on first
/// need and clears it first thing in its `deinit`; holders keep the anchor.
///
/// Not actor-isolated: the object's nonisolated `deinit` clears it.
package final class Anchor<Object: AnyObject> {
  /// The object, until it deinitializes.
  nonisolated(unsafe) unowned(unsafe) package var object: Object?

  init(_ object: Object) {
    self.object = object
  }
}
