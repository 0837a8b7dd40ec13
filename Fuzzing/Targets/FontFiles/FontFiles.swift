// libFuzzer target: a font file an app ships (or a user's broken copy of it), asked for by name
// (`UIFont(name:size:)` finds `Assets/Fonts/<name>.ttf` before fontconfig's fonts) and used to
// measure, wrap and draw text in several scripts through SDL_ttf, FreeType and HarfBuzz. A
// file that is no font is reported once and its text drawn in DejaVu Sans; a font with broken
// tables draws what it can. Never a crash, a hang or unbounded memory. Seeds: subsets of DejaVu
// Sans and Noto Sans Arabic (fontTools' pyftsubset) with their layout tables, and a cut one.
import Foundation
import FuzzDriver
import OpenUIKit

@_spi(Fuzzing) import OpenUIKitSDL

/// The headless host, a label and a text view, made once in a folder of its own whose
/// `Assets/Fonts` takes each input.
@MainActor
enum Harness {
  static let folder: String = {
    let folder = NSTemporaryDirectory() + "font-files-\(getpid())"
    try? FileManager.default.createDirectory(
      atPath: folder + "/Assets/Fonts", withIntermediateDirectories: true)
    FileManager.default.changeCurrentDirectoryPath(folder)
    atexit {
      try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "font-files-\(getpid())")
    }
    return folder
  }()
  static let host: SDLHost = {
    _ = folder
    return makeHeadlessHost(size: CGSize(width: 300, height: 200))
  }()
  static let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
  static let textView = UITextView(frame: CGRect(x: 0, y: 60, width: 300, height: 140))
  static let window: UIWindow = {
    _ = host
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    label.numberOfLines = 0
    window.addSubview(label)
    window.addSubview(textView)
    window.makeKeyAndVisible()
    return window
  }()
}

/// One input.
func fuzzFontFile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let bytes = Data(bytes: data, count: size)
  MainActor.assumeIsolated {
    _ = Harness.window
    // One app font, rewritten each time: the text system closes the fonts it opened, so it
    // reads the file again (and memory stays flat).
    Harness.host.closeFonts()
    let name = "Fuzz"
    let path = "\(Harness.folder)/Assets/Fonts/\(name).ttf"
    FileManager.default.createFile(atPath: path, contents: bytes)
    defer { try? FileManager.default.removeItem(atPath: path) }
    guard let font = UIFont(name: name, size: CGFloat(8 + size % 40)) else {
      fatalError("a file in the app's font folder is always a font name")
    }
    Harness.label.font = font
    Harness.label.text = "Hello, world ffi 123 שלום مرحبا 你好 👋🏽"
    Harness.textView.font = font.withSize(13)
    Harness.textView.text = "fi ffl Hello\nمرحبا بالعالم\n\u{0}\u{FFFF}x"
    let measured = Harness.label.sizeThatFits(CGSize(width: 300, height: 0))
    precondition(measured.width.isFinite && measured.height.isFinite)
    Harness.window.layoutIfNeeded()
    Harness.host.renderIfNeeded()
  }
  return 0
}
