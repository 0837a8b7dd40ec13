// swift-format-ignore-file
// Ported UIKit code: an app's theme (named and dynamic colours), a favourite button with SF
// Symbols and the tint colour, and a card with a shadow.
// Changed for OpenUIKit: `import UIKit` → `import OpenUIKit`; `addTarget(…#selector…)` → an
// action (`#selector` does not exist on Linux).
import OpenUIKit

extension UIColor {
  static let brandPrimary = UIColor(named: "BrandPrimary") ?? .systemBlue
  static let cardBackground = UIColor { traits in
    traits.userInterfaceStyle == .dark ? UIColor(white: 0.12, alpha: 1) : .white
  }
}

final class FavoriteButton: UIButton {
  var isFavorite = false {
    didSet { updateIcon() }
  }

  init() {
    super.init(type: .system)
    updateIcon()
    addAction(UIAction { [unowned self] _ in self.isFavorite.toggle() }, for: .touchUpInside)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func updateIcon() {
    let name = isFavorite ? "heart.fill" : "heart"
    let config = UIImage.SymbolConfiguration(pointSize: 20, weight: .semibold)
    setImage(UIImage(systemName: name, withConfiguration: config), for: .normal)
    tintColor = isFavorite ? .systemPink : .secondaryLabel
  }

  private(set) var tintChanges = 0
  override func tintColorDidChange() {
    super.tintColorDidChange()
    tintChanges += 1
  }
}

final class CardView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .cardBackground
    layer.cornerRadius = 12
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.15
    layer.shadowOffset = CGSize(width: 0, height: 4)
    layer.shadowRadius = 8
    layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 12).cgPath
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
