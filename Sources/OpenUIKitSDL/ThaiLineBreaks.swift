import Foundation

/// Where Thai text may break between words, from libthai's dictionary (the library Pango and
/// LibreOffice use; `libthai0` with `libthai-data`, which GTK's dependencies bring to almost
/// every desktop). Thai has no spaces between words, so without a dictionary a line of it
/// breaks only at the spaces between phrases, or between any two characters when a phrase is
/// wider than the line.
///
/// libthai is loaded when Thai is first laid out, not linked: without it (or its dictionary)
/// Thai breaks as before and nothing else changes. Each run of Thai letters is looked up once
/// and remembered (a text view laid out again per key asks for the same words), and a run is
/// looked up at most ``pieceLength`` letters at a time, so a megabyte of Thai with no space
/// costs what its pieces do.
@MainActor
final class ThaiLineBreaks {
  private typealias New = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
  private typealias FindBreaks =
    @convention(c) (OpaquePointer?, UnsafePointer<Int32>?, UnsafeMutablePointer<Int32>?, Int)
    -> Int32

  /// The dictionary breaker, or nil when libthai is missing; loaded on first use, once for
  /// the process (the dictionary is a few megabytes, shared by every text system).
  private static let shared: (OpaquePointer, FindBreaks)? = load()
  private var breaker: (OpaquePointer, FindBreaks)? { Self.shared }
  /// Breaks inside each run of Thai letters looked up, as scalar offsets into the run.
  private var remembered: [String: [Int]] = [:]
  private let rememberedLimit = 4096
  /// The longest run of Thai letters handed to libthai at once.
  static let pieceLength = 2048

  /// Whether libthai and its dictionary could be loaded.
  var isAvailable: Bool { breaker != nil }

  /// The UTF-16 offsets in `text` where a line may break inside its Thai, or nil without
  /// libthai.
  func breaks(in text: Substring) -> [Int]? {
    guard breaker != nil else { return nil }
    var result: [Int] = []
    var run = String.UnicodeScalarView()
    var runStart = 0
    var offset = 0
    func closeRun() {
      guard !run.isEmpty else { return }
      var start = runStart
      var piece = String.UnicodeScalarView()
      // Long runs go to the dictionary in pieces; a piece's end is a break of its own.
      for scalar in run {
        piece.append(scalar)
        if piece.count == Self.pieceLength {
          result += lookUp(String(piece), at: start)
          start += String(piece).utf16.count
          result.append(start)
          piece = String.UnicodeScalarView()
        }
      }
      if !piece.isEmpty { result += lookUp(String(piece), at: start) }
      run = String.UnicodeScalarView()
    }
    for scalar in text.unicodeScalars {
      if (0x0E01...0x0E5B).contains(scalar.value) {
        if run.isEmpty { runStart = offset }
        run.append(scalar)
      } else {
        closeRun()
      }
      offset += scalar.utf16.count
    }
    closeRun()
    return result
  }

  /// The breaks inside `piece` (Thai letters only) as UTF-16 offsets, `start` added.
  private func lookUp(_ piece: String, at start: Int) -> [Int] {
    // Thai letters are one UTF-16 unit each: scalar offsets are UTF-16 offsets.
    if let known = remembered[piece] { return known.map { $0 + start } }
    guard let (handle, find) = breaker else { return [] }
    // A wide string: libthai reads it to its terminating zero (wcslen).
    let scalars = piece.unicodeScalars.map { Int32(bitPattern: $0.value) } + [0]
    var positions = [Int32](repeating: 0, count: scalars.count)
    let count = scalars.withUnsafeBufferPointer { text in
      positions.withUnsafeMutableBufferPointer { out in
        Int(find(handle, text.baseAddress, out.baseAddress, out.count))
      }
    }
    let found = positions.prefix(max(0, min(count, positions.count)))
      .map(Int.init).filter { $0 > 0 && $0 < scalars.count - 1 }
    if remembered.count >= rememberedLimit { remembered.removeAll(keepingCapacity: true) }
    remembered[piece] = found
    return found.map { $0 + start }
  }

  /// libthai's breaker with its default dictionary, or nil.
  private static func load() -> (OpaquePointer, FindBreaks)? {
    guard let library = dlopen("libthai.so.0", RTLD_LAZY | RTLD_LOCAL),
      let new = dlsym(library, "th_brk_new"),
      let find = dlsym(library, "th_brk_wc_find_breaks"),
      let handle = unsafeBitCast(new, to: New.self)(nil)
    else { return nil }
    // Kept for the process's life: the breaker is shared by every layout.
    return (handle, unsafeBitCast(find, to: FindBreaks.self))
  }
}
