import Foundation
import DemoSupport
import OpenUIKit

/// Records which responders saw the current touch, in order.
@MainActor
enum ResponderTrace {
  static var seen: [String] = []
  static var onChange: (() -> Void)?

  static func record(_ name: String) {
    seen.append(name)
    onChange?()
  }
}

/// A view that notes the touches it sees, then forwards them (or not).
@MainActor
final class ChainView: NamedView {
  var callsSuper = true

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if touches.first?.view === self { ResponderTrace.seen.removeAll() }
    ResponderTrace.record(name)
    if callsSuper { super.touchesBegan(touches, with: event) }
  }
}

/// Scene 4: the responder chain. A tap lists every responder that saw it; one view does not
/// call super, so the chain stops there.
@MainActor
final class ResponderChainScene: GalleryScene {
  override var title: String { "Responder chain" }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(red: 0.92, green: 0.97, blue: 0.93, alpha: 1)
    let outer = ChainView(
      "outer (calls super)", frame: CGRect(x: 40, y: 30, width: 520, height: 320),
      color: UIColor(red: 0.25, green: 0.45, blue: 0.35, alpha: 1))
    let middle = ChainView(
      "middle (calls super)", frame: CGRect(x: 30, y: 40, width: 300, height: 250),
      color: UIColor(red: 0.3, green: 0.6, blue: 0.45, alpha: 1))
    let inner = ChainView(
      "inner (calls super)", frame: CGRect(x: 30, y: 40, width: 200, height: 90),
      color: UIColor(red: 0.4, green: 0.75, blue: 0.55, alpha: 1))
    let stopper = ChainView(
      "stopper (no super)", frame: CGRect(x: 30, y: 150, width: 200, height: 80),
      color: UIColor(red: 0.75, green: 0.35, blue: 0.3, alpha: 1))
    stopper.callsSuper = false
    addSubview(outer)
    outer.addSubview(middle)
    middle.addSubview(inner)
    middle.addSubview(stopper)
    ResponderTrace.onChange = { [weak self] in
      self?.status.text = "Seen by: " + ResponderTrace.seen.joined(separator: " › ")
    }
    say("Tap a view: every responder that sees the touch is listed.")
  }
  required init?(coder: NSCoder) { nil }

  /// The scene itself is a responder in the chain too.
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if touches.first?.view === self { ResponderTrace.seen.removeAll() }
    ResponderTrace.record("scene")
    super.touchesBegan(touches, with: event)
  }

  override func tour(_ player: TourPlayer) {
    player.tap(CGPoint(x: 150, y: 140), in: self)
    print("  \(title): \(status.text ?? "")")
    player.tap(CGPoint(x: 150, y: 250), in: self)
    print("  \(title): \(status.text ?? "")")
  }
}
