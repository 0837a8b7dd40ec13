import Foundation

/// A responder with built-in cut, copy, paste and select-all (``UITextField``,
/// ``UITextView``): what ``UIResponder``'s standard edit methods do for it when a subclass does
/// not override them, or calls `super`.
@MainActor
protocol StandardEditing: UIResponder {
  /// Performs the standard edit action `selector` (`cut:`, `copy:`, `paste:`, `selectAll:`)
  /// when it applies now (a selection to copy, text to paste, an editable text); else nothing.
  func performStandardEdit(_ selector: Selector)
}
