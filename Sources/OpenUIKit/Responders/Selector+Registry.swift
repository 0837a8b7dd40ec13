import Foundation

// Named actions declared outside a class body. In UIKit an `@objc` method added in an extension
// is found by its selector at run time; Swift extensions cannot override `action(for:)`, so an
// extension registers its action once with `Selector.register(_:for:_:)` and every instance of
// the type (and of its subclasses) answers it. An `action(for:)` override still wins over a
// registration, and the most specific registered type wins over its superclasses.
extension Selector {
  /// Declares that every instance of `type`, and of its subclasses, implements the action named
  /// `selector`, as an `@objc` method in an extension of `type` does in UIKit. Registering the
  /// same name for the same type again replaces the earlier handler.
  ///
  /// ```swift
  /// extension UIResponder {
  ///   func shareSelection(_ sender: Any?) { ... }
  /// }
  /// Selector.register("shareSelection:", for: UIResponder.self) { responder, sender, _ in
  ///   responder.shareSelection(sender)
  /// }
  /// ```
  @MainActor
  public static func register<T: AnyObject>(
    _ selector: Selector, for type: T.Type,
    _ handler: @escaping @MainActor (_ target: T, _ sender: Any?, _ event: UIEvent?) -> Void
  ) {
    let entry = RegisteredAction(
      type: type, accepts: { $0 is T.Type },
      handler: { object in
        guard let target = object as? T else { return nil }
        // Strong, as a call through a selector holds its target while it runs.
        return { sender, event in handler(target, sender, event) }
      })
    var entries = RegisteredAction.table[selector] ?? []
    entries.removeAll { $0.type == type }
    entries.append(entry)
    RegisteredAction.table[selector] = entries
  }

  /// The handler registered for this action that applies to `target`: the one of the most
  /// specific registered type `target` is an instance of; nil when none applies. Types that
  /// adopt ``ActionTarget`` without being responders call this from `action(for:)`.
  @MainActor
  public func registeredAction(for target: AnyObject) -> ActionHandler? {
    guard let entries = RegisteredAction.table[self] else { return nil }
    var best: RegisteredAction?
    for entry in entries where entry.accepts(Swift.type(of: target)) {
      // A later match is better when its type is a subclass of the best one so far.
      if let current = best, !current.accepts(entry.type) { continue }
      best = entry
    }
    return best?.handler(target)
  }
}

/// One registration: the type, a test for "is a subtype of it", and the handler maker.
@MainActor
struct RegisteredAction {
  let type: AnyObject.Type
  let accepts: (Any.Type) -> Bool
  let handler: (AnyObject) -> ActionHandler?

  static var table: [Selector: [RegisteredAction]] = [:]
}
