import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

@Suite("Auto Layout: why a view has its size (the inspector's explanation)", .debugSwitchesOff)
@MainActor
struct LayoutExplanationTests {
  let scene = TestScene(size: CGSize(width: 300, height: 200))

  func placed<View: UIView>(_ view: View) -> View {
    view.translatesAutoresizingMaskIntoConstraints = false
    scene.window.addSubview(view)
    return view
  }

  @Test("each reason: only an edge pinned, a width constraint, pinned edges, intrinsic size")
  func reasons() {
    let w = scene.window
    let lonely = placed(UIView())
    lonely.leadingAnchor.constraint(equalTo: w.leadingAnchor).isActive = true
    let sized = placed(UIView())
    let width = sized.widthAnchor.constraint(equalToConstant: 40)
    width.identifier = "forty"
    NSLayoutConstraint.activate([
      width, sized.leadingAnchor.constraint(equalTo: w.leadingAnchor),
      sized.topAnchor.constraint(equalTo: w.topAnchor),
      sized.bottomAnchor.constraint(equalTo: w.bottomAnchor),
    ])
    let label = placed(UILabel())
    label.text = "Hello"
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: w.leadingAnchor),
      label.topAnchor.constraint(equalTo: w.topAnchor),
    ])
    w.layoutIfNeeded()
    #expect(
      lonely.layoutExplanation(for: .horizontal)
        == "width 0: no width constraint and no intrinsic width; only its leading edge is pinned")
    #expect(
      sized.layoutExplanation(for: .horizontal).hasPrefix("width 40: set by <NSLayoutConstraint:"))
    #expect(sized.layoutExplanation(for: .horizontal).contains("'forty'"))
    #expect(sized.layoutExplanation(for: .vertical) == "height 200: its top and bottom are pinned")
    #expect(
      label.layoutExplanation(for: .horizontal)
        == "width \(NSLayoutConstraint.number(label.bounds.width)): its intrinsic content size (hugging 250, compression resistance 750)"
    )
    let framed = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    w.addSubview(framed)
    #expect(
      framed.layoutExplanation(for: .horizontal)
        == "width 10: set by its frame (Auto Layout does not place it)")
    let details = HitAreaInspector.details(of: lonely)
    #expect(details.contains("layout: width 0: no width constraint"))
  }

  @Test("a compressed label and a broken constraint are named")
  func compressedAndBroken() {
    let w = scene.window
    let label = placed(UILabel())
    label.text = "A label far too long for its box"
    let narrow = label.widthAnchor.constraint(equalToConstant: 30)
    narrow.priority = UILayoutPriority(800)
    let other = label.widthAnchor.constraint(equalToConstant: 20)
    NSLayoutConstraint.activate([
      narrow, label.leadingAnchor.constraint(equalTo: w.leadingAnchor),
      label.topAnchor.constraint(equalTo: w.topAnchor),
    ])
    w.layoutIfNeeded()
    #expect(label.layoutExplanation(for: .horizontal).hasPrefix("width 30: set by"))
    narrow.isActive = false
    label.trailingAnchor.constraint(lessThanOrEqualTo: w.leadingAnchor, constant: 50).isActive =
      true
    w.layoutIfNeeded()
    #expect(
      label.layoutExplanation(for: .horizontal).hasPrefix(
        "width 50: compressed below its intrinsic width"))
    other.isActive = true
    let conflicting = label.widthAnchor.constraint(equalToConstant: 25)
    conflicting.isActive = true
    w.layoutIfNeeded()
    #expect(label.layoutExplanation(for: .horizontal).contains("broken to resolve a conflict"))
  }
}
