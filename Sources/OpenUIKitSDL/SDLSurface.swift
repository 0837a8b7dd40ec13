import CSDL2
import Foundation
import OpenUIKit

/// One SDL window with what draws into it and reads its input: the renderer, our drawing of
/// display lists, and the input translator. The host's main window and each second window
/// (``SDLSecondaryWindow``) are one each; what differs between them (which `UIWindow`s they
/// show, where their points sit in the application's screen) is theirs.
@MainActor
final class SDLSurface {
  let window: OpaquePointer
  /// SDL window coordinates per point (``SDLWindowMetrics/windowScale``).
  let windowScale: CGFloat
  let renderer: OpaquePointer
  let drawing: SDLRenderer
  var translator: SDLInputTranslator
  private var isDestroyed = false

  /// Opens an SDL window of `size` points titled `title`, with a renderer (software when
  /// asked, else accelerated, falling back to software).
  /// - Parameter purpose: what the window is for, to name it in an error ("a window on the
  ///   x11 video driver", "a second window").
  /// - Throws: ``SDLHostError`` naming what SDL refused.
  init(
    title: String, size: CGSize, resizable: Bool, software: Bool, text: SDLTextSystem,
    usesCanvas: Bool?, purpose: String, fullScreen: Bool = false, windowScale: CGFloat = 1
  ) throws {
    self.windowScale = windowScale
    var flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
    if resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
    // A kiosk's whole display, undecorated, placed over it by hand as well as asked for as
    // full screen: with no window manager (an X session started with `xinit`) nobody honours
    // the request, and the placement alone covers the display.
    var frame = SDL_Rect(
      x: CSDL_WINDOWPOS_CENTERED, y: CSDL_WINDOWPOS_CENTERED,
      w: Int32((size.width * windowScale).rounded()),
      h: Int32((size.height * windowScale).rounded()))
    if fullScreen, SDL_GetDisplayBounds(0, &frame) == 0 {
      flags |= SDL_WINDOW_BORDERLESS.rawValue
    }
    guard
      let window = SDL_CreateWindow(title, frame.x, frame.y, frame.w, frame.h, flags)
    else {
      throw SDLHostError("cannot open \(purpose): \(String(cString: SDL_GetError()))")
    }
    let renderer =
      SDL_CreateRenderer(
        window, -1, software ? SDL_RENDERER_SOFTWARE.rawValue : SDL_RENDERER_ACCELERATED.rawValue)
      ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
    guard let renderer else {
      let reason = String(cString: SDL_GetError())
      SDL_DestroyWindow(window)
      throw SDLHostError("cannot create a renderer for \(purpose): \(reason)")
    }
    self.window = window
    self.renderer = renderer
    if fullScreen { SDL_SetWindowFullscreen(window, SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue) }
    drawing = SDLRenderer(renderer: renderer, text: text, usesCanvas: usesCanvas)
    var translator = SDLInputTranslator(
      metrics: SDLWindowMetrics(pointSize: size, pixelSize: size, windowScale: windowScale))
    translator.windowID = SDL_GetWindowID(window)
    translator.mouseButtonsHeld = { SDL_GetMouseState(nil, nil) }
    translator.fingersDown = SDLSurface.fingersDown(on:)
    translator.isDirectTouchDevice = SDLSurface.isDirectTouchDevice(_:)
    self.translator = translator
    // The desktop's pointer, for drags from other applications (which send no motion).
    self.translator.pointerLocationNow = { [unowned self] in self.pointerLocation() }
  }

  /// SDL's id for the window.
  var windowID: UInt32 { translator.windowID }

  /// The window's size in points and pixels and its edges on the screen's border, as SDL
  /// reports them now.
  func readMetrics() -> SDLWindowMetrics {
    var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
    SDL_GetWindowSize(window, &w, &h)
    SDL_GetRendererOutputSize(renderer, &pw, &ph)
    return SDLWindowMetrics(
      pointSize: CGSize(width: CGFloat(w) / windowScale, height: CGFloat(h) / windowScale),
      pixelSize: CGSize(width: CGFloat(pw), height: CGFloat(ph)),
      edgesOnScreenBorder: edgesOnScreenBorder(), windowScale: windowScale)
  }

  /// The window's edges that lie on its display's border (see `SDLWindowMetrics`).
  func edgesOnScreenBorder() -> SDLWindowMetrics.Edges {
    var x: Int32 = 0, y: Int32 = 0, w: Int32 = 0, h: Int32 = 0
    SDL_GetWindowPosition(window, &x, &y)
    SDL_GetWindowSize(window, &w, &h)
    var display = SDL_Rect()
    let index = SDL_GetWindowDisplayIndex(window)
    guard index >= 0, SDL_GetDisplayBounds(index, &display) == 0 else { return .all }
    var edges: SDLWindowMetrics.Edges = []
    if x <= display.x { edges.insert(.left) }
    if x + w >= display.x + display.w { edges.insert(.right) }
    if y <= display.y { edges.insert(.top) }
    if y + h >= display.y + display.h { edges.insert(.bottom) }
    return edges
  }

  /// Where the desktop's pointer is, in this window's points.
  func pointerLocation() -> CGPoint? {
    var x: Int32 = 0, y: Int32 = 0, windowX: Int32 = 0, windowY: Int32 = 0
    SDL_GetGlobalMouseState(&x, &y)
    SDL_GetWindowPosition(window, &windowX, &windowY)
    return CGPoint(
      x: CGFloat(x - windowX) / windowScale, y: CGFloat(y - windowY) / windowScale)
  }

  /// The back buffer's pixels, ARGB8888 row by row; read before presenting, since after a
  /// present the back buffer is undefined.
  /// - Throws: ``SDLHostError`` when SDL cannot read them.
  func readBackBuffer() throws -> (width: Int32, height: Int32, pixels: [UInt32]) {
    var w: Int32 = 0, h: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &w, &h)
    var pixels = [UInt32](repeating: 0, count: Int(w * h))
    let status = pixels.withUnsafeMutableBytes { bytes in
      SDL_RenderReadPixels(
        renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress, w * 4)
    }
    guard status == 0 else {
      throw SDLHostError("cannot read the window's pixels: \(String(cString: SDL_GetError()))")
    }
    return (w, h, pixels)
  }

  /// Frees the drawing's textures, the renderer and the window; once.
  func destroy() {
    guard !isDestroyed else { return }
    isDestroyed = true
    drawing.destroy()
    SDL_DestroyRenderer(renderer)
    SDL_DestroyWindow(window)
  }

  /// How many fingers SDL counts down on `device`, or nil when SDL does not know the device
  /// (events pushed with a made-up id): then nothing can be concluded from its count.
  static func fingersDown(on device: Int64) -> Int? {
    for index in 0..<SDL_GetNumTouchDevices() where SDL_GetTouchDevice(index) == device {
      return Int(SDL_GetNumTouchFingers(device))
    }
    return nil
  }

  /// Whether SDL calls `device` a touch screen. A device SDL no longer knows (unplugged) counts
  /// as one, so its fingers still end.
  static func isDirectTouchDevice(_ device: Int64) -> Bool {
    let type = SDL_GetTouchDeviceType(device)
    return type != SDL_TOUCH_DEVICE_INDIRECT_ABSOLUTE && type != SDL_TOUCH_DEVICE_INDIRECT_RELATIVE
  }
}
