import Foundation

/// Scrolling, multi-line text, editable or read-only, plain or attributed.
///
/// It is a ``UIScrollView``: the text is laid out to the view's width (less
/// ``textContainerInset`` and the container's ``NSTextContainer/lineFragmentPadding``) and
/// scrolls when taller. With ``UIScrollView/isScrollEnabled`` off it sizes itself to its text
/// (its intrinsic content size), the usual way to grow a text view with Auto Layout.
///
/// Editing works as in ``UITextField``, on several lines: typed text arrives through
/// ``UIKeyInput`` in the ``typingAttributes``; Return inserts a newline (the delegate asked
/// with "\n", as UIKit code expects); the arrows move by character, word (Ctrl or Alt) and line
/// (↑ ↓ keep the column), Home and End go to the line's ends, Ctrl+Home/End (Cmd+↑/↓) to the
/// text's; Page Up/Down move a screen; Tab inserts a tab. A mouse click puts the caret, a drag
/// selects, a double click selects a word, a triple click a paragraph, Shift+click extends. A
/// finger drag scrolls; a tap puts the caret, a double tap selects a word, a long press moves
/// the caret (editable) or selects a word (read-only), and the selection's handles drag its
/// ends. A tap on a `.link` in text that is not editable opens it (the delegate asked). Edits
/// undo (Ctrl+Z) through ``UIResponder/undoManager``, and an input method's marked text is
/// composed in place.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UIKeyInput {
  // MARK: - Text

  /// The text. Setting it keeps the text view's font, colour and alignment, puts the caret at
  /// the end, and tells the delegate nothing.
  open var text: String! {
    get { storage.string }
    set { replaceAll(withString: newValue ?? "") }
  }

  /// The text with its attributes. Setting it puts the caret at the end.
  open var attributedText: NSAttributedString! {
    get { NSAttributedString(attributedString: storage) }
    set {
      if let newValue { replaceAll(with: newValue) } else { replaceAll(withString: "") }
    }
  }

  /// The font of the whole text; setting it sets it on all of it and on typing. Nil draws the
  /// 12-point system font, as UIKit's text view does.
  open var font: UIFont? {
    didSet { applyToAll(.font, font ?? Self.defaultFont) }
  }

  /// The colour of the whole text; setting it sets it on all of it and on typing. Nil draws
  /// black.
  open var textColor: UIColor? {
    didSet { applyToAll(.foregroundColor, textColor ?? .black) }
  }

  /// How the paragraphs are aligned. `.natural` by default: each paragraph on the side of its
  /// direction (Hebrew and Arabic on the right).
  open var textAlignment: NSTextAlignment = .natural {
    didSet {
      let style = NSMutableParagraphStyle()
      style.alignment = textAlignment
      applyToAll(.paragraphStyle, style)
    }
  }

  /// The attributes typed text gets. They follow the caret: when the selection moves they
  /// become those of the text before it, as in UIKit.
  open var typingAttributes: [NSAttributedString.Key: Any] = [:]

  /// Whether the user can change the text. True by default.
  open var isEditable = true {
    didSet { if !isEditable && isFirstResponder && !isSelectable { resignFirstResponder() } }
  }
  /// Whether the user can select the text (and tap its links when not editable). True by
  /// default.
  open var isSelectable = true
  /// Whether the user can change attributes with the edit menu. Kept.
  open var allowsEditingTextAttributes = false
  /// Whether typing replaces the whole text. False by default.
  open var clearsOnInsertion = false
  /// The kinds of data shown as links. Kept: links come from the `.link` attribute.
  open var dataDetectorTypes: UIDataDetectorTypes = []
  /// The look of links; nil: the link colour, underlined.
  open var linkTextAttributes: [NSAttributedString.Key: Any]! {
    didSet { textLayoutDidChange() }
  }

  /// The space between the view's edges and the text container: 8 points above and below.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { textLayoutDidChange() }
  }
  /// The area the text is laid out in.
  public let textContainer: NSTextContainer

  /// The selection, in UTF-16 offsets; an empty range is the caret.
  open var selectedRange: NSRange {
    get { NSRange(location: selection.lowerBound, length: selection.count) }
    set {
      let lower = max(0, min(newValue.location, storage.length))
      let upper = max(lower, min(lower + max(0, newValue.length), storage.length))
      select(snapped(lower, up: false)..<snapped(upper, up: true))
    }
  }

  /// The delegate (``UIScrollView/delegate``), when it is a text view delegate: told before
  /// and after editing and of each change, and asked about changes and links.
  var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

  // MARK: - UITextInput's properties

  /// How marked text is drawn. OpenUIKit underlines it whatever this says.
  public var markedTextStyle: [NSAttributedString.Key: Any]?
  /// The text system's delegate, told when the text or selection changes.
  public weak var inputDelegate: (any UITextInputDelegate)?
  /// Finds words, sentences and lines in the text.
  public private(set) lazy var tokenizer: any UITextInputTokenizer =
    UITextInputStringTokenizer(textInput: self)

  // MARK: - Creating

  /// Returns nil, as ``UIView/init(coder:)``: nothing is decoded on Linux.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates a text view laying its text out in `textContainer` (a new one when nil).
  public init(frame: CGRect, textContainer: NSTextContainer?) {
    self.textContainer = textContainer ?? NSTextContainer(size: frame.size)
    super.init(frame: frame)
    self.textContainer.textView = self
    // A mouse press selects at once; a finger's touches are judged when they end (a drag
    // scrolls), so holding them back gains nothing.
    delaysContentTouches = false
    backgroundColor = .white
    addTextGestures()
  }

  /// Creates an empty, editable text view.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, textContainer: nil)
  }

  // MARK: - State (the concern files read and write it)

  /// The text and its attributes. Used on the main actor only; `nonisolated(unsafe)` so that
  /// the nonisolated `deinit` (UIView's kind) can hand it back. Never handed out: `text` and
  /// `attributedText` copy.
  nonisolated(unsafe) var storage = AttributedStoragePool.take()

  // Foundation on Linux never frees an attributed string's run array, nor what it holds: the
  // storage goes back to the pool emptied, for the next text view (AttributedStoragePool). The
  // view is being freed: nothing else can reach its storage.
  deinit {
    AttributedStoragePool.giveBack(storage)
    if let linkDisplay { AttributedStoragePool.giveBack(linkDisplay) }
  }
  /// The text as drawn with ``linkTextAttributes`` on its links, filled in place for each
  /// layout (a copy per layout was never freed on Linux); nil until links are styled.
  nonisolated(unsafe) var linkDisplay: NSMutableAttributedString?
  /// Counts changes to the text, so caches know when they are stale.
  var textVersion = 0
  /// Where each character (grapheme cluster) starts, in UTF-16 offsets, and the end.
  var boundaryCache: (version: Int, starts: [Int])?
  /// The laid-out text for a width.
  var layoutCache: (version: Int, width: CGFloat, layout: AttributedTextLayout)?
  /// The paragraphs of the last layout, so that an edit breaks only its own paragraph again.
  let paragraphCache = ParagraphLayoutCache()
  /// The selection in UTF-16 offsets, on character boundaries; empty is a caret.
  var selection: Range<Int> = 0..<0
  /// The end of the selection that stays when Shift extends it.
  var anchor = 0
  /// The text an input method is composing, in UTF-16 offsets.
  var markedRange: Range<Int>?
  /// Where ↑ and ↓ keep the caret, across lines of different lengths.
  var goalX: CGFloat?
  /// Whether the text view is the first responder, editing or selecting.
  var isEditingText = false
  /// Whether the selection's handles show (after a finger chose it).
  var showsHandles = false
  /// What a touch in progress is doing (UITextView+Touches).
  var touchTracking = TextViewTouchTracking()
  var typingStepMark: Int?
  var compositionStart: TextViewSnapshot?
  /// The part of the text the composition under way has replaced, in offsets now: its undo
  /// step keeps only that.
  var compositionChanged: Range<Int>?
  var traitsStorage = TextFieldTraits()

  static let defaultFont = UIFont.systemFont(ofSize: 12)

  /// The attributes plain text gets: the view's font, colour and alignment.
  var baseAttributes: [NSAttributedString.Key: Any] {
    var attributes: [NSAttributedString.Key: Any] = [
      .font: font ?? Self.defaultFont, .foregroundColor: textColor ?? .black,
    ]
    if textAlignment != .natural {
      let style = NSMutableParagraphStyle()
      style.alignment = textAlignment
      attributes[.paragraphStyle] = style
    }
    return attributes
  }

  /// Accessibility: one element whose value is the text (read by screen readers as editable
  /// text, or static text when not editable).
  override var defaultAccessibility: AccessibilityAttributes {
    AccessibilityAttributes(
      isElement: true, value: storage.length == 0 ? nil : storage.string,
      traits: isEditable ? .none : .staticText)
  }

  // MARK: - First responder

  /// An editable or selectable text view can become first responder.
  open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

  /// Keyboard focus (Tab) reaches an editable text view.
  open override var canBecomeFocused: Bool { isEditable }

  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder,
      !isEditable || textViewDelegate?.textViewShouldBeginEditing(self) ?? true,
      super.becomeFirstResponder()
    else { return false }
    isEditingText = true
    setNeedsDisplay()
    if isEditable {
      NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
      textViewDelegate?.textViewDidBeginEditing(self)
    }
    return true
  }

  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    if isEditable, let window, !window.isForcingResign(of: self),
      textViewDelegate?.textViewShouldEndEditing(self) == false
    {
      return false
    }
    guard super.resignFirstResponder() else { return false }
    isEditingText = false
    showsHandles = false
    unmarkText()
    forgetUndoSteps()
    setNeedsDisplay()
    if isEditable {
      NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
      textViewDelegate?.textViewDidEndEditing(self)
    }
    return true
  }

  // MARK: - UIKeyInput

  /// Whether there is any text.
  public var hasText: Bool { storage.length > 0 }

  /// Replaces the selection (or the marked text, committing it) with `text` in the typing
  /// attributes. Ignored while the text view is not editable.
  public func insertText(_ text: String) {
    guard isEditable else { return }
    guard let marked = markedRange else {
      if clearsOnInsertion && isEditingText && selection == 0..<storage.length {
        return edit(0..<storage.length, with: text, askingDelegate: true, typing: true)
      }
      return edit(selection, with: text, askingDelegate: true, typing: true)
    }
    edit(marked, with: text, askingDelegate: true, composing: true)
    markedRange = nil
    endComposition(changed: compositionChanged)
  }

  /// Deletes the selection, or the character before the caret.
  public func deleteBackward() {
    guard isEditable else { return }
    if !selection.isEmpty { return edit(selection, with: "", askingDelegate: true) }
    guard selection.lowerBound > 0 else { return }
    edit(
      characterBefore(selection.lowerBound)..<selection.lowerBound, with: "", askingDelegate: true)
  }

  // MARK: - Scrolling to the text

  /// Scrolls so the text of `range` shows.
  open func scrollRangeToVisible(_ range: NSRange) {
    // The text may have grown since the last layout pass: the content must reach the caret.
    updateContentSize()
    let lower = max(0, min(range.location, storage.length))
    var rect = caretFrame(at: lower)
    if range.length > 0 {
      rect = rect.union(caretFrame(at: min(storage.length, lower + range.length)))
    }
    scrollRectToVisible(rect.insetBy(dx: 0, dy: -2), animated: false)
  }

  // MARK: - Layout and drawing

  open override func layoutSubviews() {
    super.layoutSubviews()
    updateContentSize()
  }

  /// With scrolling off, the size of the text at the width Auto Layout gives (or on one line
  /// when none yet); with scrolling on, none.
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    let width = layoutStateIfAny?.engineWidth ?? bounds.width
    return sizeThatFits(CGSize(width: width, height: 0))
  }

  /// The text's size at `size.width` (unbounded when 0 or less), with the insets.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    textSize(forWidth: size.width > 0 ? size.width : .greatestFiniteMagnitude)
  }

  override func recordContent(into canvas: ContentCanvas) {
    super.recordContent(into: canvas)
    recordText(into: canvas)
  }

  /// The I-beam over selectable text.
  override var defaultPointerCursor: UIPointerStyle.Cursor? {
    isEditable || isSelectable ? .iBeam : nil
  }

  open override func action(for selector: Selector) -> ActionHandler? {
    editAction(for: selector) ?? super.action(for: selector)
  }

  // MARK: - Responder hooks (UITextView+Keys, UITextView+Touches)

  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    if !handlesPress(presses) { super.pressesBegan(presses, with: event) }
  }

  /// Repeats of a held key edit again.
  open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    if !handlesPress(presses) { super.pressesChanged(presses, with: event) }
  }

  open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    if !ownsRelease(presses) { super.pressesEnded(presses, with: event) }
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !textTouchBegan(touches, with: event) { super.touchesBegan(touches, with: event) }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !textTouchMoved(touches) { super.touchesMoved(touches, with: event) }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !textTouchEnded(touches) { super.touchesEnded(touches, with: event) }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !textTouchCancelled() { super.touchesCancelled(touches, with: event) }
  }

  /// Mouse touches do not drag the content (they select), nor does a finger on a selection
  /// handle; the long press is for fingers.
  open override func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool {
    textGestureShouldReceive(gestureRecognizer, touch)
      ?? super.gestureRecognizer(gestureRecognizer, shouldReceive: touch)
  }

  // MARK: - Input views (Keyboard/OnScreenKeyboard)

  /// A view shown instead of the on-screen keyboard's keys while this text view is edited.
  open override var inputView: UIView? {
    get { traitsStorage.inputView }
    set { traitsStorage.inputView = newValue }
  }
  /// A bar shown above the on-screen keyboard while this text view is edited.
  open override var inputAccessoryView: UIView? {
    get { traitsStorage.inputAccessoryView }
    set { traitsStorage.inputAccessoryView = newValue }
  }
}

extension UITextView {
  /// Posted when editing begins, the text view as the object.
  public static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")
  /// Posted each time the user changes the text.
  public static let textDidChangeNotification = Notification.Name(
    "UITextViewTextDidChangeNotification")
  /// Posted when editing ends.
  public static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")
}
