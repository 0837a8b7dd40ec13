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

  let surface: SDLSurface

  init(
    window: UIWindow, title: String, size: CGSize, origin: CGPoint, software: Bool,
    text: SDLTextSystem, windowScale: CGFloat = 1
  ) throws {
    surface = try SDLSurface(
      title: title, size: size, resizable: true, software: software, text: text,
      usesCanvas: nil, purpose: "a second window", windowScale: windowScale)
    self.window = window
    self.origin = origin
    window.hasOwnDisplay = true
    updateMetrics()
    window.isHidden = false
  }

  /// SDL's id for the window.
  public var windowID: UInt32 { surface.windowID }

  /// Reads the window's size in points and pixels and fits the `UIWindow` to it.
  func updateMetrics() {
    surface.translator.metrics = surface.readMetrics()
    window.frame = CGRect(origin: origin, size: surface.translator.metrics.pointSize)
    window.layoutIfNeeded()
  }

  /// The window moved on the desktop: which of its edges lie on the screen's border may have
  /// changed (a swipe in from the bezel).
  func updateEdges() {
    surface.translator.metrics.edgesOnScreenBorder = surface.edgesOnScreenBorder()
  }

  /// The records for one of this window's events, moved into its slot of screen space.
  func translate(_ event: SDL_Event, at time: TimeInterval) -> [InputRecord] {
    surface.translator.translate(event, at: time).map { $0.offset(by: origin) }
  }

  /// Draws the window alone, all of it, and shows it.
  func draw() {
    render()
    SDL_RenderPresent(surface.renderer)
  }

  private func render() {
    let metrics = surface.translator.metrics
    guard let application = window.application else { return }
    // The window and what opens over it on this surface (a context menu).
    surface.drawing.render(
      DisplayListBuilder.build(
        application, display: CGRect(origin: origin, size: metrics.pointSize),
        pixelSize: metrics.pixelSize, scale: metrics.scale))
  }

  /// Draws the window and reads its pixels back (ARGB, row by row) before showing them: after
  /// a present the back buffer is undefined. Empty when SDL cannot read them.
  package func readPixels() -> (width: Int, pixels: [UInt32]) {
    render()
    defer { SDL_RenderPresent(surface.renderer) }
    guard let (width, _, pixels) = try? surface.readBackBuffer() else { return (0, []) }
    return (Int(width), pixels)
  }

  /// Closes the SDL window; the `UIWindow` is hidden and leaves its slot.
  func destroy() {
    guard isOpen else { return }
    isOpen = false
    window.isHidden = true
    window.hasOwnDisplay = false
    surface.destroy()
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
