import CSDL2
import Foundation
import OpenUIKit

/// A `UIWindow` shown in an SDL window of its own, beside the host's main window
/// (``SDLHost/openWindow(_:title:size:)``).
///
/// The application sees one screen space. Each extra SDL window's points sit in a slot of
/// their own in it, far to the right of the main window's (the slot's ``origin``), and the
/// `UIWindow`'s frame is placed there: a screen point then names one window, so hit testing,
/// touches, hover and drops need nothing new. The host shifts this window's input into its
/// slot and draws the window alone into its own renderer. A click in the window makes it the
/// key window, so keys follow the window the desktop gives focus to.
@MainActor
public final class SDLSecondaryWindow {
  /// The window shown.
  public let window: UIWindow
  /// Whether it is still open (the user or ``SDLHost/closeWindow(_:)`` closes it).
  public private(set) var isOpen = true
  /// Where its points begin in the application's screen space.
  public let origin: CGPoint

  let sdlWindow: OpaquePointer
  let renderer: OpaquePointer
  let drawing: SDLRenderer
  var translator: SDLInputTranslator

  init(
    window: UIWindow, title: String, size: CGSize, origin: CGPoint, software: Bool,
    text: SDLTextSystem
  ) throws {
    let flags =
      SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
      | SDL_WINDOW_RESIZABLE.rawValue
    guard
      let sdlWindow = SDL_CreateWindow(
        title, CSDL_WINDOWPOS_CENTERED, CSDL_WINDOWPOS_CENTERED, Int32(size.width),
        Int32(size.height), flags)
    else { throw SDLHostError("cannot open a second window: \(String(cString: SDL_GetError()))") }
    guard let renderer = SDLHost.makeRenderer(for: sdlWindow, software: software) else {
      let reason = String(cString: SDL_GetError())
      SDL_DestroyWindow(sdlWindow)
      throw SDLHostError("cannot create a renderer for a second window: \(reason)")
    }
    self.window = window
    self.origin = origin
    self.sdlWindow = sdlWindow
    self.renderer = renderer
    drawing = SDLRenderer(renderer: renderer, text: text, usesCanvas: nil)
    translator = SDLInputTranslator.forWindow(sdlWindow, size: size) { nil }
    translator.pointerLocationNow = { [unowned self] in self.pointerLocation() }
    window.hasOwnDisplay = true
    updateMetrics()
    window.isHidden = false
  }

  /// SDL's id for the window.
  public var windowID: UInt32 { translator.windowID }

  /// Reads the window's size in points and pixels and fits the `UIWindow` to it.
  func updateMetrics() {
    var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
    SDL_GetWindowSize(sdlWindow, &w, &h)
    SDL_GetRendererOutputSize(renderer, &pw, &ph)
    let points = CGSize(width: CGFloat(w), height: CGFloat(h))
    translator.metrics = SDLWindowMetrics(
      pointSize: points, pixelSize: CGSize(width: CGFloat(pw), height: CGFloat(ph)))
    window.frame = CGRect(origin: origin, size: points)
    window.layoutIfNeeded()
  }

  /// The records for one of this window's events, moved into its slot of screen space.
  func translate(_ event: SDL_Event, at time: TimeInterval) -> [InputRecord] {
    translator.translate(event, at: time).map { $0.offset(by: origin) }
  }

  /// Draws the window alone, all of it, and shows it.
  func draw() {
    render()
    SDL_RenderPresent(renderer)
  }

  private func render() {
    let metrics = translator.metrics
    guard let application = window.application else { return }
    // The window and what opens over it on this surface (a context menu).
    drawing.render(
      DisplayListBuilder.build(
        application, display: CGRect(origin: origin, size: metrics.pointSize),
        pixelSize: metrics.pixelSize, scale: metrics.scale))
  }

  /// Draws the window and reads its pixels back (ARGB, row by row) before showing them: after
  /// a present the back buffer is undefined.
  package func readPixels() -> (width: Int, pixels: [UInt32]) {
    render()
    var w: Int32 = 0, h: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &w, &h)
    var pixels = [UInt32](repeating: 0, count: Int(w * h))
    _ = pixels.withUnsafeMutableBytes { bytes in
      SDL_RenderReadPixels(
        renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress, w * 4)
    }
    SDL_RenderPresent(renderer)
    return (Int(w), pixels)
  }

  /// Where the desktop's pointer is in this window's points.
  private func pointerLocation() -> CGPoint? {
    var x: Int32 = 0, y: Int32 = 0, wx: Int32 = 0, wy: Int32 = 0
    SDL_GetGlobalMouseState(&x, &y)
    SDL_GetWindowPosition(sdlWindow, &wx, &wy)
    return CGPoint(x: CGFloat(x - wx), y: CGFloat(y - wy))
  }

  /// Closes the SDL window; the `UIWindow` is hidden and leaves its slot.
  func destroy() {
    guard isOpen else { return }
    isOpen = false
    window.isHidden = true
    window.hasOwnDisplay = false
    drawing.destroy()
    SDL_DestroyRenderer(renderer)
    SDL_DestroyWindow(sdlWindow)
  }
}

extension InputRecord {
  /// The record with its location moved by `offset` (pointers, the wheel, drops).
  func offset(by offset: CGPoint) -> InputRecord {
    func moved(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + offset.x, y: p.y + offset.y) }
    var record = self
    switch payload {
    case .pointer(var input):
      input.location = moved(input.location)
      record.payload = .pointer(input)
    case .wheel(var input):
      input.location = moved(input.location)
      record.payload = .wheel(input)
    case .drop(var input):
      input.location = moved(input.location)
      record.payload = .drop(input)
    default: break
    }
    return record
  }
}
