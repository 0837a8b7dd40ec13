import Foundation
import DemoSupport
import OpenUIKit

/// Scene 7: controls. Buttons (one disabled, one inside a view with its own tap recognizer),
/// a switch, a slider, two text fields, Copy and Paste buttons with nil targets that act on
/// whichever field is editing, and a log of every control event as it fires.
@MainActor
final class ControlsScene: GalleryScene {
  override var title: String { "Controls" }
  private let eventLog = UILabel(frame: .zero)
  private var lines: [String] = []
  let firstField = UITextField(frame: .zero)
  let secondField = UITextField(frame: .zero)
  private let sliderValue = UILabel(frame: .zero)
  private var voiceOverObserver: (any NSObjectProtocol)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(red: 0.96, green: 0.97, blue: 0.95, alpha: 1)

    let filled = UIButton(
      configuration: .filled(),
      primaryAction: UIAction(title: "Filled") { [weak self] _ in
        self?.log("Filled: primary action")
      })
    filled.frame = CGRect(x: 24, y: 24, width: 120, height: 40)
    let tinted = UIButton(configuration: .tinted())
    tinted.setTitle("Tinted", for: .normal)
    tinted.frame = CGRect(x: 160, y: 24, width: 120, height: 40)
    let disabled = UIButton(configuration: .filled())
    disabled.setTitle("Disabled", for: .normal)
    disabled.isEnabled = false
    disabled.frame = CGRect(x: 296, y: 24, width: 120, height: 40)

    let container = NamedView(
      "view with a tap recognizer", frame: CGRect(x: 24, y: 84, width: 392, height: 90),
      color: UIColor(red: 0.85, green: 0.88, blue: 0.95, alpha: 1))
    (container.subviews.first as? UILabel)?.textColor = .darkGray
    let containerTap = UITapGestureRecognizer { [weak self] _ in
      self?.log("container: tap recognizer")
    }
    container.addGestureRecognizer(containerTap)
    let inner = UIButton(configuration: .filled())
    inner.setTitle("Button inside", for: .normal)
    inner.frame = CGRect(x: 16, y: 34, width: 160, height: 40)
    container.addSubview(inner)

    let toggle = UISwitch(frame: CGRect(x: 24, y: 200, width: 0, height: 0))
    let slider = UISlider(frame: CGRect(x: 100, y: 198, width: 230, height: 34))
    // As in UIKit, a switch and a slider have no name of their own: screen readers read these.
    toggle.accessibilityLabel = "Switch"
    slider.accessibilityLabel = "Slider"
    eventLog.accessibilityIdentifier = "event log"
    slider.maximumValue = 100
    slider.value = 30
    sliderValue.frame = CGRect(x: 340, y: 198, width: 80, height: 34)
    sliderValue.text = "30"
    slider.addAction(
      UIAction { [weak self, weak slider] _ in self?.sliderValue.text = "\(Int(slider?.value ?? 0))"
      }, for: .valueChanged)

    for (field, placeholder, y) in [
      (firstField, "First field", 256.0), (secondField, "Second field", 306.0),
    ] {
      field.frame = CGRect(x: 24, y: y, width: 300, height: 36)
      field.placeholder = placeholder
      field.borderStyle = .roundedRect
    }
    let copy = UIButton(configuration: .tinted())
    copy.setTitle("Copy", for: .normal)
    copy.frame = CGRect(x: 24, y: 360, width: 90, height: 36)
    copy.addTarget(nil, action: .copy, for: .touchUpInside)
    let paste = UIButton(configuration: .tinted())
    paste.setTitle("Paste", for: .normal)
    paste.frame = CGRect(x: 124, y: 360, width: 90, height: 36)
    paste.addTarget(nil, action: .paste, for: .touchUpInside)

    let named: [(String, UIControl)] = [
      ("Filled", filled), ("Tinted", tinted), ("Disabled", disabled), ("Button inside", inner),
      ("Switch", toggle), ("Slider", slider), ("First field", firstField),
      ("Second field", secondField),
      ("Copy", copy), ("Paste", paste),
    ]
    for (name, control) in named {
      if control.superview == nil { addSubview(control) }
      watch(control, name)
    }
    addSubview(container)
    addSubview(sliderValue)
    // Every script the machine has fonts for: DejaVu Sans lacks these characters, so each is
    // drawn with the font fontconfig offers for it (Noto on Debian).
    let greetings = UILabel(frame: CGRect(x: 24, y: 410, width: 392, height: 30))
    greetings.text = "你好 · こんにちは · 안녕하세요 · नमस्ते"
    greetings.font = .systemFont(ofSize: 17)
    addSubview(greetings)
    // Right-to-left scripts: Arabic joined and Hebrew, each run right to left, the line in
    // the order the bidi algorithm gives, and natural alignment on the right.
    let rightToLeft = UILabel(frame: CGRect(x: 224, y: 360, width: 192, height: 36))
    rightToLeft.text = "مرحبا 123 · שלום"
    rightToLeft.font = .systemFont(ofSize: 17)
    addSubview(rightToLeft)
    addStyledRow()
    eventLog.numberOfLines = 0
    eventLog.font = .monospacedSystemFont(ofSize: 12)
    eventLog.backgroundColor = UIColor(white: 1, alpha: 0.85)
    eventLog.layer.cornerRadius = 6
    addSubview(eventLog)
    // Touching elsewhere does not end editing (as in UIKit): a tap on the background does,
    // through endEditing(_:). The delegate keeps the recognizer to taps on the background itself.
    let dismiss = UITapGestureRecognizer { [weak self] _ in
      guard let self else { return }
      self.endEditing(true)
      self.log("Background tap: endEditing")
    }
    dismiss.cancelsTouchesInView = false
    dismiss.delegate = backgroundOnly
    addGestureRecognizer(dismiss)
    // A screen reader arriving or leaving (the AT-SPI bridge hears the registry).
    voiceOverObserver = NotificationCenter.default.addObserver(
      forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: nil
    ) { [weak self] _ in
      MainActor.assumeIsolated {
        self?.log("screen reader listening: \(UIAccessibility.isVoiceOverRunning)")
      }
    }
    say(
      "Click the controls, type in the fields; Copy and Paste act on the field being edited; tap the background to stop editing."
    )
  }
  required init?(coder: NSCoder) { nil }

  private lazy var backgroundOnly = BackgroundTouchesOnly(self)

  override func layoutSubviews() {
    super.layoutSubviews()
    eventLog.frame = CGRect(x: bounds.width - 420, y: 24, width: 396, height: bounds.height - 90)
  }

  private func watch(_ control: UIControl, _ name: String) {
    let events: [(String, UIControl.Event)] = [
      ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat),
      ("dragEnter", .touchDragEnter),
      ("dragExit", .touchDragExit), ("touchUpInside", .touchUpInside),
      ("touchUpOutside", .touchUpOutside),
      ("touchCancel", .touchCancel), ("valueChanged", .valueChanged),
      ("primaryAction", .primaryActionTriggered),
      ("editingDidBegin", .editingDidBegin), ("editingChanged", .editingChanged),
      ("editingDidEnd", .editingDidEnd),
      ("editingDidEndOnExit", .editingDidEndOnExit),
    ]
    for (event, mask) in events {
      control.addAction(UIAction { [weak self] _ in self?.log("\(name): \(event)") }, for: mask)
    }
  }

  private func log(_ line: String) {
    lines.append(line)
    if lines.count > 24 { lines.removeFirst() }
    eventLog.text = lines.reversed().joined(separator: "\n")
    print("  Controls: \(line)")
  }

  override func tour(_ player: TourPlayer) {
    player.tap(CGPoint(x: 84, y: 44), in: self)
    player.tap(CGPoint(x: 356, y: 44), in: self)
    player.tap(CGPoint(x: 120, y: 138), in: self)
    player.tap(CGPoint(x: 300, y: 110), in: self)
    player.wait(0.1)
    player.tap(CGPoint(x: 40, y: 215), in: self)
    player.drag(
      from: CGPoint(x: 100 + 14 + 0.3 * 202, y: 215), to: CGPoint(x: 280, y: 215), in: self)
    player.tap(CGPoint(x: 100, y: 274), in: self)
    player.type("Grüße, OpenUIKit")
    player.key(.keyboardA, modifiers: .control)
    player.tap(CGPoint(x: 69, y: 378), in: self)
    player.tap(CGPoint(x: 100, y: 324), in: self)
    player.tap(CGPoint(x: 169, y: 378), in: self)
    player.tap(CGPoint(x: 300, y: 480), in: self)
    // A finger on a touch screen (a laptop folded into a tablet): the on-screen keyboard
    // slides up, and its keys type into the field.
    // The tour typed on a (simulated) hardware keyboard above, which keeps the on-screen one
    // away; the laptop is folded into a tablet now.
    window?.application?.onScreenKeyboardMode = .automatic
    secondField.text = ""
    let second = CGPoint(x: 100, y: 324)
    player.landFinger(0, at: second, in: self)
    player.liftFinger(0, at: second, in: self)
    player.wait(0.3)
    for label in ["O", "k", "space", "123", "2", "ABC", "g", "o"] { tapKey(label, player) }
    log("on-screen keyboard typed: \(secondField.text ?? "")")
    try? player.screenshot("scene-7-keyboard")
    tapKey("hide keyboard", player)
    player.wait(0.3)
    player.tap(CGPoint(x: 300, y: 480), in: self)
  }

  private func tapKey(_ label: String, _ player: TourPlayer) {
    if !tapOnScreenKey(label, player) { log("no key \(label) on the on-screen keyboard") }
  }
}

/// Lets a recognizer see only touches whose view is `background` itself, not its subviews.
@MainActor
final class BackgroundTouchesOnly: UIGestureRecognizerDelegate {
  unowned let background: UIView
  init(_ background: UIView) { self.background = background }
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  {
    touch.view === background
  }
}

extension ControlsScene {
  /// Attributed text, SF Symbols in their tints, and a field with a side icon and a clear
  /// button, as iOS screens show them.
  fileprivate func addStyledRow() {
    let price = UILabel(frame: CGRect(x: 24, y: 452, width: 160, height: 30))
    let text = NSMutableAttributedString(
      string: "$19.99 $29.99", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
    text.addAttributes(
      [
        .strikethroughStyle: NSUnderlineStyle.single.rawValue, .foregroundColor: UIColor.gray,
        .font: UIFont.systemFont(ofSize: 14),
      ], range: NSRange(location: 7, length: 6))
    price.attributedText = text
    addSubview(price)
    let symbols: [(String, UIColor)] = [
      ("star.fill", .systemYellow), ("heart.fill", .systemPink), ("bell", .systemIndigo),
      ("checkmark.circle.fill", .systemGreen), ("trash", .systemRed),
    ]
    for (index, (name, tint)) in symbols.enumerated() {
      let icon = UIImageView(image: UIImage(systemName: name))
      icon.tintColor = tint
      icon.frame = CGRect(x: 196 + CGFloat(index) * 44, y: 452, width: 30, height: 30)
      icon.contentMode = .center
      addSubview(icon)
    }
    let search = UITextField(frame: CGRect(x: 24, y: 494, width: 300, height: 36))
    search.borderStyle = .roundedRect
    search.attributedPlaceholder = NSAttributedString(
      string: "Search", attributes: [.foregroundColor: UIColor.systemGray])
    let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
    glass.tintColor = .systemGray
    glass.contentMode = .center
    glass.frame = CGRect(x: 0, y: 0, width: 34, height: 36)
    search.leftView = glass
    search.leftViewMode = .always
    search.clearButtonMode = .always
    search.text = "symbols"
    addSubview(search)
  }
}
