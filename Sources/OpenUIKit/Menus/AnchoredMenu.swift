import Foundation

/// Opens a menu under the view that asked for it (a bar button item's, a button's with
/// `showsMenuAsPrimaryAction`), drawn as a context menu is.
@MainActor
enum AnchoredMenu {
  /// The open menu's window, until the menu closes. Weak: its application keeps it while it
  /// is shown (as every visible window), and a static must not keep it, and whatever app code
  /// put in it, after the application is gone (fuzz stream 10610906: a new root view
  /// controller given to the key window, which was the menu's, outlived the application).
  private static weak var shown: ContextMenuWindow?

  /// Whether a menu opened this way is open.
  static var isOpen: Bool { shown != nil }

  /// Opens `menu` with its top-left corner at `view`'s bottom-left; `onChoose` hears the
  /// action chosen before its handler runs. Nothing happens while another is open or when the
  /// view is in no window.
  static func open(
    _ menu: UIMenu, below view: UIView, onChoose: ((UIAction) -> Void)? = nil
  ) {
    guard shown == nil, let window = view.window, let application = window.application
    else { return }
    let corner = view.convert(CGPoint(x: 0, y: view.bounds.maxY), to: window)
    let menuWindow = ContextMenuWindow(
      menu: menu, at: window.convertToSuperview(corner), over: window, application: application
    ) { AnchoredMenu.shown = nil }
    menuWindow.onChoose = onChoose
    shown = menuWindow
    menuWindow.present()
  }
}
