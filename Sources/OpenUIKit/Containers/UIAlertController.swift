import Foundation

/// An alert or an action sheet, as UIKit's: a title, a message, text fields and buttons, shown
/// with `present(_:animated:completion:)` over a dimmed window; choosing a button dismisses it
/// and runs the button's handler. On the desktop, Return chooses the preferred action (or the
/// only one that is not Cancel), Escape the Cancel one, and Tab moves through the text fields.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
  /// An alert in the middle of the screen, or a sheet of actions at the bottom.
  public enum Style: Int, Sendable {
    /// A list of actions at the bottom, the Cancel one apart.
    case actionSheet
    /// A box in the middle.
    case alert
  }

  /// The message under the title.
  open var message: String? { didSet { alertView?.rebuild() } }
  /// Whether this is an alert or an action sheet.
  public let preferredStyle: Style
  /// The actions, in the order added (the Cancel one is shown last).
  public private(set) var actions: [UIAlertAction] = []
  /// The action Return chooses, drawn bold.
  open var preferredAction: UIAlertAction? { didSet { alertView?.rebuild() } }
  /// The text fields, in the order added (alerts only).
  open private(set) var textFields: [UITextField]?

  /// An alert or action sheet with `title` and `message`.
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.message = message
    self.preferredStyle = preferredStyle
    super.init(nibName: nil, bundle: nil)
    self.title = title
    // UIKit's alerts are custom presentations over the whole window, fading in and out.
    modalPresentationStyle = .custom
    modalTransitionStyle = .crossDissolve
  }

  /// Kept for source compatibility; there are no archives on Linux.
  public required init?(coder: NSCoder) { nil }

  /// Adds a button. A second Cancel action is refused, as UIKit refuses it (reported).
  open func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
      HostServices.report(
        .invalidNavigation,
        "UIAlertController can only have one action with a style of .cancel; "
          + "\"\(action.title ?? "")\" was not added")
      return
    }
    actions.append(action)
    // Apps enable a button as a field is typed in: only that button changes.
    action.onChange = { [weak self, weak action] in
      if let action { self?.alertView?.actionDidChange(action) }
    }
    alertView?.rebuild()
  }

  /// Adds a text field (alerts only: an action sheet's is refused, reported, as UIKit refuses
  /// it); `configurationHandler` sets it up.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else {
      HostServices.report(
        .invalidNavigation, "text fields can only be added to an alert controller of style .alert")
      return
    }
    let field = UITextField()
    field.borderStyle = .roundedRect
    field.font = .systemFont(ofSize: 13)
    field.addTarget(self, action: "alertFieldReturned:", for: .editingDidEndOnExit)
    configurationHandler?(field)
    textFields = (textFields ?? []) + [field]
    alertView?.rebuild()
  }

  var alertView: AlertView? { viewIfLoaded as? AlertView }

  open override func loadView() {
    view = AlertView(controller: self)
  }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    alertView?.rebuild()
  }

  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // Typing goes to the first text field; keys to the alert otherwise.
    if let field = textFields?.first {
      field.becomeFirstResponder()
    } else {
      becomeFirstResponder()
    }
  }

  open override var canBecomeFirstResponder: Bool { true }

  /// The action Return chooses: the preferred one, else the only one that is not Cancel.
  var returnAction: UIAlertAction? {
    if let preferredAction, preferredAction.isEnabled { return preferredAction }
    let others = actions.filter { $0.style != .cancel && $0.isEnabled }
    return others.count == 1 ? others[0] : nil
  }

  /// Dismisses the alert, then runs the action's handler.
  func choose(_ action: UIAlertAction) {
    guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
    let dismissing = presentingViewController ?? self
    dismissing.dismiss(animated: true) { action.handler?(action) }
  }

  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard let key = presses.first?.key else { return super.pressesBegan(presses, with: event) }
    switch key.keyCode {
    case .keyboardReturnOrEnter:
      if let action = returnAction { choose(action) }
    case .keyboardEscape:
      if let cancel = actions.first(where: { $0.style == .cancel && $0.isEnabled }) {
        choose(cancel)
      }
    default:
      super.pressesBegan(presses, with: event)
    }
  }

  open override func action(for selector: Selector) -> ActionHandler? {
    guard selector == "alertFieldReturned:" else { return super.action(for: selector) }
    return { [weak self] _, _ in
      guard let self, let action = self.returnAction else { return }
      self.choose(action)
    }
  }
}
