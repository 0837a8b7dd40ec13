import CSDL2
import Foundation
import OpenUIKit
@testable import OpenUIKitSDL
import OpenUIKitTesting
import Testing

/// Tier 2: scrolling through real SDL events and pixels.
@Suite("Scroll views on the SDL host", .serialized)
@MainActor
struct SDLScrollingTests {
  /// A 200×300 list of 40 rows, red and blue by turns, 30 points tall.
  func list(in t: SDLTestHost) -> UIScrollView {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    scrollView.contentSize = CGSize(width: 200, height: 1200)
    for i in 0..<40 {
      let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 30, width: 200, height: 30))
      row.backgroundColor = i % 2 == 0 ? .red : .blue
      scrollView.addSubview(row)
    }
    t.window.addSubview(scrollView)
    t.host.step(timeout: 0)
    return scrollView
  }

  @Test("a real SDL wheel event scrolls the list under the pointer, and the pixels follow")
  func wheel() throws {
    let t = try SDLTestHost(size: CGSize(width: 400, height: 300))
    defer { t.shutdown() }
    let scrollView = list(in: t)
    #expect(try t.pixel(100, 15).close(to: RGBA(255, 0, 0)))
    var event = SDL_Event()
    event.type = SDL_MOUSEWHEEL.rawValue
    event.wheel.windowID = SDL_GetWindowID(t.host.window)
    event.wheel.y = -1
    event.wheel.preciseY = -0.75  // towards the user, a trackpad's fraction of a notch
    event.wheel.mouseX = 100
    event.wheel.mouseY = 100
    SDL_PushEvent(&event)
    t.host.step(timeout: 0)
    #expect(scrollView.contentOffset.y == 30, "0.75 notch × 40 points")
    // Row 1 (blue) now at the top.
    #expect(try t.pixel(100, 15).close(to: RGBA(0, 0, 255)))
    event.wheel.mouseX = 300  // beside the list: nothing scrolls
    SDL_PushEvent(&event)
    t.host.step(timeout: 0)
    #expect(scrollView.contentOffset.y == 30)
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
  }

  @Test("a mouse drag through SDL scrolls; the off-screen rows are culled from the display list")
  func dragAndCull() throws {
    let t = try SDLTestHost(size: CGSize(width: 400, height: 300))
    defer { t.shutdown() }
    let scrollView = list(in: t)
    t.host.post(.pointer(.down, id: 0, kind: .mouse, at: CGPoint(x: 100, y: 250), clickCount: 1))
    t.host.step(timeout: 0)
    for y in stride(from: 240, through: 130, by: -10) {
      t.host.post(.pointer(.move, id: 0, kind: .mouse, at: CGPoint(x: 100, y: CGFloat(y))))
      t.host.step(timeout: 0)
    }
    // Held still long enough that the release has no velocity.
    let held = t.app.clock.now + 0.2
    while t.app.clock.now < held { t.host.step(timeout: held - t.app.clock.now) }
    t.host.post(.pointer(.up, id: 0, kind: .mouse, at: CGPoint(x: 100, y: 130)))
    t.host.step(timeout: 0)
    #expect(scrollView.contentOffset.y == 110, "120 points moved, 10 of them the pan's threshold")
    let list = DisplayListBuilder.build(t.app, pixelSize: CGSize(width: 400, height: 300), scale: 1)
    let fills = list.items.filter { if case .fill = $0 { true } else { false } }.count
    // Rows 3…13 are visible (110…410), with the window's background and the indicator.
    #expect(fills == 11 + 2, "the visible rows drawn, not 40 (\(fills))")
  }
}
