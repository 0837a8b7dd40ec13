import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@Suite("Ported UIKit code: text fields with padding, side views, secure entry, a clear button")
@MainActor
struct PortedTextFieldTests {
  /// The text runs drawn now, with the left edge of each.
  func runs(_ scene: PortScene) -> [(text: String, x: CGFloat)] {
    scene.window.layoutIfNeeded()
    let list = DisplayListBuilder.build(
      scene.app, pixelSize: CGSize(width: 400, height: 400), scale: 1)
    return list.items.compactMap { item in
      if case .texture(let vertices, .text(let run), _) = item {
        return (run.text, vertices.map(\.position.x).min() ?? 0)
      }
      return nil
    }
  }

  @Test("textRect, placeholderRect and editingRect overrides pad the text, caret and placeholder")
  func padding() throws {
    let scene = PortScene()
    let field = PaddedTextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    field.placeholder = "Name"
    scene.window.addSubview(field)
    #expect(runs(scene).first { $0.text == "Name" }?.x == 20)
    #expect(field.becomeFirstResponder())
    field.insertText("Ada")
    let caret = field.caretRect(for: field.beginningOfDocument)
    #expect(caret.minX == 20)
    #expect(runs(scene).first { $0.text == "Ada" }?.x == 20)
  }

  @Test("a login form: an icon on the left, a secure field with a reveal button, a clear button")
  func loginForm() throws {
    let scene = PortScene()
    let form = LoginForm(frame: CGRect(x: 10, y: 10, width: 300, height: 120))
    scene.window.addSubview(form)
    form.layoutIfNeeded()
    form.email.layoutIfNeeded()
    #expect(form.email.leftView?.frame == CGRect(x: 0, y: 10, width: 32, height: 24))
    #expect(form.email.textRect(forBounds: form.email.bounds).minX == 40, "after the icon")
    // The clear button shows while editing over some text, and empties the field when tapped.
    #expect(form.email.becomeFirstResponder())
    form.email.insertText("ada@example.com")
    form.email.layoutIfNeeded()
    let clear = form.email.clearButtonRect(forBounds: form.email.bounds)
    #expect(clear.maxX == 294 && clear.width == 19)
    var changes = 0
    form.email.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
    form.allowsClearing = false
    scene.fingers.tap(at: form.email.convert(CGPoint(x: clear.midX, y: clear.midY), to: nil))
    #expect(form.email.text == "ada@example.com", "the delegate said no")
    form.allowsClearing = true
    scene.fingers.wait(1).tap(
      at: form.email.convert(CGPoint(x: clear.midX, y: clear.midY), to: nil))
    #expect(form.email.text == "" && changes == 1)
    // Secure entry draws dots, centred, and refuses to copy; the reveal button shows the text.
    #expect(form.password.becomeFirstResponder())
    form.password.insertText("secret")
    #expect(form.password.text == "secret")
    let dots = runs(scene).first { $0.text == "••••••" }
    #expect(dots != nil && runs(scene).allSatisfy { $0.text != "secret" })
    form.password.selectedRange = NSRange(location: 0, length: 6)
    #expect(!form.password.canPerformAction("copy:", withSender: nil))
    #expect(!form.password.canPerformAction("cut:", withSender: nil))
    let reveal = form.password.rightView!
    #expect(reveal.frame.maxX == 300, "at the right edge")
    scene.fingers.wait(1).tap(at: reveal.convert(CGPoint(x: 30, y: 15), to: nil))
    #expect(!form.password.isSecureTextEntry)
    #expect(runs(scene).contains { $0.text == "secret" })
  }
}

@Suite("Ported UIKit code: attributed strings in labels, buttons and fields; shrinking titles")
@MainActor
struct PortedStyledTextTests {
  /// The text runs `view`'s window draws: text, point size, colour and top-left.
  func runs(_ scene: PortScene) -> [(
    text: String, size: CGFloat, color: DisplayColor, origin: CGPoint
  )] {
    scene.window.layoutIfNeeded()
    let list = DisplayListBuilder.build(
      scene.app, pixelSize: CGSize(width: 400, height: 400), scale: 1)
    return list.items.compactMap { item in
      if case .texture(let vertices, .text(let run), _) = item {
        let origin = CGPoint(
          x: vertices.map(\.position.x).min() ?? 0, y: vertices.map(\.position.y).min() ?? 0)
        return (run.text, run.pixelSize, run.color, origin)
      }
      return nil
    }
  }

  func fills(_ scene: PortScene) -> [(rect: CGRect, color: DisplayColor)] {
    let list = DisplayListBuilder.build(
      scene.app, pixelSize: CGSize(width: 400, height: 400), scale: 1)
    return list.items.compactMap { item in
      if case .fill(let points, let color) = item { return (CGRect.boundingBox(of: points), color) }
      return nil
    }
  }

  @Test("a sale price: two fonts on one baseline, the old price grey and struck through")
  func price() {
    let scene = PortScene()
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    label.attributedText = StyledText.price(now: "$19.99", was: "$29.99")
    scene.window.addSubview(label)
    #expect(label.text == "$19.99 $29.99")
    let drawn = runs(scene)
    let now = drawn.first { $0.text == "$19.99 " }, was = drawn.first { $0.text == "$29.99" }
    #expect(now?.size == 20 && was?.size == 14)
    #expect(was?.color == UIColor.gray.displayColor)
    #expect(
      was.map { $0.origin.x } == now.map { $0.origin.x + 84 }, "after the first run's 7 × 12 points"
    )
    #expect(
      was.map { $0.origin.y } == now.map { $0.origin.y + 5 }, "the same baseline: 19 − 14 lower")
    let strike = fills(scene).first { $0.color == UIColor.gray.displayColor }
    #expect(strike.map { $0.rect.minX == 84 && abs($0.rect.width - 50.4) < 1e-9 } == true)
    label.text = "plain"
    #expect(runs(scene).map(\.text) == ["plain"], "setting text drops the styling")
  }

  @Test("centred terms wrap with their paragraph style; a link is blue and underlined")
  func terms() {
    let scene = PortScene()
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    label.numberOfLines = 0
    label.attributedText = StyledText.terms()
    scene.window.addSubview(label)
    let drawn = runs(scene)
    let lines = Set(drawn.map(\.origin.y)).sorted()
    #expect(lines.count == 2, "wrapped onto two lines")
    #expect(lines.count == 2 && lines[1] - lines[0] == 12 + 6, "line height plus the spacing")
    let link = drawn.first { $0.text.contains("Terms") }
    #expect(link?.color == UIColor.link.displayColor)
    #expect(fills(scene).contains { $0.color == UIColor.link.displayColor }, "underlined")
    let first = drawn.filter { $0.origin.y == lines[0] }
    let width = first.map { CGFloat($0.text.count) * 6 }.reduce(0, +)
    #expect(first.map(\.origin.x).min() == ((200 - width) / 2).rounded(), "centred")
    #expect(label.intrinsicContentSize.height == 12)
    #expect(label.sizeThatFits(CGSize(width: 200, height: 0)).height == 30)
  }

  @Test("a styled button title, a placeholder in its own colour, a headline that shrinks")
  func buttonsFieldsAndShrinking() {
    let scene = PortScene()
    let button = StyledText.button()
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
    let field = StyledText.searchField()
    field.frame = CGRect(x: 0, y: 60, width: 200, height: 30)
    let headline = StyledText.headline()
    headline.frame = CGRect(x: 0, y: 100, width: 180, height: 40)
    headline.text = "A very long headline"
    for view in [button, field, headline] as [UIView] { scene.window.addSubview(view) }
    #expect(button.titleLabel?.attributedText?.string == "Continue")
    let drawn = runs(scene)
    let letters = drawn.filter { "Continue".contains($0.text) && $0.text.count == 1 }
    #expect(letters.count == 8, "kerned: drawn letter by letter")
    let steps = zip(letters.dropFirst(), letters).map { $0.origin.x - $1.origin.x }
    // Text lands on whole pixels: the letters are 12.3 points apart on average.
    #expect(steps.allSatisfy { $0 == 12 || $0 == 13 }, "each 0.6 em plus the kern")
    #expect(letters.count == 8 && letters[7].origin.x - letters[0].origin.x == (7 * 12.3).rounded())
    #expect(drawn.first { $0.text == "Search" }?.color == UIColor.systemTeal.displayColor)
    let shrunk = drawn.first { $0.text == "A very long headline" }
    #expect(shrunk?.size == 15, "30 points scaled to fit 180 points, at most halved")
    headline.minimumScaleFactor = 0.8
    let truncated = runs(scene).first { $0.text.hasPrefix("A very") }
    #expect(truncated?.size == 24 && truncated?.text.hasSuffix("…") == true)
  }
}
