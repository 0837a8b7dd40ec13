import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

@MainActor
private func placed<View: UIView>(_ view: View, in parent: UIView) -> View {
  view.translatesAutoresizingMaskIntoConstraints = false
  parent.addSubview(view)
  return view
}

@MainActor
private func labelled(_ text: String) -> UILabel {
  let label = UILabel()
  label.text = text
  return label
}

@Suite("Auto Layout: intrinsic sizes, hugging, compression, fitting, margins", .debugSwitchesOff)
@MainActor
struct AutoLayoutSizingTests {
  let scene = TestScene(size: CGSize(width: 300, height: 200))

  func pinTopLeading(_ view: UIView, _ x: CGFloat = 0, _ y: CGFloat = 0) {
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor, constant: x),
      view.topAnchor.constraint(equalTo: scene.window.topAnchor, constant: y),
    ])
  }

  // Apple (intrinsicContentSize): "the natural size for the receiving view, considering only
  // properties of the view itself"; the engine makes hugging and compression constraints of it.
  @Test("a label pinned by one corner takes its intrinsic size, and follows its text")
  func labelIntrinsic() {
    let label = placed(labelled("Hello"), in: scene.window)
    pinTopLeading(label, 10, 10)
    scene.window.layoutIfNeeded()
    #expect(label.frame.size == label.intrinsicContentSize)
    #expect(label.frame.width > 0 && label.frame.origin == CGPoint(x: 10, y: 10))
    let short = label.frame.width
    label.text = "Hello, a longer greeting"
    scene.window.layoutIfNeeded()
    #expect(label.frame.width > short)
    #expect(label.frame.size == label.intrinsicContentSize)
    #expect(!label.hasAmbiguousLayout)
  }

  // Apple (Auto Layout Guide, "Intrinsic Content Size"): the view with the lower hugging
  // priority stretches; the one with the lower compression resistance is compressed.
  @Test(
    "in a row too wide the lower hugging priority stretches; too narrow, the lower resistance shrinks"
  )
  func huggingAndCompression() {
    let w = scene.window
    let a = placed(labelled("Name"), in: w), b = placed(labelled("Value"), in: w)
    let trailing = w.trailingAnchor.constraint(equalTo: b.trailingAnchor)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: w.leadingAnchor),
      a.topAnchor.constraint(equalTo: w.topAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
      b.topAnchor.constraint(equalTo: w.topAnchor), trailing,
    ])
    a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    w.layoutIfNeeded()
    #expect(a.frame.width == a.intrinsicContentSize.width)
    #expect(b.frame.width == 300 - 8 - a.frame.width)
    // Now the other way: b hugs harder, a stretches.
    a.setContentHuggingPriority(.defaultLow, for: .horizontal)
    b.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    w.layoutIfNeeded()
    #expect(b.frame.width == b.intrinsicContentSize.width)
    // Too narrow: the trailing edge at 40 points; b resists harder, a is compressed.
    trailing.constant = 300 - 40
    b.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
    w.layoutIfNeeded()
    #expect(b.frame.width == b.intrinsicContentSize.width)
    #expect(a.frame == CGRect(x: 0, y: 0, width: 0, height: a.intrinsicContentSize.height))
    #expect(
      b.frame.minX == 40 - b.frame.width, "a's width is negative in the solution: 0 on screen")
    #expect(a.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
    #expect(a.contentHuggingPriority(for: .vertical) == .defaultLow)
  }

  // Apple (preferredMaxLayoutWidth): "If this property is 0, the label's width is computed by
  // the layout" — the label wraps at the width constraints give it and grows in height.
  @Test("a label of several lines wraps at the width its constraints give it (two passes)")
  func multilineLabel() {
    let label = placed(
      labelled("one two three four five six seven eight nine ten"), in: scene.window)
    label.numberOfLines = 0
    let below = placed(UIView(), in: scene.window)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor, constant: 10),
      label.widthAnchor.constraint(equalToConstant: 80),
      label.topAnchor.constraint(equalTo: scene.window.topAnchor),
      below.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 4),
      below.leadingAnchor.constraint(equalTo: label.leadingAnchor),
      below.widthAnchor.constraint(equalToConstant: 10),
      below.heightAnchor.constraint(equalToConstant: 10),
    ])
    scene.window.layoutIfNeeded()
    let lineHeight = label.sizeThatFits(.zero).height
    let wrapped = label.sizeThatFits(CGSize(width: 80, height: 0))
    #expect(wrapped.height > lineHeight * 2)
    #expect(label.frame.size == CGSize(width: 80, height: wrapped.height))
    #expect(below.frame.minY == wrapped.height + 4)
    label.preferredMaxLayoutWidth = 200
    scene.window.layoutIfNeeded()
    #expect(label.frame.height == label.sizeThatFits(CGSize(width: 200, height: 0)).height)
  }

  @Test("controls have UIKit's intrinsic sizes")
  func controls() {
    #expect(UISwitch().intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(UISlider().intrinsicContentSize.width == UIView.noIntrinsicMetric)
    #expect(UISlider().intrinsicContentSize.height == 31)
    #expect(UIImageView().intrinsicContentSize.width == UIView.noIntrinsicMetric)
    let field = UITextField()
    field.borderStyle = .roundedRect
    #expect(field.intrinsicContentSize.height == 34)
    let empty = field.intrinsicContentSize.width
    field.placeholder = "Search the library"
    #expect(field.intrinsicContentSize.width > empty)
    let button = placed(UIButton(type: .system), in: scene.window)
    button.setTitle("Go", for: .normal)
    pinTopLeading(button)
    scene.window.layoutIfNeeded()
    let small = button.frame.width
    #expect(button.frame.size == button.intrinsicContentSize)
    button.setTitle("Go somewhere far", for: .normal)
    scene.window.layoutIfNeeded()
    #expect(button.frame.width > small)
    let image = placed(UIImageView(), in: scene.window)
    pinTopLeading(image, 0, 100)
    image.image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 12)).image { _ in }
    scene.window.layoutIfNeeded()
    #expect(image.frame == CGRect(x: 0, y: 100, width: 24, height: 12))
  }

  // Apple (systemLayoutSizeFitting): "the optimal size of the view based on its constraints and
  // the specified fitting priorities".
  @Test("systemLayoutSizeFitting gives the size the constraints want, and changes nothing")
  func fitting() {
    let card = UIView()
    let title = placed(labelled("Title"), in: card)
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
      card.trailingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 12),
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
      card.bottomAnchor.constraint(equalTo: title.bottomAnchor, constant: 10),
    ])
    let intrinsic = title.intrinsicContentSize
    let compressed = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(compressed == CGSize(width: intrinsic.width + 24, height: intrinsic.height + 20))
    let wide = card.systemLayoutSizeFitting(
      CGSize(width: 250, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(wide == CGSize(width: 250, height: intrinsic.height + 20))
    #expect(card.frame == .zero, "fitting lays nothing out")
  }

  // Apple (layoutMargins): "the default margins are 8 points on each side"; the guide is the
  // rectangle inside them.
  @Test("the layout margins guide, margin attributes and the safe area")
  func margins() {
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    scene.window.addSubview(box)
    let inner = placed(UIView(), in: box), other = placed(UIView(), in: box)
    let guide = box.layoutMarginsGuide
    NSLayoutConstraint.activate([
      inner.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      inner.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      inner.topAnchor.constraint(equalTo: guide.topAnchor),
      inner.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      NSLayoutConstraint(
        item: other, attribute: .leading, relatedBy: .equal, toItem: box,
        attribute: .leadingMargin, multiplier: 1, constant: 0),
      other.topAnchor.constraint(equalTo: box.safeAreaLayoutGuide.topAnchor),
      other.widthAnchor.constraint(equalToConstant: 5),
      other.heightAnchor.constraint(equalToConstant: 5),
    ])
    scene.window.layoutIfNeeded()
    #expect(box.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(inner.frame == CGRect(x: 8, y: 8, width: 184, height: 84))
    #expect(guide.layoutFrame == inner.frame)
    #expect(other.frame.origin == CGPoint(x: 8, y: 0))
    box.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 1, leading: 20, bottom: 3, trailing: 4)
    scene.window.layoutIfNeeded()
    #expect(inner.frame == CGRect(x: 20, y: 1, width: 176, height: 96))
    #expect(other.frame.minX == 20)
    #expect(box.safeAreaInsets == .zero && box.layoutGuides.count == 2)
    #expect(scene.diagnostics.isEmpty)
  }

  // Apple (preservesSuperviewLayoutMargins): "When the value of this property is true, the
  // superview's margins are also considered when laying out content. This margin affects
  // layouts where the distance between the edge of a view and its superview is smaller than
  // the corresponding margin." The distance is the one after layout: when constraints or the
  // app move the view, its content follows the margins of its new place.
  @Test("preserved superview margins follow the view as constraints and frames move it")
  func preservedMargins() {
    let outer = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    outer.layoutMargins = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 40)
    scene.window.addSubview(outer)
    let card = placed(UIView(), in: outer)
    card.preservesSuperviewLayoutMargins = true
    let content = placed(UIView(), in: card)
    let left = card.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 10)
    NSLayoutConstraint.activate([
      left, card.topAnchor.constraint(equalTo: outer.topAnchor),
      card.widthAnchor.constraint(equalToConstant: 200),
      card.heightAnchor.constraint(equalToConstant: 50),
      content.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: card.topAnchor),
      content.heightAnchor.constraint(equalToConstant: 10),
    ])
    scene.window.layoutIfNeeded()
    // 10 from the outer edge, inside its 40-point margin: the card's margin is 30 there; on
    // the right the card ends 90 from the edge, so its own 8 holds.
    #expect(content.frame == CGRect(x: 30, y: 0, width: 162, height: 10))
    // Moved by its constraint to 35: 5 left of the outer margin.
    left.constant = 35
    scene.window.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 8, y: 0, width: 184, height: 10))
    left.constant = 100
    scene.window.layoutIfNeeded()
    // 100 + 200 = 300: flush with the outer right edge, the card's right margin is 40.
    #expect(content.frame == CGRect(x: 8, y: 0, width: 152, height: 10))
    // The outer view resized by the app: the card's right edge is 60 inside it now.
    outer.frame.size.width = 360
    scene.window.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 8, y: 0, width: 184, height: 10))
    // Its margins changed: the card's follow.
    outer.layoutMargins.left = 150
    scene.window.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 50, y: 0, width: 142, height: 10))
    #expect(scene.diagnostics.isEmpty)
  }

  @Test("a layout guide as a spacer, and the readable content guide")
  func guides() {
    let w = scene.window
    let spacer = UILayoutGuide()
    // The view is in this window so that the diagnostic comes here: a constraint whose items
    // are in no window reports to the current application, another test's when they run
    // side by side.
    let host = UIView()
    w.addSubview(host)
    let loose = host.widthAnchor.constraint(equalTo: spacer.widthAnchor)
    loose.isActive = true
    #expect(!loose.isActive, "a guide must be added to a view first")
    #expect(scene.diagnostics.contains { "\($0)".contains("addLayoutGuide") })
    w.addLayoutGuide(spacer)
    #expect(spacer.owningView === w)
    let a = placed(UIView(), in: w), b = placed(UIView(), in: w)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: w.leadingAnchor),
      spacer.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      b.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
      w.trailingAnchor.constraint(equalTo: b.trailingAnchor),
      a.widthAnchor.constraint(equalToConstant: 50), b.widthAnchor.constraint(equalToConstant: 50),
      spacer.topAnchor.constraint(equalTo: w.topAnchor),
      spacer.heightAnchor.constraint(equalToConstant: 1),
    ])
    w.layoutIfNeeded()
    #expect(spacer.layoutFrame == CGRect(x: 50, y: 0, width: 200, height: 1))
    #expect(b.frame.minX == 250)
    let wide = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 50))
    w.addSubview(wide)
    let text = placed(UIView(), in: wide)
    NSLayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: wide.readableContentGuide.leadingAnchor),
      text.trailingAnchor.constraint(equalTo: wide.readableContentGuide.trailingAnchor),
      text.topAnchor.constraint(equalTo: wide.topAnchor),
      text.heightAnchor.constraint(equalToConstant: 1),
    ])
    w.layoutIfNeeded()
    #expect(text.frame == CGRect(x: 164, y: 0, width: 672, height: 1))
    w.removeLayoutGuide(spacer)
    #expect(spacer.owningView == nil && w.layoutGuides.isEmpty)
  }
}
