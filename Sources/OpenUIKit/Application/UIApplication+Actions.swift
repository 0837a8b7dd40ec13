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
    else { return false }
    handler(sender, event)
    return true
  }
}
