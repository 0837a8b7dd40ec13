import Foundation

/// A view whose own drawing follows its tint colour (template images, system buttons).
@MainActor
protocol TintDependent: AnyObject {
  /// The tint colour this view shows changed: draw again.
  func tintDidChangeInternally()
}

extension UIView {
  /// Whether a view shows its tint colour as it is or dimmed (grey, as behind a presented
  /// sheet).
  public enum TintAdjustmentMode: Int, Sendable {
    /// The superview's mode (normal at the top).
    case automatic = 0
    /// The tint colour as it is.
    case normal = 1
    /// Grey.
    case dimmed = 2
  }

  /// The colour that marks interactive elements: the colour set on this view, else its
  /// superview's, else `.systemBlue`; grey while the effective ``tintAdjustmentMode`` is
  /// dimmed. Setting it tells this view and the subviews that inherit it
  /// (``tintColorDidChange()``). Set nil to inherit again.
  public var tintColor: UIColor! {
    get {
      effectiveTintAdjustmentMode == .dimmed ? UIView.dimmedTint : inheritedTintColor
    }
    set {
      guard newValue != extrasStorage?.tintColor else { return }
      UIView.tintIsCustomized = true
      extras.tintColor = newValue
      noteTintChange()
    }
  }

  /// Whether the tint shows as it is or dimmed. `.automatic` (the superview's) by default.
  public var tintAdjustmentMode: TintAdjustmentMode {
    get { extrasStorage?.tintAdjustmentMode ?? .automatic }
    set {
      guard newValue != tintAdjustmentMode else { return }
      UIView.tintIsCustomized = true
      extras.tintAdjustmentMode = newValue
      noteTintChange()
    }
  }

  /// Whether any view ever had a tint colour or adjustment mode set: until then every view's
  /// tint is the default, and adding a subview needs no tint comparison (a hot path).
  nonisolated(unsafe) static var tintIsCustomized = false

  /// The grey of a dimmed tint.
  static let dimmedTint = UIColor(white: 0.56, alpha: 1)

  /// The tint set on this view or the nearest ancestor, else `.systemBlue`.
  var inheritedTintColor: UIColor {
    var view: UIView? = self
    while let each = view {
      if let tint = each.extrasStorage?.tintColor { return tint }
      view = each.superview
    }
    return .systemBlue
  }

  /// The adjustment mode in force: this view's, else its superview's, else normal.
  var effectiveTintAdjustmentMode: TintAdjustmentMode {
    var view: UIView? = self
    while let each = view {
      if let mode = each.extrasStorage?.tintAdjustmentMode, mode != .automatic { return mode }
      view = each.superview
    }
    return .normal
  }

  /// Tells this view and the subviews that inherit its tint that it changed.
  func noteTintChange() {
    (self as? TintDependent)?.tintDidChangeInternally()
    tintColorDidChange()
    for subview in subviews
    where subview.extrasStorage?.tintColor == nil
      || subview.extrasStorage?.tintAdjustmentMode == nil
    {
      subview.noteTintChange()
    }
  }
}
