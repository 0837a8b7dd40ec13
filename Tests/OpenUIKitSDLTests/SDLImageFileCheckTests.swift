import Foundation
import Testing

@testable import OpenUIKit
@testable import OpenUIKitSDL

/// Images from outside the app that SDL_image must not see (libFuzzer findings, issue 36):
/// the inputs are the fuzzer's, kept in Fuzzing/Findings.
@Suite("Hostile image files are refused before SDL_image reads them", .serialized)
@MainActor
struct SDLImageFileCheckTests {
  /// A 276-byte PNG whose bKGD chunk claims 65,536 bytes: SDL_image ignores the short read and
  /// libpng reads the same chunk for ever.
  /// (Made per use: a `static let` holding the Data looks leaked to LeakSanitizer.)
  static var pngPastEnd: Data {
    Data(
      base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGAQMAAADEy024AAAABGdBTUEAALGPC/xhBQAAACBjSFJNAAB6JgAAgIQAAPoAAACA6AAAdTAAAOpgAAA6mAAAF3CculE8AAAABlBMVEX/AAD///9BHTQRAAEAAGJLR0QB/wIt3gAAAAd0SU1FB+oLGw0sHdks5+8AAAALSURBVAjXY2BAAAAADAAB5DTqZgAAACV0RVh0ZGF0ZTpjcmVhdGUAMjAyNi0xMS0yN1QxMzo0NDoyOSswMDowMKtn8zAAAAAldEVYdGRhdGU6bW9kaWZ5ADIwMjYtMTEtMjdUMTM6NDQ6MjkrMDA6MDDaOkuMAAAAAElFTkSuQmCC"
    )!
  }
  /// A BMP whose width times height asked SDL for 300 petabytes.
  static var hugeBMP: Data {
    Data(
      base64Encoded:
        "Qk3KAAAAAAAAAAAAAAD/AP/Y/+AAEEpGSUYAAQEAAAEAAQAA/9sAQwADAgICAgIDAgICAwMA/wAA/w==")!
  }

  @Test(
    "finding libfuzz-png-hang: a PNG whose chunk runs past the end is refused at once, with why")
  func findingPNGChunkPastEnd() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    #expect(
      ImageFileCheck.problem(with: [UInt8](Self.pngPastEnd))?.contains("runs past the end")
        == true)
    #expect(UIImage(data: Self.pngPastEnd) == nil)
    #expect(t.diagnostics.contains { $0.message.contains("bKGD chunk runs past the end") })
  }

  @Test("finding libfuzz-bmp-allocation: a BMP claiming an enormous size is refused")
  func findingHugeBMP() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    #expect(ImageFileCheck.problem(with: [UInt8](Self.hugeBMP)) != nil)
    #expect(UIImage(data: Self.hugeBMP) == nil)
  }

  @Test("finding libfuzz-jpeg-allocation: a 160-byte JPEG asking for 2.2 GB is refused")
  func findingHugeJPEG() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Fuzzing/Findings/image-jpeg-huge-size.jpg")
    let jpeg = try Data(contentsOf: url)
    #expect(
      ImageFileCheck.problem(with: [UInt8](jpeg))?.contains("more than OpenUIKit decodes") == true)
    #expect(UIImage(data: jpeg) == nil)
    // A GIF's logical screen says its size too.
    var gif = Array("GIF89a".utf8) + [0xFF, 0xFF, 0xFF, 0xFF]
    gif += [UInt8](repeating: 0, count: 16)
    #expect(ImageFileCheck.problem(with: gif) != nil)
  }

  @Test(
    "finding libfuzz-xcf-allocation: a 177-byte GIMP XCF file that made SDL_image allocate past 2 GB is refused"
  )
  func findingXCF() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Fuzzing/Findings/image-xcf-huge-allocation.xcf")
    let xcf = try Data(contentsOf: url)
    #expect(ImageFileCheck.problem(with: [UInt8](xcf))?.contains("XCF") == true)
    #expect(UIImage(data: xcf) == nil)
    #expect(t.diagnostics.contains { $0.message.contains("XCF") })
    // The other formats SDL_image detects that UIKit does not read are refused too.
    for header in ["/* XPM */\n", "P7 332\n", "P6\n4 4\n255\n", "FORM\0\0\0\u{10}ILBMBMHD"] {
      #expect(ImageFileCheck.problem(with: Array(header.utf8)) != nil, "\(header)")
    }
    #expect(
      ImageFileCheck.problem(with: [0x0A, 5, 1, 8] + [UInt8](repeating: 0, count: 124)) != nil)
  }

  @Test("good files still decode; a PNG cut before IEND and one of 20,000 × 20,000 are refused")
  func limits() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 6)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 8, height: 6))
    }
    let png = try #require(image.pngData())
    #expect(ImageFileCheck.problem(with: [UInt8](png)) == nil)
    #expect(UIImage(data: png)?.size == CGSize(width: 8, height: 6))
    #expect(ImageFileCheck.problem(with: [UInt8](png.dropLast(12)))?.contains("IEND") == true)
    var huge = [UInt8](png)
    // IHDR's width and height (big-endian, after the 8-byte signature and the chunk header).
    for (offset, value) in [(16, 20_000), (20, 20_000)] {
      for i in 0..<4 { huge[offset + i] = UInt8((value >> (24 - 8 * i)) & 0xFF) }
    }
    #expect(ImageFileCheck.problem(with: huge)?.contains("20000 × 20000") == true)
  }
}
