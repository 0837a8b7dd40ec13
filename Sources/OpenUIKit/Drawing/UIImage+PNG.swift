import Foundation

extension UIImage {
  /// The image as PNG data, as UIKit's `pngData()`: 8-bit RGBA, not interlaced.
  ///
  /// Written in Swift with no library, so it works in the core and in headless tests. The
  /// pixel data is stored, not compressed (zlib's "stored" blocks): a PNG every decoder reads,
  /// a few times larger than a compressed one. Never nil for an image that exists.
  public func pngData() -> Data? {
    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var header = Data()
    header.appendBigEndian(UInt32(pixelWidth))
    header.appendBigEndian(UInt32(pixelHeight))
    header.append(contentsOf: [8, 6, 0, 0, 0])  // 8 bits, RGBA, deflate, no filter, no interlace
    png.appendChunk("IHDR", header)
    // Each row starts with filter type 0 (none).
    let rowBytes = pixelWidth * 4
    var raw = [UInt8]()
    raw.reserveCapacity((rowBytes + 1) * pixelHeight)
    for row in 0..<pixelHeight {
      raw.append(0)
      raw.append(contentsOf: rgba[(row * rowBytes)..<((row + 1) * rowBytes)])
    }
    png.appendChunk("IDAT", PNGDeflate.stored(raw))
    png.appendChunk("IEND", Data())
    return png
  }
}

/// The two checksums and the stored-block zlib stream a PNG needs.
enum PNGDeflate {
  /// A zlib stream of stored (uncompressed) deflate blocks of at most 65,535 bytes each.
  static func stored(_ bytes: [UInt8]) -> Data {
    var out = Data([0x78, 0x01])  // deflate, 32 KiB window, no dictionary, fastest
    var offset = 0
    repeat {
      let length = min(65_535, bytes.count - offset)
      let isLast = offset + length == bytes.count
      out.append(isLast ? 1 : 0)
      out.append(UInt8(length & 0xFF))
      out.append(UInt8(length >> 8))
      out.append(UInt8(~length & 0xFF))
      out.append(UInt8((~length >> 8) & 0xFF))
      out.append(contentsOf: bytes[offset..<(offset + length)])
      offset += length
    } while offset < bytes.count
    out.appendBigEndian(adler32(bytes))
    return out
  }

  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    // 5,552 bytes is the most that can be summed before the modulo without overflow.
    var index = 0
    while index < bytes.count {
      let end = min(index + 5_552, bytes.count)
      for byte in bytes[index..<end] {
        a += UInt32(byte)
        b += a
      }
      a %= 65_521
      b %= 65_521
      index = end
    }
    return b << 16 | a
  }

  static let crcTable: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  static func crc32<S: Sequence>(_ bytes: S) -> UInt32 where S.Element == UInt8 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }
}

extension Data {
  fileprivate mutating func appendBigEndian(_ value: UInt32) {
    append(contentsOf: [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) })
  }

  /// Appends a PNG chunk: length, type, data, and the CRC of type and data.
  fileprivate mutating func appendChunk(_ type: String, _ data: Data) {
    appendBigEndian(UInt32(data.count))
    let typed = Data(type.utf8) + data
    append(typed)
    appendBigEndian(PNGDeflate.crc32(typed))
  }
}
