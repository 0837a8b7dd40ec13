import Foundation

/// A responder with built-in cut, copy, paste and select-all (``UITextField``,
/// ``UITextView``): what ``UIResponder``'s standard edit methods do for it when a subclass does
/// not override them, or calls `super`.
@MainActor
protocol StandardEditing: UIView, UIKeyInput {
  /// Whether the standard edit action `selector` (`cut:`, `copy:`, `paste:`, `selectAll:`)
  /// applies now (a selection to copy, text to paste, an editable text).
  func canPerformStandardEdit(_ selector: Selector) -> Bool
  /// The selection's text, plain (what copy puts on the pasteboard).
  var selectedPlainText: String { get }
  /// Selects all the text (select-all's default).
  func selectEverything()
}

extension StandardEditing {
  /// This view's application's clipboard, not whichever application is current.
  var editPasteboard: UIPasteboard {
    window?.application?.generalPasteboard ?? UIPasteboard.general
  }

  /// Performs the standard edit action `selector` when it applies now; else nothing.
  func performStandardEdit(_ selector: Selector) {
    guard canPerformStandardEdit(selector) else { return }
    switch selector {
    case .copy:
      editPasteboard.string = selectedPlainText
    case .cut:
      editPasteboard.string = selectedPlainText
      deleteBackward()
    case .paste:
      insertText(editPasteboard.string ?? "")
    default:
      selectEverything()
    }
  }

  /// Cut, copy, paste and select-all as named actions (nil-target senders and the Ctrl
  /// shortcuts find them) where they apply now. Each calls the overridable
  /// ``UIResponder/copy(_:)`` and its kin, whose default is ``performStandardEdit(_:)``.
  func editAction(for selector: Selector) -> ActionHandler? {
    guard canPerformStandardEdit(selector) else { return nil }
    switch selector {
    case .copy: return { [weak self] sender, _ in self?.copy(sender) }
    case .cut: return { [weak self] sender, _ in self?.cut(sender) }
    case .paste: return { [weak self] sender, _ in self?.paste(sender) }
    default: return { [weak self] sender, _ in self?.selectAll(sender) }
    }
  }
}
