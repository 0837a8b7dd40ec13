import Foundation
import Logging
import Synchronization

/// What a host gives the application it runs: how text is measured, how image files are
/// decoded, where the clipboard's text lives, and how text input is switched on and off.
///
/// The host hands one value over when it starts (``UIApplication/hostServices``) and the
/// application owns it, along with its own ``UIScreen`` (whose size and scale the host keeps
/// current) and its own general ``UIPasteboard``. Nothing is process-wide, so two applications in
/// one process (two tests, a tool beside an app) never see each other's fonts, clipboard or
/// screen. The cursor goes the other way: the host reads ``UIApplication/pointerCursor``.
///
/// Without a host (tests, headless tools) the defaults apply: text measured by
/// ``EstimatingTextSystem``, no image decoder, a clipboard in memory, no text-input switch.
@preconcurrency @MainActor
public struct HostServices {
  /// Decodes an image file's path into pixels, or says why it cannot. Sendable: `UIImage`
  /// loads files on any thread, as in UIKit.
  public typealias ImageDecoder =
    @Sendable (String) -> Result<
      UIImage.Decoded, UIImage.DecodingError
    >

  /// Measures text for layout and drawing.
  public var textSystem: any TextSystem
  /// Decodes image files for `UIImage(contentsOfFile:)` and `UIImage(named:)`; nil when the
  /// host has none (images then fail to load with a diagnostic).
  public var imageDecoder: ImageDecoder? {
    // Another decoder may read the same files differently: `UIImage(named:)` decodes afresh.
    didSet { NamedImageCache.shared.removeAll() }
  }
  /// Where the general pasteboard keeps its text.
  public var clipboard: any UIPasteboard.Storage
  /// Told when text input should start (true) or stop (false): the SDL host starts and stops
  /// SDL's text input (and so the input method) with it.
  public var textInputSwitch: ((Bool) -> Void)?
  /// Opens a URL in the desktop's handler for it (a browser, a mail client), true when it
  /// could: ``UIApplication/open(_:options:completionHandler:)`` calls it. The SDL host opens
  /// with `SDL_OpenURL` (`xdg-open`); nil (no host) opens nothing.
  public var urlOpener: ((URL) -> Bool)?

  /// Creates services; every argument defaults to what an application without a host uses.
  public init(
    textSystem: any TextSystem = EstimatingTextSystem(),
    imageDecoder: ImageDecoder? = nil,
    clipboard: any UIPasteboard.Storage = UIPasteboard.MemoryStorage(),
    textInputSwitch: ((Bool) -> Void)? = nil,
    urlOpener: ((URL) -> Bool)? = nil
  ) {
    self.textSystem = textSystem
    self.imageDecoder = imageDecoder
    if imageDecoder != nil { NamedImageCache.shared.removeAll() }
    self.clipboard = clipboard
    self.textInputSwitch = textInputSwitch
    self.urlOpener = urlOpener
  }

  /// The services of the current application, for UIKit-shaped API that has no view to ask
  /// (`UIFont(name:size:)`, `UIImage(named:)`); a process with no application measures with
  /// the estimate.
  static var current: HostServices {
    UIApplication.current?.hostServices ?? detached
  }

  /// Tells the current application's diagnostic handler (the log when there is none) that a
  /// resource this API needed failed: for UIKit-shaped API with no view to ask.
  static func report(_ code: Diagnostic.Code, _ message: String) {
    if let application = UIApplication.current {
      application.report(code, message)
    } else {
      OpenUIKitLog.log(Diagnostic(code: code, message: message))
    }
  }

  /// The decoder `UIImage` initialisers use when called off the main thread, where no
  /// application can be asked (UIKit decodes on any thread). A host sets it when it starts (the
  /// SDL host: SDL_image, which is safe on any thread) and clears it at shutdown; nil by
  /// default, and then such images fail to load with a diagnostic.
  public nonisolated static var imageDecoderForOtherThreads: ImageDecoder? {
    get { otherThreadsDecoder.withLock { $0 } }
    set { otherThreadsDecoder.withLock { $0 = newValue } }
  }
  private nonisolated static let otherThreadsDecoder = Mutex<ImageDecoder?>(nil)

  /// The image decoder to use from the calling thread: the current application's on the main
  /// thread, ``imageDecoderForOtherThreads`` elsewhere.
  nonisolated static var imageDecoderOnAnyThread: ImageDecoder? {
    onMainThread { HostServices.current.imageDecoder } ?? imageDecoderForOtherThreads
  }

  /// Reports like ``report(_:_:)`` from any thread: off the main thread, to the log.
  nonisolated static func reportFromAnyThread(_ code: Diagnostic.Code, _ message: String) {
    if onMainThread({ HostServices.report(code, message) }) == nil {
      // OpenUIKitLog's logger belongs to the main actor; a logger of the same label reaches the
      // same backend.
      Logger(label: "OpenUIKit").log(
        level: code.logLevel, "\(message)", metadata: ["diagnostic": "\(code.rawValue)"])
    }
  }

  /// What API with no application uses: the defaults, made once.
  private static let detached = HostServices()
}

extension UIView {
  /// The services of the application this view's window belongs to (the current application's
  /// while the view is in no window): a label measures with its own application's fonts.
  var hostServices: HostServices {
    window?.application?.hostServices ?? HostServices.current
  }
}
