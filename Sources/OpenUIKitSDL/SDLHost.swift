import CSDL2
import CSDL2Image
import CSDL2TTF
import Foundation
import OpenUIKit
import OpenUIKitATSPI

/// Runs an OpenUIKit application in an SDL2 window: the main loop, input translation, drawing
/// and screenshots.
///
/// The loop sleeps in `SDL_WaitEventTimeout` until input arrives or the next timer is due, so an
/// idle window costs no CPU; it draws only when something changed. With no display it uses
/// SDL's offscreen driver and says so.
@MainActor
public final class SDLHost {
  /// How to start the host.
  public struct Options: Sendable {
    /// The window title.
    public var title = "OpenUIKit"
    /// The window size in points.
    public var size = CGSize(width: 1024, height: 768)
    /// The SDL video driver; nil chooses: `SDL_VIDEODRIVER` if set, else the desktop when a
    /// display is available, else `offscreen`.
    public var videoDriver: String?
    /// Which SDL renderer draws.
    public enum Renderer: Sendable {
      /// SDL's accelerated renderer on a display of a machine with a GPU (a DRM render node,
      /// `/dev/dri/renderD*`); SDL's software renderer otherwise: on the headless drivers and
      /// on a machine without a GPU the only GL is Mesa's llvmpipe, which costs ~85 MB of
      /// resident memory and draws no faster (BENCHMARKS.md). `OPENUIKIT_RENDERER=software`
      /// or `accelerated` overrides it.
      case automatic
      /// SDL's software renderer: exact pixels, as the tests pin it.
      case software
      /// SDL's accelerated renderer wherever one exists (OpenGL, headless through EGL).
      case accelerated
    }

    /// Which renderer draws; ``Renderer/automatic`` by default.
    public var renderer = Renderer.automatic

    /// Whether to use SDL's software renderer (exact pixels, as the tests pin it): true is
    /// ``Renderer/software``, false ``Renderer/automatic``.
    public var softwareRenderer: Bool {
      get { renderer == .software }
      set { renderer = newValue ? .software : .automatic }
    }
    /// Whether the window may be resized.
    public var resizable = true
    /// Whether the window takes the whole display with no decorations (a kiosk, a touch
    /// screen in tablet mode); the cursor then hides while only touches arrive.
    /// `OPENUIKIT_FULLSCREEN=1` turns it on for any app.
    public var fullScreen = false
    /// Pixels per point where SDL does not scale by itself (X11, the headless drivers): nil
    /// takes `OPENUIKIT_SCALE`, else on X11 `GDK_SCALE` or `QT_SCALE_FACTOR`, else the
    /// desktop's `Xft.dpi` over 96 (the text scale GNOME, KDE and Xfce publish), else 1.
    /// Fractional scales work (1.5). Wayland reports its scale itself, and it is used as is.
    public var scale: CGFloat?
    /// Whether frames are drawn into a persistent canvas texture; nil chooses (only for
    /// accelerated renderers, whose back buffer is undefined after a present).
    package var usesCanvas: Bool?
    /// Creates default options.
    public init() {}
  }

  /// The application the host drives.
  public let application: UIApplication
  /// The video driver in use.
  public let videoDriver: String
  /// Whether the window is on no real display (offscreen or dummy driver).
  public var isHeadless: Bool { videoDriver == "offscreen" || videoDriver == "dummy" }
  /// Whether the loop is running.
  public internal(set) var isRunning = false
  /// How many frames have been drawn.
  public private(set) var framesDrawn = 0

  /// The main SDL window: the same kind as each second window's.
  let surface: SDLSurface
  /// Runs main-queue blocks and Foundation timers while the loop waits in SDL.
  let mainRunLoop = MainRunLoopPump()
  /// When Foundation's next timer on the main run loop is due, in seconds from the last pass.
  var foundationTimerDelay: TimeInterval?
  var window: OpaquePointer { surface.window }
  var renderer: OpaquePointer { surface.renderer }
  var drawing: SDLRenderer { surface.drawing }
  var translator: SDLInputTranslator {
    get { surface.translator }
    set { surface.translator = newValue }
  }
  let textSystem: SDLTextSystem
  /// SDL's 64-bit tick count and the application's time, read together once per batch.
  var clockReading: (UInt64, TimeInterval) = (0, 0)
  /// The latest timestamp the host gave a record.
  var lastEventTime: TimeInterval = 0
  /// The recording being written (``startRecording(to:)``), finished at shutdown.
  var recorder: InputRecordingWriter?
  /// The cursor shown (``updateCursor()``), and SDL's system cursors made so far.
  package internal(set) var shownCursor: UIPointerStyle.Cursor?
  /// Where the input method was last told the caret is (``updateTextInputRect()``).
  package internal(set) var textInputRect: CGRect?
  var systemCursors: [UIPointerStyle.Cursor: OpaquePointer] = [:]
  /// The windows shown in SDL windows of their own (``openWindow(_:title:size:)``).
  public internal(set) var secondaryWindows: [SDLSecondaryWindow] = []
  /// The key window of the main SDL window, made key again when it regains focus.
  weak var mainKeyWindow: UIWindow?
  /// Whether the window is full screen, hiding the cursor while only touches arrive
  /// (``Options/fullScreen`` or `OPENUIKIT_FULLSCREEN=1`).
  public let kiosk: Bool
  /// Set by a finger, cleared by a real mouse: in kiosk mode the cursor hides meanwhile.
  var onlyTouchesArrive = false
  /// The AT-SPI bridge serving screen readers and UI automation, when the desktop has a
  /// session bus (nil with none, or with `NO_AT_BRIDGE=1` or `OPENUIKIT_ACCESSIBILITY=0`).
  public internal(set) var accessibilityBridge: AccessibilityBridge?

  /// The host started last and not yet shut down: the one `UIApplicationMain` and `@main`
  /// run, so app code can take its own screenshots (``saveScreenshot(to:)``) or ``stop()`` it.
  public private(set) static weak var current: SDLHost?

  /// Starts SDL, opens the window and hands the application its `HostServices`: SDL_ttf's text
  /// system, SDL_image's decoder, the system clipboard and SDL's text-input switch.
  /// - Throws: ``SDLHostError`` naming what is missing and what to install.
  public init(application: UIApplication, options: Options = Options()) throws {
    self.application = application
    let driver = try SDLEnvironment.start(
      preferred: options.videoDriver, software: options.softwareRenderer)
    videoDriver = driver
    let textSystem = SDLTextSystem { [anchor = application.referenceAnchor] message in
      anchor.object?.report(.resourceUnavailable, message)
    }
    let headless = driver == "offscreen" || driver == "dummy"
    let environment = ProcessInfo.processInfo.environment
    kiosk = options.fullScreen || environment["OPENUIKIT_FULLSCREEN"] == "1"
    // The dummy driver has no GL at all; offscreen's is llvmpipe through EGL.
    let software =
      switch options.renderer.choosing(environment: ProcessInfo.processInfo.environment) {
      case .software: true
      case .accelerated: driver == "dummy"
      case .automatic: headless || !SDLEnvironment.hasGPU
      }
    // SDL would otherwise present the software renderer's frames through OpenGL, which loads
    // Mesa (~85 MB) for nothing.
    if software { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0") }
    do {
      surface = try SDLSurface(
        title: options.title, size: options.size, resizable: options.resizable,
        software: software, text: textSystem,
        usesCanvas: options.usesCanvas, purpose: "a window on the \(driver) video driver",
        fullScreen: kiosk,
        windowScale: Self.windowScale(options.scale, driver: driver, environment: environment))
    } catch {
      SDLEnvironment.stop()
      throw error
    }
    self.textSystem = textSystem
    // SDL starts with text input on; it follows the first responder instead (decision E7).
    SDL_StopTextInput()
    application.hostServices = HostServices(
      textSystem: textSystem, imageDecoder: SDLImageDecoder.decode, clipboard: SDLClipboard(),
      textInputSwitch: { wanted in
        if wanted { SDL_StartTextInput() } else { SDL_StopTextInput() }
      },
      // SDL hands the URL to xdg-open, which asks the desktop's handler for its scheme.
      urlOpener: { url in SDL_OpenURL(url.absoluteString) == 0 })
    // UIImage decodes on any thread, as in UIKit; SDL_image keeps no state between files.
    HostServices.imageDecoderForOtherThreads = SDLImageDecoder.decode
    updateMetrics()
    SDLHost.current = self
    lastEventTime = application.clock.now
    application.enqueue(
      InputRecord(.window(.resized(translator.metrics.pointSize)), timestamp: lastEventTime))
    application.processQueuedInput()
    // Any app starts with the hit-area inspector open when asked: OPENUIKIT_INSPECTOR=1.
    if ProcessInfo.processInfo.environment["OPENUIKIT_INSPECTOR"] == "1" {
      application.hitAreaInspector.open()
    }
    startAccessibility(name: ProcessInfo.processInfo.processName)
    // Any app records its input when asked: OPENUIKIT_RECORD=FILE.
    if let path = ProcessInfo.processInfo.environment["OPENUIKIT_RECORD"], !path.isEmpty {
      do {
        try startRecording(to: path)
      } catch {
        application.report(.resourceUnavailable, "\(error); input is not recorded")
      }
    }
  }

  /// The scale OpenUIKit applies to its window itself (see ``Options/scale``): between 0.5 and
  /// 4; 1 on Wayland, which scales windows by itself.
  static func windowScale(
    _ asked: CGFloat?, driver: String, environment: [String: String],
    resources: @autoclosure () -> String? = XResources.managerString()
  )
    -> CGFloat
  {
    var scale = asked
    if scale == nil, let text = environment["OPENUIKIT_SCALE"] {
      scale = Double(text).map { CGFloat($0) }
    }
    if scale == nil, driver == "x11" {
      for name in ["GDK_SCALE", "QT_SCALE_FACTOR"] {
        if let text = environment[name], let value = Double(text) {
          scale = CGFloat(value)
          break
        }
      }
      // What the desktop's text scale says (GNOME, KDE and Xfce publish it as Xft.dpi).
      if scale == nil, let database = resources() {
        scale = XResources.scale(fromDatabase: database)
      }
    }
    guard driver != "wayland", let scale, scale.isFinite else { return 1 }
    return min(4, max(0.5, scale))
  }

  /// Records every input record from here on to `path` (`InputRecording`'s format), until
  /// ``shutdown()`` writes the end line. Replay it with `OpenUIKitTesting.InputReplay`.
  /// - Throws: `InputRecordingError` when the file cannot be created.
  public func startRecording(to path: String) throws {
    recorder?.finish()
    let writer = try InputRecordingWriter(path: path)
    recorder = writer
    application.inputRecorder = writer
  }

  /// Closes the window and shuts SDL down. Called by ``run()`` when it ends.
  public func shutdown() {
    accessibilityBridge?.shutdown()
    accessibilityBridge = nil
    recorder?.finish()
    if application.inputRecorder === recorder { application.inputRecorder = nil }
    for secondary in secondaryWindows { secondary.destroy() }
    secondaryWindows.removeAll()
    freeCursors()
    surface.destroy()
    textSystem.close()
    // The application outlives the host: it goes back to what it had without one.
    application.hostServices = HostServices()
    HostServices.imageDecoderForOtherThreads = nil
    SDLEnvironment.stop()
    if SDLHost.current === self { SDLHost.current = nil }
  }

  // MARK: - The loop

  /// Runs the main loop until the window closes or SIGTERM arrives (`SDL_QUIT`).
  public func run() {
    isRunning = true
    while isRunning { step(timeout: waitTimeout()) }
  }

  /// Ends ``run()`` after the current iteration.
  public func stop() { isRunning = false }

  /// One loop iteration: wait up to `timeout` seconds for input (less when a timer, such as
  /// the next animation frame, falls due first), translate and dispatch it, fire due timers,
  /// lay out, and draw if something changed.
  public func step(timeout: TimeInterval = 0) {
    var event = SDL_Event()
    // Rounded up: a wait cut short by truncation wakes just before a timer is due, and the
    // loop would then spin with zero waits until it is.
    let milliseconds = Int32((max(0, min(timeout, waitTimeout(), 3600)) * 1000).rounded(.up))
    let framesBefore = framesDrawn
    var hadEvents = false
    if SDL_WaitEventTimeout(&event, milliseconds) != 0 {
      hadEvents = event.type != Self.accessibilityWakeType
      // One reading of both clocks per batch, so events SDL stamped alike (fingers landing
      // together) get equal timestamps and arrive as one touches event.
      clockReading = (SDL_GetTicks64(), application.clock.now)
      handle(event)
      while SDL_PollEvent(&event) != 0 {
        if event.type != Self.accessibilityWakeType { hadEvents = true }
        handle(event)
      }
      // Every queued event is read: SDL's finger counts now say what is really down.
      for record in translator.reconcile(at: lastEventTime) { application.enqueue(record) }
    }
    application.processQueuedInput()
    // UIKit code's main-queue blocks and timers run between input and drawing, as a run loop
    // turn does; what they change is drawn this step.
    foundationTimerDelay = mainRunLoop.drain()
    application.processQueuedInput()
    renderIfNeeded()
    updateCursor()
    updateTextInputRect()
    // After drawing, so the events it sends describe what is on screen.
    accessibilityBridge?.service(changed: hadEvents || framesDrawn != framesBefore)
  }

  /// How long the loop may sleep: until the next timer, or a long time when none is pending.
  func waitTimeout() -> TimeInterval {
    // App code may enqueue records from inside a dispatch; they wait for the next drain.
    if application.queuedInputCount > 0 { return 0 }
    if accessibilityBridge?.needsService == true { return 0 }
    let foundation = min(foundationTimerDelay ?? 3600, accessibilityBridge?.nextDeadline ?? 3600)
    guard let deadline = application.nextTimerDeadline else { return foundation }
    return min(foundation, max(0, deadline - application.clock.now))
  }

  func handle(_ event: SDL_Event) {
    if kiosk { noteTouchOrMouse(event) }
    if routeToSecondaryWindow(event) { return }
    // A window id that is not ours must not move, resize or close this one.
    if translator.isForAnotherWindow(event) { return }
    // The main-queue watcher's wake-up carries nothing: the step drains the queue.
    if event.type == mainRunLoop.wakeEventType { return }
    // Nor does the accessibility bridge's: the step serves it.
    if event.type == Self.accessibilityWakeType { return }
    switch SDL_EventType(rawValue: event.type) {
    case SDL_QUIT:
      isRunning = false
    case SDL_WINDOWEVENT
    where SDL_WindowEventID(UInt32(event.window.event)) == SDL_WINDOWEVENT_CLOSE:
      // Closing mid-touch cancels the touch before the loop ends.
      enqueue(event)
      isRunning = false
    case SDL_WINDOWEVENT
    where SDL_WindowEventID(UInt32(event.window.event)) == SDL_WINDOWEVENT_SIZE_CHANGED:
      enqueue(event)
      updateMetrics()
    case SDL_WINDOWEVENT
    where SDL_WindowEventID(UInt32(event.window.event)) == SDL_WINDOWEVENT_EXPOSED:
      // The window system lost what the window showed: draw and present all of it.
      drawing.forgetDrawnPixels()
      application.setNeedsRedraw()
    case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
      // The GPU dropped what target textures held: kept offscreens and the canvas with it.
      drawing.forgetDrawnPixels()
      application.setNeedsRedraw()
    case SDL_WINDOWEVENT
    where SDL_WindowEventID(UInt32(event.window.event)) == SDL_WINDOWEVENT_MOVED:
      translator.metrics.edgesOnScreenBorder = surface.edgesOnScreenBorder()
    default:
      enqueue(event)
    }
  }

  private func enqueue(_ event: SDL_Event) {
    for record in translator.translate(event, at: timestamp(of: event)) {
      application.enqueue(record)
    }
    // SDL hands over a dropped file's path or text for the app to free.
    let type = SDL_EventType(rawValue: event.type)
    if type == SDL_DROPFILE || type == SDL_DROPTEXT, let string = event.drop.file {
      SDL_free(string)
    }
  }

  /// An SDL event's time on the application's clock. SDL stamps events with the low 32 bits of
  /// its millisecond counter, which wraps after 49 days: unwrap against the 64-bit counter.
  func timestamp(of event: SDL_Event) -> TimeInterval {
    let (now, applicationNow) = clockReading
    let age = UInt32(truncatingIfNeeded: now) &- event.common.timestamp
    let eventTicks = now >= UInt64(age) ? now - UInt64(age) : 0
    let secondsAgo = TimeInterval(now - eventTicks) / 1000
    // Events SDL queued before the host started (window creation) are older than the host's
    // first record: they count as happening then, so time never runs backwards.
    lastEventTime = max(lastEventTime, applicationNow - secondsAgo)
    return lastEventTime
  }

  /// Reads the window's point and pixel sizes; the screen's scale follows them now, its size
  /// when the resize record this is followed by arrives.
  func updateMetrics() {
    translator.metrics = surface.readMetrics()
    application.setScreenScale(translator.metrics.scale)
    application.setNeedsRedraw()
  }

  // MARK: - Drawing

  /// Lays out and draws a frame if anything changed since the last one, then presents it.
  public func renderIfNeeded() {
    application.layoutIfNeeded()
    guard application.needsRedraw else { return }
    drawSecondaryWindows()
    drawFrame()
    present()
  }

  /// Shows the frame drawn. The software renderer draws into the window's surface, so only the
  /// areas redrawn need sending to the window system.
  func present() {
    guard drawing.isSoftware, !drawing.usesCanvas, !drawing.redrewWholeFrame else {
      return SDL_RenderPresent(renderer)
    }
    var rects = drawing.redrawnAreas
    guard !rects.isEmpty else { return }
    SDL_RenderFlush(renderer)
    // The surface's pixels, in pixels.
    if SDL_UpdateWindowSurfaceRects(window, &rects, Int32(rects.count)) != 0 {
      SDL_RenderPresent(renderer)
    }
  }

  /// Draws the current frame into the back buffer without presenting it: the areas that
  /// changed since the last frame (all of it after a resize, or when asked to redraw).
  func drawFrame() {
    application.layoutIfNeeded()
    let metrics = translator.metrics
    let damage = application.takeDamage(pixelSize: metrics.pixelSize, scale: metrics.scale)
    let list = DisplayListBuilder.build(
      application, pixelSize: metrics.pixelSize, scale: metrics.scale, damage: damage)
    drawing.render(list)
    application.needsRedraw = false
    framesDrawn += 1
  }
}
