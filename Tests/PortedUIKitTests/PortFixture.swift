import OpenUIKit
import OpenUIKitTesting

/// An application with a key window on a manual clock, for running ported code.
@MainActor
final class PortScene {
  let clock = ManualClock()
  let app: UIApplication
  let window: UIWindow
  let fingers: TouchSequence
  private(set) var log: [String] = []
  private var retained: [AnyObject] = []

  init(size: CGSize = CGSize(width: 400, height: 400)) {
    app = UIApplication(clock: clock)
    window = UIWindow(frame: CGRect(origin: .zero, size: size))
    fingers = TouchSequence(application: app, clock: clock)
    window.makeKeyAndVisible()
    // The ported screens are tapped with fingers; their tests are not about the on-screen
    // keyboard, which would slide up over their lower half (as on iOS).
    app.onScreenKeyboardMode = .never
  }

  /// Records `name` each time `control` sends one of `events`.
  func record(_ control: UIControl, _ events: UIControl.Event, as name: String) {
    control.addAction(UIAction { [weak self] _ in self?.log.append(name) }, for: events)
  }

  /// Records `name` each time `recognizer` sends its action, with its state.
  func record(_ recognizer: UIGestureRecognizer, as name: String) {
    recognizer.addAction { [weak self] r in self?.log.append("\(name).\(r.state)") }
  }

  /// Presses and releases a key with modifiers.
  func key(
    _ code: UIKeyboardHIDUsage, _ characters: String = "", _ modifiers: UIKeyModifierFlags = []
  ) {
    let key = UIKey(
      characters: characters, charactersIgnoringModifiers: characters, modifierFlags: modifiers,
      keyCode: code)
    app.enqueue(InputRecord(.key(KeyInput(phase: .down, key: key))))
    app.enqueue(InputRecord(.key(KeyInput(phase: .up, key: key))))
    app.processQueuedInput()
  }

  /// Draws `view`'s own content (its `draw(_:)`) into an image at scale 1.
  func render(_ view: UIView) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
      view.draw(view.bounds)
    }
  }

  func keep(_ object: AnyObject) { retained.append(object) }
}

extension UIImage {
  /// The RGBA of the pixel at (x, y).
  func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let i = (y * pixelWidth + x) * 4
    return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
  }

  /// The number of pixels darker than mid-grey and mostly opaque.
  var darkPixelCount: Int {
    var count = 0
    for i in stride(from: 0, to: rgba.count, by: 4)
    where rgba[i + 3] > 128 && Int(rgba[i]) + Int(rgba[i + 1]) + Int(rgba[i + 2]) < 3 * 100 {
      count += 1
    }
    return count
  }
}
