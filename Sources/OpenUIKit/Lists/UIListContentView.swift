import Foundation

/// The view of a ``UIListContentConfiguration``: its image, text and secondary text laid out
/// inside its margins, stacked or side by side. Its `sizeThatFits(_:)` is the height its
/// content needs at a width, which self-sizing rows use.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
  private let imageView = UIImageView()
  private let textLabel = UILabel()
  private let secondaryLabel = UILabel()
  private var list: UIListContentConfiguration

  /// A view showing `configuration`.
  public init(configuration: UIListContentConfiguration) {
    list = configuration
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    for view in [imageView, textLabel, secondaryLabel] as [UIView] {
      view.isUserInteractionEnabled = false
      addSubview(view)
    }
    imageView.contentMode = .scaleAspectFit
    apply()
  }

  /// Kept for source compatibility; there are no archives on Linux.
  public required init?(coder: NSCoder) { nil }

  /// The configuration shown (a ``UIListContentConfiguration``; others are ignored).
  public var configuration: any UIContentConfiguration {
    get { list }
    set {
      guard let new = newValue as? UIListContentConfiguration else { return }
      list = new
      apply()
    }
  }

  private func apply() {
    func style(
      _ label: UILabel, _ text: String?, _ properties: UIListContentConfiguration.TextProperties
    ) {
      label.text = text
      label.isHidden = text?.isEmpty ?? true
      label.font = properties.font
      label.textColor = properties.color
      label.textAlignment = properties.alignment
      label.numberOfLines = properties.numberOfLines
      label.lineBreakMode = properties.lineBreakMode
    }
    style(textLabel, list.text, list.textProperties)
    style(secondaryLabel, list.secondaryText, list.secondaryTextProperties)
    imageView.image = list.image
    imageView.isHidden = list.image == nil
    imageView.tintColor = list.imageProperties.tintColor
    imageView.layer.cornerRadius = list.imageProperties.cornerRadius
    imageView.clipsToBounds = list.imageProperties.cornerRadius > 0
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  /// Where the parts go at `width`, and the height they need.
  private func arrange(width: CGFloat) -> (
    image: CGRect, text: CGRect, secondary: CGRect, height: CGFloat
  ) {
    let m = list.directionalLayoutMargins
    var x = m.leading
    var imageSize = CGSize.zero
    if let image = list.image {
      let limit = list.imageProperties.maximumSize
      var size = image.size
      let cap = CGSize(
        width: limit.width > 0 ? limit.width : 29, height: limit.height > 0 ? limit.height : 29)
      let scale = min(1, cap.width / max(size.width, 1), cap.height / max(size.height, 1))
      size = CGSize(width: size.width * scale, height: size.height * scale)
      imageSize = size
      let reserved = max(size.width, list.imageProperties.reservedLayoutSize.width)
      x += reserved + list.imageToTextPadding
    }
    let available = max(0, width - x - m.trailing)
    func fit(_ label: UILabel, _ width: CGFloat) -> CGSize {
      label.isHidden ? .zero : label.sizeThatFits(CGSize(width: width, height: .infinity))
    }
    var text = CGRect.zero, secondary = CGRect.zero
    var contentHeight: CGFloat
    if list.prefersSideBySideTextAndSecondaryText {
      let second = fit(secondaryLabel, available / 2)
      let secondWidth = min(second.width, available / 2)
      let gap = secondWidth > 0 ? list.textToSecondaryTextHorizontalPadding : 0
      let first = fit(textLabel, available - secondWidth - gap)
      contentHeight = max(first.height, second.height)
      text = CGRect(x: x, y: 0, width: available - secondWidth - gap, height: first.height)
      secondary = CGRect(
        x: x + available - secondWidth, y: 0, width: secondWidth, height: second.height)
      text.origin.y = m.top + (contentHeight - first.height) / 2
      secondary.origin.y = m.top + (contentHeight - second.height) / 2
    } else {
      let first = fit(textLabel, available), second = fit(secondaryLabel, available)
      let gap = first.height > 0 && second.height > 0 ? list.textToSecondaryTextVerticalPadding : 0
      contentHeight = first.height + gap + second.height
      text = CGRect(x: x, y: m.top, width: available, height: first.height)
      secondary = CGRect(
        x: x, y: m.top + first.height + gap, width: available, height: second.height)
    }
    // The image is centred on the texts; a taller image makes the row taller.
    let height = max(contentHeight, imageSize.height)
    let shift = (height - contentHeight) / 2
    text.origin.y += shift
    secondary.origin.y += shift
    let image = CGRect(
      x: m.leading, y: m.top + (height - imageSize.height) / 2, width: imageSize.width,
      height: imageSize.height)
    return (image, text, secondary, (m.top + height + m.bottom).rounded(.up))
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let parts = arrange(width: bounds.width)
    // Centred vertically in a row taller than the content needs (a fixed row height).
    let extra = max(0, (bounds.height - parts.height) / 2)
    imageView.frame = parts.image.offsetBy(dx: 0, dy: extra)
    textLabel.frame = parts.text.offsetBy(dx: 0, dy: extra)
    secondaryLabel.frame = parts.secondary.offsetBy(dx: 0, dy: extra)
  }

  /// The content's height at the given width.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = size.width.isFinite && size.width > 0 ? size.width : bounds.width
    return CGSize(width: width, height: arrange(width: width).height)
  }
}
