import Foundation

#if !canImport(CoreGraphics)
  /// A bitmap as Core Graphics passes it around (`layer.contents = image.cgImage`): the pixels
  /// of a ``UIImage``, at one pixel per point.
  public final class CGImage: @unchecked Sendable {
    /// The image whose pixels these are.
    let image: UIImage

    init(image: UIImage) { self.image = image }

    /// The width in pixels.
    public var width: Int { image.pixelWidth }
    /// The height in pixels.
    public var height: Int { image.pixelHeight }
    /// Bits per colour component (8).
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel (32: RGBA).
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row.
    public var bytesPerRow: Int { image.pixelWidth * 4 }
  }
#endif

extension UIImage {
  /// How an image's pixels are turned for display. Images here are always `.up`: decoders
  /// apply a file's orientation, and `init(cgImage:scale:orientation:)` records none.
  public enum Orientation: Int, Sendable {
    case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }

  /// The image's orientation: always `.up`.
  public var imageOrientation: Orientation { .up }

  /// The image's pixels as a `CGImage`.
  public var cgImage: CGImage? { CGImage(image: self) }

  /// An image of `cgImage`'s pixels at `scale` pixels per point (`orientation` is ignored: the
  /// pixels are shown as they are).
  public convenience init(
    cgImage: CGImage, scale: CGFloat = 1, orientation: UIImage.Orientation = .up
  ) {
    let source = cgImage.image
    self.init(
      pixelWidth: source.pixelWidth, pixelHeight: source.pixelHeight, rgba: source.rgba,
      scale: scale.isFinite && scale > 0 ? scale : 1)!
  }
}
