import Foundation
import Synchronization

/// An immutable bitmap: RGBA pixels, 8 bits a channel, not premultiplied.
///
/// Files are decoded by the decoder the host hands over (``HostServices/imageDecoder``; the SDL
/// host uses SDL_image for PNG and BMP). A file that cannot be read gives nil, as in UIKit, and a
/// diagnostic naming the file and the reason; ``placeholder`` is there to show instead.
///
/// An `NSObject` subclass as in UIKit, immutable and usable on any thread. UIKit difference:
/// images are equal only when they are the same object (UIKit's `isEqual(_:)` compares pixels);
/// renderers key their textures by image, so equality must stay cheap.
open class UIImage: NSObject, @unchecked Sendable {
  /// The size in points.
  public let size: CGSize
  /// Pixels per point.
  public let scale: CGFloat
  /// Width in pixels.
  public let pixelWidth: Int
  /// Height in pixels.
  public let pixelHeight: Int
  /// RGBA bytes, row by row, `pixelWidth * 4` bytes a row.
  public let rgba: [UInt8]
  /// Whether the image is drawn in its own colours or as a shape in the tint colour.
  public let renderingMode: RenderingMode
  /// Whether the image is one of the system symbols (``init(systemName:)``).
  public let isSymbolImage: Bool
  /// A string that identifies the image to tests and tools; a system symbol's is its name
  /// (a button showing only a symbol is read out by it).
  public var accessibilityIdentifier: String?
  /// The image in a few tint colours (template images drawn in their view's tint).
  let tintCache = Mutex<[DisplayColor: UIImage]>([:])

  /// Creates an image from raw RGBA pixels; nil when the byte count does not match.
  public init?(pixelWidth: Int, pixelHeight: Int, rgba: [UInt8], scale: CGFloat = 1) {
    guard pixelWidth > 0, pixelHeight > 0, rgba.count == pixelWidth * pixelHeight * 4,
      scale.isFinite, scale > 0
    else { return nil }
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.rgba = rgba
    self.scale = scale
    self.size = CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    renderingMode = .automatic
    isSymbolImage = false
    super.init()
  }

  /// `image`'s pixels with another rendering mode.
  init(_ image: UIImage, renderingMode: RenderingMode, isSymbol: Bool? = nil) {
    pixelWidth = image.pixelWidth
    pixelHeight = image.pixelHeight
    rgba = image.rgba
    scale = image.scale
    size = image.size
    self.renderingMode = renderingMode
    isSymbolImage = isSymbol ?? image.isSymbolImage
    super.init()
  }

  /// Decodes the image file at `path` with the installed decoder; nil (with a diagnostic) when
  /// the file is missing or unreadable. Callable from any thread, as in UIKit: off the main
  /// thread it decodes with the decoder the host last handed over.
  public convenience init?(contentsOfFile path: String) {
    self.init(contentsOfFile: path, scale: 1)
  }

  /// Decodes the image file at `path` as an image of `scale` pixels per point.
  convenience init?(contentsOfFile path: String, scale: CGFloat) {
    guard let decoded = Self.decode(path) else { return nil }
    self.init(decoded, scale: scale)
  }

  /// An image of `decoded`'s pixels at `scale`.
  private convenience init(_ decoded: Decoded, scale: CGFloat) {
    // The decoder's pixels match its size (the decoders check); the placeholder otherwise.
    guard
      let image = UIImage(
        pixelWidth: decoded.width, pixelHeight: decoded.height, rgba: decoded.rgba, scale: scale)
    else {
      self.init(UIImage.placeholder, renderingMode: .automatic)
      return
    }
    self.init(image, renderingMode: .automatic)
  }

  /// The file at `path` decoded by the installed decoder, or nil with a diagnostic.
  private static func decode(_ path: String) -> Decoded? {
    guard let decoder = HostServices.imageDecoderOnAnyThread else {
      UIImage.report("cannot decode \(path): no image decoder is installed (start the SDL host)")
      return nil
    }
    switch decoder(path) {
    case .success(let decoded):
      return decoded
    case .failure(let error):
      UIImage.report("cannot load image \(path): \(error.reason)")
      return nil
    }
  }

  /// Finds an image by name in ``searchPaths``: a file (with `.png` or `.bmp` added when the
  /// name has no extension; `name@2x.png` and `name@3x.png` count, at their scale), else an
  /// image set of an asset catalog there (an iOS project's `Assets.xcassets`). Callable from
  /// any thread.
  public convenience init?(named name: String) {
    let paths = UIImage.searchPaths
    // UIKit's system cache: a name asked for again is not searched for and decoded again.
    if let kept = NamedImageCache.shared.entry(named: name, searchPaths: paths) {
      self.init(kept.decoded, scale: kept.scale)
      return
    }
    guard let (path, scale) = Self.file(named: name, in: paths), let decoded = Self.decode(path)
    else { return nil }
    NamedImageCache.shared.insert(decoded, scale: scale, named: name, searchPaths: paths)
    self.init(decoded, scale: scale)
  }

  /// The file `name` stands for in `paths` or an asset catalog, with its scale; nil (with a
  /// diagnostic) when there is none.
  private static func file(named name: String, in paths: [String]) -> (String, CGFloat)? {
    let bare = !name.contains(".")
    let candidates: [(String, CGFloat)] =
      bare
      ? [(name + ".png", 1), (name + ".bmp", 1), (name + "@2x.png", 2), (name + "@3x.png", 3)]
      : [(name, 1)]
    for directory in paths {
      for (candidate, scale) in candidates {
        let path = (directory as NSString).appendingPathComponent(candidate)
        if FileManager.default.fileExists(atPath: path) { return (path, scale) }
      }
    }
    if let asset = AssetCatalog.image(named: name) { return (asset.path, asset.scale) }
    UIImage.report("no image named \(name) in \(paths.joined(separator: ", "))")
    return nil
  }

  /// A 16 × 16 magenta and grey checkerboard, to show where an image failed to load.
  public static let placeholder: UIImage = {
    var bytes: [UInt8] = []
    for y in 0..<16 {
      for x in 0..<16 {
        bytes += (x / 4 + y / 4) % 2 == 0 ? [255, 0, 255, 255] : [128, 128, 128, 255]
      }
    }
    return UIImage(pixelWidth: 16, pixelHeight: 16, rgba: bytes)!
  }()

  // MARK: - Decoding

  /// Pixels a decoder produced.
  public struct Decoded: Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// RGBA bytes.
    public var rgba: [UInt8]
    /// Creates decoded pixels.
    public init(width: Int, height: Int, rgba: [UInt8]) {
      self.width = width
      self.height = height
      self.rgba = rgba
    }
  }

  /// Why a file could not be decoded.
  public struct DecodingError: Error, Sendable {
    /// A sentence for people.
    public var reason: String
    /// Creates an error.
    public init(reason: String) { self.reason = reason }
  }

  /// The current application's image decoder (``HostServices/imageDecoder``); setting it
  /// replaces that application's.
  @available(*, deprecated, message: "use UIApplication.hostServices.imageDecoder")
  @MainActor public static var decoder: HostServices.ImageDecoder? {
    get { HostServices.current.imageDecoder }
    set { UIApplication.current?.hostServices.imageDecoder = newValue }
  }

  /// Directories ``init(named:)`` searches, in order. `Assets` in the working directory first.
  public static var searchPaths: [String] {
    get { searchPathStorage.withLock { $0 } }
    set { searchPathStorage.withLock { $0 = newValue } }
  }
  private static let searchPathStorage = Mutex<[String]>(["Assets"])

  static func report(_ message: String) {
    HostServices.reportFromAnyThread(.resourceUnavailable, message)
  }

  // Identity: NSObject's, the same object (see the type's note).
}
