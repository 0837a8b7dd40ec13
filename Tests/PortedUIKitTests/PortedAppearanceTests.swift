import Foundation
import OpenUIKit
import OpenUIKitTesting
import Synchronization
import Testing

/// Writes an asset catalog with a colour set and an image set into a fresh folder on
/// `UIImage.searchPaths`; `remove()` takes it away again.
@MainActor
struct TemporaryCatalog {
  let folder: String

  init() throws {
    folder = NSTemporaryDirectory() + "catalog-\(UUID().uuidString)"
    let colors = folder + "/Assets.xcassets/Brand/BrandPrimary.colorset"
    let images = folder + "/Assets.xcassets/Logo.imageset"
    for path in [colors, images] {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    let colorJSON = """
      {"colors":[
        {"idiom":"universal","color":{"color-space":"srgb",
          "components":{"red":"0.200","green":"0x66","blue":"255","alpha":"1.000"}}},
        {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],
         "color":{"color-space":"srgb","components":{"red":"1.000","green":"0.500","blue":"0.000","alpha":"1.000"}}}
      ],"info":{"author":"xcode","version":1}}
      """
    let imageJSON = """
      {"images":[{"filename":"logo.png","idiom":"universal","scale":"1x"},
                 {"filename":"logo@2x.png","idiom":"universal","scale":"2x"},
                 {"idiom":"universal","scale":"3x"}],"info":{"author":"xcode","version":1}}
      """
    try colorJSON.write(toFile: colors + "/Contents.json", atomically: true, encoding: .utf8)
    try imageJSON.write(toFile: images + "/Contents.json", atomically: true, encoding: .utf8)
    UIImage.searchPaths.append(folder)
  }

  func remove() {
    UIImage.searchPaths.removeAll { $0 == folder }
    try? FileManager.default.removeItem(atPath: folder)
  }
}

/// Counts tint changes.
final class TintWatcher: UIView {
  var changes = 0
  override func tintColorDidChange() {
    super.tintColorDidChange()
    changes += 1
  }
}

@Suite("Ported UIKit code: themes, tint, symbols and Core Animation snippets")
@MainActor
struct PortedAppearanceTests {
  func rgb(_ color: UIColor?) -> [Int] {
    guard let c = color?.displayColor else { return [] }
    return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
  }

  @Test("named colours from an asset catalog, light and dark; dynamic providers")
  func themeColours() throws {
    let catalog = try TemporaryCatalog()
    defer { catalog.remove() }
    let brand = try #require(UIColor(named: "BrandPrimary"))
    #expect(rgb(brand) == [51, 102, 255], "0.200, 0x66 and 255 are read as Xcode writes them")
    #expect(
      rgb(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))) == [255, 128, 0])
    #expect(rgb(UIColor.brandPrimary) == [51, 102, 255], "the static theme colour of the port")
    #expect(UIColor(named: "NoSuchColour") == nil)
    #expect(rgb(UIColor.cardBackground) == [255, 255, 255], "light windows draw the light value")
    let dark = UIColor.cardBackground.resolvedColor(
      with: UITraitCollection(userInterfaceStyle: .dark))
    #expect(rgb(dark) == [31, 31, 31])
    #expect(UIColor.red.resolvedColor(with: UITraitCollection()) === UIColor.red)
  }

  @Test("image sets and @2x files are found by name at their scale")
  func imageSets() throws {
    let scene = PortScene()
    let catalog = try TemporaryCatalog()
    defer { catalog.remove() }
    let asked = Mutex<[String]>([])
    scene.app.hostServices.imageDecoder = { path in
      asked.withLock { $0.append(path) }
      return .success(
        UIImage.Decoded(width: 4, height: 4, rgba: [UInt8](repeating: 255, count: 64)))
    }
    let logo = try #require(UIImage(named: "Logo"))
    #expect(logo.scale == 2 && logo.size == CGSize(width: 2, height: 2))
    #expect(asked.withLock { $0 }.last?.hasSuffix("Logo.imageset/logo@2x.png") == true)
    FileManager.default.createFile(atPath: catalog.folder + "/badge@2x.png", contents: Data([0]))
    #expect(UIImage(named: "badge")?.scale == 2, "a bare name finds its @2x file")
  }

  @Test("tint colour: inherited, dimmed, told on change and on moving under another tint")
  func tint() {
    let scene = PortScene()
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = TintWatcher(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    parent.addSubview(child)
    scene.window.addSubview(parent)
    #expect(child.tintColor == .systemBlue)
    parent.tintColor = .systemGreen
    #expect(child.tintColor == .systemGreen && child.changes == 1)
    parent.tintAdjustmentMode = .dimmed
    #expect(child.tintColor != .systemGreen && child.changes == 2, "dimmed: grey")
    parent.tintAdjustmentMode = .normal
    let other = UIView(frame: .zero)
    other.tintColor = .systemOrange
    scene.window.addSubview(other)
    other.addSubview(child)
    #expect(child.tintColor == .systemOrange && child.changes == 4)
    child.tintColor = nil
    #expect(child.tintColor == .systemOrange)
  }

  @Test("a favourite button: SF Symbols drawn in its tint, toggled by a tap")
  func favouriteButton() throws {
    let scene = PortScene()
    let button = FavoriteButton()
    button.frame = CGRect(x: 10, y: 10, width: 60, height: 44)
    scene.window.addSubview(button)
    let image = try #require(button.image(for: .normal))
    #expect(image.isSymbolImage && image.renderingMode == .automatic)
    #expect(button.tintColor == .secondaryLabel)
    #expect(UIImage(systemName: "no.such.symbol") == nil)
    scene.fingers.tap(at: CGPoint(x: 40, y: 32))
    #expect(button.isFavorite && button.tintColor == .systemPink && button.tintChanges >= 1)
    #expect(button.imageView?.tintColor == .systemPink, "the image view inherits the tint")
    button.layoutIfNeeded()
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let drawn = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 44), format: format).image {
      context in button.layer.render(in: context.cgContext)
    }
    // The middle of the filled heart, in the tint colour.
    let i = (22 * 60 + 30) * 4
    let pink = UIColor.systemPink.displayColor
    #expect(abs(Int(drawn.rgba[i]) - Int(pink.red * 255)) < 3)
    #expect(abs(Int(drawn.rgba[i + 2]) - Int(pink.blue * 255)) < 3)
    let tinted = image.withTintColor(.red)
    #expect(tinted.renderingMode == .alwaysOriginal)
    #expect(image.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
  }

  @Test("Core Animation snippets: a shake, a pulse, a progress ring with completion, a shimmer")
  func animationSnippets() {
    let scene = PortScene()
    func run(_ seconds: TimeInterval) {
      let end = scene.clock.now + seconds
      while scene.clock.now < end - 1e-9 {
        scene.clock.advance(by: min(1.0 / 60, end - scene.clock.now))
        scene.app.fireDueTimers()
      }
    }
    let field = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 30))
    scene.window.addSubview(field)
    field.shake()
    run(0.6 / 8)
    #expect(abs(field.layer.presentation()!.affineTransform().tx - 20) < 1e-6, "one key frame in")
    #expect(field.layer.presentation()!.position.x == 150, "a translation, not a move")
    run(0.6)
    #expect(field.layer.presentation()!.affineTransform() == .identity)
    #expect(field.layer.animationKeys() == nil)

    let dot = PulsingDot(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    scene.window.addSubview(dot)
    dot.startPulsing()
    run(1.2 * 0.999)
    let shown = dot.pulseLayer.presentation()!
    #expect(shown.opacity < 0.05 && shown.affineTransform().a > 1.55, "near the end of a cycle")
    run(1.2)
    #expect(dot.pulseLayer.animationKeys() == ["pulse"], "repeats for ever")
    dot.stopPulsing()
    #expect(dot.pulseLayer.presentation()!.opacity == 1)

    let ring = CircularProgressView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
    scene.window.addSubview(ring)
    var completed = 0
    ring.onComplete = { completed += 1 }
    ring.setProgress(0.8, duration: 1)
    #expect(ring.progress == 0.8, "the model is set at once")
    run(0.5)
    #expect(abs(ring.shownProgress - 0.4) < 1e-6, "half-way on an ease-in-out curve")
    run(0.6)
    #expect(ring.finished == [true] && completed == 1)
    #expect(ring.shownProgress == 0.8)

    let shimmer = ShimmerView(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
    scene.window.addSubview(shimmer)
    shimmer.startShimmering()
    run(0.75)
    let locations = shimmer.gradient.presentation()?.value(forKeyPath: "locations") as? [NSNumber]
    let expected: [Double] = [0, 0.5, 1]
    #expect(
      locations.map { zip($0, expected).allSatisfy { abs($0.doubleValue - $1) < 1e-9 } } == true)
  }

  @Test("layers answer key-value coding: components, extras and keys of the app's own")
  func layerKeyValues() {
    let layer = CAShapeLayer()
    layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
    layer.setValue(2, forKeyPath: "transform.scale")
    let angle = layer.value(forKeyPath: "transform.rotation.z") as? CGFloat
    #expect(angle.map { abs($0 - .pi / 2) < 1e-9 } == true)
    #expect(
      (layer.value(forKeyPath: "transform.scale") as? CGFloat).map { abs($0 - 2) < 1e-9 } == true)
    layer.setValue(0.25, forKey: "strokeEnd")
    #expect(layer.strokeEnd == 0.25)
    layer.setValue("card", forKey: "role")
    #expect(layer.value(forKey: "role") as? String == "card")
    layer.setValue("not a number", forKey: "opacity")
    #expect(layer.opacity == 1)
  }
}

/// Freed when the test lets go of it.
final class Payload {
  let name: String
  init(_ name: String) { self.name = name }
}

@Suite("Ported UIKit code: notifications and timers by selector, associated objects")
@MainActor
struct PortedObjCHabitsTests {
  @Test("a controller observing keyboard notifications by selector; removing stops them")
  func keyboardObservers() {
    let scene = PortScene()
    let controller = KeyboardAvoidingController()
    scene.window.rootViewController = controller
    controller.loadViewIfNeeded()
    let info: [AnyHashable: Any] = [
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(
        cgRect: CGRect(x: 0, y: 300, width: 400, height: 260)),
      UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
    ]
    NotificationCenter.default.post(
      name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: info)
    #expect(controller.bottomInset == 260 && controller.lastDuration == 0.25)
    NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil)
    #expect(controller.bottomInset == 0)
    controller.stopObserving()
    NotificationCenter.default.post(
      name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: info)
    #expect(controller.bottomInset == 0, "removed: not called")
  }

  @Test("a freed observer is forgotten; a text field posts its text notifications")
  func freedObserverAndTextField() {
    let scene = PortScene()
    weak var gone: KeyboardAvoidingController?
    do {
      let controller = KeyboardAvoidingController()
      controller.loadViewIfNeeded()
      gone = controller
    }
    #expect(gone == nil, "observing does not keep the observer alive")
    NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    scene.window.addSubview(field)
    var heard: [String] = []
    let tokens = [
      UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
      UITextField.textDidEndEditingNotification,
    ].map { name in
      NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { note in
        heard.append(note.name.rawValue.replacingOccurrences(of: "UITextFieldTextDid", with: ""))
      }
    }
    defer { tokens.forEach(NotificationCenter.default.removeObserver) }
    #expect(field.becomeFirstResponder())
    field.insertText("hi")
    #expect(field.resignFirstResponder())
    #expect(heard == ["BeginEditingNotification", "ChangeNotification", "EndEditingNotification"])
  }

  @Test("a selector timer sends its action with itself and its userInfo")
  func selectorTimer() throws {
    let poller = Poller()
    poller.start()
    let timer = try #require(poller.timer)
    #expect(timer.isValid && timer.timeInterval == 5)
    timer.fire()
    #expect(poller.ticks == ["feed"])
    timer.invalidate()
    let unscheduled = Timer(
      timeInterval: 1, target: poller, selector: "poll:", userInfo: nil, repeats: false)
    unscheduled.fire()
    unscheduled.invalidate()
    #expect(poller.ticks == ["feed", "?"])
  }

  @Test("associated objects: stored per view, weak when assigned, gone with the view")
  func associatedObjects() {
    let view = UIView()
    #expect(view.badgeText == nil)
    view.badgeText = "3"
    #expect(view.badgeText == "3" && UIView().badgeText == nil)
    weak var payload: Payload?
    do {
      let owner = Payload("owner")
      payload = owner
      view.weakOwner = owner
      #expect((view.weakOwner as? Payload)?.name == "owner")
    }
    #expect(payload == nil && view.weakOwner == nil, "ASSIGN holds weakly")
    weak var freed: Payload?
    do {
      let held = UIView()
      let value = Payload("kept")
      freed = value
      objc_setAssociatedObject(held, &heldKey, value, .OBJC_ASSOCIATION_RETAIN)
    }
    #expect(freed == nil, "a view's values go with it")
    view.badgeText = nil
    #expect(view.badgeText == nil)
    objc_setAssociatedObject(5, &heldKey, "ignored", .OBJC_ASSOCIATION_RETAIN)
    #expect(objc_getAssociatedObject(5, &heldKey) == nil, "a value type has no identity")
  }
}

nonisolated(unsafe) private var heldKey: UInt8 = 0

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
