// libFuzzer target: text and dropped items as SDL hands them to the app, through SDL's queue,
// the host's translator and the application, into a focused text field or text view and a drop
// target: input-method text and preedit (invalid UTF-8, cursors out of range), the clipboard
// pasted (up to 1 MB), file names (control characters, 64 KB paths) and text dropped from
// other apps, with editing keys between. Never a crash, a hang, unbounded memory or a broken
// invariant; each input starts from empty text.
import Foundation
import FuzzDriver
import OpenUIKit

@_spi(Fuzzing) import OpenUIKitSDL

/// A drop target that takes everything, as apps' do: the file URLs' names and the texts.
@MainActor
final class DropTarget: UIView, UIDropInteractionDelegate {
  var received: [String] = []

  func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession)
    -> Bool
  { true }

  func dropInteraction(
    _ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession
  ) -> UIDropProposal { UIDropProposal(operation: .copy) }

  func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
    session.loadObjects(ofClass: URL.self) { urls in
      self.received += urls.map {
        "\($0.lastPathComponent) \(FileManager.default.fileExists(atPath: $0.path))"
      }
    }
    session.loadObjects(ofClass: String.self) { texts in self.received += texts }
  }
}

/// The headless host and its screen, made once.
@MainActor
enum Harness {
  static let host = makeHeadlessHost(size: CGSize(width: 400, height: 400))
  static let field = UITextField(frame: CGRect(x: 0, y: 0, width: 400, height: 40))
  static let textView = UITextView(frame: CGRect(x: 0, y: 40, width: 400, height: 200))
  static let target = DropTarget(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
  static let window: UIWindow = {
    _ = host
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    window.addSubview(target)
    target.addInteraction(UIDropInteraction(delegate: target))
    window.addSubview(field)
    window.addSubview(textView)
    window.makeKeyAndVisible()
    return window
  }()
}

/// Reads the input as a little program of events.
struct Reader {
  var bytes: ArraySlice<UInt8>
  mutating func byte() -> UInt8? { bytes.popFirst() }
  mutating func int32() -> Int32 {
    var value: UInt32 = 0
    for _ in 0..<4 { value = value << 8 | UInt32(byte() ?? 0) }
    return Int32(bitPattern: value)
  }
  mutating func chunk(upTo limit: Int) -> [UInt8] {
    let count = min(limit, Int(byte() ?? 0) << 8 | Int(byte() ?? 0), bytes.count)
    defer { bytes = bytes.dropFirst(count) }
    return Array(bytes.prefix(count))
  }
}

private let keys: [(UIKeyboardHIDUsage, UIKeyModifierFlags)] = [
  (.keyboardDeleteOrBackspace, []), (.keyboardDeleteForward, []), (.keyboardLeftArrow, []),
  (.keyboardRightArrow, [.shift]), (.keyboardUpArrow, []), (.keyboardDownArrow, [.shift]),
  (.keyboardHome, []), (.keyboardEnd, [.shift]), (.keyboardReturnOrEnter, []),
  (.keyboardTab, []), (.keyboardA, [.control]), (.keyboardZ, [.control]),
  (.keyboardZ, [.control, .shift]), (.keyboardX, [.control]), (.keyboardC, [.control]),
  (.keyboardV, [.control]),
]

/// One input.
func fuzzTextAndDrops(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  MainActor.assumeIsolated {
    let host = Harness.host
    let window = Harness.window
    Harness.field.text = ""
    Harness.textView.text = ""
    Harness.target.received.removeAll()
    window.undoManager?.removeAllActions()
    _ = Harness.field.becomeFirstResponder()
    var reader = Reader(bytes: bytes[...])
    var steps = 0
    while let op = reader.byte(), steps < 200 {
      steps += 1
      switch op % 12 {
      case 0: host.push(.text(reader.chunk(upTo: 40)))
      case 1:
        let text = reader.chunk(upTo: 40)
        host.push(.marked(text, start: reader.int32(), length: reader.int32()))
      case 2: host.push(.dropBegin)
      case 3: host.push(.dropFile(reader.chunk(upTo: 65_536)))
      case 4: host.push(.dropText(reader.chunk(upTo: 65_536)))
      case 5: host.push(.dropComplete)
      case 6:
        // The clipboard, sometimes repeated to a megabyte, then pasted. A megabyte ends the
        // input: each later key would lay it all out again (~1 s a key in this build; the
        // text view has no incremental layout yet), which a fuzzer's time limit counts as a
        // hang.
        var text = reader.chunk(upTo: 4096)
        let megabyte = reader.byte().map { $0 & 7 == 0 } == true && !text.isEmpty
        if megabyte { text = Array(repeating: text, count: 1_048_576 / text.count).flatMap { $0 } }
        host.push(.clipboard(text))
        post(.keyboardV, [.control], to: host)
        if megabyte { steps = 200 }
      case 7:
        let (key, modifiers) = keys[Int(reader.byte() ?? 0) % keys.count]
        post(key, modifiers, to: host)
      case 8: _ = Harness.textView.becomeFirstResponder()
      case 9: _ = Harness.field.becomeFirstResponder()
      case 10: Harness.textView.isEditable.toggle()
      default: host.step(timeout: 0)
      }
      // A frame now and then (each step draws): the events between wait in SDL's queue.
      if steps % 8 == 0 { host.step(timeout: 0) }
    }
    host.step(timeout: 0)
    let broken = host.application.checkInvariants()
    precondition(broken.isEmpty, "\(broken)")
  }
  return 0
}

@MainActor
private func post(_ code: UIKeyboardHIDUsage, _ modifiers: UIKeyModifierFlags, to host: SDLHost) {
  let key = UIKey(
    characters: "", charactersIgnoringModifiers: "", modifierFlags: modifiers, keyCode: code)
  host.post(InputRecord(.key(KeyInput(phase: .down, key: key))))
  host.post(InputRecord(.key(KeyInput(phase: .up, key: key))))
}
