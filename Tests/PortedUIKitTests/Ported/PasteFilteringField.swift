// swift-format-ignore-file
// Ported UIKit code: a digits-only field that filters what is pasted and turns paste off while
// it is full, and a notes view with a "Select All" button — UIResponderStandardEditActions
// overridden and called directly, as apps write it.
// Changed for OpenUIKit: `import UIKit` → `import OpenUIKit`; `#selector(paste(_:))` →
// `Selector.paste` (the selector constants are OpenUIKit's); `@objc` removed.
import OpenUIKit

final class DigitsField: UITextField {
  var maximumLength = 6
  private(set) var pasteAttempts = 0

  override func paste(_ sender: Any?) {
    pasteAttempts += 1
    let digits = (UIPasteboard.general.string ?? "").filter(\.isNumber)
    let room = maximumLength - (text ?? "").count
    guard room > 0, !digits.isEmpty else { return }
    insertText(String(digits.prefix(room)))
  }

  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    if action == .paste { return (text ?? "").count < maximumLength }
    return super.canPerformAction(action, withSender: sender)
  }
}

final class NotesPane: UIView {
  let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
  private(set) var copies = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(textView)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func selectEverything() {
    textView.selectAll(nil)
  }

  func copySelection() {
    textView.copy(nil)
    copies += 1
  }
}
