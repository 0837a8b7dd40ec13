// swift-format-ignore-file
// Ported UIKit code: responder-chain helpers apps keep in an extension file.
// Changed for OpenUIKit: `import UIKit` → `import OpenUIKit`; each `#selector` → its name, and
// the extension's action registered once with `Selector.register` (extensions cannot override
// `action(for:)`); `@objc` removed.
import OpenUIKit

extension UIApplication {
  /// Dismisses the keyboard wherever it is: the first responder resigns.
  func hideKeyboard() {
    sendAction("resignFirstResponder", to: nil, from: nil, for: nil)
  }
}

extension UIResponder {
  /// The view controller that owns this responder, found along `next`.
  var parentViewController: UIViewController? {
    var responder: UIResponder? = self
    while let current = responder {
      if let controller = current as? UIViewController { return controller }
      responder = current.next
    }
    return nil
  }

  /// A "share" action any responder can answer; the nearest view controller handles it.
  func shareSelection(_ sender: Any?) {
    parentViewController?.title = "shared"
  }

  static let registerSharing: Void = {
    Selector.register("shareSelection:", for: UIResponder.self) { responder, sender, _ in
      responder.shareSelection(sender)
    }
  }()
}

/// A toolbar button that asks whoever is first responder to share.
final class ShareButton: UIButton {
  override init(frame: CGRect) {
    super.init(frame: frame)
    _ = UIResponder.registerSharing
    setTitle("Share", for: .normal)
    addTarget(nil, action: "shareSelection:", for: .touchUpInside)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
