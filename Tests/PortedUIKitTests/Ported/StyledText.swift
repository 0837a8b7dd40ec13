// swift-format-ignore-file
// Ported UIKit code: attributed strings as apps build them — a sale price with the old price
// struck through, centred terms with line spacing and a link, a styled button title, a
// placeholder in a colour of its own, and a title that shrinks to fit.
// Changed for OpenUIKit: `import UIKit` → `import OpenUIKit`. Nothing else.
import OpenUIKit

enum StyledText {
  static func price(now: String, was: String) -> NSAttributedString {
    let text = NSMutableAttributedString(
      string: "\(now) \(was)", attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.label])
    let range = NSRange(location: now.utf16.count + 1, length: was.utf16.count)
    text.addAttributes(
      [.strikethroughStyle: NSUnderlineStyle.single.rawValue, .foregroundColor: UIColor.gray,
       .font: UIFont.systemFont(ofSize: 14)], range: range)
    return text
  }

  static func terms() -> NSAttributedString {
    let paragraph = NSMutableParagraphStyle()
    paragraph.alignment = .center
    paragraph.lineSpacing = 6
    let text = NSMutableAttributedString(
      string: "By continuing you agree to our Terms of Service",
      attributes: [.paragraphStyle: paragraph, .font: UIFont.systemFont(ofSize: 10)])
    let link = (text.string as NSString).range(of: "Terms of Service")
    text.addAttribute(.link, value: "https://example.com/terms", range: link)
    return text
  }

  static func button() -> UIButton {
    let button = UIButton(type: .system)
    let title = NSAttributedString(
      string: "Continue", attributes: [.font: UIFont.systemFont(ofSize: 18, weight: .semibold),
        .foregroundColor: UIColor.white, .kern: 1.5])
    button.setAttributedTitle(title, for: .normal)
    return button
  }

  static func searchField() -> UITextField {
    let field = UITextField()
    field.attributedPlaceholder = NSAttributedString(
      string: "Search", attributes: [.foregroundColor: UIColor.systemTeal])
    return field
  }

  static func headline() -> UILabel {
    let label = UILabel()
    label.font = .systemFont(ofSize: 30)
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.5
    return label
  }
}
