import Foundation

/// A clipped area of the inspector's panel whose content moves with a drag. The panel's own,
/// small and vertical only; subclasses place their content for ``offset``.
@MainActor
class InspectorScrollArea: UIView {
  /// How far the content is scrolled, 0…``maximumOffset``.
  var offset: CGFloat = 0 {
    didSet { if offset != oldValue { setNeedsLayout() } }
  }
  /// The content's height.
  var contentHeight: CGFloat = 0 {
    didSet { offset = min(offset, maximumOffset) }
  }
  var maximumOffset: CGFloat { max(0, contentHeight - bounds.height) }
  private var dragStart: CGFloat = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
    addGestureRecognizer(
      UIPanGestureRecognizer { [unowned self] recognizer in
        guard let pan = recognizer as? UIPanGestureRecognizer else { return }
        if pan.state == .began { self.dragStart = self.offset }
        let wanted = self.dragStart - pan.translation(in: self).y
        self.offset = min(max(0, wanted), self.maximumOffset)
      })
  }

  required init?(coder: NSCoder) { return nil }

  /// Scrolls the least needed for content between `top` and `bottom` to be in view.
  func scrollToShow(top: CGFloat, bottom: CGFloat) {
    if top < offset {
      offset = max(0, top)
    } else if bottom > offset + bounds.height {
      offset = min(maximumOffset, bottom - bounds.height)
    }
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
    label.frame = CGRect(x: 0, y: -offset, width: bounds.width, height: size.height)
  }
}
