import Foundation
import DemoSupport
import OpenUIKit

/// One page of the Gallery: a view that fills the content area, a title for its tab, and a
/// status line the page updates as it is used (the tour prints it).
@MainActor
class GalleryScene: UIView {
  /// The tab title.
  var title: String { "Scene" }
  /// What the page says about the last interaction.
  let status = UILabel(frame: .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    status.font = .systemFont(ofSize: 15)
    status.textColor = UIColor(white: 0.15, alpha: 1)
    status.numberOfLines = 3
    addSubview(status)
  }
  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    status.frame = CGRect(x: 16, y: bounds.height - 70, width: bounds.width - 32, height: 62)
  }

  /// Sets the status line and prints it, so headless runs show what happened.
  func say(_ text: String) {
    status.text = text
    print("  \(title): \(text)")
  }

  /// The input the headless tour plays on this page, in scene coordinates.
  func tour(_ player: TourPlayer) {}

  /// Taps the on-screen keyboard's key read as `label` with a finger: found as a screen reader
  /// finds it, among the accessibility elements of the window above the app's. False when the
  /// keyboard has no such key.
  @discardableResult
  func tapOnScreenKey(_ label: String, _ player: TourPlayer) -> Bool {
    let windows = window?.application?.windows ?? []
    for keyboard in windows where keyboard.windowLevel > .alert && !keyboard.isHidden {
      for case let key as UIView in keyboard.accessibleElements()
      where key.accessibilityLabel == label {
        let frame = key.accessibilityFrame
        // The tour's points are in this scene's coordinates.
        let point = convert(CGPoint(x: frame.midX, y: frame.midY), from: nil)
        player.landFinger(0, at: point, in: self)
        player.liftFinger(0, at: point, in: self)
        return true
      }
    }
    return false
  }
}

/// A named, coloured view for the demos.
@MainActor
class NamedView: UIView {
  let name: String

  init(_ name: String, frame: CGRect, color: UIColor, caption: Bool = true) {
    self.name = name
    super.init(frame: frame)
    accessibilityIdentifier = name
    backgroundColor = color
    layer.cornerRadius = 6
    if caption {
      let label = UILabel(frame: CGRect(x: 6, y: 4, width: frame.width - 12, height: 18))
      label.text = name
      label.font = .systemFont(ofSize: 12)
      label.textColor = .white
      addSubview(label)
    }
  }
  required init?(coder: NSCoder) { nil }

}

extension UIView {
  /// A short name for the view in paths: its `NamedView` name, else its class.
  var galleryName: String {
    if let named = self as? NamedView { return named.name }
    if let scene = self as? GalleryScene { return scene.title }
    return String(describing: type(of: self))
  }

  /// The names from the window down to this view, as hit testing walks them.
  var galleryPath: String {
    var names: [String] = []
    var view: UIView? = self
    while let current = view {
      names.append(current.galleryName)
      view = current.superview
    }
    return names.reversed().joined(separator: " › ")
  }
}
