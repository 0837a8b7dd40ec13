import Foundation

/// What a text field keeps for its alignment, secure entry, side views and clear button.
@MainActor
struct TextFieldAccessories {
  var textAlignment: NSTextAlignment = .natural
  var isSecureTextEntry = false
  var clearButtonMode: UITextField.ViewMode = .never
  var clearsOnBeginEditing = false
  var leftView: UIView?
  var leftViewMode: UITextField.ViewMode = .never
  var rightView: UIView?
  var rightViewMode: UITextField.ViewMode = .never
  var clearButton: UIButton?
  var attributedPlaceholder: NSAttributedString?
  /// The text with its attributes, when the app gave styled text (several runs, or more than
  /// a font and a colour); nil for plain text in ``UITextField/font`` and ``textColor``.
  var styledText: NSMutableAttributedString?
}

extension UITextField {
  /// When an overlay view (a side view, the clear button) shows.
  public enum ViewMode: Int, Sendable {
    /// Never.
    case never = 0
    /// While the field is being edited.
    case whileEditing = 1
    /// While it is not.
    case unlessEditing = 2
    /// Always.
    case always = 3
  }

  /// How the text lines up in the text area while it fits. `.natural` (left) by default.
  public var textAlignment: NSTextAlignment {
    get { accessories.textAlignment }
    set {
      accessories.textAlignment = newValue
      setNeedsDisplay()
    }
  }

  /// A styled placeholder (its colour and font are used); setting it sets ``placeholder`` to
  /// its characters.
  public var attributedPlaceholder: NSAttributedString? {
    get { accessories.attributedPlaceholder ?? placeholder.map { NSAttributedString(string: $0) } }
    set {
      placeholder = newValue?.string
      accessories.attributedPlaceholder = newValue
      setNeedsDisplay()
    }
  }

  /// The text with its attributes. Plain text comes with the field's font and colour; styled
  /// text (runs of fonts, colours, underlines, backgrounds, kerning) is kept and drawn as
  /// given, and typing continues the style before the caret. Setting it also takes the font
  /// and colour of its first character as the field's.
  public var attributedText: NSAttributedString? {
    get {
      if let styled = accessories.styledText { return NSAttributedString(attributedString: styled) }
      return text.map {
        NSAttributedString(
          string: $0, attributes: [.font: font as Any, .foregroundColor: textColor as Any])
      }
    }
    set {
      // The styled storage is refilled in place: a new string per set was never freed on
      // Linux (AttributedRuns).
      let reusable = accessories.styledText
      text = newValue?.string
      guard let newValue, newValue.length > 0 else { return }
      let attributes = newValue.attributes(at: 0, effectiveRange: nil)
      if let font = attributes[.font] as? UIFont { self.font = font }
      if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
      if Self.isStyled(newValue) {
        let storage = reusable ?? NSMutableAttributedString(string: "")
        AttributedRuns(newValue).write(into: storage)
        accessories.styledText = storage
      }
    }
  }

  /// Whether attributed text needs more than one font and colour for all of it.
  static func isStyled(_ text: NSAttributedString) -> Bool {
    var styled = false
    text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) {
      attributes, range, stop in
      if range.length < text.length
        || attributes.keys.contains(where: {
          $0 != .font && $0 != .foregroundColor
        })
      {
        styled = true
        stop.pointee = true
      }
    }
    return styled
  }

  /// Whether the text shows as dots (a password): it cannot be copied or cut either.
  public var isSecureTextEntry: Bool {
    get { accessories.isSecureTextEntry }
    set {
      accessories.isSecureTextEntry = newValue
      setNeedsDisplay()
    }
  }

  /// When the clear button (a grey ⓧ that empties the field) shows. `.never` by default.
  public var clearButtonMode: ViewMode {
    get { accessories.clearButtonMode }
    set {
      accessories.clearButtonMode = newValue
      setNeedsLayout()
    }
  }

  /// Whether beginning to edit empties the field. False by default.
  public var clearsOnBeginEditing: Bool {
    get { accessories.clearsOnBeginEditing }
    set { accessories.clearsOnBeginEditing = newValue }
  }

  /// A view at the left edge (an icon, padding), shown by leftViewMode.
  public var leftView: UIView? {
    get { accessories.leftView }
    set { replaceSideView(&accessories.leftView, with: newValue) }
  }

  /// When leftView shows. `.never` by default.
  public var leftViewMode: ViewMode {
    get { accessories.leftViewMode }
    set {
      accessories.leftViewMode = newValue
      setNeedsLayout()
    }
  }

  /// A view at the right edge, shown by rightViewMode.
  public var rightView: UIView? {
    get { accessories.rightView }
    set { replaceSideView(&accessories.rightView, with: newValue) }
  }

  /// When rightView shows. `.never` by default.
  public var rightViewMode: ViewMode {
    get { accessories.rightViewMode }
    set {
      accessories.rightViewMode = newValue
      setNeedsLayout()
    }
  }

  private func replaceSideView(_ slot: inout UIView?, with view: UIView?) {
    if let old = slot, old !== view, old.superview === self { old.removeFromSuperview() }
    slot = view
    if let view { addSubview(view) }
    setNeedsLayout()
    setNeedsDisplay()
  }

  /// Whether an overlay in `mode` shows now.
  func shows(_ mode: ViewMode) -> Bool {
    switch mode {
    case .never: false
    case .always: true
    case .whileEditing: isEditing
    case .unlessEditing: !isEditing
    }
  }

  /// Whether the clear button shows: by its mode, and only over some text.
  var showsClearButton: Bool { shows(clearButtonMode) && hasText }

  /// The characters as drawn and measured: dots for secure entry.
  var shownCharacters: [Character] {
    isSecureTextEntry ? Array(repeating: "•", count: characterList.count) : characterList
  }

  // MARK: - Default areas

  func sideRect(_ view: UIView?, _ bounds: CGRect, left: Bool) -> CGRect {
    guard let view else { return .zero }
    let size = view.frame.size
    let x = left ? bounds.minX : bounds.maxX - size.width
    return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }

  func defaultClearButtonRect(_ bounds: CGRect) -> CGRect {
    let right =
      rightView != nil && shows(rightViewMode) ? rightViewRect(forBounds: bounds).minX : bounds.maxX
    return CGRect(x: right - 6 - 19, y: bounds.midY - 9.5, width: 19, height: 19)
  }

  func defaultTextRect(forBounds bounds: CGRect) -> CGRect {
    var left = bounds.minX, right = bounds.maxX
    if leftView != nil && shows(leftViewMode) { left = leftViewRect(forBounds: bounds).maxX }
    if rightView != nil && shows(rightViewMode) { right = rightViewRect(forBounds: bounds).minX }
    if showsClearButton { right = min(right, clearButtonRect(forBounds: bounds).minX - 2) }
    return CGRect(
      x: left + 8, y: bounds.minY, width: max(0, right - left - 16), height: bounds.height)
  }

  var intrinsicFieldSize: CGSize {
    let font = self.font ?? .systemFont(ofSize: 17)
    let system = hostServices.textSystem
    let shown = [text ?? "", placeholder ?? ""].map { system.size(of: $0, font: font).width }
    let sides = [leftView, rightView].compactMap { $0?.frame.width }.reduce(0, +)
    let line = system.lineHeight(of: font)
    return CGSize(
      width: (shown.max() ?? 0).rounded(.up) + 16 + sides,
      height: line + (borderStyle == .none ? 0 : 13))
  }

  /// Places and shows or hides the side views and the clear button.
  func layoutAccessories() {
    if let view = leftView {
      view.isHidden = !shows(leftViewMode)
      view.frame = leftViewRect(forBounds: bounds)
    }
    if let view = rightView {
      view.isHidden = !shows(rightViewMode)
      view.frame = rightViewRect(forBounds: bounds)
    }
    guard showsClearButton || accessories.clearButton != nil else { return }
    let button = accessories.clearButton ?? makeClearButton()
    button.isHidden = !showsClearButton
    button.frame = clearButtonRect(forBounds: bounds)
  }

  private func makeClearButton() -> UIButton {
    let button = UIButton(type: .custom)
    button.setImage(
      UIImage(systemName: "xmark.circle.fill", withConfiguration: .init(pointSize: 15)),
      for: .normal)
    button.tintColor = .tertiaryLabel
    button.accessibilityLabel = "Clear text"
    button.addAction(UIAction { [weak self] _ in self?.clearFromButton() }, for: .touchUpInside)
    accessories.clearButton = button
    addSubview(button)
    return button
  }

  /// The clear button was tapped: empty the field, as an edit the app hears.
  private func clearFromButton() {
    guard delegate?.textFieldShouldClear(self) ?? true else { return }
    if !isEditing { becomeFirstResponder() }
    selectAllForClearing()
    deleteBackward()
  }

  /// Called as editing begins: empties the field when `clearsOnBeginEditing`.
  func clearOnBeginIfAsked() {
    guard clearsOnBeginEditing, hasText else { return }
    selectAllForClearing()
    deleteBackward()
  }

  private func selectAllForClearing() {
    selectedRange = NSRange(location: 0, length: utf16Length)
  }

  static func singleLine(_ text: String) -> String {
    text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
      .replacingOccurrences(of: "\r", with: " ")
  }

  func applyBorderStyle() {
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
}

extension UITextField: BaselineProviding {
  /// The text is one line centred vertically: its baseline lies half the height down, less
  /// half a line, plus the ascent.
  func baselineParts(first: Bool) -> (fraction: CGFloat, offset: CGFloat) {
    let font = self.font ?? .systemFont(ofSize: 17)
    let line = hostServices.textSystem.lineHeight(of: font)
    let ascent = font.ascender + (line - font.ascender + font.descender) / 2
    return (0.5, -line / 2 + ascent)
  }
}
