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
    // One run with its attributes. Appending runs to an NSMutableAttributedString makes
    // Foundation on Linux compare the runs' attribute dictionaries, which traps on some mixes
    // of values (stream 5206 in session 20): a Foundation bug, recorded in RELIABILITY.md.
    var text = ""
    var attributes: [NSAttributedString.Key: Any] = [:]
    for _ in 0..<r.int(0...4) {
      text += r.pick(pieces)
      if r.chance(0.5) { attributes[.font] = UIFont.systemFont(ofSize: r.double(-4...80)) }
      if r.chance(0.5) { attributes[.foregroundColor] = UIColor(white: r.double(0...1), alpha: 1) }
      if r.chance(0.3) { attributes[.kern] = r.double(-20...20) }
      if r.chance(0.3) { attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue }
      if r.chance(0.2) { attributes[.link] = "https://example.org" }
      if r.chance(0.3) {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = r.double(-10...30)
        style.alignment = r.chance(0.5) ? .center : .right
        attributes[.paragraphStyle] = style
      }
    }
    return NSAttributedString(string: text, attributes: attributes)
  }
}
