import Foundation
import OpenUIKit
import OpenUIKitTesting
import Synchronization
import Testing

/// A text system whose characters are `width` points wide, so a measurement says which
/// system made it.
@MainActor
final class FixedWidthTextSystem: TextSystem {
  let width: CGFloat
  init(width: CGFloat) { self.width = width }
  func size(of text: String, font: UIFont) -> CGSize {
    CGSize(width: CGFloat(text.count) * width, height: 10)
  }
  func lineHeight(of font: UIFont) -> CGFloat { 10 }
  func hasFont(named name: String) -> Bool { name == "Known" }
}

@Suite(
  "Host services: each application has its own text system, decoder, clipboard and screen (issue 29)",
  .serialized, .debugSwitchesOff)
@MainActor
struct HostServicesTests {
  /// Two applications, each with a key window; `second` is the current one (made last).
  func twoScenes() -> (first: TestScene, second: TestScene) {
    let first = TestScene()
    let second = TestScene()
    return (first, second)
  }

  @Test("without a host an application measures with the estimate and keeps a memory clipboard")
  func defaults() {
    let scene = TestScene()
    #expect(scene.app.hostServices.textSystem is EstimatingTextSystem)
    #expect(scene.app.hostServices.imageDecoder == nil)
    #expect(scene.app.hostServices.clipboard is UIPasteboard.MemoryStorage)
    let label = UILabel()
    label.font = .systemFont(ofSize: 10)
    label.text = "abcd"
    #expect(label.intrinsicContentSize.width == 24, "0.6 em a character")
  }

  @Test("a label measures and draws with its own window's application's text system")
  func labelsMeasureWithTheirApplication() {
    let (first, second) = twoScenes()
    first.app.hostServices.textSystem = FixedWidthTextSystem(width: 3)
    second.app.hostServices.textSystem = FixedWidthTextSystem(width: 7)
    let a = UILabel(frame: CGRect(0, 0, 200, 20))
    let b = UILabel(frame: CGRect(0, 0, 200, 20))
    a.text = "hello"
    b.text = "hello"
    first.window.addSubview(a)
    second.window.addSubview(b)
    #expect(a.intrinsicContentSize.width == 15 && b.intrinsicContentSize.width == 35)
    // Drawing measures text runs with the drawn application's system too.
    let list = DisplayListBuilder.build(
      first.app, pixelSize: CGSize(width: 320, height: 480), scale: 1)
    let widths = list.items.compactMap { item -> CGFloat? in
      guard case .texture(let vertices, .text(let run), _) = item, run.text == "hello" else {
        return nil
      }
      let xs = vertices.map(\.position.x)
      return (xs.max() ?? 0) - (xs.min() ?? 0)
    }
    #expect(widths == [15])
    // A label in no window asks the current application (the second).
    let loose = UILabel()
    loose.text = "hi"
    #expect(loose.intrinsicContentSize.width == 14)
  }

  @Test("UIFont(name:size:) asks the current application's text system")
  func fontNames() {
    let scene = TestScene()
    #expect(UIFont(name: "Unknown", size: 12) != nil, "the estimate knows every name")
    scene.app.hostServices.textSystem = FixedWidthTextSystem(width: 5)
    #expect(UIFont(name: "Unknown", size: 12) == nil)
    #expect(UIFont(name: "Known", size: 12)?.lineHeight == 10)
    // Off the main thread no application can be asked: the name is taken as it is and the
    // line height is the estimate (UIKit allows fonts on any thread).
    let (font, lineHeight) = onBackgroundThread {
      let font = UIFont(name: "Unknown", size: 12)
      return (font, font?.lineHeight)
    }
    #expect(font?.fontName == "Unknown" && lineHeight == 15)
  }

  @Test("copy in one application's field lands on its own clipboard, not the current one's")
  func clipboards() {
    let (first, second) = twoScenes()
    let field = UITextField(frame: CGRect(0, 0, 300, 40))
    field.text = "alpha"
    first.window.addSubview(field)
    #expect(field.becomeFirstResponder())
    field.selectedRange = NSRange(location: 0, length: 5)
    #expect(first.app.sendAction(.copy, to: nil, from: nil, for: nil))
    #expect(first.app.hostServices.clipboard.string == "alpha")
    #expect(second.app.hostServices.clipboard.string == nil)
    #expect(UIPasteboard.general.string == nil, "general is the current (second) application's")
    UIPasteboard.general.string = "beta"
    #expect(second.app.hostServices.clipboard.string == "beta")
    // Replacing the general pasteboard's storage replaces the application's clipboard.
    let storage = UIPasteboard.MemoryStorage()
    UIPasteboard.general.storage = storage
    #expect(second.app.hostServices.clipboard === storage)
    // Paste in the first application's field takes the first application's text.
    field.selectedRange = NSRange(location: 0, length: 5)
    #expect(first.app.sendAction(.paste, to: nil, from: nil, for: nil))
    #expect(field.text == "alpha")
  }

  @Test("each application has its own screen: resizing or rescaling one leaves the other alone")
  func screens() {
    let (first, second) = twoScenes()
    defer { first.app.setScreenScale(1) }
    first.send(InputRecord(.window(.resized(CGSize(width: 640, height: 400))), timestamp: 0))
    #expect(first.window.screen.bounds.size == CGSize(width: 640, height: 400))
    #expect(
      second.window.screen.bounds.size == CGSize(width: 1024, height: 768), "the default screen")
    #expect(UIScreen.main === second.window.screen, "main is the current application's")
    #expect(first.window.screen !== second.window.screen)
    first.window.screen = second.window.screen
    #expect(first.window.screen.bounds.size == CGSize(width: 640, height: 400), "one screen each")
    first.app.setScreenScale(2)
    #expect(first.window.traitCollection.displayScale == 2)
    #expect(second.window.traitCollection.displayScale == 1)
    #expect(UITraitCollection.current.displayScale == 1)
  }

  @Test("UIImage(contentsOfFile:) uses the current application's decoder, and says when none is")
  func imageDecoders() {
    let scene = TestScene()
    #expect(UIImage(contentsOfFile: "/nowhere.png") == nil)
    #expect(scene.diagnostics.last?.message.contains("no image decoder") == true)
    let asked = Mutex<[String]>([])
    scene.app.hostServices.imageDecoder = { path in
      asked.withLock { $0.append(path) }
      return .success(UIImage.Decoded(width: 1, height: 1, rgba: [1, 2, 3, 4]))
    }
    #expect(UIImage(contentsOfFile: "/some.png")?.size == CGSize(width: 1, height: 1))
    #expect(asked.withLock { $0 } == ["/some.png"])
  }

  @Test("the text-input switch is the host's, under its old name too")
  func textInputSwitch() {
    let scene = TestScene()
    var switched: [Bool] = []
    scene.app.hostServices.textInputSwitch = { switched.append($0) }
    let field = UITextField(frame: CGRect(0, 0, 300, 40))
    scene.window.addSubview(field)
    #expect(field.becomeFirstResponder())
    #expect(field.resignFirstResponder())
    #expect(switched == [true, false])
    #expect(scene.app.textInputHandler != nil)
    scene.app.textInputHandler = nil
    #expect(scene.app.hostServices.textInputSwitch == nil)
  }
}
