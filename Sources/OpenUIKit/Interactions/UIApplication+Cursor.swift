import Foundation

extension UIApplication {
  /// The cursor the pointer should show where it is now, or nil when it is outside every
  /// window (the host leaves the system's cursor alone).
  ///
  /// From the view the pointer is over up to its window, the first that has something to say
  /// decides: an enabled ``UIPointerInteraction`` whose delegate gives a region there, else
  /// the view's own default — the I-beam over an enabled text field, the hand over a button
  /// with `isPointerInteractionEnabled`. Otherwise the arrow. Worked out by a hit test each
  /// time the tree changes, so a view that moves or appears under a still
  /// pointer changes the cursor on the next frame.
  public var pointerCursor: UIPointerStyle.Cursor? {
    guard let answer = answerUnderPointer() else { return nil }
    var next: UIView? = answer.view
    while let view = next {
      let point = view.convert(answer.locationInWindow, from: answer.window)
      for interaction in view.interactions {
        guard let pointer = interaction as? UIPointerInteraction,
          let style = pointer.style(at: point, modifiers: modifierFlags)
        else { continue }
        return style.cursor
      }
      if let cursor = view.defaultPointerCursor { return cursor }
      next = view.superview
    }
    return .arrow
  }
}
