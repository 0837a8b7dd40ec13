import CSDL2
import Foundation
import OpenUIKit
@testable import OpenUIKitSDL
import OpenUIKitTesting
import Testing

/// Input-method text through SDL: preedit events become marked text, commits replace it, and
/// the host tells SDL where the caret is (issue 13).
@Suite("Input methods on the SDL host", .serialized)
@MainActor
struct SDLTextEditingTests {
  @Test("SDL_TEXTEDITING becomes a marked-text record; negative counts read as 0")
  func translation() {
    var translator = SDLInputTranslator(
      metrics: SDLWindowMetrics(
        pointSize: CGSize(width: 800, height: 600), pixelSize: CGSize(width: 800, height: 600)))
    var e = SDL_Event()
    e.type = SDL_TEXTEDITING.rawValue
    e.edit.start = 1
    e.edit.length = 2
    withUnsafeMutableBytes(of: &e.edit.text) { $0.copyBytes(from: Array("にほん".utf8) + [0]) }
    #expect(
      translator.translate(e, at: 0).first?.payload
        == .markedText(MarkedTextInput(text: "にほん", selection: 1..<3)))
    e.edit.start = -4
    e.edit.length = -1
    #expect(
      translator.translate(e, at: 0).first?.payload
        == .markedText(MarkedTextInput(text: "にほん", selection: 0..<0)))
  }

  @Test(
    "a composition through SDL: marked in the field, committed by the text event, caret told to SDL"
  )
  func composition() throws {
    let t = try SDLTestHost(size: CGSize(width: 300, height: 100))
    defer { t.shutdown() }
    let field = UITextField(frame: CGRect(x: 20, y: 30, width: 200, height: 40))
    field.font = .systemFont(ofSize: 10)
    field.text = "ab"
    t.window.addSubview(field)
    _ = field.becomeFirstResponder()
    t.host.step(timeout: 0)
    let caret = try #require(t.host.textInputRect)
    #expect(caret.minX == 20 + 8 + 12 && caret.minY > 30 && caret.maxY < 70)
    // The scalar "😀" is two UTF-16 units: the cursor after it is at UTF-16 offset 2.
    t.host.post(InputRecord(.markedText(MarkedTextInput(text: "😀x", selection: 1..<1))))
    t.host.step(timeout: 0)
    #expect(field.text == "ab😀x")
    #expect(field.markedTextRange.flatMap(field.text(in:)) == "😀x")
    #expect(field.selectedRange == NSRange(location: 4, length: 0))
    #expect(t.host.textInputRect.map { $0.minX > caret.minX } == true, "the caret moved on")
    t.host.post(InputRecord(.text("日")))
    t.host.post(InputRecord(.markedText(MarkedTextInput(text: "", selection: 0..<0))))
    t.host.step(timeout: 0)
    #expect(field.text == "ab日" && field.markedTextRange == nil)
    _ = field.resignFirstResponder()
    t.host.step(timeout: 0)
    #expect(t.host.textInputRect == nil)
  }
}
