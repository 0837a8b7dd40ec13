import Foundation

// The internal state kept in ViewExtras, under the names the rest of the core uses. Reading
// never allocates; writing the default to a view without extras is a no-op.
extension UIView {
  /// The view's extras, made on first write.
  var extras: ViewExtras {
    if let extrasStorage { return extrasStorage }
    let made = ViewExtras()
    extrasStorage = made
    return made
  }

  /// The view controller whose root view this is, if any (spec D2).
  var owningViewController: UIViewController? {
    get { extrasStorage?.owningViewController }
    set {
      if newValue == nil && extrasStorage == nil { return }
      extras.owningViewController = newValue
    }
  }

  /// What the app set on the view's accessibility (Accessibility/UIView+Accessibility).
  var accessibility: AccessibilityStorage? {
    get { extrasStorage?.accessibility }
    set {
      if newValue == nil && extrasStorage == nil { return }
      extras.accessibility = newValue
    }
  }

  var gestureRecognizerStorage: [UIGestureRecognizer]? {
    get { extrasStorage?.gestureRecognizers }
    set {
      if newValue == nil && extrasStorage == nil { return }
      extras.gestureRecognizers = newValue
    }
  }

  /// What hit testing needs of each subview, in one contiguous array: built on demand for views
  /// with many subviews, dropped whenever a subview's geometry, flags or the list change.
  var childHitCache: ContiguousArray<ChildHitEntry>? {
    get { extrasStorage?.childHitCache }
    set {
      if newValue == nil && extrasStorage == nil { return }
      extras.childHitCache = newValue
    }
  }

  /// The grid over the subviews' frames, for a view with many subviews (``SubviewIndex``):
  /// built on the first hit test, kept up to date as subviews move, come and go.
  var subviewIndex: SubviewIndex? {
    get { extrasStorage?.subviewIndex }
    set {
      if newValue == nil && extrasStorage == nil { return }
      extras.subviewIndex = newValue
    }
  }

  var layerStorage: CALayer? {
    get { extrasStorage?.layer }
    set {
      if newValue == nil && extrasStorage == nil { return }
      extras.layer = newValue
    }
  }

  /// The view's running animations (issue 11); nil while none runs.
  var animationStorage: ViewAnimations? {
    get { extrasStorage?.animations }
    set {
      if newValue == nil && extrasStorage == nil { return }
      extras.animations = newValue
    }
  }

  /// The recorded content, nil until recorded and after a change that redraws it.
  var contentCache: [CanvasCommand]? {
    get { contentIsCached ? (extrasStorage?.content ?? []) : nil }
    set {
      contentIsCached = newValue != nil
      if let newValue, !newValue.isEmpty {
        extras.content = newValue
      } else {
        extrasStorage?.content = nil
      }
    }
  }

  /// Where the view and its subtree can draw, in bounds coordinates (UIView+Extent); nil until
  /// asked and after a change below.
  var extentCache: CGRect? {
    get { hasExtent ? extentStorage.rect : nil }
    set {
      hasExtent = newValue != nil
      extentStorage = newValue.map(CompactExtent.init) ?? CompactExtent()
    }
  }
}

extension UIView {
  /// This view's anchor, made on first use.
  var referenceAnchor: Anchor<UIView> {
    if let anchor = extrasStorage?.anchor { return anchor }
    let made = Anchor<UIView>(self)
    extras.anchor = made
    return made
  }
}
