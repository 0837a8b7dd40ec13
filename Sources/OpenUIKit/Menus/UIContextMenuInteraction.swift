import Foundation

/// Opens a menu over its view (iOS 13): with a secondary click, or a long press of a finger or
/// the primary button. The menu is drawn by OpenUIKit at the pointer, in a window above the
/// app's; it is chosen from with the mouse, a finger or the keyboard (arrows, Return, Escape),
/// and a click outside it closes it without reaching the app.
@preconcurrency @MainActor
public final class UIContextMenuInteraction: UIInteraction {
  /// The view it is attached to.
  public private(set) weak var view: UIView?
  /// The delegate that gives the menu.
  public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
  /// How long a press opens the menu.
  static let pressDuration: TimeInterval = 0.5
  private var recognizers: [UIGestureRecognizer] = []

  /// Creates an interaction asking `delegate` for its menu.
  public init(delegate: any UIContextMenuInteractionDelegate) {
    self.delegate = delegate
  }

  /// Called before it is attached to `view`, or detached (nil).
  public func willMove(to view: UIView?) {
    for recognizer in recognizers { recognizer.view?.removeGestureRecognizer(recognizer) }
    recognizers = []
  }

  /// Called after it was attached to `view`, or detached (nil).
  public func didMove(to view: UIView?) {
    self.view = view
    guard let view else { return }
    let click = UITapGestureRecognizer { [weak self] recognizer in
      if recognizer.state == .ended { self?.open(at: recognizer.location(in: nil)) }
    }
    click.buttonMaskRequired = .secondary
    let press = UILongPressGestureRecognizer { [weak self] recognizer in
      if recognizer.state == .began { self?.open(at: recognizer.location(in: nil)) }
    }
    press.minimumPressDuration = Self.pressDuration
    recognizers = [click, press]
    for recognizer in recognizers { view.addGestureRecognizer(recognizer) }
  }

  /// Where the menu was asked for, in `view`'s coordinates: while the delegate is asked for a
  /// configuration and while the menu is open (UIKit answers in both); (0, 0) otherwise.
  public func location(in view: UIView?) -> CGPoint {
    guard let anchor = presented?.anchor ?? requestedAnchor, let window = self.view?.window else {
      return .zero
    }
    let point = window.convertFromSuperview(anchor) ?? anchor
    return view.map { $0.convert(point, from: window) } ?? point
  }

  /// Where the menu being asked for opens, in screen points, while the delegate decides.
  private var requestedAnchor: CGPoint?

  /// Closes the menu, if open.
  public func dismissMenu() { presented?.close(choosing: nil) }

  /// The open menu's window.
  private(set) var presented: ContextMenuWindow?

  /// Asks the delegate for a configuration at `windowPoint` and opens its menu there.
  func open(at windowPoint: CGPoint) {
    guard presented == nil, let view, let window = view.window,
      let application = window.application, let delegate
    else { return }
    let local = view.convert(windowPoint, from: window)
    let screenPoint = window.convertToSuperview(windowPoint)
    requestedAnchor = screenPoint
    defer { requestedAnchor = nil }
    guard
      let configuration = delegate.contextMenuInteraction(
        self, configurationForMenuAtLocation: local),
      let menu = configuration.actionProvider?([])
    else { return }
    let menuWindow = ContextMenuWindow(
      menu: menu, at: screenPoint, over: window, application: application
    ) { [weak self] in self?.presented = nil }
    menuWindow.sender = self
    presented = menuWindow
    menuWindow.present()
  }
}

/// Gives a ``UIContextMenuInteraction`` its menu.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
  /// The configuration for a menu at `location` (in the interaction's view), or nil for none.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration?
}

/// What a context menu shows: its menu, made when it opens.
@preconcurrency @MainActor
public final class UIContextMenuConfiguration {
  /// Identifies the configuration.
  public let identifier: (any NSCopying)?
  /// Makes the menu from the suggested actions (none on Linux).
  public let actionProvider: (([UIMenuElement]) -> UIMenu?)?

  /// Creates a configuration. Previews are not drawn; the provider is kept for porting.
  public init(
    identifier: (any NSCopying)? = nil, previewProvider: (() -> UIViewController?)? = nil,
    actionProvider: (([UIMenuElement]) -> UIMenu?)? = nil
  ) {
    self.identifier = identifier
    self.actionProvider = actionProvider
  }
}
