import Foundation

/// OpenUIKit's on-screen keyboard, as iOS's software keyboard, for touch screens without a
/// keyboard (a laptop folded into a tablet, a kiosk).
///
/// It slides up when a text input becomes the first responder after a touch (not after a mouse
/// click: a mouse means a desktop with a keyboard), posting UIKit's
/// `keyboardWillShow`/`DidShow`/`WillHide`/`DidHide` and `WillChangeFrame`/`DidChangeFrame`
/// notifications with the frames, so screens that move their fields out of its way work as on
/// iOS. It shows the keys for the input's ``UIKeyboardType``, the return key titled by its
/// ``UIReturnKeyType``, its `inputView` instead of the keys and its `inputAccessoryView` on
/// top; shift (twice for caps lock), autocapitalisation, numbers and symbols pages; it types
/// through ``UIKeyInput`` as a hardware keyboard's text does (undo, the delegate). Return runs a
/// field's return (the delegate's `textFieldShouldReturn`); the hide key lets it go. A key
/// typed on a hardware keyboard hides it: the desktop has one.
///
/// ``UIApplication/onScreenKeyboardMode``, or `OPENUIKIT_ON_SCREEN_KEYBOARD` (`1`/`0`), shows it
/// always or never.
@MainActor
public final class OnScreenKeyboard {
  /// When the keyboard shows.
  public enum Mode: Sendable, Equatable {
    /// When a text input becomes first responder after a touch, until a hardware keyboard is
    /// used.
    case automatic
    /// Whenever a text input is first responder.
    case always
    /// Never.
    case never
  }

  /// Shift: off, for the next letter, or locked.
  enum Shift { case off, once, locked }

  private weak var application: UIApplication?
  /// When the keyboard shows. Setting it (even to what it was) forgets that a hardware keyboard
  /// was used: the laptop may just have been folded into a tablet.
  var mode: Mode {
    didSet { hardwareKeyboardSeen = false }
  }
  /// Whether it is shown (or sliding in).
  public private(set) var isVisible = false
  /// Where it is when shown, in screen coordinates (`.zero` when hidden).
  public private(set) var frame = CGRect.zero
  /// The responder it types into.
  private(set) weak var client: UIResponder?
  /// The window it is drawn in, made on first show.
  private(set) var window: KeyboardWindow?
  private(set) var page = KeyboardPage.letters
  private(set) var shift = Shift.off
  private var lastShiftTap: TimeInterval = -.infinity
  /// The kind of the pointer that last went down (a touch shows the keyboard).
  var lastPointerKind: PointerInput.Kind?
  /// Set when a hardware key is typed: automatic mode then stops showing the keyboard.
  private(set) var hardwareKeyboardSeen = false
  /// The slide's length, as UIKit's.
  static let animationDuration: TimeInterval = 0.25

  init(application: UIApplication, environment: [String: String]) {
    self.application = application
    switch environment["OPENUIKIT_ON_SCREEN_KEYBOARD"]?.lowercased() {
    case "1", "on", "always", "yes": mode = .always
    case "0", "off", "never", "no": mode = .never
    default: mode = .automatic
    }
  }

  // MARK: - Showing and hiding

  /// The first responder changed (or its input views did): show, refresh or hide.
  func update() {
    guard let application else { return }
    let responder = application.keyWindow?.firstResponderStorage
    guard let responder, responder.acceptsTypedText, wants(responder) else {
      if isVisible { hide() }
      client = nil
      return
    }
    show(for: responder)
  }

  /// Shows the current responder's input views again (`reloadInputViews()`).
  func reload() {
    if isVisible, let client { show(for: client) }
  }

  private func wants(_ responder: UIResponder) -> Bool {
    switch mode {
    case .never: return false
    case .always: return true
    case .automatic:
      // Moving between fields keeps it up; otherwise only a touch brings it.
      return isVisible || (lastPointerKind == .touch && !hardwareKeyboardSeen)
    }
  }

  /// A key from a hardware keyboard: in automatic mode the keyboard goes and stays away.
  func hardwareKeyTyped() {
    guard mode == .automatic else { return }
    hardwareKeyboardSeen = true
    if isVisible { hide() }
  }

  private func show(for responder: UIResponder) {
    guard let application else { return }
    let newClient = client !== responder
    client = responder
    if newClient || !isVisible {
      page = KeyboardLayout.firstPage(for: traits?.keyboardType ?? .default)
      shift = .off
      autocapitalize()
    }
    let window = self.window ?? KeyboardWindow(frame: .zero)
    window.application = application
    self.window = window
    window.show(
      rows: KeyboardLayout.rows(page, type: traits?.keyboardType ?? .default), keyboard: self,
      inputView: responder.inputView, accessory: responder.inputAccessoryView)
    refreshKeys()
    let screen = screenSize(application)
    let height = window.contentHeight(for: screen)
    let end = CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
    guard !isVisible || frame != end else { return }
    let begin =
      isVisible ? frame : CGRect(x: 0, y: screen.height, width: screen.width, height: height)
    let showing = !isVisible
    isVisible = true
    frame = end
    post(showing ? UIResponder.keyboardWillShowNotification : nil, begin: begin, end: end)
    window.frame = begin
    window.isHidden = false
    window.layoutIfNeeded()
    UIView.animate(
      withDuration: Self.animationDuration, delay: 0,
      options: [.curveEaseInOut, .allowUserInteraction]
    ) {
      window.frame = end
    } completion: { [weak self] _ in
      self?.post(
        showing ? UIResponder.keyboardDidShowNotification : nil, begin: begin, end: end, did: true)
    }
  }

  /// Slides the keyboard away.
  func hide() {
    guard isVisible, let window, let application else { return }
    isVisible = false
    let begin = frame
    let end = begin.offsetBy(dx: 0, dy: screenSize(application).height - begin.minY)
    frame = .zero
    post(UIResponder.keyboardWillHideNotification, begin: begin, end: end)
    UIView.animate(
      withDuration: Self.animationDuration, delay: 0,
      options: [.curveEaseInOut, .allowUserInteraction]
    ) {
      window.frame = end
    } completion: { [weak self, weak window] _ in
      guard let self else { return }
      // Shown again meanwhile: it stays.
      if !self.isVisible { window?.isHidden = true }
      self.post(UIResponder.keyboardDidHideNotification, begin: begin, end: end, did: true)
    }
  }

  private func screenSize(_ application: UIApplication) -> CGSize {
    let size = application.screenSize
    if size.width > 0, size.height > 0 { return size }
    return application.keyWindow?.bounds.size ?? CGSize(width: 1024, height: 768)
  }

  /// Posts `name` (a show or hide notification) and the frame-change one, UIKit's user info.
  private func post(_ name: Notification.Name?, begin: CGRect, end: CGRect, did: Bool = false) {
    let info: [AnyHashable: Any] = [
      UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
      UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Self.animationDuration),
      UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(
        value: UIView.AnimationCurve.easeInOut.rawValue),
      UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
    ]
    let center = NotificationCenter.default
    let change =
      did
      ? UIResponder.keyboardDidChangeFrameNotification
      : UIResponder.keyboardWillChangeFrameNotification
    if let name { center.post(name: name, object: nil, userInfo: info) }
    center.post(name: change, object: nil, userInfo: info)
  }

  // MARK: - Keys

  private var traits: (any UITextInputTraits)? { client as? any UITextInputTraits }

  /// A key was pressed.
  func press(_ action: KeyboardKeySpec.Action) {
    guard let input = client as? any UIKeyInput else { return }
    switch action {
    case .text(let text):
      input.insertText(shift == .off ? text : text.uppercased())
      if shift == .once { shift = .off }
      if text == " " || ".!?".contains(text) { autocapitalize() }
    case .space:
      input.insertText(" ")
      autocapitalize()
    case .delete:
      input.deleteBackward()
      autocapitalize()
    case .shift:
      let now = application?.clock.now ?? 0
      // Twice quickly locks capitals, as on iOS.
      if shift == .once && now - lastShiftTap < 0.35 {
        shift = .locked
      } else {
        shift = shift == .off ? .once : .off
      }
      lastShiftTap = now
    case .returnKey:
      if let field = client as? UITextField {
        field.performReturn()
      } else {
        input.insertText("\n")
        autocapitalize()
      }
    case .hide:
      hide()
      return
    case .page(let next):
      page = next
      window?.show(
        rows: KeyboardLayout.rows(next, type: traits?.keyboardType ?? .default), keyboard: self,
        inputView: client?.inputView, accessory: client?.inputAccessoryView)
    }
    refreshKeys()
  }

  /// Shift for the next letter where the input's autocapitalisation wants a capital.
  private func autocapitalize() {
    guard shift != .locked, page == .letters else { return }
    let before = textBeforeCaret
    let wanted: Bool
    switch traits?.autocapitalizationType ?? .sentences {
    case .none: wanted = false
    case .allCharacters: wanted = true
    case .words: wanted = before.isEmpty || before.last?.isWhitespace == true
    case .sentences:
      let trimmed = before.trimmingCharacters(in: .whitespaces)
      wanted = trimmed.isEmpty || (before.last == " " && ".!?".contains(trimmed.last!))
    }
    shift = wanted ? .once : .off
  }

  /// The text before the caret, as far as the input says.
  private var textBeforeCaret: String {
    guard let input = client as? any UITextInput, let selection = input.selectedTextRange,
      let range = input.textRange(from: input.beginningOfDocument, to: selection.start)
    else { return "" }
    return input.text(in: range) ?? ""
  }

  private func refreshKeys() {
    let empty = !((client as? any UIKeyInput)?.hasText ?? false)
    let returnEnabled = !(traits?.enablesReturnKeyAutomatically ?? false) || !empty
    let title = (traits?.returnKeyType ?? .default).title
    for key in window?.keys ?? [] {
      key.refresh(shift: shift, returnTitle: title, returnEnabled: returnEnabled)
    }
  }
}
