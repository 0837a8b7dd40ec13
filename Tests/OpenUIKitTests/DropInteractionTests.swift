import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A drop target that logs each delegate call and what it loaded.
@MainActor
final class DropLog: UIDropInteractionDelegate {
  let name: String
  var log: [String]
  var accepts: Bool
  var operation: UIDropOperation?
  var onPerform: (() -> Void)?
  private(set) var urls: [URL] = []
  private(set) var strings: [String] = []
  private(set) var location: CGPoint?

  init(_ name: String, accepts: Bool = true, operation: UIDropOperation? = .copy) {
    self.name = name
    self.log = []
    self.accepts = accepts
    self.operation = operation
  }

  func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession)
    -> Bool
  {
    log.append("\(name).canHandle")
    return accepts
  }
  func dropInteraction(
    _ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession
  ) { log.append("\(name).enter") }
  func dropInteraction(
    _ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession
  ) -> UIDropProposal {
    log.append("\(name).update")
    return UIDropProposal(operation: operation ?? .cancel)
  }
  func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession)
  { log.append("\(name).exit") }
  func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
    log.append("\(name).perform")
    location = interaction.view.map(session.location(in:))
    session.loadObjects(ofClass: URL.self) { self.urls = $0 }
    session.loadObjects(ofClass: String.self) { self.strings = $0 }
    onPerform?()
  }
  func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {
    log.append("\(name).conclude")
  }
  func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
    log.append("\(name).end")
  }
}

/// The defaults only: UIKit's `.cancel` proposal.
@MainActor
final class SilentDropDelegate: UIDropInteractionDelegate {}

@Suite("Drops from other applications: UIDropInteraction (issue 13)", .debugSwitchesOff)
@MainActor
struct DropInteractionTests {
  let scene = TestScene()

  func drop(_ items: [DropInput.Item], at point: CGPoint) {
    scene.send(InputRecord(.drop(DropInput(items: items, location: point))))
  }

  @Test("a file and text dropped on a target: UIKit's call order, the items loaded by class")
  func dropFileAndText() throws {
    let outer = scene.loggingView("outer", CGRect(0, 0, 200, 200))
    let target = scene.loggingView("target", CGRect(50, 50, 100, 100), in: outer)
    let delegate = DropLog("t")
    target.addInteraction(UIDropInteraction(delegate: delegate))
    drop([.file("/tmp/photo 1.png"), .text("hello")], at: CGPoint(60, 70))
    #expect(
      delegate.log == ["t.canHandle", "t.enter", "t.update", "t.perform", "t.conclude", "t.end"])
    #expect(delegate.urls == [URL(fileURLWithPath: "/tmp/photo 1.png")])
    #expect(delegate.strings == ["hello"])
    #expect(delegate.location == CGPoint(10, 20))
    #expect(scene.log.entries.isEmpty, "a drop is no touch")
  }

  @Test("a target that cannot handle the session passes it out; one that proposes nothing exits")
  func refusals() {
    let outer = scene.loggingView("outer", CGRect(0, 0, 200, 200))
    let inner = scene.loggingView("inner", CGRect(0, 0, 100, 100), in: outer)
    let innerLog = DropLog("inner", accepts: false)
    let outerLog = DropLog("outer", operation: .forbidden)
    inner.addInteraction(UIDropInteraction(delegate: innerLog))
    outer.addInteraction(UIDropInteraction(delegate: outerLog))
    drop([.text("x")], at: CGPoint(10, 10))
    #expect(innerLog.log == ["inner.canHandle"])
    #expect(
      outerLog.log == ["outer.canHandle", "outer.enter", "outer.update", "outer.exit", "outer.end"])
    #expect(outerLog.strings.isEmpty)
  }

  @Test("the delegate's defaults cancel, as UIKit's do: nothing is performed")
  func defaultsCancel() {
    let target = scene.loggingView("target", CGRect(0, 0, 100, 100))
    let silent = SilentDropDelegate()
    target.addInteraction(UIDropInteraction(delegate: silent))
    let outer = DropLog("window")
    scene.window.addInteraction(UIDropInteraction(delegate: outer))
    drop([.text("x")], at: CGPoint(10, 10))
    #expect(outer.log.isEmpty, "the target took the session, and declined it")
  }

  @Test("bad drops change nothing: no items, empty paths, NaN, outside every window")
  func badDrops() {
    let target = scene.loggingView("target", CGRect(0, 0, 100, 100))
    let delegate = DropLog("t")
    target.addInteraction(UIDropInteraction(delegate: delegate))
    drop([], at: CGPoint(10, 10))
    drop([.file("")], at: CGPoint(10, 10))
    drop([.text("x")], at: CGPoint(x: CGFloat.nan, y: 10))
    drop([.text("x")], at: CGPoint(-500, -500))
    #expect(delegate.log.isEmpty)
    #expect(scene.diagnosticCodes.contains(.invalidValue))
  }

  @Test("the target may remove itself, or its interaction, while it performs the drop")
  func appCodeDuringDrop() {
    let target = scene.loggingView("target", CGRect(0, 0, 100, 100))
    let delegate = DropLog("t")
    let interaction = UIDropInteraction(delegate: delegate)
    target.addInteraction(interaction)
    delegate.onPerform = {
      target.removeInteraction(interaction)
      target.removeFromSuperview()
    }
    drop([.text("x")], at: CGPoint(10, 10))
    #expect(delegate.log.last == "t.end" && interaction.view == nil)
    drop([.text("y")], at: CGPoint(10, 10))
    #expect(delegate.log.filter { $0 == "t.perform" }.count == 1)
  }

  @Test("NSItemProvider: type identifiers conform to their parents; loading reports errors")
  func itemProvider() throws {
    let file = try #require(NSItemProvider(contentsOf: URL(fileURLWithPath: "/tmp/a.txt")))
    #expect(file.registeredTypeIdentifiers == ["public.file-url"] && file.suggestedName == "a.txt")
    #expect(file.hasItemConformingToTypeIdentifier("public.url"))
    #expect(!file.canLoadObject(ofClass: String.self) && file.canLoadObject(ofClass: URL.self))
    var failure: (any Error)?
    file.loadObject(ofClass: String.self) { _, error in failure = error }
    #expect(failure != nil)
    #expect(NSItemProvider(contentsOf: URL(string: "https://example.com")!) == nil)
    let text = NSItemProvider(object: "hi")
    #expect(text.hasItemConformingToTypeIdentifier("public.plain-text"))
  }
}
