import Foundation
import DemoSupport
import OpenUIKit

/// Scene 1: views that test every hit-testing rule. A touch highlights the view it hit and
/// shows the path hit testing took.
@MainActor
final class HitTestLabScene: GalleryScene {
  override var title: String { "Hit-test lab" }
  private var highlighted: UIView?
  private let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(red: 0.93, green: 0.95, blue: 1, alpha: 1)

    let outer = NamedView(
      "outer", frame: CGRect(x: 24, y: 24, width: 220, height: 180),
      color: .init(red: 0.2, green: 0.3, blue: 0.6, alpha: 1))
    let middle = NamedView(
      "middle", frame: CGRect(x: 30, y: 34, width: 160, height: 120),
      color: .init(red: 0.3, green: 0.45, blue: 0.8, alpha: 1))
    let inner = NamedView(
      "inner", frame: CGRect(x: 30, y: 34, width: 100, height: 70),
      color: .init(red: 0.45, green: 0.6, blue: 0.95, alpha: 1))
    addSubview(outer)
    outer.addSubview(middle)
    middle.addSubview(inner)

    let back = NamedView(
      "overlap back", frame: CGRect(x: 280, y: 24, width: 160, height: 110),
      color: .init(red: 0.8, green: 0.4, blue: 0.2, alpha: 1))
    let front = NamedView(
      "overlap front", frame: CGRect(x: 340, y: 80, width: 160, height: 110),
      color: .init(red: 0.9, green: 0.6, blue: 0.2, alpha: 1))
    addSubview(back)
    addSubview(front)

    let hiddenOutline = outline(CGRect(x: 540, y: 24, width: 150, height: 80), "hidden view")
    addSubview(hiddenOutline)
    let hidden = NamedView("hidden", frame: hiddenOutline.frame, color: .red)
    hidden.isHidden = true
    addSubview(hidden)

    let ghostOutline = outline(CGRect(x: 540, y: 124, width: 150, height: 80), "alpha 0.005")
    addSubview(ghostOutline)
    let ghost = NamedView("ghost", frame: ghostOutline.frame, color: .red)
    ghost.alpha = 0.005
    addSubview(ghost)

    let disabled = NamedView(
      "interaction disabled", frame: CGRect(x: 720, y: 24, width: 180, height: 80), color: .gray)
    disabled.isUserInteractionEnabled = false
    addSubview(disabled)

    let clipper = NamedView(
      "clipped parent", frame: CGRect(x: 24, y: 240, width: 200, height: 120),
      color: .init(red: 0.2, green: 0.55, blue: 0.35, alpha: 1))
    clipper.clipsToBounds = true
    let overflow = NamedView(
      "clipped child", frame: CGRect(x: 120, y: 60, width: 140, height: 100),
      color: .init(red: 0.4, green: 0.8, blue: 0.5, alpha: 1))
    clipper.addSubview(overflow)
    addSubview(clipper)
    let unclipped = NamedView(
      "unclipped parent", frame: CGRect(x: 280, y: 240, width: 160, height: 100),
      color: .init(red: 0.5, green: 0.3, blue: 0.6, alpha: 1))
    let sticking = NamedView(
      "sticking-out child", frame: CGRect(x: 100, y: 60, width: 140, height: 80),
      color: .init(red: 0.75, green: 0.55, blue: 0.85, alpha: 1))
    unclipped.addSubview(sticking)
    addSubview(unclipped)

    let rotated = NamedView(
      "rotated", frame: CGRect(x: 520, y: 250, width: 160, height: 90),
      color: .init(red: 0.7, green: 0.2, blue: 0.4, alpha: 1))
    rotated.transform = CGAffineTransform(rotationAngle: -0.35)
    addSubview(rotated)
    let scaled = NamedView(
      "scaled ×1.5", frame: CGRect(x: 750, y: 250, width: 100, height: 60),
      color: .init(red: 0.2, green: 0.5, blue: 0.55, alpha: 1))
    scaled.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
    addSubview(scaled)

    let logo = UIImageView(image: UIImage(named: "logo") ?? .placeholder)
    logo.frame = CGRect(x: 760, y: 124, width: 80, height: 80)
    logo.contentMode = .scaleAspectFit
    addSubview(logo)
    let logoCaption = UILabel(frame: CGRect(x: 720, y: 206, width: 180, height: 18))
    logoCaption.text = "image view: touches pass"
    logoCaption.font = .systemFont(ofSize: 12)
    logoCaption.textColor = .gray
    logoCaption.textAlignment = .center
    addSubview(logoCaption)

    marker.backgroundColor = .yellow
    marker.layer.cornerRadius = 5
    marker.layer.borderWidth = 1
    marker.isUserInteractionEnabled = false
    marker.isHidden = true
    addSubview(marker)
    say("Tap any view: the one hit lights up, and its path shows here.")
  }
  required init?(coder: NSCoder) { nil }

  private func outline(_ frame: CGRect, _ caption: String) -> UIView {
    let view = UIView(frame: frame)
    view.layer.borderWidth = 2
    view.layer.borderColor = UIColor.gray.cgColor
    view.layer.cornerRadius = 6
    view.isUserInteractionEnabled = false
    let label = UILabel(frame: CGRect(x: 8, y: 4, width: frame.width - 16, height: 18))
    label.text = caption
    label.font = .systemFont(ofSize: 12)
    label.textColor = .gray
    view.addSubview(label)
    return view
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, let view = touch.view else { return }
    highlighted?.layer.borderWidth = 0
    highlighted = view
    view.layer.borderWidth = 4
    view.layer.borderColor = UIColor.yellow.cgColor
    let p = touch.location(in: self)
    marker.center = p
    marker.isHidden = false
    bringSubviewToFront(marker)
    say(
      "Hit: \(view.galleryName) at (\(Int(p.x)), \(Int(p.y)))\nPath: \(view.galleryPath)"
        + passedOver(at: p))
  }

  /// The views of this scene the hit test passed over at `p`, and why, from its report.
  private func passedOver(at p: CGPoint) -> String {
    let report = hitTestReport(at: p)
    let skipped = report.candidates.filter { candidate in
      guard candidate.depth >= 1, candidate.verdict.isSkip, candidate.view is NamedView else {
        return false
      }
      // Hidden, faint or disabled views are skipped wherever they are: news only under the
      // finger. Outside a view is news only when a child of it covers the point, as hit
      // testing never looks there.
      let view = candidate.view
      guard case .outside = candidate.verdict else {
        return view.bounds.contains(convert(p, to: view))
      }
      return view.subviews.contains { $0.bounds.contains(convert(p, to: $0)) }
    }
    guard !skipped.isEmpty else { return "" }
    let parts = skipped.prefix(4).map { "\($0.view.galleryName) (\($0.verdict.summary))" }
    return "\nPassed over: " + parts.joined(separator: ", ")
  }

  override func tour(_ player: TourPlayer) {
    for (x, y) in [
      (100, 120), (300, 60), (420, 120), (600, 60), (600, 160), (800, 60), (800, 160), (180, 340),
      (420, 330), (460, 372), (600, 300), (800, 280),
    ] {
      player.tap(CGPoint(x: x, y: y), in: self)
    }
  }
}
