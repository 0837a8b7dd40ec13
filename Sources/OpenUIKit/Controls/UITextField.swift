import Foundation

/// A single line of editable text.
///
/// A tap makes it the first responder, which starts the host's text input; typed text arrives
/// through ``UIKeyInput``. Keys edit and move the caret (Backspace, Delete, ← →, Home, End, with
/// Shift to select); a drag selects; `cut:`, `copy:`, `paste:` and `selectAll:` are actions it
/// implements, so nil-target senders and Ctrl/Cmd shortcuts reach it through the responder
/// chain. Return asks the delegate, sends `.editingDidEndOnExit` and resigns. Sends
/// `.editingDidBegin`, `.editingChanged` and `.editingDidEnd`.
///
/// UIKit differences: selection is a character range (`selectedRange` converts to UTF-16);
/// there is no `UITextRange` or text-input system yet.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput {
  /// Border styles.
  public enum BorderStyle: Int, Sendable {
    /// No border.
    case none = 0
    /// A thin line.
    case line = 1
    /// A bezel.
    case bezel = 2
    /// A rounded rectangle on white.
    case roundedRect = 3
  }

  /// The text; setting it moves the caret to the end and sends no events.
  open var text: String? {
    get { characters.isEmpty && storedNil ? nil : String(characters) }
    set {
      storedNil = newValue == nil
      characters = Array(Self.singleLine(newValue ?? ""))
      selection = characters.count..<characters.count
      anchor = characters.count
      setNeedsDisplay()
    }
  }
  /// Grey text shown while the field is empty.
  open var placeholder: String? { didSet { setNeedsDisplay() } }
  /// The font. The 17-point system font by default.
  open var font: UIFont? = .systemFont(ofSize: 17) { didSet { setNeedsDisplay() } }
  /// The text colour. Black by default.
  open var textColor: UIColor? = .black { didSet { setNeedsDisplay() } }
  /// The border style. `.none` by default.
  open var borderStyle: BorderStyle = .none { didSet { applyBorderStyle() } }
  /// The delegate.
  open weak var delegate: (any UITextFieldDelegate)?
  /// Whether the field is the first responder and being edited.
  public private(set) var isEditing = false

  private var characters: [Character] = []
  private var storedNil = true
  /// The selection in characters; empty means a caret.
  private(set) var selection: Range<Int> = 0..<0
  private var anchor = 0

  /// Returns nil, as ``UIView/init(coder:)``: nothing is decoded on Linux.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates a text field.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
  }

  /// The selection as UTF-16 offsets, like UIKit's ranges.
  public var selectedRange: NSRange {
    get {
      let prefix = String(characters[0..<selection.lowerBound]).utf16.count
      let length = String(characters[selection]).utf16.count
      return NSRange(location: prefix, length: length)
    }
    set {
      let lower = characterOffset(utf16: newValue.location)
      let upper = characterOffset(utf16: newValue.location + newValue.length)
      select(lower..<max(lower, upper))
    }
  }

  // MARK: - First responder

  /// Enabled text fields become first responder.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true,
      super.becomeFirstResponder()
    else { return false }
    isEditing = true
    setNeedsDisplay()
    sendActions(for: .editingDidBegin, with: nil)
    delegate?.textFieldDidBeginEditing(self)
    return true
  }

  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    // A field leaving its window resigns whatever its delegate says (decision E8), and so does
    // one whose editing `endEditing(true)` ends.
    if window != nil && window?.application?.isRemovingViews != true
      && window?.isForcingResign != true,
      delegate?.textFieldShouldEndEditing(self) == false
    {
      return false
    }
    guard super.resignFirstResponder() else { return false }
    isEditing = false
    setNeedsDisplay()
    sendActions(for: .editingDidEnd, with: nil)
    delegate?.textFieldDidEndEditing(self)
    return true
  }

  // MARK: - UIKeyInput

  /// Whether there is any text.
  public var hasText: Bool { !characters.isEmpty }

  /// Replaces the selection with `text` (newlines become spaces: the field is one line).
  public func insertText(_ text: String) {
    replace(selection, with: Self.singleLine(text))
  }

  /// Deletes the selection, or the character before the caret.
  public func deleteBackward() {
    if !selection.isEmpty { return replace(selection, with: "") }
    guard selection.lowerBound > 0 else { return }
    replace((selection.lowerBound - 1)..<selection.lowerBound, with: "")
  }

  /// Deletes the selection, or the character after the caret.
  func deleteForward() {
    if !selection.isEmpty { return replace(selection, with: "") }
    guard selection.upperBound < characters.count else { return }
    replace(selection.upperBound..<(selection.upperBound + 1), with: "")
  }

  private func replace(_ range: Range<Int>, with string: String) {
    let utf16Start = String(characters[0..<range.lowerBound]).utf16.count
    let utf16Length = String(characters[range]).utf16.count
    guard
      delegate?.textField(
        self, shouldChangeCharactersIn: NSRange(location: utf16Start, length: utf16Length),
        replacementString: string) ?? true
    else { return }
    let inserted = Array(string)
    characters.replaceSubrange(range, with: inserted)
    storedNil = false
    let caret = range.lowerBound + inserted.count
    selection = caret..<caret
    anchor = caret
    setNeedsDisplay()
    sendActions(for: .editingChanged, with: nil)
  }

  /// Selects `range` (clamped), keeping its start as the anchor.
  func select(_ range: Range<Int>, anchor newAnchor: Int? = nil) {
    let lower = max(0, min(range.lowerBound, characters.count))
    let upper = max(lower, min(range.upperBound, characters.count))
    selection = lower..<upper
    anchor = newAnchor ?? lower
    setNeedsDisplay()
  }

  /// Moves the caret to `offset`, or extends the selection from the anchor when `extending`.
  func moveCaret(to offset: Int, extending: Bool) {
    let target = max(0, min(offset, characters.count))
    if extending {
      select(min(anchor, target)..<max(anchor, target), anchor: anchor)
    } else {
      select(target..<target)
    }
  }

  private func characterOffset(utf16 offset: Int) -> Int {
    var count = 0
    for (index, character) in characters.enumerated() {
      if count >= offset { return index }
      count += String(character).utf16.count
    }
    return characters.count
  }

  static func singleLine(_ text: String) -> String {
    text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
      .replacingOccurrences(of: "\r", with: " ")
  }

  private func applyBorderStyle() {
    switch borderStyle {
    case .none:
      layer.borderWidth = 0
    case .line, .bezel:
      layer.borderWidth = 1
      layer.borderColor = UIColor.darkGray.cgColor
      layer.cornerRadius = 0
    case .roundedRect:
      layer.borderWidth = 1
      layer.borderColor = UIColor(white: 0.75, alpha: 1).cgColor
      layer.cornerRadius = 6
      if backgroundColor == nil { backgroundColor = .white }
    }
  }

  // MARK: - Responder hooks

  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard isEditing, let key = presses.first?.key else {
      return super.pressesBegan(presses, with: event)
    }
    if handleEditingKey(key) || Self.typesText(key) { return }
    super.pressesBegan(presses, with: event)
  }

  open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    if isEditing, let key = presses.first?.key,
      Self.editingKeys.contains(key.keyCode) || Self.typesText(key)
    {
      return
    }
    super.pressesEnded(presses, with: event)
  }

  /// The keys ``handleEditingKey(_:)`` acts on.
  static let editingKeys: Set<UIKeyboardHIDUsage> = [
    .keyboardDeleteOrBackspace, .keyboardDeleteForward, .keyboardLeftArrow, .keyboardRightArrow,
    .keyboardHome, .keyboardEnd, .keyboardUpArrow, .keyboardDownArrow, .keyboardReturnOrEnter,
  ]

  /// Whether a key types text (its characters arrive as text input): such presses belong to
  /// the field and do not travel up the responder chain.
  static func typesText(_ key: UIKey) -> Bool {
    guard key.modifierFlags.isDisjoint(with: [.control, .command]) else { return false }
    return key.characters.unicodeScalars.contains { $0.value >= 32 && $0.value != 127 }
  }

  /// Repeats of a held key (see UIApplication's key handling) edit again.
  open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard isEditing, let key = presses.first?.key else {
      return super.pressesChanged(presses, with: event)
    }
    if handleEditingKey(key) || Self.typesText(key) { return }
    super.pressesChanged(presses, with: event)
  }

  open override func action(for selector: Selector) -> ActionHandler? {
    editAction(for: selector) ?? super.action(for: selector)
  }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    guard becomeFirstResponder() else { return false }
    let offset = characterOffset(atX: touch.location(in: self).x)
    moveCaret(to: offset, extending: false)
    return true
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    moveCaret(to: characterOffset(atX: touch.location(in: self).x), extending: true)
    return true
  }

  override func recordContent(into canvas: ContentCanvas) {
    recordEditingContent(into: canvas)
    super.recordContent(into: canvas)
  }

  // MARK: - Storage for the extensions

  var characterList: [Character] { characters }
  var selectionAnchor: Int { anchor }
}
