import Foundation

/// A scrolling area of the inspector's panel: a ``UIScrollView``, vertical only, so it drags,
/// takes the wheel and the scrolling keys like any scroll view. Subclasses lay out their content
/// in content coordinates (the scroll view moves its bounds).
@MainActor
class InspectorScrollArea: UIScrollView {
  /// How far the content is scrolled.
  var offset: CGFloat { contentOffset.y }
  /// The content's height.
  var contentHeight: CGFloat {
    get { contentSize.height }
    set {
      contentSize = CGSize(width: 0, height: newValue)
      let maximum = max(0, newValue - bounds.height)
      if contentOffset.y > maximum { contentOffset = CGPoint(x: 0, y: maximum) }
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    // A tool's panel: no rubber band, no horizontal motion.
    bounces = false
    showsHorizontalScrollIndicator = false
  }

  required init?(coder: NSCoder) { return nil }

  /// Scrolls the least needed for content between `top` and `bottom` to be in view.
  func scrollToShow(top: CGFloat, bottom: CGFloat) {
    scrollRectToVisible(CGRect(x: 0, y: top, width: 1, height: bottom - top), animated: false)
  }
}

/// Text that scrolls: the selection's details and hit report.
@MainActor
final class InspectorTextArea: InspectorScrollArea {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.numberOfLines = 0
    label.font = .monospacedSystemFont(ofSize: 11)
    label.textColor = UIColor(white: 0.92, alpha: 1)
    addSubview(label)
  }

  required init?(coder: NSCoder) { return nil }

  var text: String {
    get { label.text ?? "" }
    set {
      guard newValue != label.text else { return }
      label.text = newValue
      setNeedsLayout()
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let size = label.sizeThatFits(CGSize(width: bounds.width, height: 0))
    contentHeight = size.height
    label.frame = CGRect(x: 0, y: 0, width: bounds.width, height: size.height)
  }
}
