import Foundation

// Drawing a text view: the selection behind the text, the lines the visible part of the
// content reaches, the input method's marked text underlined, the caret, and the selection's
// handles after a finger chose it.
extension UITextView {
  static let selectionColor = DisplayColor(red: 0.7, green: 0.82, blue: 1, alpha: 1)
  static let caretColor = DisplayColor(red: 0, green: 0.48, blue: 1, alpha: 1)

  func recordText(into canvas: ContentCanvas) {
    let layout = currentLayout
    let rect = containerRect
    if isEditingText && !selection.isEmpty {
      canvas.fill(rects(covering: selection).map(\.corners), color: Self.selectionColor)
    }
    canvas.commands += layout.commands(in: rect, centredVertically: false, visible: bounds)
    if isEditingText, let marked = markedRange {
      // Composing text is underlined, as input methods on Linux draw their preedit.
      let color = (textColor ?? .black).displayColor
      canvas.fill(
        rects(covering: marked).map {
          CGRect(x: $0.minX, y: $0.maxY - 2, width: $0.width, height: 1).corners
        }, color: color)
    }
    if isEditingText && isEditable && selection.isEmpty {
      canvas.fill([caretFrame(at: selection.lowerBound).corners], color: Self.caretColor)
    }
    if isEditingText && showsHandles && !selection.isEmpty {
      for (point, top) in handlePoints() {
        canvas.fill([Self.circle(around: point, radius: 5)], color: Self.caretColor)
        let bar = CGRect(
          x: point.x - 1, y: top ? point.y : point.y - handleBarLength(at: point),
          width: 2, height: handleBarLength(at: point))
        canvas.fill([bar.corners], color: Self.caretColor)
      }
    }
  }

  /// Where the selection's handles' knobs are: above the start, below the end (bounds
  /// coordinates), and whether each is the top one.
  func handlePoints() -> [(CGPoint, Bool)] {
    let start = caretFrame(at: selection.lowerBound)
    let end = caretFrame(at: selection.upperBound)
    return [
      (CGPoint(x: start.minX + 1, y: start.minY - 5), true),
      (CGPoint(x: end.minX + 1, y: end.maxY + 5), false),
    ]
  }

  private func handleBarLength(at point: CGPoint) -> CGFloat {
    caretFrame(at: selection.lowerBound).height + 5
  }

  /// A 16-sided polygon standing for a circle.
  static func circle(around centre: CGPoint, radius: CGFloat) -> [CGPoint] {
    (0..<16).map { step in
      let angle = CGFloat(step) * .pi / 8
      return CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
    }
  }
}
