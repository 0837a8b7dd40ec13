// swift-format-ignore-file
// Ported UIKit code: the "find the first responder" idiom (an extension on UIResponder found in
// many apps and libraries; a nil-targeted action reaches the first responder, which records
// itself).
// Changed for OpenUIKit: `import UIKit` → `import OpenUIKit`; `#selector(UIResponder.
// findFirstResponder(_:))` → its name; `@objc` removed and the action registered once with
// `Selector.register`, as the porting guide says for actions written in extensions.
import OpenUIKit

extension UIResponder {
    private static weak var _currentFirstResponder: UIResponder?

    static var currentFirstResponder: UIResponder? {
        _ = registerFinder
        _currentFirstResponder = nil
        UIApplication.shared.sendAction("findFirstResponder:", to: nil, from: nil, for: nil)
        return _currentFirstResponder
    }

    func findFirstResponder(_ sender: Any) {
        UIResponder._currentFirstResponder = self
    }

    private static let registerFinder: Void = {
        Selector.register("findFirstResponder:", for: UIResponder.self) { responder, sender, _ in
            responder.findFirstResponder(sender as Any)
        }
    }()
}

/// A form that scrolls the field being edited into view when asked, as keyboard-avoiding code
/// does: it asks for the first responder rather than tracking it.
final class FinderFormController: UIViewController {
    let name = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
    let note = UITextField(frame: CGRect(x: 20, y: 70, width: 200, height: 30))
    let done = UIButton(type: .system)
    let background = UIView(frame: CGRect(x: 0, y: 200, width: 400, height: 200))
    var found: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(name)
        view.addSubview(note)
        done.frame = CGRect(x: 20, y: 120, width: 80, height: 30)
        done.setTitle("Done", for: .normal)
        done.addTarget(self, action: "doneTapped:", for: .touchUpInside)
        view.addSubview(done)
        view.addSubview(background)
        background.addGestureRecognizer(
            UITapGestureRecognizer(target: self, action: "backgroundTapped:"))
    }

    override func action(for selector: Selector) -> ActionHandler? {
        switch selector {
        case "doneTapped:": return { [unowned self] sender, _ in record() }
        case "backgroundTapped:": return { [unowned self] sender, _ in record() }
        default: return super.action(for: selector)
        }
    }

    private func record() {
        let responder = UIResponder.currentFirstResponder
        found.append(responder === name ? "name" : responder === note ? "note" : "\(responder.map { "\(type(of: $0))" } ?? "nil")")
    }
}
