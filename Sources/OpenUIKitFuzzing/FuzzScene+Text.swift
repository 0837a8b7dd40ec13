import Foundation
import OpenUIKit

/// A selector observer that runs more app code when a notification arrives, holding the scene
/// weakly. Views keep it through an associated object, as libraries keep per-view state.
@MainActor
final class FuzzNotificationObserver: ActionTarget {
  weak var scene: FuzzScene?
  init(scene: FuzzScene) { self.scene = scene }
  func action(for selector: Selector) -> ActionHandler? {
    guard selector == "fuzzNoteArrived:" else { return nil }
    return { [weak self] _, _ in self?.scene?.appCode(at: "notification", event: nil) }
  }
}

// App code with text and Objective-C habits: attributed text on labels, buttons and text
// fields, and selector-based notification observers kept by views through associated objects,
// posted to from callbacks (so their app code runs re-entrantly) and removed again.
extension FuzzScene {
  /// The notification app code posts: its own name, from the scene's application only, so that
  /// nothing outside the stream hears it or reaches it.
  static let noteName = NSNotification.Name("OpenUIKitFuzzNote")
  private static var observerKey: UInt8 = 0

  func textCode(using r: inout FuzzRandom) {
    guard let view = randomView(using: &r), let app else { return }
    let action = r.int(0...5)
    ledger.trace("text code \(action) on \(probeName(view))")
    switch action {
    case 0:
      let label = (view as? UILabel) ?? addLabel(to: view, using: &r)
      label.attributedText = attributedText(using: &r)
      label.adjustsFontSizeToFitWidth = r.chance(0.5)
    case 1:
      guard let button = liveViews.compactMap({ $0 as? UIButton }).first else { return }
      button.setAttributedTitle(
        attributedText(using: &r), for: r.chance(0.7) ? .normal : .highlighted)
    case 2 where r.chance(0.4):
      guard let textView = liveViews.compactMap({ $0 as? UITextView }).first else { return }
      switch r.int(0...3) {
      case 0: textView.attributedText = attributedText(using: &r)
      case 1: textView.selectedRange = NSRange(location: r.int(-3...400), length: r.int(-3...400))
      case 2: textView.isEditable.toggle()
      default:
        textView.scrollRangeToVisible(NSRange(location: r.int(0...900), length: r.int(0...9)))
      }
    case 2:
      guard let field = liveViews.compactMap({ $0 as? UITextField }).first else { return }
      if r.chance(0.5) {
        field.attributedPlaceholder = attributedText(using: &r)
      } else {
        field.attributedText = attributedText(using: &r)
      }
    case 3:
      let observer = FuzzNotificationObserver(scene: self)
      withUnsafePointer(to: &Self.observerKey) { key in
        // Sometimes nobody keeps it: a freed observer must be forgotten quietly.
        if r.chance(0.8) {
          objc_setAssociatedObject(view, key, observer, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
      }
      NotificationCenter.default.addObserver(
        observer, selector: "fuzzNoteArrived:", name: Self.noteName, object: app)
      if r.chance(0.5) { NotificationCenter.default.post(name: Self.noteName, object: app) }
    case 4:
      NotificationCenter.default.post(name: Self.noteName, object: app, userInfo: ["view": view])
    default:
      withUnsafePointer(to: &Self.observerKey) { key in
        guard let observer = objc_getAssociatedObject(view, key) as? FuzzNotificationObserver
        else { return }
        NotificationCenter.default.removeObserver(observer)
        objc_setAssociatedObject(view, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
    }
  }

  /// A text view, editable or not, scrolling or sizing itself, with text of any script.
  func makeTextView(frame: CGRect, using r: inout FuzzRandom) -> UITextView {
    let textView = UITextView(frame: frame)
    textView.attributedText = attributedText(using: &r)
    textView.isEditable = r.chance(0.7)
    textView.isSelectable = r.chance(0.9)
    textView.isScrollEnabled = r.chance(0.8)
    if r.chance(0.3) { textView.textContainer.lineFragmentPadding = r.double(-5...20) }
    if r.chance(0.2) {
      textView.textContainerInset = UIEdgeInsets(
        top: r.double(-10...30), left: r.double(-10...30), bottom: 0, right: r.double(-10...30))
    }
    return textView
  }

  private func addLabel(to view: UIView, using r: inout FuzzRandom) -> UILabel {
    let label = UILabel(
      frame: CGRect(
        x: r.double(-20...100), y: r.double(-20...100), width: r.double(0...200),
        height: r.double(0...60)))
    label.numberOfLines = r.int(0...3)
    view.addSubview(label)
    track(label)
    return label
  }

  private func attributedText(using r: inout FuzzRandom) -> NSAttributedString {
    let pieces = ["", "Hi", "नमस्ते", "你好", String(repeating: "long text ", count: 40), "\n\n"]
    // Several runs, each with its attributes, appended: Foundation compares neighbouring runs'
    // attributes, which trapped on two paragraph styles until NSParagraphStyle stopped being an
    // NSObject (stream 5206 in session 20; RELIABILITY.md).
    let text = FuzzTextPool.shared.take()
    for _ in 0..<r.int(0...4) {
      var attributes: [NSAttributedString.Key: Any] = [:]
      if r.chance(0.5) { attributes[.font] = UIFont.systemFont(ofSize: r.double(-4...80)) }
      if r.chance(0.5) { attributes[.foregroundColor] = UIColor(white: r.double(0...1), alpha: 1) }
      if r.chance(0.3) { attributes[.kern] = r.double(-20...20) }
      if r.chance(0.3) { attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue }
      if r.chance(0.2) { attributes[.link] = "https://example.org" }
      if r.chance(0.3) {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = r.double(-10...30)
        style.alignment = r.chance(0.5) ? .center : .right
        // Justified too, without another draw (the streams found before keep their scenes):
        // right-aligned styles with negative line spacing, an eighth of them.
        if style.alignment == .right && style.lineSpacing < 0 { style.alignment = .justified }
        attributes[.paragraphStyle] = style
      }
      // Appended in place (characters, then their attributes): an NSAttributedString made per
      // run leaked its runs in every worker (FuzzTextPool).
      let piece = r.pick(pieces)
      let at = text.length
      text.replaceCharacters(in: NSRange(location: at, length: 0), with: piece)
      if !piece.isEmpty {
        text.setAttributes(attributes, range: NSRange(location: at, length: piece.utf16.count))
      }
    }
    return text
  }
}
