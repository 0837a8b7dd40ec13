import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// `NSTextAlignment.justified` (issue 35's paragraph styles). Apple: "Text is justified
/// ... the last line in a paragraph is natural-aligned." Measured with characters 10 points
/// wide, so each position is known.
@Suite(
  "Justified text: lines spread to the width, a paragraph's last not (issue 35)", .debugSwitchesOff)
@MainActor
struct JustifiedTextTests {
  let system = FixedWidthTextSystem(width: 10)

  private func layout(_ text: String, width: CGFloat, alignment: NSTextAlignment = .justified)
    -> AttributedTextLayout
  {
    let style = NSMutableParagraphStyle()
    style.alignment = alignment
    return AttributedTextLayout(
      NSAttributedString(string: text, attributes: [.paragraphStyle: style]), width: width,
      maximumLines: 0, font: .systemFont(ofSize: 10), color: UIColor.black.displayColor,
      alignment: .natural, lineBreakMode: .byWordWrapping, system: system)
  }

  /// Each drawn piece of text with the x it starts at.
  private func drawn(_ layout: AttributedTextLayout, width: CGFloat) -> [(String, CGFloat)] {
    layout.commands(in: CGRect(x: 0, y: 0, width: width, height: 200), centredVertically: false)
      .compactMap { command in
        guard case .text(let text, _, _, let frame) = command else { return nil }
        return (text, frame.minX)
      }
  }

  @Test("the room left on a full line is shared between its spaces; the last line is not spread")
  func spacesWiden() {
    // "aa bb cc" is 80 of 95 points: 15 spare, 7.5 per space.
    let result = layout("aa bb cc dd ee", width: 95)
    #expect(result.lines.count == 2)
    let pieces = drawn(result, width: 95)
    #expect(pieces.map(\.0) == ["aa ", "bb ", "cc", "dd ee"])
    #expect(pieces.map(\.1) == [0, 37.5, 75, 0])
    #expect(result.lines[0].width == 95)
    #expect(result.lines[1].width == 50)
    // The same text left-aligned is one run a line, where it was measured.
    #expect(drawn(layout("aa bb cc dd ee", width: 95, alignment: .left), width: 95).count == 2)
  }

  @Test("each paragraph's last line keeps its natural width; one-line paragraphs are not spread")
  func paragraphEnds() {
    let result = layout("aa bb\naa bb cc dd", width: 95)
    #expect(result.lines.map(\.width) == [50, 95, 20])
  }

  @Test("a line of Chinese with no spaces is spread between its characters")
  func ideographsWiden() {
    // Six ideographs of 10 points fill 60 of 65: the seventh wraps; 5 points over 5 gaps.
    let result = layout("一二三四五六七", width: 65)
    #expect(result.lines.count == 2)
    let pieces = drawn(result, width: 65)
    #expect(pieces.prefix(6).map(\.1) == [0, 11, 22, 33, 44, 55])
    #expect(result.lines[0].width == 65)
  }

  @Test("a line with Hebrew letters is not spread (its words are ordered by the host)")
  func rightToLeftKept() {
    let result = layout("אב גד הו זח", width: 75)
    #expect(result.lines.count == 2)
    #expect(result.lines[0].width == 50)
    #expect(result.lines[0].segments.count == 1)
  }

  @Test("a label of several lines with justified plain text draws its lines spread")
  func label() {
    let scene = TestScene(size: CGSize(width: 200, height: 100))
    scene.app.hostServices.textSystem = system
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 95, height: 40))
    label.numberOfLines = 0
    label.textAlignment = .justified
    label.text = "aa bb cc dd ee"
    scene.window.addSubview(label)
    let canvas = ContentCanvas()
    label.recordContent(into: canvas)
    let xs = canvas.commands.compactMap { command -> CGFloat? in
      guard case .text(_, _, _, let frame) = command else { return nil }
      return frame.minX
    }
    #expect(xs == [0, 37.5, 75, 0])
    #expect(label.sizeThatFits(CGSize(width: 95, height: 0)).height == 20)
  }

  @Test("a text view's caret and taps follow the spread words")
  func caretInTextView() {
    let scene = TestScene(size: CGSize(width: 300, height: 200))
    scene.app.hostServices.textSystem = system
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 95, height: 100))
    textView.textContainerInset = .zero
    textView.textContainer.lineFragmentPadding = 0
    textView.textAlignment = .justified
    textView.text = "aa bb cc dd ee"
    scene.window.addSubview(textView)
    #expect(textView.wrapWidth(forViewWidth: 95) == 95)
    textView.layoutIfNeeded()
    let origin = textView.caretFrame(at: 0).minX
    // Offset 3 starts "bb", offset 6 starts "cc": after the widened gaps.
    #expect(textView.caretFrame(at: 3).minX - origin == 38)
    #expect(textView.caretFrame(at: 6).minX - origin == 75)
    // A tap just right of the first widened gap's middle lands before "bb".
    #expect(textView.offset(at: CGPoint(x: origin + 36, y: 5)) == 3)
  }
}
