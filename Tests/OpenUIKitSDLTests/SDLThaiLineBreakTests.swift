import Foundation
import Testing

@testable import OpenUIKit
@testable import OpenUIKitSDL

/// Thai wraps between words, found in libthai's dictionary (issue 35: "Thai by dictionary where
/// the library offers it"). Needs `libthai0` and `libthai-data` (`scripts/install-deps`).
@Suite("Thai line breaks from libthai's dictionary", .serialized)
@MainActor
struct SDLThaiLineBreakTests {
  @Test("'hello world' in Thai breaks between its three words, and nowhere inside them")
  func words() throws {
    let breaks = ThaiLineBreaks()
    try #require(
      breaks.isAvailable, "install libthai: scripts/install-deps (libthai0, libthai-data)")
    // สวัสดี (hello) ชาว (people) โลก (world): UTF-16 offsets 6 and 9.
    #expect(breaks.breaks(in: "สวัสดีชาวโลก") == [6, 9])
    // Offsets count from the text's start, past Latin and emoji before the Thai; text with no
    // Thai has no breaks.
    #expect(breaks.breaks(in: "Hi 👋 สวัสดีชาวโลก") == [12, 15])
    #expect(breaks.breaks(in: "no Thai here") == [])
  }

  @Test("a label of Thai in DejaVu Sans wraps between words, not inside one")
  func label() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    let system = try #require(t.app.hostServices.textSystem as? SDLTextSystem)
    try #require(system.thaiBreaks.isAvailable)
    let font = UIFont.systemFont(ofSize: 20)
    let text = "สวัสดีชาวโลก"
    // Just too narrow for the whole phrase: the last word goes down whole.
    let width = system.size(of: "สวัสดีชาวโล", font: font).width
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 100))
    label.font = font
    label.numberOfLines = 0
    label.text = text
    t.window.addSubview(label)
    #expect(label.renderedLines == ["สวัสดีชาว", "โลก"])
  }

  @Test("a megabyte of Thai with no space is looked up in pieces, and the same runs are remembered")
  func long() throws {
    let breaks = ThaiLineBreaks()
    try #require(breaks.isAvailable)
    let text = String(repeating: "สวัสดีชาวโลก", count: 1_000)
    let found = try #require(breaks.breaks(in: Substring(text)))
    #expect(found.count > 1_500, "about two breaks a phrase: \(found.count)")
    #expect(found == found.sorted())
    #expect(found.allSatisfy { $0 > 0 && $0 < text.utf16.count })
    #expect(found.contains(ThaiLineBreaks.pieceLength), "a piece's end is a break")
    #expect(breaks.breaks(in: Substring(text)) == found, "the same again")
  }
}
