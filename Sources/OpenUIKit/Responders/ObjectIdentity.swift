// UIKit's classes are NSObjects: `==` and hashing mean identity, so `view == self`,
// `Set<UIView>` and `touch != trackedTouch` work in ported code. These conformances give ours
// the same meaning. Subclasses cannot redefine equality (NSObject's `isEqual:` override has no
// counterpart here); compare your own properties explicitly when you need value equality.

extension UIResponder: Hashable {
  /// Identity: true only for the same object.
  nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
  /// Hashes the object's identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIGestureRecognizer: Hashable {
  /// Identity: true only for the same object.
  nonisolated public static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool {
    lhs === rhs
  }
  /// Hashes the object's identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIEvent: Hashable {
  /// Identity: true only for the same object.
  nonisolated public static func == (lhs: UIEvent, rhs: UIEvent) -> Bool { lhs === rhs }
  /// Hashes the object's identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
