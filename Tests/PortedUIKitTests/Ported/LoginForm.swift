// swift-format-ignore-file
// Ported UIKit code: a padded text field subclass, and a login form with an icon on the left,
// a password field with a show/hide button on the right and a clear button.
// Changed for OpenUIKit: `import UIKit` → `import OpenUIKit`; `addTarget(…#selector…)` → an
// action (`#selector` does not exist on Linux).
import OpenUIKit

class PaddedTextField: UITextField {
  let padding = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)

  override func textRect(forBounds bounds: CGRect) -> CGRect {
    bounds.inset(by: padding)
  }

  override func placeholderRect(forBounds bounds: CGRect) -> CGRect {
    bounds.inset(by: padding)
  }

  override func editingRect(forBounds bounds: CGRect) -> CGRect {
    bounds.inset(by: padding)
  }
}

final class LoginForm: UIView, UITextFieldDelegate {
  let email = UITextField()
  let password = UITextField()
  let reveal = UIButton(type: .system)
  var allowsClearing = true

  override init(frame: CGRect) {
    super.init(frame: frame)
    email.frame = CGRect(x: 0, y: 0, width: frame.width, height: 44)
    email.placeholder = "Email"
    email.borderStyle = .roundedRect
    email.clearButtonMode = .whileEditing
    email.delegate = self
    let icon = UIImageView(image: UIImage(systemName: "person"))
    icon.frame = CGRect(x: 0, y: 0, width: 32, height: 24)
    icon.contentMode = .center
    email.leftView = icon
    email.leftViewMode = .always

    password.frame = CGRect(x: 0, y: 60, width: frame.width, height: 44)
    password.placeholder = "Password"
    password.isSecureTextEntry = true
    password.textAlignment = .center
    reveal.setImage(UIImage(systemName: "eye"), for: .normal)
    reveal.setTitle("Show", for: .normal)
    reveal.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
    reveal.addAction(UIAction { [unowned self] _ in self.password.isSecureTextEntry.toggle() }, for: .touchUpInside)
    password.rightView = reveal
    password.rightViewMode = .always
    addSubview(email)
    addSubview(password)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func textFieldShouldClear(_ textField: UITextField) -> Bool { allowsClearing }
}
