import CSDL2
import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@testable import OpenUIKitSDL

/// HiDPI where SDL does not scale by itself (X11, issue 35): the window is made `scale` times
/// larger, drawn at that many pixels per point, and its mouse events divided back to points.
@Suite("A scaled window on X11: OPENUIKIT_SCALE, GDK_SCALE", .serialized)
@MainActor
struct SDLWindowScaleTests {
  @Test("the scale comes from the option, OPENUIKIT_SCALE, then GDK_SCALE on X11; Wayland's own")
  func chosen() {
    #expect(SDLHost.windowScale(2, driver: "x11", environment: [:]) == 2)
    #expect(SDLHost.windowScale(nil, driver: "x11", environment: ["OPENUIKIT_SCALE": "1.5"]) == 1.5)
    #expect(SDLHost.windowScale(nil, driver: "x11", environment: ["GDK_SCALE": "2"]) == 2)
    #expect(
      SDLHost.windowScale(nil, driver: "x11", environment: ["QT_SCALE_FACTOR": "1.25"]) == 1.25)
    #expect(SDLHost.windowScale(nil, driver: "wayland", environment: ["GDK_SCALE": "2"]) == 1)
    #expect(SDLHost.windowScale(nil, driver: "dummy", environment: ["GDK_SCALE": "2"]) == 1)
    #expect(
      SDLHost.windowScale(
        nil, driver: "x11", environment: ["OPENUIKIT_SCALE": "abc"], resources: nil) == 1)
    #expect(SDLHost.windowScale(100, driver: "x11", environment: [:]) == 4)
  }

  @Test("on X11 with nothing else set, the desktop's Xft.dpi gives the scale (144 dpi: 1.5)")
  func xftDPI() {
    let database = "Xft.antialias:\t1\nXft.dpi:\t144\nXft.hinting:\t1\n"
    #expect(XResources.scale(fromDatabase: database) == 1.5)
    #expect(XResources.scale(fromDatabase: "Xft.dpi: nonsense") == nil)
    #expect(XResources.scale(fromDatabase: "") == nil)
    #expect(SDLHost.windowScale(nil, driver: "x11", environment: [:], resources: database) == 1.5)
    // An explicit scale wins; other drivers do not read X resources.
    #expect(
      SDLHost.windowScale(nil, driver: "x11", environment: ["GDK_SCALE": "2"], resources: database)
        == 2)
    #expect(SDLHost.windowScale(nil, driver: "dummy", environment: [:], resources: database) == 1)
    // With no X display there is nothing to read, and nothing breaks.
    #expect(XResources.managerString(display: nil) == nil)
    #expect(XResources.managerString(display: ":987") == nil)
  }

  @Test("at 2×: the screen is in points, drawn at two pixels per point, the mouse lands in points")
  func twice() throws {
    let t = try SDLTestHost(size: CGSize(width: 200, height: 100), scale: 2)
    defer { t.shutdown() }
    #expect(UIScreen.main.bounds.size == CGSize(width: 200, height: 100))
    #expect(t.host.translator.metrics.scale == 2)
    var tapped: CGPoint?
    let red = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    red.backgroundColor = .red
    red.addGestureRecognizer(UITapGestureRecognizer { [weak red] in tapped = $0.location(in: red) })
    t.window.addSubview(red)
    t.host.post(.pointer(.down, id: 0, kind: .mouse, at: CGPoint(x: 15, y: 16)))
    t.host.post(.pointer(.up, id: 0, kind: .mouse, at: CGPoint(x: 15, y: 16)))
    t.host.step(timeout: 0)
    t.host.step(timeout: 0)
    #expect(tapped == CGPoint(x: 5, y: 6))
    t.host.renderIfNeeded()
    let (width, _) = try t.pixels()
    #expect(width == 400)
    // The 20-point square covers pixels 20 to 60.
    #expect(try t.pixel(21, 21) == RGBA(255, 0, 0))
    #expect(try t.pixel(58, 58) == RGBA(255, 0, 0))
    #expect(try t.pixel(62, 62) != RGBA(255, 0, 0))
    #expect(try t.pixel(18, 18) != RGBA(255, 0, 0))
  }
}
