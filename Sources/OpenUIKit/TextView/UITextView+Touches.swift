import Foundation

/// What a touch on a text view is doing.
struct TextViewTouchTracking {
  enum Mode: Equatable {
    case none
    /// A mouse selecting by characters.
    case characters
    /// A mouse selecting by words, from the double-clicked one.
    case words(Range<Int>)
    /// A mouse after a triple click: paragraphs.
    case paragraphs(Range<Int>)
    /// A finger that may be a tap (a drag scrolls and cancels it).
    case finger
    /// A finger dragging the selection's start or end handle.
    case handle(start: Bool)
  }
  var mode = Mode.none
  /// A link under the touch-down, opened if the touch ends without selecting.
  var link: (url: URL, range: NSRange)?
}

// The mouse and fingers on a text view, as UIKit on a Mac and on an iPad with a trackpad: a
// mouse press puts the caret and a drag selects (the scroll view's pan takes only fingers; the
// wheel scrolls); a finger's drag scrolls, and taps, double taps, a long press and the handles
// choose the selection.
extension UITextView {
  /// The long press that moves the caret or selects words under a finger.
  func addTextGestures() {
    let press = UILongPressGestureRecognizer { [weak self] recognizer in
      self?.handleLongPress(recognizer)
    }
    press.delegate = self
    addGestureRecognizer(press)
  }

  /// Mouse touches do not drag the content (they select), nor does a finger on a selection
  /// handle; the long press is for fingers.
  /// Nil for recognizers that are not the text view's own.
  func textGestureShouldReceive(_ gestureRecognizer: UIGestureRecognizer, _ touch: UITouch)
    -> Bool?
  {
    if gestureRecognizer === panGestureRecognizer {
      return touch.type != .indirectPointer && handle(near: touch.location(in: self)) == nil
    }
    if gestureRecognizer is UILongPressGestureRecognizer, gestureRecognizer.view === self {
      return touch.type != .indirectPointer && (isEditable || isSelectable)
    }
    return nil
  }

  /// A touch-down; false when it is not the text view's (it goes on up the chain).
  func textTouchBegan(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
    guard let touch = touches.first, isEditable || isSelectable else { return false }
    let point = touch.location(in: self)
    touchTracking = TextViewTouchTracking()
    touchTracking.link = isEditable ? nil : link(at: point)
    if touch.type != .indirectPointer {
      if let start = handle(near: point) {
        touchTracking.mode = .handle(start: start)
      } else {
        touchTracking.mode = .finger
      }
      return true
    }
    guard touchTracking.link == nil || touch.tapCount > 1 else { return true }
    guard becomeFirstResponder() else { return true }
    unmarkText()
    showsHandles = false
    let at = offset(at: point)
    switch touch.tapCount {
    case 2:
      let words = wordRange(at: at)
      select(words)
      touchTracking.mode = .words(words)
    case 3...:
      let paragraph = paragraphRange(at: at)
      select(paragraph)
      touchTracking.mode = .paragraphs(paragraph)
    default:
      moveCaret(to: at, extending: event?.modifierFlags.contains(.shift) == true)
      touchTracking.mode = .characters
    }
    return true
  }

  /// A touch moved; false when it is not the text view's.
  func textTouchMoved(_ touches: Set<UITouch>) -> Bool {
    guard let touch = touches.first, touchTracking.mode != .none else { return false }
    let point = touch.location(in: self)
    let at = offset(at: point)
    switch touchTracking.mode {
    case .characters:
      if touchTracking.link != nil {
        // Dragging from a link selects from it.
        touchTracking.link = nil
        guard becomeFirstResponder() else { return true }
        moveCaret(to: offset(at: touch.previousLocation(in: self)), extending: false)
      }
      moveCaret(to: at, extending: true)
    case .words(let first):
      extend(from: first, to: wordRange(at: at))
    case .paragraphs(let first):
      extend(from: first, to: paragraphRange(at: at))
    case .handle(let start):
      // The finger holds the knob, outside the line: aim at the line it stands for.
      let aim = CGPoint(x: point.x, y: point.y + (start ? 12 : -12))
      let target = offset(at: aim)
      let fixed = start ? selection.upperBound : selection.lowerBound
      guard target != fixed else { return true }
      select(min(target, fixed)..<max(target, fixed), anchor: fixed)
    case .finger, .none:
      return true
    }
    // Dragging past an edge scrolls the text after the selection.
    scrollRectToVisible(CGRect(x: point.x, y: point.y, width: 1, height: 1), animated: false)
    return true
  }

  /// A touch lifted; false when it is not the text view's.
  func textTouchEnded(_ touches: Set<UITouch>) -> Bool {
    guard let touch = touches.first, touchTracking.mode != .none || touchTracking.link != nil
    else { return false }
    defer { touchTracking = TextViewTouchTracking() }
    if let link = touchTracking.link, touch.tapCount <= 1 {
      open(link.url, range: link.range, interaction: .invokeDefaultAction)
      return true
    }
    guard touchTracking.mode == .finger else { return true }
    // A finger that lifted without scrolling: a tap.
    guard becomeFirstResponder() else { return true }
    unmarkText()
    let at = offset(at: touch.location(in: self))
    if touch.tapCount >= 2 {
      select(wordRange(at: at))
      showsHandles = true
    } else {
      showsHandles = false
      moveCaret(to: at, extending: false)
    }
    setNeedsDisplay()
    return true
  }

  /// A touch cancelled (a scroll began); false when it was not the text view's.
  func textTouchCancelled() -> Bool {
    guard touchTracking.mode != .none || touchTracking.link != nil else { return false }
    touchTracking = TextViewTouchTracking()
    return true
  }

  /// A long press: in editable text the caret follows the finger; in read-only text it
  /// selects words, with handles.
  func handleLongPress(_ recognizer: UIGestureRecognizer) {
    let at = offset(at: recognizer.location(in: self))
    switch recognizer.state {
    case .began:
      guard becomeFirstResponder() else { return }
      unmarkText()
      if isEditable {
        showsHandles = false
        moveCaret(to: at, extending: false)
      } else {
        let words = wordRange(at: at)
        select(words)
        touchTracking.mode = .words(words)
        showsHandles = true
      }
    case .changed:
      if isEditable {
        moveCaret(to: at, extending: false)
      } else if case .words(let first) = touchTracking.mode {
        extend(from: first, to: wordRange(at: at))
      }
    default:
      touchTracking = TextViewTouchTracking()
    }
    setNeedsDisplay()
  }

  /// Selects from `first` to `here`, whichever comes first, anchored at the far end of `first`.
  private func extend(from first: Range<Int>, to here: Range<Int>) {
    let forward = here.upperBound > first.upperBound
    select(
      min(first.lowerBound, here.lowerBound)..<max(first.upperBound, here.upperBound),
      anchor: forward ? first.lowerBound : first.upperBound)
  }

  /// The word (or run of spaces, or punctuation mark) at `offset`, in UTF-16 offsets.
  func wordRange(at offset: Int) -> Range<Int> {
    let words = TextBoundaries(characters: characterList)
    let index = characterIndex(of: snapped(offset, up: false))
    // At the end of a word (a click past it) the word before is meant.
    let run = words.run(around: index < characterStarts.count - 1 ? index : index - 1)
    return utf16Offset(ofCharacter: run.lowerBound)..<utf16Offset(ofCharacter: run.upperBound)
  }

  /// Whether `point` is on a selection handle's knob: true for the start's, false for the
  /// end's, nil for neither.
  func handle(near point: CGPoint) -> Bool? {
    guard showsHandles, isEditingText, !selection.isEmpty else { return nil }
    for (knob, isStart) in handlePoints() where hypot(knob.x - point.x, knob.y - point.y) <= 22 {
      return isStart
    }
    return nil
  }

  /// The link drawn at `point`, and its range.
  func link(at point: CGPoint) -> (url: URL, range: NSRange)? {
    guard isSelectable, let character = character(at: point) else { return nil }
    var range = NSRange()
    let value = storage.attribute(
      NSAttributedString.Key.link, at: character.lowerBound, effectiveRange: &range)
    switch value {
    case let url as URL: return (url, range)
    case let string as String: return URL(string: string).map { ($0, range) }
    default: return nil
    }
  }

  /// Opens a link's URL unless the delegate says no.
  func open(_ url: URL, range: NSRange, interaction: UITextItemInteraction) {
    guard
      textViewDelegate?.textView(
        self, shouldInteractWith: url, in: range, interaction: interaction) ?? true
    else { return }
    window?.application?.open(url)
  }
}
