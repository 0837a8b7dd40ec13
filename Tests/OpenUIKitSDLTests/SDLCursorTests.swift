import CSDL2
import Foundation
import OpenUIKit
@testable import OpenUIKitSDL
import OpenUIKitTesting
import Testing

/// The host shows the cursor the application asks for after every loop step (issue 13).
@Suite("The cursor on the SDL host", .serialized)
@MainActor
struct SDLCursorTests {
  @Test("hovering a text field shows the I-beam, a button that asks the hand, elsewhere the arrow")
  func hostFollowsTheApplication() throws {
    let t = try SDLTestHost(size: CGSize(width: 200, height: 100))
    defer { t.shutdown() }
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: 50, width: 100, height: 30)
    button.isPointerInteractionEnabled = true
    t.window.addSubview(field)
    t.window.addSubview(button)
    func hover(_ x: CGFloat, _ y: CGFloat) {
      t.host.post(.pointer(.hover, id: 0, kind: .mouse, at: CGPoint(x: x, y: y)))
      t.host.step(timeout: 0)
    }
    hover(10, 10)
    #expect(t.host.shownCursor == .iBeam)
    hover(10, 60)
    #expect(t.host.shownCursor == .hand)
    hover(150, 60)
    #expect(t.host.shownCursor == .arrow)
    // The field slides under the still pointer: the next step shows the I-beam.
    field.frame.origin = CGPoint(x: 120, y: 45)
    t.host.step(timeout: 0)
    #expect(t.host.shownCursor == .iBeam)
  }

  @Test("a driver without cursors (dummy) is asked for each kind, and nothing failed is kept")
  func driverWithoutCursors() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    for cursor in UIPointerStyle.Cursor.allCases {
      #expect(t.host.systemCursor(cursor) == nil)
    }
    #expect(t.host.systemCursors.isEmpty)
  }
}

/// Kiosk mode (issue 35): the whole display, and no cursor while only touches arrive.
@Suite("Full screen and kiosk mode", .serialized)
@MainActor
struct SDLKioskTests {
  @Test("full screen: the window takes the display; a finger hides the cursor, the mouse shows it")
  func kiosk() throws {
    let t = try SDLTestHost(size: CGSize(width: 200, height: 100), fullScreen: true)
    defer { t.shutdown() }
    #expect(t.host.kiosk && t.host.isFullScreen)
    t.host.post(.pointer(.down, id: PointerID(device: 3, index: 0), at: CGPoint(x: 20, y: 20)))
    t.host.step(timeout: 0)
    #expect(t.host.shownCursor == .hidden)
    t.host.post(.pointer(.up, id: PointerID(device: 3, index: 0), at: CGPoint(x: 20, y: 20)))
    t.host.step(timeout: 0)
    #expect(t.host.shownCursor == .hidden, "still only touches")
    t.host.post(.pointer(.hover, id: 0, kind: .mouse, at: CGPoint(x: 50, y: 50)))
    t.host.step(timeout: 0)
    #expect(t.host.shownCursor == .arrow)
  }

  @Test("a window that is not full screen keeps its cursor for touches")
  func windowed() throws {
    let t = try SDLTestHost(size: CGSize(width: 200, height: 100))
    defer { t.shutdown() }
    #expect(!t.host.kiosk && !t.host.isFullScreen)
    t.host.post(.pointer(.down, id: PointerID(device: 3, index: 0), at: CGPoint(x: 20, y: 20)))
    t.host.step(timeout: 0)
    #expect(t.host.shownCursor != .hidden)
    t.host.post(.pointer(.up, id: PointerID(device: 3, index: 0), at: CGPoint(x: 20, y: 20)))
    t.host.step(timeout: 0)
  }
}
