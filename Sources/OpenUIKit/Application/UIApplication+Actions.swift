import Foundation

// Target–action routing (spec F1–F6).
extension UIApplication {
  /// Sends a named action to a target, or along the responder chain when `target` is nil.
  ///
  /// With a target, its ``ActionTarget/action(for:)`` code runs (F1). With a nil target the
  /// search starts at the key window's first responder, else at `sender` when it is a responder
  /// (decision F3), and the first responder in the chain that implements the action and can
  /// perform it handles it (F2, F5).
  ///
  /// - Parameters:
  ///   - action: The action's name.
  ///   - target: The object to receive it, or nil to search the responder chain.
  ///   - sender: The object sending it, passed to the action.
  ///   - event: The event that caused it, if any.
  /// - Returns: Whether some object handled the action.
  @discardableResult
  public func sendAction(
    _ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?
  )
    -> Bool
  {
    if let target {
      guard let handler = (target as AnyObject as? any ActionTarget)?.action(for: action) else {
        report(.actionNotImplemented, "\(type(of: target)) does not implement \(action)")
        return false
      }
      handler(sender, event)
      return true
    }
    let start = keyWindow?.firstResponderStorage ?? (sender as AnyObject as? UIResponder)
    guard let found = start?.target(forAction: action, withSender: sender),
      let handler = (found as AnyObject as? any ActionTarget)?.action(for: action)
    else {
      reportUnregistered(action, from: start)
      return false
    }
    handler(sender, event)
    return true
  }

  /// A nil-targeted action no responder implements, whose name no type registered: most likely an
  /// `@objc` method in an extension, which Linux cannot find by name (the first-responder
  /// finder idiom answers nil this way). Said once per name, with the one-line fix.
  private func reportUnregistered(_ action: Selector, from start: UIResponder?) {
    guard RegisteredAction.table[action] == nil, !Selector.standardEditActions.contains(action)
    else { return }
    // A responder that implements the action but cannot perform it now is no porting problem.
    var responder = start
    while let current = responder {
      if current.responds(to: action) { return }
      responder = current.next
    }
    guard UIApplication.unansweredActions.insert(action).inserted else { return }
    let origin = start.map { "from \(type(of: $0)) on" } ?? "(no first responder)"
    report(
      .actionNotImplemented,
      "sendAction(\"\(action)\", to: nil): no responder \(origin) implements it. A method "
        + "written in an extension is found only once declared: Selector.register(\"\(action)\", "
        + "for: UIResponder.self) { responder, sender, event in … } (there is no Objective-C "
        + "runtime to find it by name)")
  }

  /// Nil-targeted actions already reported as unanswered and unregistered.
  private static var unansweredActions: Set<Selector> = []
}
