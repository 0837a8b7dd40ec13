import Foundation

/// A view that shows an image, laid out by `contentMode`. Like UIKit's, an image view ignores
/// touches by default (spec A10).
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// Accessibility: an image, not an element unless the app makes it one (UIKit's default).
  override var defaultAccessibility: AccessibilityAttributes {
    AccessibilityAttributes(isElement: false, traits: .image)
  }
  /// The image shown; nil shows nothing.
  open var image: UIImage? {
    willSet { if newValue !== image { imageAreaWillChange() } }
    didSet {
      guard image !== oldValue else { return }
      setNeedsDisplay()
      if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
    }
  }

  /// The content mode; the image may reach outside the bounds in some.
  open override var contentMode: ContentMode {
    willSet { if newValue != contentMode { imageAreaWillChange() } }
  }

  /// Where the image reaches (a content mode may overflow the bounds) is about to change: the
  /// area it covers now is damaged, and the extent forgotten so the new one is read after.
  private func imageAreaWillChange() {
    invalidate(.drawnAreaWillChange)
  }

  /// Returns nil, as ``UIView/init(coder:)``: nothing is decoded on Linux.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates an image view; user interaction is off, as in UIKit.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creates an image view sized to `image`. Designated, as UIKit's: subclasses override it
  /// and call `super.init(image:)`.
  public init(image: UIImage?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
    self.image = image
  }

  /// The image's size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

  /// The image's size.
  /// The image's size; no intrinsic size without an image (as UIKit's).
  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  override func recordContent(into canvas: ContentCanvas) {
    if let image, image.size.width > 0, image.size.height > 0 {
      // A template image (a symbol, `.alwaysTemplate`) is its shape in the tint colour.
      let shown = image.drawsAsTemplate ? image.tinted(tintColor.displayColor) : image
      canvas.commands.append(.image(shown, imageRect(for: image.size, in: bounds)))
    }
    super.recordContent(into: canvas)
  }

  /// As a layer's contents, the image may reach outside the bounds (`.scaleAspectFill`,
  /// `.center`): drawing and damage take its whole rectangle.
  override func drawnContentExtent(in bounds: CGRect) -> CGRect {
    guard let image, image.size.width > 0, image.size.height > 0 else { return bounds }
    return bounds.union(imageRect(for: image.size, in: bounds))
  }

  /// Where the image goes in `b` (the bounds) for the current content mode.
  func imageRect(for size: CGSize, in b: CGRect) -> CGRect {
    switch contentMode {
    case .scaleToFill, .redraw:
      return b
    case .scaleAspectFit, .scaleAspectFill:
      return CGRect.aspect(size, in: b, filling: contentMode == .scaleAspectFill)
    case .center:
      return CGRect(
        x: b.midX - size.width / 2, y: b.midY - size.height / 2, width: size.width,
        height: size.height)
    case .topLeft:
      return CGRect(origin: b.origin, size: size)
    }
  }
}

extension UIImageView: TintDependent {
  func tintDidChangeInternally() {
    if image?.drawsAsTemplate == true { setNeedsDisplay() }
  }
}
