import Foundation
import DemoSupport
import OpenUIKit

/// Scene 11: the desktop. A card with a context menu (right-click it, or hold a finger on
/// it), a row of views with their own cursors, a text field, a target for files dropped from
/// the desktop, and a pad that says which device, button, modifier keys and force the last
/// touch came with.
@MainActor
final class DesktopScene: GalleryScene, UIContextMenuInteractionDelegate,
  UIPointerInteractionDelegate
{
  override var title: String { "Desktop" }

  let card = NamedView(
    "Right-click me", frame: CGRect(x: 40, y: 40, width: 220, height: 140),
    color: UIColor(red: 0.2, green: 0.55, blue: 0.75, alpha: 1))
  let field = UITextField(frame: CGRect(x: 320, y: 40, width: 200, height: 34))
  let handButton = UIButton(type: .system)
  let crosshairPad = NamedView(
    "Crosshair", frame: CGRect(x: 320, y: 130, width: 120, height: 80),
    color: UIColor(white: 0.85, alpha: 1))
  let resizeHandle = NamedView(
    "↔", frame: CGRect(x: 460, y: 130, width: 60, height: 80), color: UIColor(white: 0.75, alpha: 1)
  )
  let buttonsPad = ButtonReportingView(frame: CGRect(x: 40, y: 230, width: 480, height: 90))
  let dropTarget = DropTargetView(frame: CGRect(x: 560, y: 40, width: 240, height: 170))
  let secondWindowButton = UIButton(type: .system)
  /// Opens a window in an SDL window of its own; the app sets it once it has a host.
  static var openWindow: ((UIWindow, String, CGSize) -> Void)?
  private(set) var secondWindow: UIWindow?

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(red: 0.94, green: 0.95, blue: 0.97, alpha: 1)
    card.addInteraction(UIContextMenuInteraction(delegate: self))
    field.placeholder = "Text: the I-beam"
    field.borderStyle = .roundedRect
    handButton.setTitle("Hand over me", for: .normal)
    handButton.frame = CGRect(x: 320, y: 86, width: 200, height: 34)
    handButton.isPointerInteractionEnabled = true
    handButton.addAction(
      UIAction { [weak self] _ in self?.say("button pressed") }, for: .touchUpInside)
    crosshairPad.addInteraction(UIPointerInteraction(delegate: self))
    resizeHandle.addInteraction(UIPointerInteraction(delegate: self))
    buttonsPad.onTouch = { [weak self] text in self?.say(text) }
    dropTarget.onDrop = { [weak self] text in self?.say(text) }
    secondWindowButton.setTitle("Open a second window", for: .normal)
    secondWindowButton.frame = CGRect(x: 560, y: 230, width: 240, height: 34)
    secondWindowButton.addAction(
      UIAction { [weak self] _ in self?.openSecondWindow() }, for: .touchUpInside)
    for view in [
      card, field, handButton, crosshairPad, resizeHandle, buttonsPad, dropTarget,
      secondWindowButton,
    ] as [UIView] {
      addSubview(view)
    }
  }

  required init?(coder: NSCoder) { nil }

  // MARK: - The card's menu

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    UIContextMenuConfiguration(actionProvider: { [weak self] _ in
      guard let self else { return nil }
      let colors: [(String, UIColor)] = [
        ("Red", .systemRed), ("Green", .systemGreen), ("Blue", .systemBlue),
      ]
      return UIMenu(children: [
        UIAction(title: "Copy") { [weak self] _ in self?.say("menu chose Copy") },
        UIAction(title: "Paste", attributes: .disabled) { _ in },
        UIMenu(
          title: "Color",
          children: colors.map { name, color in
            UIAction(title: name, state: self.card.backgroundColor == color ? .on : .off) {
              [weak self] _ in
              self?.card.backgroundColor = color
              self?.say("menu chose \(name)")
            }
          }),
        UIAction(title: "Delete", attributes: .destructive) { [weak self] _ in
          self?.say("menu chose Delete")
        },
      ])
    })
  }

  // MARK: - Cursors

  func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
    -> UIPointerStyle?
  {
    UIPointerStyle(cursor: interaction.view === resizeHandle ? .resizeLeftRight : .crosshair)
  }

  // MARK: - Tour

  override func tour(_ player: TourPlayer) {
    let application = player.host.application
    var cursors: [String] = []
    for (view, point) in [
      (card, CGPoint(x: 20, y: 20)), (field, CGPoint(x: 20, y: 10)),
      (handButton, CGPoint(x: 20, y: 10)), (crosshairPad, CGPoint(x: 20, y: 20)),
      (resizeHandle, CGPoint(x: 20, y: 20)),
    ] as [(UIView, CGPoint)] {
      player.hover(at: point, in: view)
      cursors.append(application.pointerCursor.map { "\($0)" } ?? "none")
    }
    say("cursors \(cursors.joined(separator: ", "))")
    // Tab moves keyboard focus through the scene's text field and button; Space presses it.
    player.key(.keyboardTab)
    let fieldFocused = field.isFocused && field.isFirstResponder
    player.key(.keyboardTab)
    say("Tab focus: text field \(fieldFocused), then button \(handButton.isFocused)")
    tourTextEditing(player)
    // Right-click the card, open Color with the keyboard, choose Blue.
    player.click(CGPoint(x: 60, y: 50), button: .secondary, in: card)
    for code in [
      UIKeyboardHIDUsage.keyboardDownArrow, .keyboardDownArrow, .keyboardRightArrow,
      .keyboardDownArrow, .keyboardDownArrow, .keyboardReturnOrEnter,
    ] {
      player.key(code)
    }
    // A right click with Shift held on the pad, reported with its button and modifiers.
    player.key(.keyboardLeftShift, modifiers: .shift, release: false)
    player.click(CGPoint(x: 40, y: 40), button: .secondary, in: buttonsPad)
    player.key(.keyboardLeftShift, modifiers: [], press: false)
    // A file and a snippet dragged from the desktop onto the drop target.
    player.drop(
      [.file("/home/me/Pictures/beach.png"), .text("hello")], at: CGPoint(x: 120, y: 90),
      in: dropTarget)
    // A finger on the touch screen, pressing harder as it moves: the pad reports its force.
    player.fingers([[CGPoint(x: 40, y: 40), CGPoint(x: 60, y: 40)]], force: 0.75, in: buttonsPad)
    // The menu open again, for the screenshot; Escape closes it.
    player.click(CGPoint(x: 60, y: 50), button: .secondary, in: card)
    player.hover(at: CGPoint(x: 100, y: 50 + 6 + 28 * 2 + 14), in: card)
    try? player.screenshot("scene-11-menu")
    player.key(.keyboardEscape)
    // Tab from the text field (still the first responder) focuses the next control, the
    // button, and Space presses it; the screenshot shows its focus ring.
    player.key(.keyboardTab)
    player.key(.keyboardSpacebar)
    // Last, a second SDL window opens beside the main one (and takes the keyboard focus).
    player.tap(CGPoint(x: 120, y: 17), in: secondWindowButton)
  }
}

extension DesktopScene {
  /// Types, deletes a word with Ctrl+Backspace, selects a word with a double click, composes
  /// with an input method (the screenshot shows it underlined), commits and undoes.
  func tourTextEditing(_ player: TourPlayer) {
    player.tap(CGPoint(x: 100, y: 17), in: field)
    player.type("hello wrold")
    player.key(.keyboardDeleteOrBackspace, modifiers: .control)
    player.type("world")
    let typed = field.text ?? ""
    player.doubleTap(CGPoint(x: 24, y: 17), in: field)
    let word = field.selectedTextRange.flatMap(field.text(in:)) ?? ""
    player.key(.keyboardEnd)
    player.compose(" grusse")
    try? player.screenshot("scene-11-text")
    player.type(" Grüße")
    let committed = field.text ?? ""
    player.key(.keyboardZ, modifiers: .control)
    say(
      "text: typed '\(typed)', double click selects '\(word)', composed and committed"
        + " '\(committed)', Ctrl+Z leaves '\(field.text ?? "")'")
  }
}

extension DesktopScene {
  /// Shows a panel in a second SDL window (once): its button reports back here.
  func openSecondWindow() {
    guard secondWindow == nil, let open = Self.openWindow else { return }
    let window = UIWindow(frame: .zero)
    let panel = SecondWindowPanel(frame: CGRect(x: 0, y: 0, width: 320, height: 140))
    panel.onPress = { [weak self] in self?.say("second window button pressed") }
    window.addSubview(panel)
    open(window, "OpenUIKit Gallery: second window", CGSize(width: 320, height: 140))
    secondWindow = window
    say("second window open: \(!window.isHidden)")
  }
}

/// Says which buttons and modifier keys each touch came with.
@MainActor
final class ButtonReportingView: NamedView {
  var onTouch: ((String) -> Void)?

  convenience init(frame: CGRect) {
    self.init(
      "Click here with any button (Shift, Control…)", frame: frame,
      color: UIColor(red: 0.86, green: 0.9, blue: 0.82, alpha: 1))
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let event else { return }
    var buttons: [String] = []
    if event.buttonMask.contains(.primary) { buttons.append("primary") }
    if event.buttonMask.contains(.secondary) { buttons.append("secondary") }
    if event.buttonMask.contains(.button(3)) { buttons.append("middle") }
    var keys: [String] = []
    if event.modifierFlags.contains(.shift) { keys.append("Shift") }
    if event.modifierFlags.contains(.control) { keys.append("Control") }
    if event.modifierFlags.contains(.alternate) { keys.append("Alt") }
    onTouch?(
      "\(Self.device(of: touches.first)), \(buttons.joined(separator: "+")) button,"
        + " keys [\(keys.joined(separator: ", "))]")
  }

  /// A finger on a touch screen and a pen say how hard they press, when the device tells.
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, touch.type != .indirectPointer else { return }
    onTouch?(Self.device(of: touch))
  }

  static func device(of touch: UITouch?) -> String {
    guard let touch else { return "?" }
    switch touch.type {
    case .direct: return String(format: "touch screen, force %.2f", touch.force)
    case .pencil: return String(format: "pen, force %.2f", touch.force)
    default: return "mouse"
    }
  }
}
