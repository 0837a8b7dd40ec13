import CSDL2
import Foundation
import OpenUIKit
@testable import OpenUIKitSDL
import OpenUIKitTesting
import Testing

/// A second UIWindow on an SDL window of its own (issue 13).
@Suite("A second SDL window", .serialized)
@MainActor
struct SDLSecondaryWindowTests {
  func mouse(_ down: Bool, x: Int32, y: Int32, window id: UInt32) -> SDL_Event {
    var e = SDL_Event()
    e.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
    e.button.windowID = id
    e.button.which = 0
    e.button.button = UInt8(SDL_BUTTON_LEFT)
    e.button.clicks = 1
    e.button.x = x
    e.button.y = y
    return e
  }

  func windowEvent(_ id: SDL_WindowEventID, window: UInt32, _ w: Int32 = 0, _ h: Int32 = 0)
    -> SDL_Event
  {
    var e = SDL_Event()
    e.type = SDL_WINDOWEVENT.rawValue
    e.window.event = UInt8(id.rawValue)
    e.window.windowID = window
    e.window.data1 = w
    e.window.data2 = h
    return e
  }

  func send(_ t: SDLTestHost, _ events: SDL_Event...) {
    for e in events { t.host.handle(e) }
    t.host.step(timeout: 0)
  }

  @Test("clicks go to the window SDL names; each draws its own views; focus moves the key window")
  func routing() throws {
    let t = try SDLTestHost(size: CGSize(width: 200, height: 100))
    defer { t.shutdown() }
    let mainView = LoggingView("main", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: t.log)
    t.window.addSubview(mainView)
    let second = UIWindow(frame: .zero)
    second.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    let secondView = LoggingView(
      "second", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: t.log)
    secondView.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    second.addSubview(secondView)
    let opened = try t.host.openWindow(
      second, title: "Second", size: CGSize(width: 120, height: 80))
    #expect(second.frame.size == CGSize(width: 120, height: 80) && !second.isHidden)
    let mainID = SDL_GetWindowID(t.host.window)
    send(
      t, mouse(true, x: 10, y: 10, window: opened.windowID),
      mouse(false, x: 10, y: 10, window: opened.windowID))
    send(t, mouse(true, x: 10, y: 10, window: mainID), mouse(false, x: 10, y: 10, window: mainID))
    #expect(
      t.log.entries == [
        "second.touchesBegan(1)", "second.touchesEnded(1)", "main.touchesBegan(1)",
        "main.touchesEnded(1)",
      ])
    // Each window draws its own views: red at the second window's corner, blue beyond.
    let (width, pixels) = opened.readPixels()
    #expect(width == 120)
    #expect(pixels[10 * 120 + 10] == 0xFFFF_0000 && pixels[70 * 120 + 100] == 0xFF00_00FF)
    let main = try t.pixels()
    #expect(main.pixels[70 * main.width + 100] == 0xFFFF_FFFF, "the main window shows no blue")
    // Focus: the second window becomes key; the main one takes it back.
    send(t, windowEvent(SDL_WINDOWEVENT_FOCUS_GAINED, window: opened.windowID))
    #expect(t.app.keyWindow === second)
    send(t, windowEvent(SDL_WINDOWEVENT_FOCUS_GAINED, window: mainID))
    #expect(t.app.keyWindow === t.window)
    // A resize of either window leaves the other alone.
    send(t, windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED, window: mainID, 300, 200))
    #expect(second.frame.size == CGSize(width: 120, height: 80))
    // Closing the second window hides it; its later events go nowhere.
    send(t, windowEvent(SDL_WINDOWEVENT_CLOSE, window: opened.windowID))
    #expect(!opened.isOpen && second.isHidden && t.host.secondaryWindows.isEmpty)
    t.log.clear()
    send(t, mouse(true, x: 10, y: 10, window: opened.windowID))
    #expect(t.log.entries.isEmpty)
  }

  @Test("a context menu opened in the second window shows there, and Escape closes it")
  func contextMenuInSecondWindow() throws {
    let t = try SDLTestHost(size: CGSize(width: 200, height: 100))
    defer { t.shutdown() }
    let second = UIWindow(frame: .zero)
    second.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    let provider = MenuProvider()
    second.addInteraction(UIContextMenuInteraction(delegate: provider))
    let opened = try t.host.openWindow(
      second, title: "Second", size: CGSize(width: 200, height: 160))
    send(t, windowEvent(SDL_WINDOWEVENT_FOCUS_GAINED, window: opened.windowID))
    var right = mouse(true, x: 20, y: 20, window: opened.windowID)
    right.button.button = UInt8(SDL_BUTTON_RIGHT)
    var up = right
    up.type = SDL_MOUSEBUTTONUP.rawValue
    send(t, right, up)
    let menu = try #require(t.app.keyWindow)
    #expect(
      menu !== second && menu.frame == second.frame, "the menu shares the second window's surface")
    let (width, pixels) = opened.readPixels()
    #expect(pixels[30 * width + 40] != 0xFF00_00FF, "the menu is drawn over the blue window")
    #expect(pixels[150 * width + 190] == 0xFF00_00FF)
    var escape = SDL_Event()
    escape.type = SDL_KEYDOWN.rawValue
    escape.key.windowID = opened.windowID
    escape.key.keysym.scancode = SDL_SCANCODE_ESCAPE
    send(t, escape)
    #expect(t.app.keyWindow === second)
    #expect(opened.readPixels().pixels[30 * width + 40] == 0xFF00_00FF)
  }
}

/// A context menu with one action.
@MainActor
private final class MenuProvider: UIContextMenuInteractionDelegate {
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    UIContextMenuConfiguration(actionProvider: { _ in
      UIMenu(children: [UIAction(title: "Copy") { _ in }])
    })
  }
}
