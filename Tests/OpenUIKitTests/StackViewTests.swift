import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// A view with a fixed intrinsic size.
private final class Sized: UIView {
  let size: CGSize
  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override var intrinsicContentSize: CGSize { size }
}

@Suite("UIStackView: distributions, alignments, spacing, hiding", .debugSwitchesOff)
@MainActor
struct StackViewTests {
  let scene = TestScene(size: CGSize(width: 300, height: 200))

  /// A stack pinned to the window's top-left corner, `width` wide if given.
  func stack(_ views: [UIView], width: CGFloat? = nil, height: CGFloat? = nil) -> UIStackView {
    let stack = UIStackView(arrangedSubviews: views)
    stack.translatesAutoresizingMaskIntoConstraints = false
    scene.window.addSubview(stack)
    stack.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor).isActive = true
    stack.topAnchor.constraint(equalTo: scene.window.topAnchor).isActive = true
    if let width { stack.widthAnchor.constraint(equalToConstant: width).isActive = true }
    if let height { stack.heightAnchor.constraint(equalToConstant: height).isActive = true }
    return stack
  }

  func layout() { scene.window.layoutIfNeeded() }

  // Apple (UIStackView.Distribution.fill): "If the arranged views do not fill the stack view,
  // it stretches the views according to their hugging priority."
  @Test("fill: views keep intrinsic sizes, the lowest hugging priority takes the rest")
  func fill() {
    let a = Sized(40, 10), b = Sized(50, 20), c = Sized(30, 30)
    b.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
    let s = stack([a, b, c], width: 300)
    s.spacing = 10
    layout()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
    #expect(b.frame == CGRect(x: 50, y: 0, width: 210, height: 30))
    #expect(c.frame.maxX == 300 && c.frame.width == 30)
    #expect(s.frame.size == CGSize(width: 300, height: 30), "the stack hugs its tallest view")
    #expect(s.constraints.contains { $0.identifier == "UISV-spacing" })
    #expect(scene.diagnostics.isEmpty)
  }

  @Test("fillEqually and fillProportionally")
  func equalAndProportional() {
    let a = Sized(10, 10), b = Sized(30, 10)
    let s = stack([a, b], width: 210)
    s.spacing = 10
    s.distribution = .fillEqually
    layout()
    #expect(a.frame.width == 100 && b.frame.width == 100 && b.frame.minX == 110)
    s.distribution = .fillProportionally
    layout()
    #expect(a.frame.width == 50 && b.frame.width == 150)
  }

  @Test("equalSpacing and equalCentering")
  func equalGaps() {
    let a = Sized(20, 10), b = Sized(40, 10), c = Sized(60, 10)
    let s = stack([a, b, c], width: 300)
    s.distribution = .equalSpacing
    layout()
    #expect(a.frame.minX == 0 && c.frame.maxX == 300)
    #expect(b.frame.minX - a.frame.maxX == 90 && c.frame.minX - b.frame.maxX == 90)
    s.distribution = .equalCentering
    layout()
    #expect(b.frame.midX - a.frame.midX == c.frame.midX - b.frame.midX)
    #expect(a.frame.minX == 0 && c.frame.maxX == 300)
    #expect(a.frame.width == 20 && b.frame.width == 40 && c.frame.width == 60)
  }

  @Test("alignments across a horizontal stack")
  func alignments() {
    let a = Sized(10, 10), b = Sized(10, 40)
    let s = stack([a, b], height: 60)
    let expected: [(UIStackView.Alignment, CGRect)] = [
      (.fill, CGRect(x: 0, y: 0, width: 10, height: 60)),
      (.top, CGRect(x: 0, y: 0, width: 10, height: 10)),
      (.center, CGRect(x: 0, y: 25, width: 10, height: 10)),
      (.bottom, CGRect(x: 0, y: 50, width: 10, height: 10)),
    ]
    for (alignment, frame) in expected {
      s.alignment = alignment
      layout()
      #expect(a.frame == frame, "\(alignment)")
    }
    #expect(s.frame.width == 20, "the stack is as wide as its views")
  }

  @Test("firstBaseline lines up labels of different fonts; the stack wraps them")
  func baselines() {
    let small = UILabel(), large = UILabel()
    small.text = "small"
    large.text = "large"
    large.font = .systemFont(ofSize: 40)
    let s = stack([small, large])
    s.alignment = .firstBaseline
    layout()
    let baselineSmall = small.frame.minY + small.font.ascender
    let baselineLarge = large.frame.minY + large.font.ascender
    #expect(abs(baselineSmall - baselineLarge) < 2.5)
    #expect(large.frame.minY == 0)
    #expect(s.frame.height >= large.frame.height)
  }

  @Test("custom spacing, margins, and a vertical stack of horizontal ones")
  func nesting() {
    let rows = (0..<3).map { _ in UIStackView(arrangedSubviews: [Sized(20, 10), Sized(30, 10)]) }
    rows[0].spacing = 5
    let column = stack(rows)
    column.axis = .vertical
    column.spacing = 4
    column.setCustomSpacing(20, after: rows[0])
    #expect(column.customSpacing(after: rows[0]) == 20)
    #expect(column.customSpacing(after: rows[1]) == UIStackView.spacingUseDefault)
    column.isLayoutMarginsRelativeArrangement = true
    column.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 1, leading: 2, bottom: 3, trailing: 4)
    layout()
    #expect(rows[0].frame == CGRect(x: 2, y: 1, width: 55, height: 10))
    #expect(rows[1].frame.minY == 31 && rows[2].frame.minY == 45)
    #expect(column.frame.size == CGSize(width: 2 + 55 + 4, height: 55 + 3))
    #expect(rows[1].frame.width == 55, "fill: all rows as wide as the widest")
  }

  // Apple (arrangedSubviews): "If a view is hidden, the stack view … removes it from the
  // layout" — the others take its place; inside an animation block they move there smoothly.
  @Test("a hidden arranged view collapses, animated inside UIView.animate")
  func hiding() {
    let a = Sized(20, 10), b = Sized(20, 10), c = Sized(20, 10)
    let s = stack([a, b, c])
    s.spacing = 10
    layout()
    #expect(c.frame.minX == 60 && s.frame.width == 80)
    let start = scene.clock.now
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      b.isHidden = true
      self.scene.window.layoutIfNeeded()
    }
    #expect(c.frame.minX == 30 && s.frame.width == 50)
    #expect(b.frame.width == 0)
    scene.clock.advance(to: start + 0.5)
    scene.app.fireDueTimers()
    #expect(abs(c.presentationFrame.minX - 45) < 1e-6)
    b.isHidden = false
    layout()
    #expect(c.frame.minX == 60)
  }

  @Test("arranged views: insert, remove (stays a subview), removeFromSuperview")
  func management() {
    let a = Sized(10, 10), b = Sized(20, 10), c = Sized(30, 10)
    let s = stack([a, b])
    s.insertArrangedSubview(c, at: 0)
    #expect(s.arrangedSubviews == [c, a, b])
    #expect(!c.translatesAutoresizingMaskIntoConstraints)
    layout()
    #expect(c.frame.minX == 0 && a.frame.minX == 30)
    s.removeArrangedSubview(a)
    #expect(s.arrangedSubviews == [c, b] && a.superview === s)
    b.removeFromSuperview()
    #expect(s.arrangedSubviews == [c])
    layout()
    #expect(s.frame.width == 30)
    #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
  }

  // The engine writes the positions of a stack's visible arranged views as offsets from the
  // previous one (LayoutChain: linear, not quadratic, in a long stack). What a position means
  // then changes when views are hidden, inserted, removed or the axis turns: constraints from
  // outside the stack to its views, and to views inside them, must follow.
  @Test("constraints from outside to a stack's views follow hiding, inserting, removing, turning")
  func outsideConstraintsFollowTheChain() throws {
    let a = Sized(10, 10), b = Sized(20, 20), c = Sized(30, 30)
    let inner = Sized(4, 4)
    inner.translatesAutoresizingMaskIntoConstraints = false
    c.addSubview(inner)
    let s = stack([a, b, c])
    s.axis = .vertical
    s.spacing = 5
    let marker = Sized(1, 1), dot = Sized(1, 1)
    for view in [marker, dot] {
      view.translatesAutoresizingMaskIntoConstraints = false
      scene.window.addSubview(view)
    }
    NSLayoutConstraint.activate([
      inner.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 3),
      inner.topAnchor.constraint(equalTo: c.topAnchor, constant: 7),
      marker.topAnchor.constraint(equalTo: c.topAnchor),
      marker.leadingAnchor.constraint(equalTo: c.trailingAnchor, constant: 2),
      dot.centerYAnchor.constraint(equalTo: inner.centerYAnchor),
      dot.leadingAnchor.constraint(equalTo: inner.trailingAnchor),
    ])
    func check(_ when: String) {
      layout()
      let top = c.convert(CGPoint.zero, to: scene.window)
      #expect(marker.frame.minY == top.y, "marker on c's top \(when)")
      #expect(marker.frame.minX == top.x + c.frame.width + 2, "marker right of c \(when)")
      let innerCentre = inner.convert(CGPoint(x: 4, y: 2), to: scene.window)
      #expect(dot.frame.midY == innerCentre.y, "dot on inner's centre \(when)")
      #expect(dot.frame.minX == innerCentre.x, "dot right of inner \(when)")
      #expect(scene.app.checkInvariants().isEmpty, "no stale equation \(when)")
    }
    check("at first")
    #expect(c.frame.minY == 40)
    b.isHidden = true
    check("with b hidden")
    #expect(c.frame.minY == 15)
    let d = Sized(40, 40)
    s.insertArrangedSubview(d, at: 0)
    check("with d inserted first")
    #expect(c.frame.minY == 60)
    s.removeArrangedSubview(a)
    a.removeFromSuperview()
    check("with a removed")
    s.axis = .horizontal
    check("turned horizontal")
    #expect(c.frame.minX == 45 && c.frame.minY == 0)
    b.isHidden = false
    c.translatesAutoresizingMaskIntoConstraints = true
    check("with c back on its frame")
    #expect(scene.diagnostics.isEmpty)
  }
}
