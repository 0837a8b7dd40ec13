import Foundation
import OpenUIKit

/// What the Desktop scene's second window shows: a button that turns the window green, to
/// show that clicks in a second SDL window reach its own views.
@MainActor
final class SecondWindowPanel: UIView {
  var onPress: (() -> Void)?
  private let button = UIButton(type: .system)

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(red: 0.95, green: 0.9, blue: 0.8, alpha: 1)
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let label = UILabel(frame: CGRect(x: 20, y: 16, width: 260, height: 20))
    label.text = "A second window"
    label.font = .systemFont(ofSize: 15)
    addSubview(label)
    button.setTitle("Press me", for: .normal)
    button.frame = CGRect(x: 20, y: 60, width: 160, height: 40)
    button.backgroundColor = .white
    button.layer.cornerRadius = 6
    button.addAction(
      UIAction { [weak self] _ in
        self?.backgroundColor = UIColor(red: 0.3, green: 0.75, blue: 0.4, alpha: 1)
        self?.onPress?()
      }, for: .touchUpInside)
    addSubview(button)
  }

  required init?(coder: NSCoder) { nil }
}
