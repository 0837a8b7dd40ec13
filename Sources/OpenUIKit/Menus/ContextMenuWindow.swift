import Foundation

/// The window an open context menu is drawn in: above the app's windows, below the
/// inspector's, covering the screen so that a touch outside the menu closes it and reaches
/// nothing else (the way a menu on a desktop swallows the click that dismisses it). It is the
/// key window while open, so keys go to the menu; the previous key window gets them back.
@MainActor
final class ContextMenuWindow: UIWindow {
  /// Where the menu opened, in this window's points.
  let anchor: CGPoint
  /// The interaction whose menu this is, handed to actions as their sender.
  weak var sender: UIContextMenuInteraction?
  private let rootMenu: UIMenu
  private let onClose: () -> Void
  /// Told the action chosen, before its handler runs (a pop-up button shows its title).
  var onChoose: ((UIAction) -> Void)?
  private weak var previousKeyWindow: UIWindow?
  /// The open panels: the menu, then each submenu opened from it.
  private(set) var panels: [MenuPanelView] = []

  /// The level menus open at: above every app level, below the inspector.
  static let level = UIWindow.Level(999_000)

  /// A menu at `anchor` (screen points) over `source`'s screen: the main one, or the surface
  /// of its own a host shows `source` on (a second window), which the menu then shares.
  init(
    menu: UIMenu, at anchor: CGPoint, over source: UIWindow, application: UIApplication,
    onClose: @escaping () -> Void
  ) {
    let frame = source.hasOwnDisplay ? source.frame : application.screenFrame()
    self.anchor = CGPoint(x: anchor.x - frame.minX, y: anchor.y - frame.minY)
    rootMenu = menu
    self.onClose = onClose
    super.init(frame: frame)
    hasOwnDisplay = source.hasOwnDisplay
    self.application = application
    windowLevel = Self.level
    backgroundColor = nil
    accessibilityIdentifier = "context menu"
  }

  required init?(coder: NSCoder) { return nil }

  /// Shows the menu at its anchor and takes the keyboard.
  func present() {
    previousKeyWindow = application?.keyWindow
    open(rootMenu, at: anchor)
    makeKeyAndVisible()
    panels.last?.becomeFirstResponder()
  }

  /// Opens `menu` as a panel whose top-left is at `point`, kept on screen.
  func open(_ menu: UIMenu, at point: CGPoint) {
    let panel = MenuPanelView(menu: menu, in: self)
    var frame = CGRect(origin: point, size: panel.preferredSize)
    frame.origin.x = min(frame.origin.x, bounds.width - frame.width - 4)
    frame.origin.y = min(frame.origin.y, bounds.height - frame.height - 4)
    frame.origin.x = max(4, frame.origin.x)
    frame.origin.y = max(4, frame.origin.y)
    panel.frame = frame
    addSubview(panel)
    panels.append(panel)
    panel.becomeFirstResponder()
  }

  /// Closes the submenus opened from `panel`, giving it the keyboard again.
  func closePanels(after panel: MenuPanelView) {
    while let last = panels.last, last !== panel {
      last.removeFromSuperview()
      panels.removeLast()
    }
    panel.becomeFirstResponder()
  }

  /// Closes the whole menu, then runs `action` (nil: closed without a choice).
  func close(choosing action: UIAction?) {
    guard !isHidden else { return }
    for panel in panels { panel.removeFromSuperview() }
    panels = []
    isHidden = true
    if let previous = previousKeyWindow, !previous.isHidden { previous.makeKey() }
    onClose()
    guard let action else { return }
    onChoose?(action)
    action.sender = sender
    action.handler(action)
    action.sender = nil
  }

  /// A touch that lands outside every panel closes the menu and goes no further.
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    close(choosing: nil)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// Keys reaching the window itself (no panel holds the keyboard): Escape closes.
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    if presses.contains(where: { $0.key?.keyCode == .keyboardEscape }) { close(choosing: nil) }
  }
}
