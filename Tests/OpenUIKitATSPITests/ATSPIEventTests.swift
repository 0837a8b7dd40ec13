import Foundation
import OpenUIKit
import Testing

@testable import OpenUIKitATSPI

@Suite("AT-SPI events: what changed since clients looked (issue 34)")
@MainActor
struct ATSPIEventTests {
  let scene = BridgeScene()

  private func names(_ signals: [ATSPISignal]) -> [String] { signals.map(\.eventName) }

  @Test("a name, a state and a value change after a client saw the object are each an event")
  func changes() {
    let label = scene.add(UILabel(), CGRect(x: 0, y: 0, width: 100, height: 20))
    label.text = "Before"
    let toggle = scene.add(UISwitch(), CGRect(x: 0, y: 40, width: 51, height: 31))
    let slider = scene.add(UISlider(), CGRect(x: 0, y: 80, width: 200, height: 30))
    _ = scene.childPaths(of: scene.path(scene.window))
    _ = scene.events()  // the window's activation
    #expect(scene.events().isEmpty)
    label.text = "After"
    toggle.isOn = true
    slider.value = 0.5
    let signals = scene.events()
    #expect(
      signals.contains {
        $0.eventName == "object:property-change:accessible-name" && $0.value == .string("After")
          && $0.path == scene.path(label)
      })
    #expect(
      signals.contains {
        $0.eventName == "object:state-changed:checked" && $0.detail1 == 1
          && $0.path == scene.path(toggle)
      })
    #expect(
      signals.contains {
        $0.eventName == "object:property-change:accessible-value" && $0.value == .double(0.5)
      })
    #expect(scene.events().isEmpty)
  }

  @Test("children added and removed under a container the client listed")
  func children() {
    let group = scene.add(UIView(), CGRect(x: 0, y: 0, width: 200, height: 200))
    group.shouldGroupAccessibilityChildren = true
    let first = scene.add(UILabel(), CGRect(x: 0, y: 0, width: 50, height: 20), in: group)
    first.text = "one"
    _ = scene.childPaths(of: scene.path(group))
    _ = scene.events()
    let second = scene.add(UILabel(), CGRect(x: 0, y: 30, width: 50, height: 20), in: group)
    second.text = "two"
    var signals = scene.events()
    #expect(
      signals.contains {
        $0.eventName == "object:children-changed:add" && $0.detail1 == 1
          && $0.value == scene.server.reference(second)
      })
    let firstPath = scene.path(first)
    first.removeFromSuperview()
    signals = scene.events()
    #expect(
      signals.contains { $0.eventName == "object:state-changed:defunct" && $0.path == firstPath })
    #expect(
      signals.contains { $0.eventName == "object:children-changed:remove" && $0.detail1 == 0 })
  }

  @Test("text typed into a field is a text-changed insert, and the caret moves")
  func text() {
    let field = scene.add(UITextField(), CGRect(x: 0, y: 0, width: 200, height: 30))
    field.text = "ab"
    _ = scene.path(field)
    _ = scene.events()
    field.becomeFirstResponder()
    field.insertText("XY")
    let signals = scene.events()
    #expect(
      signals.contains {
        $0.eventName == "object:text-changed:insert" && $0.detail1 == 2 && $0.detail2 == 2
          && $0.value == .string("XY")
      })
    #expect(signals.contains { $0.eventName == "object:text-caret-moved" && $0.detail1 == 4 })
    #expect(
      signals.contains {
        $0.eventName == "object:state-changed:focused" && $0.detail1 == 1
          && $0.path == scene.path(field)
      })
  }

  @Test("Tab focus is the accessibility focus: a focus event names each view Tab reaches")
  func focus() {
    let first = scene.add(UIButton(type: .system), CGRect(x: 0, y: 0, width: 80, height: 30))
    first.setTitle("First", for: .normal)
    let second = scene.add(UIButton(type: .system), CGRect(x: 100, y: 0, width: 80, height: 30))
    second.setTitle("Second", for: .normal)
    _ = scene.events()
    scene.tab()
    var signals = scene.events()
    #expect(signals.contains { $0.eventName == "focus:focus" && $0.path == scene.path(first) })
    scene.tab()
    signals = scene.events()
    #expect(
      signals.contains {
        $0.eventName == "object:state-changed:focused" && $0.detail1 == 0
          && $0.path == scene.path(first)
      })
    #expect(signals.contains { $0.eventName == "focus:focus" && $0.path == scene.path(second) })
    // GrabFocus moves the same focus.
    _ = scene.call(scene.path(first), "Component", "GrabFocus")
    #expect(scene.window.focusedView === first)
  }

  @Test("announcements are spoken through object:announcement; the window activates once")
  func announcements() {
    let signals = scene.events()
    #expect(names(signals) == ["window:activate"])
    scene.server.heard(.announcement, "Saved")
    #expect(
      scene.events().map { "\($0.eventName) \($0.value)" } == [
        "object:announcement string(\"Saved\")"
      ])
  }

  // Apple (screenChanged): "pass the accessibility element that VoiceOver should move to".
  @Test("a screen change naming an element moves the screen reader's focus there, and it stays")
  func screenChanged() {
    let label = scene.add(UILabel(), CGRect(x: 0, y: 0, width: 100, height: 20))
    label.text = "Welcome"
    _ = scene.events()
    scene.server.heard(.screenChanged, label)
    let signals = scene.events()
    #expect(signals.contains { $0.eventName == "focus:focus" && $0.path == scene.path(label) })
    #expect(scene.events().isEmpty, "no keyboard focus moved: the screen reader's stays")
  }

  // Apple (voiceOverStatusDidChangeNotification): "Posted by UIKit when VoiceOver starts or
  // stops." Here: when the bridge hears a client register for events, or all leave.
  @Test("isVoiceOverRunning follows the bridge, and each change is posted")
  func voiceOverStatus() {
    final class Count: @unchecked Sendable { var value = 0 }
    let count = Count()
    let observer = NotificationCenter.default.addObserver(
      forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: nil
    ) { _ in count.value += 1 }
    defer { NotificationCenter.default.removeObserver(observer) }
    var posts: Int { count.value }
    AccessibilityListeners.screenReaderConnected = true
    AccessibilityListeners.screenReaderConnected = true
    #expect(UIAccessibility.isVoiceOverRunning && posts == 1)
    AccessibilityListeners.screenReaderConnected = false
    #expect(!UIAccessibility.isVoiceOverRunning && posts == 2)
  }

  @Test("a client that has seen many objects: the sweep goes on over collections, none missed")
  func sweep() {
    let group = scene.add(UIView(), CGRect(x: 0, y: 0, width: 400, height: 300))
    group.shouldGroupAccessibilityChildren = true
    var labels: [UILabel] = []
    for i in 0..<600 {
      let label = scene.add(
        UILabel(), CGRect(x: i % 40 * 10, y: i / 40 * 10, width: 10, height: 10), in: group)
      label.text = "\(i)"
      labels.append(label)
    }
    #expect(scene.childPaths(of: scene.path(group)).count == 600)
    var settled = 0
    while settled < 10 {
      let signals = scene.events()
      if settled == 9 { Issue.record("still hearing: \(signals.prefix(3))") }
      if signals.isEmpty && !scene.server.hasEventsPending { break }
      settled += 1
    }
    labels[550].text = "changed"
    var heard: [ATSPISignal] = []
    var collections = 0
    repeat {
      heard += scene.events()
      collections += 1
    } while scene.server.hasEventsPending
    #expect(collections == 3, "602 objects, 256 a collection")
    #expect(heard.contains { $0.path == scene.path(labels[550]) && $0.value == .string("changed") })
  }

  // A soak's views come and go under a client that keeps walking: what the tracker remembers of
  // the gone ones is dropped with the registry's entries (it kept every snapshot before, one
  // per view a client ever saw: the Gallery's two-hour soak grew 9.5 MB/h).
  @Test("snapshots of objects that are gone are dropped: memory follows the live tree")
  func goneObjectsForgotten() {
    for round in 0..<50 {
      var labels: [UILabel] = []
      for i in 0..<100 {
        let label = scene.add(
          UILabel(), CGRect(x: i % 10 * 10, y: i / 10 * 10, width: 10, height: 10))
        label.text = "\(round).\(i)"
        labels.append(label)
      }
      #expect(scene.childPaths(of: scene.path(scene.window)).count >= 100)
      for label in labels { label.removeFromSuperview() }
      labels.removeAll()
      repeat { _ = scene.events() } while scene.server.hasEventsPending
    }
    let registry = scene.server.model.registry
    #expect(registry.issued >= 5000)
    #expect(registry.count < 600, "the registry sweeps what is gone")
    #expect(scene.tracker.snapshotCount <= registry.count)
  }
}
