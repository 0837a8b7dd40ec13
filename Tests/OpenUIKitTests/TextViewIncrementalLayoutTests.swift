import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// A text view lays out again only the paragraphs an edit changed (issue 36: a fuzz stream
/// pasting megabytes into a text view laid everything out per key), and what it keeps lays
/// out exactly as a fresh layout would.
@Suite("UITextView: paragraphs kept between layouts (issue 36)", .debugSwitchesOff)
@MainActor
struct TextViewIncrementalLayoutTests {
  let scene = TestScene()
  let counting = CountingTextSystem()
  let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))

  init() {
    scene.app.hostServices.textSystem = counting
    textView.font = .systemFont(ofSize: 10)
    scene.window.addSubview(textView)
  }

  /// What a layout says about its lines, for comparing two layouts.
  private func summary(_ layout: AttributedTextLayout) -> [String] {
    layout.lines.map { line in
      let segments = line.segments.map { "\($0.text)@\($0.x)+\($0.width)[\($0.range)]" }
      return "\(line.range) top \(line.top) h \(line.height) a \(line.ascent) i \(line.indent) "
        + "\(line.alignment.rawValue): \(segments.joined(separator: " | "))"
    }
  }

  /// The text view's layout against one made from scratch, with no paragraphs kept.
  private func expectFreshLayout(_ note: String) {
    let width = textView.wrapWidth(forViewWidth: textView.bounds.width)
    let kept = textView.textLayout(width: width)
    let fresh = AttributedTextLayout(
      textView.attributedText, width: width, maximumLines: 0,
      font: (textView.typingAttributes[.font] as? UIFont) ?? textView.font!,
      color: (textView.textColor ?? .black).displayColor, alignment: textView.textAlignment,
      lineBreakMode: .byWordWrapping, system: counting)
    #expect(summary(kept) == summary(fresh), "\(note)")
    #expect(kept.size == fresh.size, "\(note)")
  }

  @Test("a key typed into one paragraph of a long document measures that paragraph, not all")
  func oneParagraphMeasured() {
    let paragraph = "The quick brown fox jumps over the lazy dog, again and again and again."
    textView.text = Array(repeating: paragraph, count: 200).joined(separator: "\n")
    textView.layoutIfNeeded()
    _ = textView.becomeFirstResponder()
    textView.selectedRange = NSRange(location: 100 * (paragraph.utf16.count + 1) + 4, length: 0)
    textView.layoutIfNeeded()
    counting.measuredCharacters = 0
    textView.insertText("x")
    textView.layoutIfNeeded()
    // One paragraph's worth is about 700 characters (a line is measured again as each word
    // joins it); laying all of it out again measured 200 times that.
    #expect(counting.measuredCharacters > 0)
    #expect(counting.measuredCharacters < 20 * paragraph.count, "\(counting.measuredCharacters)")
    #expect(textView.paragraphCache.count <= 3, "identical paragraphs share one entry")
    expectFreshLayout("after the key")
  }

  @Test("edits, styles, fonts, widths and paragraph styles changed in place: as a fresh layout")
  func sameAsFresh() {
    let words = ["alpha", "beta", "γάμμα", "中文字", "مرحبا", "\t", " ", "\n", "😀", "longerword"]
    var text = ""
    var seed: UInt64 = 36
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    for _ in 0..<300 { text += words[next(words.count)] + " " }
    textView.text = text
    textView.layoutIfNeeded()
    expectFreshLayout("set")
    _ = textView.becomeFirstResponder()
    for step in 0..<60 {
      let length = (textView.text as NSString).length
      let location = next(length + 1)
      switch next(4) {
      case 0:
        textView.selectedRange = NSRange(location: location, length: 0)
        textView.insertText(words[next(words.count)])
      case 1:
        textView.selectedRange = NSRange(location: location, length: min(5, length - location))
        textView.deleteBackward()
      case 2:
        textView.selectedRange = NSRange(location: location, length: 0)
        textView.insertText("\n")
      default:
        textView.selectedRange = NSRange(location: location, length: 0)
        textView.deleteBackward()
      }
      textView.layoutIfNeeded()
      expectFreshLayout("edit \(step)")
    }
    // The font of the whole text, the width, a paragraph style: nothing kept is reused wrongly.
    textView.font = .systemFont(ofSize: 14)
    textView.layoutIfNeeded()
    expectFreshLayout("font")
    textView.frame.size.width = 170
    textView.layoutIfNeeded()
    expectFreshLayout("width")
    let style = NSMutableParagraphStyle()
    style.headIndent = 12
    let styled = NSMutableAttributedString(attributedString: textView.attributedText)
    styled.addAttribute(
      .paragraphStyle, value: style, range: NSRange(location: 0, length: styled.length))
    textView.attributedText = styled
    textView.layoutIfNeeded()
    expectFreshLayout("paragraph style")
    // App code changes the same style object in place and sets the text again.
    style.headIndent = 30
    style.alignment = .center
    textView.attributedText = styled
    textView.layoutIfNeeded()
    expectFreshLayout("paragraph style changed in place")
  }

  @Test("an empty paragraph keeps the height of the font in force")
  func emptyParagraphFollowsFont() {
    textView.text = "a\n\nb"
    textView.layoutIfNeeded()
    let small = textView.textLayout(width: 200).lines[1].height
    textView.font = .systemFont(ofSize: 30)
    textView.layoutIfNeeded()
    #expect(textView.textLayout(width: 200).lines[1].height > small)
    expectFreshLayout("font")
  }

  @Test("a key typed into one long paragraph measures the lines about it, not the paragraph")
  func oneLongParagraph() {
    let sentence = "The quick brown fox jumps over the lazy dog, again and again. "
    textView.text = String(repeating: sentence, count: 300)
    textView.layoutIfNeeded()
    _ = textView.becomeFirstResponder()
    textView.selectedRange = NSRange(location: 150 * sentence.utf16.count + 10, length: 0)
    textView.layoutIfNeeded()
    counting.measuredCharacters = 0
    textView.insertText("x")
    textView.layoutIfNeeded()
    // The whole paragraph is 18,600 characters, measured about ten times over.
    #expect(counting.measuredCharacters > 0)
    #expect(counting.measuredCharacters < 40 * sentence.count, "\(counting.measuredCharacters)")
    expectFreshLayout("after the key")
  }

  @Test("edits in one long paragraph, at line ends, line starts and across them: as a fresh layout")
  func longParagraphSameAsFresh() {
    let words = [
      "alpha", "beta", "γάμμα", "中文字中文字", "مرحبا", " ", "  ", "\t", "😀",
      "averyveryveryverylongwordthatmustbebrokenbetweenitscharacters", "x", ",", ".",
    ]
    var seed: UInt64 = 3_600
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    for _ in 0..<4 {
      var text = ""
      for _ in 0..<400 { text += words[next(words.count)] + (next(3) == 0 ? "" : " ") }
      textView.text = text
      textView.layoutIfNeeded()
      expectFreshLayout("set")
      _ = textView.becomeFirstResponder()
      for step in 0..<40 {
        let layout = textView.textLayout(width: textView.wrapWidth(forViewWidth: 300))
        let length = (textView.text as NSString).length
        // Often right at a line's start or end, where an edit moves words between lines.
        var location = next(length + 1)
        if next(2) == 0, !layout.lines.isEmpty {
          let line = layout.lines[next(layout.lines.count)]
          location = next(2) == 0 ? line.range.lowerBound : line.range.upperBound
          location = min(max(0, location + next(5) - 2), length)
        }
        switch next(5) {
        case 0, 1:
          textView.selectedRange = NSRange(location: location, length: 0)
          textView.insertText(words[next(words.count)])
        case 2:
          textView.selectedRange = NSRange(
            location: location, length: min(next(30), length - location))
          textView.deleteBackward()
        case 3:
          textView.selectedRange = NSRange(location: location, length: 0)
          textView.deleteBackward()
        default:
          textView.selectedRange = NSRange(location: location, length: min(3, length - location))
          textView.insertText(" ")
        }
        textView.layoutIfNeeded()
        expectFreshLayout("edit \(step)")
      }
    }
  }
}
