// swift-format-ignore-file
// Ported UIKit code: Objective-C habits in Swift — a keyboard-avoiding controller observing
// notifications by selector, a poller with a selector timer, and a UIView extension with
// stored state through associated objects.
// Changed for OpenUIKit: `import UIKit` → `import OpenUIKit`; `#selector(x(_:))` → the name
// `"x:"`, with the methods declared in `action(for:)` (no `@objc` on Linux).
import OpenUIKit

final class KeyboardAvoidingController: UIViewController {
  private(set) var bottomInset: CGFloat = 0
  private(set) var lastDuration: Double = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(
      self, selector: "keyboardWillShow:", name: UIResponder.keyboardWillShowNotification, object: nil)
    NotificationCenter.default.addObserver(
      self, selector: "keyboardWillHide:", name: UIResponder.keyboardWillHideNotification, object: nil)
  }

  func stopObserving() {
    NotificationCenter.default.removeObserver(self)
  }

  func keyboardWillShow(_ notification: Notification) {
    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
    bottomInset = frame.cgRectValue.height
    lastDuration = (notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
  }

  func keyboardWillHide(_ notification: Notification) {
    bottomInset = 0
  }

  override func action(for selector: Selector) -> ActionHandler? {
    switch selector {
    case "keyboardWillShow:": return { [unowned self] sender, _ in self.keyboardWillShow(sender as! Notification) }
    case "keyboardWillHide:": return { [unowned self] sender, _ in self.keyboardWillHide(sender as! Notification) }
    default: return super.action(for: selector)
    }
  }
}

final class Poller: UIResponder {
  private(set) var ticks: [String] = []
  private(set) var timer: Timer?

  func start() {
    timer = Timer.scheduledTimer(timeInterval: 5, target: self, selector: "poll:", userInfo: "feed", repeats: true)
  }

  func poll(_ timer: Timer) {
    ticks.append(timer.userInfo as? String ?? "?")
  }

  override func action(for selector: Selector) -> ActionHandler? {
    selector == "poll:" ? { [unowned self] sender, _ in self.poll(sender as! Timer) } : super.action(for: selector)
  }
}

private var badgeKey: UInt8 = 0
private var ownerKey: UInt8 = 0

extension UIView {
  var badgeText: String? {
    get { objc_getAssociatedObject(self, &badgeKey) as? String }
    set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
  }

  var weakOwner: AnyObject? {
    get { objc_getAssociatedObject(self, &ownerKey) as AnyObject? }
    set { objc_setAssociatedObject(self, &ownerKey, newValue, .OBJC_ASSOCIATION_ASSIGN) }
  }
}
