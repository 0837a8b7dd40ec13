import Foundation

/// One key cap of the on-screen keyboard: a rounded key with its title, lighter for letters and
/// darker for the keys that do something else, grey while pressed. Keys type when the finger
/// lifts inside them, as iOS's; delete deletes at once and repeats while held.
@MainActor
final class KeyboardKey: UIControl {
  let spec: KeyboardKeySpec
  private let title = UILabel(frame: .zero)
  private weak var keyboard: OnScreenKeyboard?
  private var repeatTimer: TimerScheduler.Timer?

  init(_ spec: KeyboardKeySpec, keyboard: OnScreenKeyboard) {
    self.spec = spec
    self.keyboard = keyboard
    super.init(frame: .zero)
    layer.cornerRadius = 5
    // Each key is one element, read by its name ("shift", "delete"), as iOS's keys are.
    isAccessibilityElement = true
    title.textAlignment = .center
    title.isUserInteractionEnabled = false
    addSubview(title)
    addAction(UIAction { [weak self] _ in self?.typed() }, for: .touchUpInside)
    addAction(UIAction { [weak self] _ in self?.pressed() }, for: .touchDown)
    for event: UIControl.Event in [.touchUpInside, .touchUpOutside, .touchCancel] {
      addAction(UIAction { [weak self] _ in self?.stopRepeating() }, for: event)
    }
  }
  required init?(coder: NSCoder) { nil }

  var isLetterKey: Bool {
    if case .text = spec.action { return true }
    return spec.action == .space
  }

  /// Shows the key's title as it reads now (capitals while shift is on).
  func refresh(shift: OnScreenKeyboard.Shift, returnTitle: String, returnEnabled: Bool) {
    let text: String
    switch spec.action {
    case .text(let characters):
      text = shift == .off ? characters : characters.uppercased()
    case .shift: text = shift == .locked ? "⇪" : "⇧"
    case .delete: text = "⌫"
    case .space: text = "space"
    case .returnKey: text = returnTitle
    case .hide: text = "⌨"
    case .page(.letters): text = "ABC"
    case .page(.numbers): text = "123"
    case .page(.symbols): text = "#+="
    case .page(.numberPad): text = "123"
    }
    title.text = text
    let isCharacter = if case .text(let c) = spec.action { c.count == 1 } else { false }
    title.font = .systemFont(ofSize: isCharacter ? 22 : 16)
    isEnabled = spec.action != .returnKey || returnEnabled
    let pressedShift = spec.action == .shift && shift != .off
    baseColor =
      isLetterKey || pressedShift ? .white : UIColor(red: 0.67, green: 0.69, blue: 0.73, alpha: 1)
    title.textColor = isEnabled ? .black : .gray
    // Screen readers read the key (AT-SPI lists the keyboard's window and its keys).
    accessibilityLabel =
      switch spec.action {
      case .shift: "shift"
      case .delete: "delete"
      case .hide: "hide keyboard"
      default: text
      }
    accessibilityTraits = [.keyboardKey]
    updateColor()
  }

  private var baseColor: UIColor = .white

  override var isHighlighted: Bool {
    didSet { updateColor() }
  }

  private func updateColor() {
    backgroundColor =
      isHighlighted ? UIColor(red: 0.55, green: 0.57, blue: 0.61, alpha: 1) : baseColor
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    title.frame = bounds
  }

  private func pressed() {
    guard spec.action == .delete else { return }
    keyboard?.press(spec.action)
    scheduleRepeat(after: 0.5)
  }

  private func typed() {
    guard spec.action != .delete else { return }
    keyboard?.press(spec.action)
  }

  private func scheduleRepeat(after delay: TimeInterval) {
    guard let app = window?.application else { return }
    repeatTimer = app.timers.schedule(at: app.clock.now + delay) { [weak self] in
      guard let self, self.isTracking else { return }
      self.keyboard?.press(.delete)
      self.scheduleRepeat(after: 0.1)
    }
  }

  private func stopRepeating() {
    repeatTimer?.cancel()
    repeatTimer = nil
  }
}
