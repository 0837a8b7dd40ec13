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
/// It adopts ``UITextInput``: positions and ranges in UTF-16 offsets, marked text from an
/// input method, layout queries and a tokenizer. A double click selects a word, a triple click
/// everything, Shift+click extends the selection, and dragging after a double click selects
/// whole words. Edits can be undone (Ctrl+Z) through ``UIResponder/undoManager``; typing
/// merges into one step until the caret moves.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput {
  /// Accessibility: editable text named by its placeholder, its value the text (dots when
  /// secure).
  override var defaultAccessibility: AccessibilityAttributes {
    let shown = isSecureTextEntry ? String(repeating: "•", count: (text ?? "").count) : text
    return AccessibilityAttributes(
      isElement: true, label: placeholder, value: (shown?.isEmpty ?? true) ? nil : shown)
  }
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
      accessories.styledText = nil
      characters = Array(Self.singleLine(newValue ?? ""))
      markedRange = nil
      setSelection(characters.count..<characters.count)
      // Steps recorded against the old text would restore it over the app's: UIKit forgets them.
      forgetUndoSteps()
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }
  /// Grey text shown while the field is empty.
  open var placeholder: String? {
    didSet {
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }
  /// The font. The 17-point system font by default.
  open var font: UIFont? = .systemFont(ofSize: 17) {
    didSet {
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }
  /// The text colour. Black by default.
  open var textColor: UIColor? = .black { didSet { setNeedsDisplay() } }
  /// Alignment, secure entry, the side views and the clear button (UITextField+Accessories).
  var accessories = TextFieldAccessories()
  /// The border style. `.none` by default.
  open var borderStyle: BorderStyle = .none {
    didSet {
      applyBorderStyle()
      invalidateIntrinsicContentSize()
    }
  }
  /// The delegate.
  open weak var delegate: (any UITextFieldDelegate)?
  /// Whether the field is the first responder and being edited.
  public private(set) var isEditing = false

  /// How marked text is drawn. OpenUIKit underlines it whatever this says.
  public var markedTextStyle: [NSAttributedString.Key: Any]?
  /// The text system's delegate, told when the text or selection changes.
  public weak var inputDelegate: (any UITextInputDelegate)?
  /// Finds words, sentences and lines in the text.
  public private(set) lazy var tokenizer: any UITextInputTokenizer =
    UITextInputStringTokenizer(textInput: self)

  private var characters: [Character] = [] {
    // The clear button shows only over some text.
    didSet {
      utf16Starts = nil
      if accessories.clearButtonMode != .never { setNeedsLayout() }
    }
  }
  /// Where each character starts in UTF-16 (and the end), made when first asked after a change.
  var utf16Starts: [Int]?
  private var storedNil = true
  /// The selection in characters; empty means a caret.
  private(set) var selection: Range<Int> = 0..<0
  private var anchor = 0
  /// The text an input method is composing, in characters.
  var markedRange: Range<Int>?
  /// What a touch selects as it moves: characters, or whole words from the double-clicked one.
  var trackingWords: Range<Int>?
  /// The undo manager's change count just after the field recorded a typing step, while that
  /// step is still the one typing merges into (nil once the caret moves).
  var typingStepMark: Int?
  /// The text and selection before an input method began composing, undone as one step.
  var compositionStart: TextFieldSnapshot?

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
      textRange(characters: selection).nsRange
    }
    set {
      let lower = characterIndex(utf16: newValue.location, roundingUp: false)
      let upper = characterIndex(utf16: newValue.location + newValue.length, roundingUp: true)
      select(lower..<max(lower, upper))
    }
  }

  // MARK: - Areas (UITextField+Accessories)

  /// Where the text is drawn when not editing: the bounds less the side views and the clear
  /// button, inset 8 points on each side. Override it to pad the text.
  open func textRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }
  /// The text (or the placeholder, if wider) with the text rectangle's padding, one line high;
  /// a bordered field is 13 points taller (34 for the 17-point font, as UIKit's).
  open override var intrinsicContentSize: CGSize { intrinsicFieldSize }
  /// Where the text is edited: ``textRect(forBounds:)`` by default, so padding given there
  /// holds while editing too (UIKit computes it apart; override both, as UIKit code does).
  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
  /// Where the placeholder is drawn: ``textRect(forBounds:)`` by default.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
  /// Where ``leftView`` goes: its size, at the left edge, centred vertically.
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    sideRect(leftView, bounds, left: true)
  }
  /// Where ``rightView`` goes: its size, at the right edge, centred vertically.
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    sideRect(rightView, bounds, left: false)
  }
  /// Where the clear button goes: a 19-point circle before the right view.
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(bounds) }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutAccessories()
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
    clearOnBeginIfAsked()
    setNeedsDisplay()
    setNeedsLayout()
    sendActions(for: .editingDidBegin, with: nil)
    post(UITextField.textDidBeginEditingNotification)
    delegate?.textFieldDidBeginEditing(self)
    return true
  }

  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    // A field leaving its window resigns whatever its delegate says (decision E8), and so does
    // one whose editing `endEditing(true)` ends.
    if let window, !window.isForcingResign(of: self),
      delegate?.textFieldShouldEndEditing(self) == false
    {
      return false
    }
    guard super.resignFirstResponder() else { return false }
    isEditing = false
    // Composed text stays; UIKit's fields also forget their undo steps when editing ends.
    unmarkText()
    forgetUndoSteps()
    setNeedsDisplay()
    setNeedsLayout()
    sendActions(for: .editingDidEnd, with: nil)
    post(UITextField.textDidEndEditingNotification)
    delegate?.textFieldDidEndEditing(self)
    return true
  }

  // MARK: - UIKeyInput

  /// Whether there is any text.
  public var hasText: Bool { !characters.isEmpty }

  /// Replaces the selection (or the marked text, committing it) with `text`; newlines become
  /// spaces, since the field is one line.
  public func insertText(_ text: String) {
    guard let marked = markedRange else {
      return edit(selection, with: Self.singleLine(text), askingDelegate: true, typing: true)
    }
    edit(marked, with: Self.singleLine(text), askingDelegate: true, composing: true)
    markedRange = nil
    endComposition()
  }

  /// Deletes the selection, or the character before the caret.
  public func deleteBackward() {
    if !selection.isEmpty { return edit(selection, with: "", askingDelegate: true) }
    guard selection.lowerBound > 0 else { return }
    edit((selection.lowerBound - 1)..<selection.lowerBound, with: "", askingDelegate: true)
  }

  /// Deletes the selection, or the character after the caret.
  func deleteForward() {
    if !selection.isEmpty { return edit(selection, with: "", askingDelegate: true) }
    guard selection.upperBound < characters.count else { return }
    edit(selection.upperBound..<(selection.upperBound + 1), with: "", askingDelegate: true)
  }

  /// Replaces the characters in `range` with `string` and puts the caret after it. The
  /// delegate may refuse when asked; the change is recorded for undo (typing merges into the
  /// step before it; a composition is recorded when it is committed).
  func edit(
    _ range: Range<Int>, with string: String, askingDelegate: Bool, composing: Bool = false,
    typing: Bool = false
  ) {
    let range = range.clamped(to: 0..<characters.count)
    if askingDelegate {
      let utf16Start = utf16Offset(ofCharacter: range.lowerBound)
      let utf16Length = String(characters[range]).utf16.count
      guard
        delegate?.textField(
          self, shouldChangeCharactersIn: NSRange(location: utf16Start, length: utf16Length),
          replacementString: string) ?? true
      else { return }
    }
    let before =
      needsSnapshot(typing: typing, composing: composing, endsComposition: markedRange != nil)
      ? snapshot : nil
    inputDelegate?.textWillChange(self)
    if let marked = markedRange, !composing,
      marked.overlaps(range) || marked.lowerBound >= range.upperBound
    {
      // An edit outside the input method ends its composition, recorded first (as in
      // UITextView): its step undoes the text as it was before this edit.
      markedRange = nil
      endComposition()
    }
    let inserted = Array(string)
    editStyledText(range, with: string)
    characters.replaceSubrange(range, with: inserted)
    storedNil = false
    if let before { recordUndo(of: before, typing: typing) }
    let caret = range.lowerBound + inserted.count
    setSelection(caret..<caret)
    inputDelegate?.textDidChange(self)
    setNeedsDisplay()
    sendActions(for: .editingChanged, with: nil)
    post(UITextField.textDidChangeNotification)
  }

  /// The text, selection and anchor as they are now.
  var snapshot: TextFieldSnapshot {
    TextFieldSnapshot(
      characters: characters, isNil: storedNil, selection: selection, anchor: anchor,
      styled: accessories.styledText.map(AttributedRuns.init))
  }

  /// Puts back text and selection from `snapshot` (an undo or redo).
  func restore(_ snapshot: TextFieldSnapshot) {
    inputDelegate?.textWillChange(self)
    characters.replaceSubrange(span(of: snapshot), with: snapshot.characters)
    storedNil = snapshot.isNil
    if let styled = snapshot.styled {
      // Written back in place where the field still has styled text (AttributedRuns).
      let storage = accessories.styledText ?? NSMutableAttributedString(string: "")
      styled.write(into: storage)
      accessories.styledText = storage
    } else {
      accessories.styledText = nil
    }
    markedRange = nil
    setSelection(snapshot.selection, anchor: snapshot.anchor)
    inputDelegate?.textDidChange(self)
    setNeedsDisplay()
    sendActions(for: .editingChanged, with: nil)
    post(UITextField.textDidChangeNotification)
  }

  /// Sets the selection and anchor, telling the delegates when it changed.
  private func setSelection(_ range: Range<Int>, anchor newAnchor: Int? = nil) {
    let changed = range != selection
    if changed { inputDelegate?.selectionWillChange(self) }
    selection = range
    anchor = newAnchor ?? range.lowerBound
    guard changed else { return }
    inputDelegate?.selectionDidChange(self)
    delegate?.textFieldDidChangeSelection(self)
  }

  /// Selects `range` (clamped), keeping its start as the anchor.
  func select(_ range: Range<Int>, anchor newAnchor: Int? = nil) {
    let lower = max(0, min(range.lowerBound, characters.count))
    let upper = max(lower, min(range.upperBound, characters.count))
    // The caret moved: the next keystroke starts a new undo step.
    typingStepMark = nil
    setSelection(lower..<upper, anchor: newAnchor.map { max(0, min($0, characters.count)) })
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

  /// A click puts the caret at the point (Shift+click extends the selection to it), a
  /// double click selects the word there, a triple click everything.
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    guard becomeFirstResponder() else { return false }
    unmarkText()
    trackingWords = nil
    let x = touch.location(in: self).x
    switch touch.tapCount {
    case 2:
      let words = wordRun(atX: x)
      select(words)
      trackingWords = words
    case 3...: select(0..<characters.count)
    default:
      let extending = event?.modifierFlags.contains(.shift) == true
      moveCaret(to: characterOffset(atX: x), extending: extending)
    }
    return true
  }

  /// Dragging selects from where the touch began: by characters, or by words after a double
  /// click; after a triple click everything stays selected.
  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let x = touch.location(in: self).x
    if let words = trackingWords {
      let here = wordRun(atX: x)
      let forward = here.upperBound > words.upperBound
      select(
        min(words.lowerBound, here.lowerBound)..<max(words.upperBound, here.upperBound),
        anchor: forward ? words.lowerBound : words.upperBound)
    } else if touch.tapCount < 3 {
      moveCaret(to: characterOffset(atX: x), extending: true)
    }
    return true
  }

  override func recordContent(into canvas: ContentCanvas) {
    recordEditingContent(into: canvas)
    super.recordContent(into: canvas)
  }

  /// The I-beam while enabled.
  override var defaultPointerCursor: UIPointerStyle.Cursor? { isEnabled ? .iBeam : nil }

  // MARK: - Input views (Keyboard/OnScreenKeyboard)

  /// A view shown instead of the on-screen keyboard's keys while this field is edited.
  open override var inputView: UIView? {
    get { traitsStorage.inputView }
    set { traitsStorage.inputView = newValue }
  }
  /// A bar shown above the on-screen keyboard while this field is edited.
  open override var inputAccessoryView: UIView? {
    get { traitsStorage.inputAccessoryView }
    set { traitsStorage.inputAccessoryView = newValue }
  }

  // MARK: - Storage for the extensions

  var traitsStorage = TextFieldTraits()

  var characterList: [Character] { characters }
  var selectionAnchor: Int { anchor }
}
