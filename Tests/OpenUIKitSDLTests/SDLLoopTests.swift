import CSDL2
import Foundation
import OpenUIKit
@testable import OpenUIKitSDL
import OpenUIKitTesting
import Testing

/// Tier 2: SDL events pushed into SDL's queue, through the real loop to the views.
@Suite("The SDL main loop with pushed events", .serialized)
@MainActor
struct SDLLoopTests {
  @Test("a pushed mouse click reaches the view as began and ended with its click count")
  func mouseClick() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    final class TapCountView: LoggingView {
      var tapCounts: [Int] = []
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        tapCounts += touches.map(\.tapCount)
        super.touchesBegan(touches, with: event)
      }
    }
    let view = TapCountView("v", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: t.log)
    t.window.addSubview(view)
    t.host.post(.pointer(.down, id: 0, kind: .mouse, at: CGPoint(x: 10, y: 10), clickCount: 2))
    t.host.post(.pointer(.move, id: 0, kind: .mouse, at: CGPoint(x: 20, y: 10)))
    t.host.post(.pointer(.up, id: 0, kind: .mouse, at: CGPoint(x: 20, y: 10)))
    t.host.step(timeout: 0)
    #expect(t.log.entries == ["v.touchesBegan(1)", "v.touchesMoved(1)", "v.touchesEnded(1)"])
    #expect(view.tapCounts == [2], "SDL's click count reaches the touch")
  }

  @Test("two fingers pushed together arrive in one touchesBegan with 2 touches")
  func fingersTogether() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    final class Spy: UIView {
      var began: [Int] = []
      var types: [UITouch.TouchType] = []
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began.append(touches.count)
        types += touches.map(\.type)
      }
    }
    let spy = Spy(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    spy.isMultipleTouchEnabled = true
    t.window.addSubview(spy)
    t.host.post(together: [
      .pointer(.down, id: PointerID(device: 9, index: 0), kind: .touch, at: CGPoint(x: 20, y: 20)),
      .pointer(.down, id: PointerID(device: 9, index: 1), kind: .touch, at: CGPoint(x: 120, y: 60)),
    ])
    t.host.step(timeout: 0)
    #expect(spy.began == [2], "one call with both touches")
    #expect(spy.types == [.direct, .direct])
  }

  @Test("keys and text typed into SDL reach the first responder")
  func keysAndText() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    final class Field: UIView, UIKeyInput {
      var text = ""
      var keys: [UIKeyboardHIDUsage] = []
      override var canBecomeFirstResponder: Bool { true }
      var hasText: Bool { !text.isEmpty }
      func insertText(_ text: String) { self.text += text }
      func deleteBackward() {}
      override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        keys += presses.compactMap { $0.key?.keyCode }
      }
    }
    let field = Field(frame: .zero)
    t.window.addSubview(field)
    field.becomeFirstResponder()
    let key = UIKey(
      characters: "g", charactersIgnoringModifiers: "g", modifierFlags: [],
      keyCode: UIKeyboardHIDUsage(rawValue: 10))
    t.host.post(InputRecord(.key(KeyInput(phase: .down, key: key))))
    t.host.post(InputRecord(.text("gé")))
    t.host.post(InputRecord(.key(KeyInput(phase: .up, key: key))))
    t.host.step(timeout: 0)
    #expect(field.keys == [UIKeyboardHIDUsage(rawValue: 10)])
    #expect(field.text == "gé")
  }

  @Test("closing the window mid-touch cancels the touch and ends the loop")
  func closeMidTouch() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    t.window.addSubview(
      LoggingView("v", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: t.log))
    t.host.post(.pointer(.down, id: 0, kind: .mouse, at: CGPoint(x: 10, y: 10)))
    var close = SDL_Event()
    close.type = SDL_WINDOWEVENT.rawValue
    close.window.event = UInt8(SDL_WINDOWEVENT_CLOSE.rawValue)
    SDL_PushEvent(&close)
    t.host.run()
    #expect(t.log.entries == ["v.touchesBegan(1)", "v.touchesCancelled(1)"])
    #expect(!t.host.isRunning)
  }

  @Test("a window id that is not ours neither closes, resizes nor touches the window")
  func otherWindowIDs() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    t.window.addSubview(
      LoggingView("v", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: t.log))
    let size = UIScreen.main.bounds.size
    for kind in [SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_CLOSE] {
      var e = SDL_Event()
      e.type = SDL_WINDOWEVENT.rawValue
      e.window.event = UInt8(kind.rawValue)
      e.window.windowID = 9999
      e.window.data1 = 1
      e.window.data2 = 1
      SDL_PushEvent(&e)
    }
    var touch = SDL_Event()
    touch.type = SDL_FINGERDOWN.rawValue
    touch.tfinger = SDL_TouchFingerEvent(
      type: SDL_FINGERDOWN.rawValue, timestamp: 0, touchId: 4, fingerId: 0, x: 0.2, y: 0.2, dx: 0,
      dy: 0,
      pressure: 1, windowID: 9999)
    SDL_PushEvent(&touch)
    t.host.isRunning = true
    t.host.step(timeout: 0)
    #expect(t.host.isRunning)
    #expect(UIScreen.main.bounds.size == size && t.window.bounds.size == size)
    #expect(t.log.entries.isEmpty)
  }

  @Test("SDL_QUIT (which SIGTERM becomes) ends run()")
  func quit() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    var quit = SDL_Event()
    quit.type = SDL_QUIT.rawValue
    SDL_PushEvent(&quit)
    t.host.run()
    #expect(!t.host.isRunning)
  }

  @Test("timers fire from the loop: it sleeps until the next deadline, then runs it")
  func timersFromTheLoop() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    #expect(t.host.waitTimeout() >= 3600, "with nothing pending the loop sleeps")
    var fired = false
    t.app.timers.schedule(at: t.app.clock.now + 0.05) {
      fired = true
      t.host.stop()
    }
    // (now + 0.05) - now can round to a hair over 0.05 when the clock reads the same twice
    // (seen once under the sanitizer).
    #expect(t.host.waitTimeout() <= 0.05 + 1e-9)
    t.host.run()
    #expect(fired)
  }

  @Test("step(timeout:) wakes for a timer due before the timeout (frames run during a wait)")
  func stepWakesForTimers() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    var fired = false
    let start = t.app.clock.now
    t.app.timers.schedule(at: start + 0.02) { fired = true }
    for _ in 0..<20 where !fired { t.host.step(timeout: 2) }
    #expect(fired)
    #expect(t.app.clock.now - start < 1, "it did not sleep the whole timeout first")
  }

  @Test("the loop draws only when something changed")
  func redrawOnlyOnChange() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    t.host.step(timeout: 0)
    let drawn = t.host.framesDrawn
    t.host.step(timeout: 0)
    t.host.step(timeout: 0)
    #expect(t.host.framesDrawn == drawn)
    t.window.backgroundColor = .red
    t.host.step(timeout: 0)
    #expect(t.host.framesDrawn == drawn + 1)
  }
}

/// Start-up problems and window changes.
@Suite("SDL host start-up and window changes", .serialized)
@MainActor
struct SDLHostStartTests {
  @Test("OPENUIKIT_RENDERER overrides the automatic choice of renderer, not an explicit one")
  func rendererFromEnvironment() {
    typealias Renderer = SDLHost.Options.Renderer
    #expect(
      Renderer.automatic.choosing(environment: ["OPENUIKIT_RENDERER": "software"]) == .software)
    #expect(
      Renderer.automatic.choosing(environment: ["OPENUIKIT_RENDERER": "accelerated"])
        == .accelerated)
    #expect(Renderer.automatic.choosing(environment: ["OPENUIKIT_RENDERER": "fast"]) == .automatic)
    #expect(Renderer.automatic.choosing(environment: [:]) == .automatic)
    #expect(
      Renderer.accelerated.choosing(environment: ["OPENUIKIT_RENDERER": "software"]) == .accelerated
    )
    let nodes = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
    #expect(SDLEnvironment.hasGPU == nodes.contains { $0.hasPrefix("renderD") })
  }

  @Test("an unknown video driver falls back to offscreen instead of failing")
  func unknownDriver() throws {
    let app = UIApplication(clock: SDLClock())
    var options = SDLHost.Options()
    options.videoDriver = "no-such-driver"
    options.softwareRenderer = true
    let host = try SDLHost(application: app, options: options)
    defer { host.shutdown() }
    #expect(host.videoDriver == "offscreen")
    #expect(host.isHeadless)
  }

  @Test("headless, the automatic renderer is SDL's software one (issue 30)")
  func headlessDrawsInSoftware() throws {
    let app = UIApplication(clock: SDLClock())
    var options = SDLHost.Options()
    options.videoDriver = "offscreen"
    #expect(options.renderer == .automatic && !options.softwareRenderer)
    let host = try SDLHost(application: app, options: options)
    defer { host.shutdown() }
    #expect(host.drawing.isSoftware)
  }

  @Test("resizing the SDL window resizes the key window and the screen")
  func resize() throws {
    let t = try SDLTestHost(size: CGSize(width: 200, height: 100))
    defer { t.shutdown() }
    SDL_SetWindowSize(t.host.window, 320, 240)
    for _ in 0..<5 { t.host.step(timeout: 0.01) }
    #expect(t.window.screen.bounds.size == CGSize(width: 320, height: 240))
    #expect(t.window.frame.size == CGSize(width: 320, height: 240))
  }

  @Test("the host hands its services to its own application only, and takes them back at shutdown")
  func hostServices() throws {
    let other = UIApplication(clock: SDLClock())
    let otherWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let t = try SDLTestHost(size: CGSize(width: 200, height: 100))
    #expect(t.app.hostServices.textSystem is SDLTextSystem)
    #expect(t.app.hostServices.imageDecoder != nil && t.app.hostServices.textInputSwitch != nil)
    #expect(HostServices.imageDecoderForOtherThreads != nil, "UIImage decodes on any thread")
    #expect(t.app.hostServices.clipboard is SDLClipboard)
    #expect(UIScreen.main.bounds.size == CGSize(width: 200, height: 100))
    // An application the host does not drive keeps what it had.
    #expect(other.hostServices.textSystem is EstimatingTextSystem)
    #expect(other.hostServices.imageDecoder == nil)
    #expect(otherWindow.screen.bounds.size == CGSize(width: 1024, height: 768))
    t.shutdown()
    #expect(t.app.hostServices.textSystem is EstimatingTextSystem)
    #expect(t.app.hostServices.imageDecoder == nil && t.app.hostServices.textInputSwitch == nil)
    #expect(HostServices.imageDecoderForOtherThreads == nil)
  }

  @Test("BMP files decode as well as PNG")
  func bitmap() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    let surface = try #require(
      SDL_CreateRGBSurfaceWithFormat(0, 3, 2, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
    defer { SDL_FreeSurface(surface) }
    SDL_FillRect(surface, nil, 0xFF00_80FF)
    let path = NSTemporaryDirectory() + "openuikit-\(getpid()).bmp"
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(SDL_SaveBMP_RW(surface, SDL_RWFromFile(path, "wb"), 1) == 0)
    let image = try #require(UIImage(contentsOfFile: path))
    #expect(image.pixelWidth == 3 && image.pixelHeight == 2)
    #expect(Array(image.rgba[0..<3]) == [0, 128, 255])
  }
}

/// Two-finger gestures from real SDL finger events.
@Suite("Gestures from pushed SDL finger events", .serialized)
@MainActor
struct SDLGestureTests {
  @Test("a pinch driven by pushed finger events reports the exact scale")
  func pinch() throws {
    let t = try SDLTestHost(size: CGSize(width: 400, height: 400))
    defer { t.shutdown() }
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    view.isMultipleTouchEnabled = true
    t.window.addSubview(view)
    let pinch = UIPinchGestureRecognizer()
    var states: [UIGestureRecognizer.State] = []
    var scales: [CGFloat] = []
    pinch.addAction { [unowned pinch] in
      states.append($0.state)
      scales.append(pinch.scale)
    }
    view.addGestureRecognizer(pinch)
    let a = PointerID(device: 5, index: 0), b = PointerID(device: 5, index: 1)
    t.host.post(.pointer(.down, id: a, kind: .touch, at: CGPoint(x: 100, y: 200)))
    t.host.post(.pointer(.down, id: b, kind: .touch, at: CGPoint(x: 200, y: 200)))
    t.host.step(timeout: 0)
    t.host.post(.pointer(.move, id: b, kind: .touch, at: CGPoint(x: 250, y: 200)))
    t.host.step(timeout: 0)
    t.host.post(.pointer(.move, id: b, kind: .touch, at: CGPoint(x: 300, y: 200)))
    t.host.step(timeout: 0)
    t.host.post(.pointer(.up, id: a, kind: .touch, at: CGPoint(x: 100, y: 200)))
    t.host.post(.pointer(.up, id: b, kind: .touch, at: CGPoint(x: 300, y: 200)))
    t.host.step(timeout: 0)
    #expect(states == [.began, .changed, .ended])
    #expect(scales.prefix(2).map { ($0 * 1000).rounded() / 1000 } == [1.5, 2])
  }
}
