import Foundation
import OpenUIKit

/// A lane with a box sliding back and forth (`UIView.animate`, `.repeat` and `.autoreverse`),
/// counting the taps the box takes and the taps that reach the lane instead. Three kinds show
/// spec A9 and the model/presentation split:
/// - ``Kind/blocked``: animated without `.allowUserInteraction`, the box takes no touches;
/// - ``Kind/modelFrame``: with it, the box takes touches at its model frame (where it is going,
///   outlined), since hit testing reads model values;
/// - ``Kind/presentationFrame``: with it, and the lane hit-tests the box where it is seen
///   through `layer.presentation()`.
@MainActor
final class MovingLane: UIView {
  enum Kind { case blocked, modelFrame, presentationFrame }

  let kind: Kind
  let box = BoxTapCounter(frame: CGRect(x: 0, y: 0, width: 64, height: 40))
  /// The box's model frame, drawn as an outline (for ``Kind/modelFrame``).
  private let outline = UIView(frame: .zero)
  private(set) var laneTaps = 0
  var report: (String) -> Void = { _ in }
  let name: String

  init(_ kind: Kind, name: String) {
    self.kind = kind
    self.name = name
    super.init(frame: .zero)
    backgroundColor = UIColor(white: 0.9, alpha: 1)
    layer.cornerRadius = 8
    accessibilityIdentifier = name
    outline.isUserInteractionEnabled = false
    outline.layer.borderWidth = 2
    outline.layer.borderColor = UIColor.systemOrange.cgColor
    outline.layer.cornerRadius = 8
    outline.isHidden = kind != .modelFrame
    addSubview(outline)
    box.backgroundColor = kind == .blocked ? .systemGray : .systemBlue
    box.layer.cornerRadius = 8
    box.onTap = { [unowned self] in self.report("\(self.name): the box took the tap") }
    addSubview(box)
  }
  required init?(coder: NSCoder) { nil }

  /// Taps that miss the box (or pass through it) end here.
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    laneTaps += 1
    report("\(name): the tap went through to the lane")
  }

  override func didMoveToWindow() {
    // Leaving the window ended the animation; coming back starts it again.
    setNeedsLayout()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    guard window != nil, bounds.width > 100, !box.hasRunningAnimations else { return }
    let y = bounds.midY
    box.center = CGPoint(x: 44, y: y)
    var options: UIView.AnimationOptions = [.repeat, .autoreverse, .curveEaseInOut]
    if kind != .blocked { options.insert(.allowUserInteraction) }
    UIView.animate(
      withDuration: 2.4, delay: 0, options: options,
      animations: { self.box.center = CGPoint(x: self.bounds.width - 44, y: y) })
    outline.frame = box.frame.insetBy(dx: -3, dy: -3)
  }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard kind == .presentationFrame, isUserInteractionEnabled, !isHidden else {
      return super.hitTest(point, with: event)
    }
    if let shown = box.layer.presentation()?.frame, shown.contains(point) { return box }
    // Where the box is not seen, the lane takes the tap, even at the box's model frame.
    let hit = super.hitTest(point, with: event)
    return hit === box ? self : hit
  }

  /// Where the box is seen now, in the lane.
  var shownBoxCenter: CGPoint { box.layer.presentation()?.position ?? box.center }
}

/// A view that counts the taps it takes (touches it does not pass on).
@MainActor
final class BoxTapCounter: UIView {
  private(set) var taps = 0
  var onTap: () -> Void = {}

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    taps += 1
    onTap()
  }
}
