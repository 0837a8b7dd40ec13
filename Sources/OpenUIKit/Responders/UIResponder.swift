import Foundation

/// An object that can respond to and handle events: the base of views, view controllers,
/// windows and the application.
///
/// Every default event method forwards the same arguments to ``next`` (spec D7, D8), so an
/// override that does not call `super` stops the forwarding. Responders form the responder chain
/// through `next` (spec D1–D6).
@preconcurrency @MainActor
open class UIResponder: ActionTarget {
  /// Creates a responder.
  public init() {}

  /// Creates a responder with ``init()``: nothing is decoded on Linux (there are no nibs).
  ///
  /// `required`, as views' and view controllers' are in UIKit, so a responder class can be
  /// made from its type alone: that is how `@main` and `UIApplicationMain(_:_:_:_:)` create
  /// the app delegate. A subclass that only overrides `init()` inherits it, so its own
  /// `init()` runs; views and view controllers return nil, as their documentation says.
  public required convenience init?(coder: NSCoder) {
    self.init()
  }

  /// The next responder in the chain, or nil. Nil by default (spec D1); subclasses override it.
  open var next: UIResponder? { nil }

  // MARK: - Touches

  /// Tells the responder that touches began. The default forwards to ``UIResponder/next``.
  ///
  /// - Parameters:
  ///   - touches: The touches in the began phase for this view (grouped per view, spec C5).
  ///   - event: The event they belong to.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Tells the responder that touches moved. The default forwards to ``UIResponder/next``.
  ///
  /// Stationary touches are not in `touches`; they are in `event.allTouches` (spec B3).
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Tells the responder that touches ended. The default forwards to ``UIResponder/next``.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// Tells the responder that touches were cancelled. The default forwards to ``UIResponder/next``.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  // MARK: - Presses

  /// Tells the responder that presses (keys) began. The default forwards to ``UIResponder/next`` (spec E10).
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next(hearing: presses)?.pressesBegan(presses, with: event)
  }

  /// Tells the responder that presses changed. The default forwards to ``UIResponder/next``.
  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next(hearing: presses)?.pressesChanged(presses, with: event)
  }

  /// Tells the responder that presses ended. The default forwards to ``UIResponder/next``.
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next(hearing: presses)?.pressesEnded(presses, with: event)
  }

  /// Tells the responder that presses were cancelled. The default forwards to ``UIResponder/next``.
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next(hearing: presses)?.pressesCancelled(presses, with: event)
  }

  /// The next responder, while it is still in the window the presses were delivered in
  /// (spec E10; where UIKit is silent, decided here): app code in a callback may take this responder's ancestors out of the
  /// window (a press cancelled because its responder is leaving, whose handler removes more),
  /// and a view outside every window does not hear keys. The application and its delegate
  /// count as in every window.
  private func next(hearing presses: Set<UIPress>) -> UIResponder? {
    guard let next, let window = presses.first?.window else { return self.next }
    return next.isInWindow(window) ? next : nil
  }

  // MARK: - Motion and remote control

  /// Tells the responder that a motion (shake) began. The default forwards to ``UIResponder/next`` (E14).
  open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    next?.motionBegan(motion, with: event)
  }

  /// Tells the responder that a motion ended. The default forwards to ``UIResponder/next``.
  open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    next?.motionEnded(motion, with: event)
  }

  /// Tells the responder that a motion was cancelled. The default forwards to ``UIResponder/next``.
  open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    next?.motionCancelled(motion, with: event)
  }

  /// Tells the responder that a remote-control event arrived. The default forwards to ``UIResponder/next``
  /// (spec D8, decision ✱).
  open func remoteControlReceived(with event: UIEvent?) {
    next?.remoteControlReceived(with: event)
  }

  // MARK: - First responder

  /// Whether this responder can become the first responder. False by default (spec E1).
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this responder gives up first-responder status when asked. True by default (E5).
  open var canResignFirstResponder: Bool { true }

  /// Whether this responder is the first responder of its window (spec E6).
  public var isFirstResponder: Bool {
    guard let window = responderWindow else { return false }
    return window.firstResponderStorage === self
  }

  /// Asks UIKit to make this responder the first responder of its window.
  ///
  /// Returns true at once when it already is (E2). Otherwise it checks
  /// ``canBecomeFirstResponder`` first, so that a refusal has no side effects, then asks the
  /// current first responder to resign and respects a refusal (E3, E4). A responder that is not
  /// in a window's active hierarchy returns false (E2). Overrides must call `super`.
  ///
  /// - Returns: Whether this responder is now the first responder.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, let window = responderWindow, !isLeavingWindow else {
      return false
    }
    if let current = window.firstResponderStorage {
      // Text input stays on while focus moves from one text responder to the next.
      window.isChangingFirstResponder = true
      let resigned = current.resignFirstResponder()
      window.isChangingFirstResponder = false
      guard resigned else {
        window.application?.updateTextInput()
        return false
      }
    }
    window.firstResponderStorage = self
    window.application?.updateTextInput()
    return true
  }

  /// Gives up first-responder status. The default does so and returns true (E5); overrides that
  /// refuse return false, and overrides that accept must call `super`.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    if let window = responderWindow, window.firstResponderStorage === self {
      window.firstResponderStorage = nil
      if !window.isChangingFirstResponder { window.application?.updateTextInput() }
    }
    return true
  }

  /// The window whose first responder this object would be: a view's window, a view
  /// controller's view's window, a window itself; nil for other responders.
  var responderWindow: UIWindow? { nil }

  /// Whether this responder is in a subtree that is being taken out of its window (app code in
  /// the removal's callbacks can run meanwhile): it cannot become first responder.
  var isLeavingWindow: Bool { false }

  // MARK: - Input views (Keyboard/OnScreenKeyboard)

  /// A view the on-screen keyboard shows instead of its keys while this responder is first
  /// (nil: the keys).
  open var inputView: UIView? { nil }
  /// A bar the on-screen keyboard shows above itself while this responder is first.
  open var inputAccessoryView: UIView? { nil }
  /// Shows the current input views again after they changed.
  open func reloadInputViews() { responderWindow?.application?.onScreenKeyboard.reload() }

  // MARK: - Key commands

  /// The keyboard shortcuts this responder offers; the chain from the first responder is
  /// searched before a key press is delivered (spec E13). Nil by default.
  open var keyCommands: [UIKeyCommand]? { nil }

  /// The undo manager for this responder: by default the next responder's, so the chain
  /// ends at the window's own (``UIWindow``). Override to give a part of the app its own.
  open var undoManager: UndoManager? { next?.undoManager }

  // MARK: - Standard edit actions (UIResponderStandardEditActions)

  /// Cuts the selection to the pasteboard. Text fields and text views do; a subclass overrides
  /// it to change what is cut (calling `super` for the default). Ctrl+X, the edit menus and a
  /// nil-targeted `cut:` call it on the responder that answers `cut:`. Does nothing by default.
  open func cut(_ sender: Any?) { (self as? StandardEditing)?.performStandardEdit(.cut) }
  /// Copies the selection to the pasteboard (Ctrl+C, `copy:`), as ``cut(_:)``.
  open func copy(_ sender: Any?) { (self as? StandardEditing)?.performStandardEdit(.copy) }
  /// Inserts the pasteboard's text at the selection (Ctrl+V, `paste:`), as ``cut(_:)``: a text
  /// field subclass that filters what is pasted overrides this.
  open func paste(_ sender: Any?) { (self as? StandardEditing)?.performStandardEdit(.paste) }
  /// Selects everything (Ctrl+A, `selectAll:`), as ``cut(_:)``.
  open func selectAll(_ sender: Any?) {
    (self as? StandardEditing)?.performStandardEdit(.selectAll)
  }

  // MARK: - Actions

  /// Returns the code for a named action this responder implements, or nil.
  ///
  /// Override with a switch over your action names and return `super.action(for:)` otherwise.
  /// The default answers `"becomeFirstResponder"` and `"resignFirstResponder"` (so the classic
  /// `sendAction("resignFirstResponder", to: nil, from: nil, for: nil)` dismisses editing) and
  /// the actions registered for this type with ``Selector/register(_:for:_:)``.
  open func action(for selector: Selector) -> ActionHandler? {
    switch selector {
    case "resignFirstResponder": return { [weak self] _, _ in _ = self?.resignFirstResponder() }
    case "becomeFirstResponder": return { [weak self] _, _ in _ = self?.becomeFirstResponder() }
    default: return selector.registeredAction(for: self)
    }
  }

  /// Whether this responder implements `selector` (it has an ``action(for:)`` entry).
  open func responds(to selector: Selector) -> Bool { action(for: selector) != nil }

  /// Whether this responder, or one after it in the chain, can perform `action` (spec F6).
  ///
  /// The default returns true when this responder implements the action and otherwise asks
  /// ``next``. Override to disable an action you implement (return false) in some states.
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    if responds(to: action) { return true }
    return next?.canPerformAction(action, withSender: sender) ?? false
  }

  /// Returns the responder that will handle `action`: this one when it implements it and
  /// ``canPerformAction(_:withSender:)`` is true, otherwise the answer of ``next`` (spec F5).
  ///
  /// UIKit differences: a responder must also implement the action, so a `canPerformAction`
  /// that is true only because a later responder can perform it does not make this one the
  /// target.
  open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    if responds(to: action) && canPerformAction(action, withSender: sender) { return self }
    return next?.target(forAction: action, withSender: sender)
  }
}
