import CSDL2
import Foundation
import OpenUIKit
@testable import OpenUIKitSDL
import OpenUIKitTesting
import Testing

/// Tier 2: the live inspector through real SDL events and pixels.
@Suite("The live inspector on the SDL host", .serialized)
@MainActor
struct SDLInspectorTests {
  @Test("Ctrl+Shift+I typed into SDL opens it over the app; a click picks without reaching the app")
  func chordAndPick() throws {
    let t = try SDLTestHost(size: CGSize(width: 400, height: 300))
    defer { t.shutdown() }
    let pad = LoggingView("pad", frame: CGRect(x: 0, y: 0, width: 200, height: 300), log: t.log)
    pad.backgroundColor = .red
    t.window.addSubview(pad)
    t.host.step(timeout: 0)
    #expect(try t.pixel(300, 150).close(to: RGBA(255, 255, 255)))
    let chord = UIKey(
      characters: "I", charactersIgnoringModifiers: "I", modifierFlags: [.control, .shift],
      keyCode: UIKeyboardHIDUsage(rawValue: 12))
    t.host.post(InputRecord(.key(KeyInput(phase: .down, key: chord))))
    t.host.post(InputRecord(.key(KeyInput(phase: .up, key: chord))))
    t.host.step(timeout: 0)
    let inspector = t.app.hitAreaInspector
    #expect(inspector.isOpen)
    // The panel (180 points wide at this size) sits on the right, opaque, over the app.
    let panel = try t.pixel(214, 150)
    #expect(panel.close(to: RGBA(26, 28, 33)), "\(panel)")
    t.host.post(.pointer(.down, id: 0, kind: .mouse, at: CGPoint(x: 50, y: 50), clickCount: 1))
    t.host.post(.pointer(.up, id: 0, kind: .mouse, at: CGPoint(x: 50, y: 50)))
    t.host.step(timeout: 0)
    #expect(inspector.selectedView === pad)
    #expect(t.log.entries.isEmpty, "the pick reached the app: \(t.log.entries)")
    // The selection's outline, magenta, on the pad's left edge.
    let edge = try t.pixel(0, 150)
    #expect(edge.close(to: RGBA(255, 51, 204), within: 12), "\(edge)")
    t.host.post(InputRecord(.key(KeyInput(phase: .down, key: chord))))
    t.host.post(InputRecord(.key(KeyInput(phase: .up, key: chord))))
    t.host.step(timeout: 0)
    #expect(!inspector.isOpen)
    #expect(try t.pixel(214, 150).close(to: RGBA(255, 255, 255)))
    #expect(try t.pixel(0, 150).close(to: RGBA(255, 0, 0)))
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
  }

  @Test("OPENUIKIT_INSPECTOR=1 opens it when the host starts")
  func environment() throws {
    setenv("OPENUIKIT_INSPECTOR", "1", 1)
    defer { unsetenv("OPENUIKIT_INSPECTOR") }
    let t = try SDLTestHost(size: CGSize(width: 400, height: 300))
    defer { t.shutdown() }
    #expect(t.app.hitAreaInspector.isOpen)
    t.host.step(timeout: 0)
    #expect(try t.pixel(214, 150).close(to: RGBA(26, 28, 33)))
    // The app's window, made after the inspector opened, is still below it and is key.
    #expect(t.app.keyWindow === t.window)
    #expect(t.app.windowsInHitTestOrder.last === t.window)
  }
}
