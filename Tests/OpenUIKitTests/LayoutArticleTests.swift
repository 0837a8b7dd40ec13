import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// The code of the "Layout" article, run (scripts/check-docs checks that every line of the
/// article's code is here).
@Suite("The Layout article's code", .debugSwitchesOff)
@MainActor
struct LayoutArticleTests {
  @Test("the article's screen lays out, and its constant animates")
  func article() {
    let scene = TestScene(size: CGSize(width: 320, height: 200))
    let window = scene.window
    let title = UILabel()
    title.text = "Settings"
    title.translatesAutoresizingMaskIntoConstraints = false
    let stack = UIStackView(arrangedSubviews: [UISwitch(), UISlider()])
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(title)
    window.addSubview(stack)
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
      title.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
      stack.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 1),
    ])
    window.layoutIfNeeded()
    #expect(title.frame.origin == CGPoint(x: 8, y: 20))
    #expect(stack.frame == CGRect(x: 8, y: title.frame.maxY + 8, width: 304, height: 31))
    #expect(
      abs(stack.arrangedSubviews[1].frame.width - (304 - 51 - 8)) < 1e-9, "the slider stretches")
    let spacing = window.constraints.first { $0.firstAttribute == .top && $0.firstItem === stack }!
    spacing.constant = 40
    UIView.animate(withDuration: 0.3) { window.layoutIfNeeded() }
    #expect(stack.frame.minY == title.frame.maxY + 40)
    #expect(scene.diagnostics.isEmpty)
  }
}
