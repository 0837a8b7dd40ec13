import Foundation

/// Checks an image file's structure before SDL_image reads it, refusing what would hang or
/// exhaust memory there (fuzzer findings, issue 36):
/// - a PNG whose chunks run past the end of the file: SDL_image ignores short reads, so libpng
///   reads the same stale chunk for ever (a 276-byte file hung the app);
/// - a PNG, BMP, JPEG or GIF that claims more than ``maximumPixels`` pixels (a few bytes asking
///   for gigabytes: a BMP's width times height overflowed into a 300-petabyte allocation, a
///   160-byte JPEG asked for 2.2 GB).
/// - GIMP's XCF, which SDL_image also reads: a 177-byte file made it allocate past 2 GB (the
///   layers say their own sizes). No app ships XCF, and UIKit does not read it: refused, with
///   the other formats SDL_image detects that UIKit does not read (PCX, ILBM, PNM, XPM, XV),
///   whose loaders are as old.
/// Other formats go to SDL_image as they are.
enum ImageFileCheck {
  /// The most pixels an image may have: 8,192 × 8,192 (256 MB of RGBA), more than any
  /// screen or photo an app shows at once.
  static let maximumPixels = 8_192 * 8_192

  /// Why the file at `path` must not be decoded, or nil when it may be.
  static func problem(withFileAt path: String) -> String? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    // The chunk walk needs the whole file; image files an app decodes are small enough.
    guard let data = try? handle.readToEnd() else { return nil }
    return problem(with: [UInt8](data))
  }

  /// Why `bytes` must not be decoded, or nil when they may be.
  static func problem(with bytes: [UInt8]) -> String? {
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return png(bytes) }
    if let format = unsupportedFormat(bytes) {
      return "a \(format) file, which OpenUIKit does not decode (as UIKit does not)"
    }
    if bytes.starts(with: [0x42, 0x4D]) { return bmp(bytes) }
    if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes) }
    if bytes.starts(with: Array("GIF8".utf8)), bytes.count >= 10 {
      return tooLarge(Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
    }
    return nil
  }

  /// The name of a format SDL_image would detect and decode but UIKit does not read.
  private static func unsupportedFormat(_ b: [UInt8]) -> String? {
    if b.starts(with: Array("gimp xcf".utf8)) { return "GIMP XCF" }
    if b.starts(with: Array("/* XPM */".utf8)) { return "XPM" }
    if b.starts(with: Array("P7 332".utf8)) { return "XV thumbnail" }
    if b.count >= 12, b.starts(with: Array("FORM".utf8)),
      Array(b[8..<12]) == Array("ILBM".utf8) || Array(b[8..<12]) == Array("PBM ".utf8)
    {
      return "IFF ILBM"
    }
    // PNM: P1 to P6 and a space, as SDL_image's test.
    if b.count >= 3, b[0] == UInt8(ascii: "P"),
      (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(b[1]),
      [0x20, 0x09, 0x0A, 0x0D].contains(b[2])
    {
      return "PNM"
    }
    // PCX: manufacturer 10, a known version, RLE encoding and 1 or 8 bits per plane.
    if b.count >= 4, b[0] == 0x0A, [0, 2, 3, 4, 5].contains(b[1]), b[2] == 1, [1, 8].contains(b[3])
    {
      return "PCX"
    }
    return nil
  }

  /// The size in the JPEG's frame header (SOF) within the limit.
  private static func jpeg(_ b: [UInt8]) -> String? {
    var at = 2
    while at + 4 <= b.count, b[at] == 0xFF {
      let marker = b[at + 1]
      // Fill bytes and markers without a length.
      if marker == 0xFF { at += 1; continue }
      if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 { at += 2; continue }
      let length = Int(b[at + 2]) << 8 | Int(b[at + 3])
      if [0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF]
        .contains(marker), at + 9 <= b.count
      {
        let height = Int(b[at + 5]) << 8 | Int(b[at + 6])
        let width = Int(b[at + 7]) << 8 | Int(b[at + 8])
        return tooLarge(width, height)
      }
      // The scan begins: no frame header before it; libjpeg will say what is wrong.
      if marker == 0xDA || length < 2 { return nil }
      at += 2 + length
    }
    return nil
  }

  private static func bigEndian(_ b: [UInt8], _ at: Int) -> Int {
    Int(b[at]) << 24 | Int(b[at + 1]) << 16 | Int(b[at + 2]) << 8 | Int(b[at + 3])
  }

  private static func littleEndian32(_ b: [UInt8], _ at: Int) -> Int32 {
    Int32(
      bitPattern: UInt32(b[at]) | UInt32(b[at + 1]) << 8 | UInt32(b[at + 2]) << 16 | UInt32(
        b[at + 3]) << 24)
  }

  /// Every chunk inside the file up to IEND; IHDR first, its size within the limit.
  private static func png(_ b: [UInt8]) -> String? {
    var at = 8
    var first = true
    while at + 8 <= b.count {
      let length = bigEndian(b, at)
      let type = String(decoding: b[(at + 4)..<(at + 8)], as: UTF8.self)
      guard length >= 0, at + 12 + length <= b.count else {
        return "a truncated or malformed PNG: its \(type) chunk runs past the end of the file"
      }
      if first {
        guard type == "IHDR", length >= 8 else {
          return "a malformed PNG: it does not start with IHDR"
        }
        let width = bigEndian(b, at + 8), height = bigEndian(b, at + 12)
        if let problem = tooLarge(width, height) { return problem }
        first = false
      }
      if type == "IEND" { return nil }
      at += 12 + length
    }
    return "a truncated PNG: it ends before its IEND chunk"
  }

  /// The size in the BMP's header within the limit.
  private static func bmp(_ b: [UInt8]) -> String? {
    guard b.count >= 26 else { return "a truncated BMP: its header is cut short" }
    let headerSize = littleEndian32(b, 14)
    let width: Int, height: Int
    if headerSize == 12 {
      width = Int(b[18]) | Int(b[19]) << 8
      height = Int(b[20]) | Int(b[21]) << 8
    } else {
      width = Int(littleEndian32(b, 18))
      height = abs(Int(littleEndian32(b, 22)))
    }
    return tooLarge(width, height)
  }

  private static func tooLarge(_ width: Int, _ height: Int) -> String? {
    guard width > 0, height > 0 else { return "an image \(width) × \(height) pixels: empty" }
    guard width <= maximumPixels / height else {
      return "an image claiming \(width) × \(height) pixels, more than OpenUIKit decodes "
        + "(8,192 × 8,192)"
    }
    return nil
  }
}
