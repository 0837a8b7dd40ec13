import Foundation

// The standard edit actions, sent by the edit shortcuts and the context menus.
extension Selector {
  /// The standard edit action `cut:`.
  public static let cut = Selector("cut:")
  /// The standard edit action `copy:`.
  public static let copy = Selector("copy:")
  /// The standard edit action `paste:`.
  public static let paste = Selector("paste:")
  /// The standard edit action `selectAll:`.
  public static let selectAll = Selector("selectAll:")
  /// The edit action `undo:` (Ctrl+Z).
  public static let undo = Selector("undo:")
  /// The edit action `redo:` (Ctrl+Shift+Z, Ctrl+Y).
  public static let redo = Selector("redo:")

  /// The actions UIKit's responders answer by convention (`UIResponderStandardEditActions`),
  /// which are often sent to nil when nothing can perform them.
  static let standardEditActions: Set<Selector> = [
    cut, copy, paste, selectAll, undo, redo, "select:", "delete:", "toggleBoldface:",
    "toggleItalics:", "toggleUnderline:", "increaseSize:", "decreaseSize:", "find:",
  ]
}
