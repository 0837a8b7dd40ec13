import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// A text system 10 points a character whose dictionary breaks after every third character
/// of a run of Thai, standing for libthai's.
@MainActor
final class DictionaryTextSystem: TextSystem {
  var asked = 0
  func size(of text: String, font: UIFont) -> CGSize {
    CGSize(width: CGFloat(text.count) * 10, height: 10)
  }
  func lineHeight(of font: UIFont) -> CGFloat { 10 }
  func hasFont(named name: String) -> Bool { true }
  func dictionaryLineBreaks(in text: Substring) -> [Int]? {
    asked += 1
    return stride(from: 3, to: text.utf16.count, by: 3).map { $0 }
  }
}

/// Plain labels wrap by the same Unicode rules as attributed text and text views (UAX #14's
/// core in ``LineBreaks``), and scripts without spaces break where the text system's
/// dictionary says (issue 35: "line breaking by the Unicode rules (CJK breaks between
/// characters, Thai by dictionary where the library offers it)").
@Suite(
  "Line breaking in labels: the Unicode rules and a dictionary for Thai (issue 35)",
  .debugSwitchesOff)
@MainActor
struct LabelLineBreakingTests {
  let scene = TestScene(size: CGSize(width: 400, height: 200))

  private func label(_ text: String, width: CGFloat, system: any TextSystem) -> UILabel {
    scene.app.hostServices.textSystem = system
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 100))
    label.numberOfLines = 0
    label.text = text
    scene.window.addSubview(label)
    return label
  }

  @Test("Chinese wraps between characters, but a closing mark never starts a line (kinsoku)")
  func kinsoku() {
    // Five characters fit in 50 points; the sixth is a full stop, which may not start the
    // next line, so the character before it goes down with it.
    let label = label("一二三四五。六七", width: 50, system: FixedWidthTextSystem(width: 10))
    #expect(label.renderedLines == ["一二三四", "五。六七"])
  }

  @Test("words still wrap at spaces, runs of spaces hang at a break, long words break anywhere")
  func spaces() {
    let system = FixedWidthTextSystem(width: 10)
    #expect(label("aa bb cc dd", width: 55, system: system).renderedLines == ["aa bb", "cc dd"])
    #expect(label("aa   bb", width: 40, system: system).renderedLines == ["aa", "bb"])
    #expect(
      label("abcdefgh ij", width: 50, system: system).renderedLines == ["abcde", "fgh", "ij"])
    #expect(label("well-known", width: 60, system: system).renderedLines == ["well-", "known"])
    #expect(label("a\n\nb", width: 60, system: system).renderedLines == ["a", "", "b"])
  }

  @Test(
    "Thai breaks between words where the text system's dictionary says, in labels and text views")
  func dictionary() {
    let system = DictionaryTextSystem()
    // "สวัสดีชาวโลก" has no space: without the dictionary it would break after any sixth
    // character; the dictionary's breaks (every third unit, here) are used instead.
    let thai = label("สวัสดีชาวโลก", width: 60, system: system)
    #expect(thai.renderedLines == ["สวัสดี", "ชาวโลก"])
    #expect(system.asked > 0)
    // Text with no Thai, Lao, Burmese or Khmer never asks.
    system.asked = 0
    _ = label("hello world", width: 50, system: system).renderedLines
    #expect(system.asked == 0)
    // Attributed text and text views break the same way.
    let layout = AttributedTextLayout(
      NSAttributedString(string: "สวัสดีชาวโลก"), width: 60, maximumLines: 0,
      font: .systemFont(ofSize: 10), color: UIColor.black.displayColor, alignment: .natural,
      lineBreakMode: .byWordWrapping, system: system)
    #expect(layout.lines.map { $0.segments.map(\.text).joined() } == ["สวัสดี", "ชาวโลก"])
  }

  @Test("a dictionary break next to a space or inside a character is not taken")
  func dictionaryRespectsCharacters() {
    let tokens = LineBreaks.tokens("ab cd", dictionary: [2, 3])
    #expect(tokens.map(\.text) == ["ab", " ", "cd"])
    // "b" with an acute accent is one character of two UTF-16 units: offset 2 is inside it.
    #expect(LineBreaks.tokens("ab\u{301}c", dictionary: [2]).map(\.text) == ["ab\u{301}c"])
    #expect(LineBreaks.tokens("ab\u{301}c", dictionary: [3]).map(\.text) == ["ab\u{301}", "c"])
  }
}
