import Foundation

/// A type whose values can be read out of an ``NSItemProvider``: Foundation's protocol, which
/// the Linux Foundation lacks. `String` and `URL` adopt it.
public protocol NSItemProviderReading {
  /// The type identifiers (UTIs) this type can be made from, best first.
  static var readableTypeIdentifiersForItemProvider: [String] { get }
  /// Makes a value from data registered under `typeIdentifier`.
  static func object(withItemProviderData data: Data, typeIdentifier: String)
    throws -> Self
}

/// Why an item provider could not hand over an object.
public struct NSItemProviderError: Error, Equatable, Sendable {
  /// What went wrong.
  public var message: String
}

/// Data items carry, each under a type identifier (UTI), for drag and drop and the
/// clipboard: Foundation's class, which the Linux Foundation lacks, with its reading API.
///
/// OpenUIKit registers dropped files as `public.file-url` (their ``suggestedName`` is the file
/// name) and dropped text as `public.utf8-plain-text`. Objects are loaded at once: the
/// completion handler runs before `loadObject` returns (UIKit calls it later, on the main
/// queue; code that waits for the call works either way).
@preconcurrency @MainActor
open class NSItemProvider {
  private var representations: [(typeIdentifier: String, data: Data)] = []

  /// A provider with nothing registered.
  public init() {}

  /// A provider for a string, registered as UTF-8 plain text.
  public convenience init(object string: String) {
    self.init()
    register(Data(string.utf8), as: UTType.utf8PlainText)
  }

  /// A provider for a file on disk, registered as a file URL; nil when `fileURL` is not a file
  /// URL.
  public convenience init?(contentsOf fileURL: URL) {
    guard fileURL.isFileURL else { return nil }
    self.init()
    register(Data(fileURL.absoluteString.utf8), as: UTType.fileURL)
    suggestedName = fileURL.lastPathComponent
  }

  /// A name for the item, such as a dropped file's name.
  open var suggestedName: String?

  /// Adds data under a type identifier (OpenUIKit's way in: UIKit registers with handlers).
  public func register(_ data: Data, as typeIdentifier: String) {
    representations.append((typeIdentifier, data))
  }

  /// The type identifiers registered, in order.
  open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

  /// Whether an item is registered under `typeIdentifier`.
  open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    registeredTypeIdentifiers.contains { UTType.conforms($0, to: typeIdentifier) }
  }

  /// Whether an object of `aClass` can be made from what is registered.
  open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
    representation(for: aClass) != nil
  }

  /// Makes an object of `aClass` and hands it to `completionHandler`, or an error.
  @discardableResult
  open func loadObject<T: NSItemProviderReading>(
    ofClass aClass: T.Type, completionHandler: (T?, (any Error)?) -> Void
  ) -> Progress {
    let progress = Progress(totalUnitCount: 1)
    guard let (type, data) = representation(for: aClass) else {
      completionHandler(
        nil, NSItemProviderError(message: "no representation for \(aClass)"))
      return progress
    }
    do {
      completionHandler(try T.object(withItemProviderData: data, typeIdentifier: type), nil)
    } catch {
      completionHandler(nil, error)
    }
    progress.completedUnitCount = 1
    return progress
  }

  private func representation(for aClass: any NSItemProviderReading.Type) -> (String, Data)? {
    for wanted in aClass.readableTypeIdentifiersForItemProvider {
      if let found = representations.first(where: { UTType.conforms($0.typeIdentifier, to: wanted) }
      ) {
        return (found.typeIdentifier, found.data)
      }
    }
    return nil
  }
}

/// The few type identifiers OpenUIKit's drops use, and how they conform to one another.
enum UTType {
  static let utf8PlainText = "public.utf8-plain-text"
  static let plainText = "public.plain-text"
  static let text = "public.text"
  static let fileURL = "public.file-url"
  static let url = "public.url"
  static let data = "public.data"

  /// The identifiers each one conforms to beyond itself.
  private static let parents: [String: [String]] = [
    utf8PlainText: [plainText, text, data],
    plainText: [text, data],
    text: [data],
    fileURL: [url, data],
    url: [data],
  ]

  static func conforms(_ type: String, to other: String) -> Bool {
    type == other || parents[type]?.contains(other) == true
  }
}

extension String: NSItemProviderReading {
  /// Plain text, UTF-8 first.
  public static var readableTypeIdentifiersForItemProvider: [String] {
    [UTType.utf8PlainText, UTType.plainText]
  }

  /// Decodes UTF-8 (invalid bytes become U+FFFD).
  public static func object(withItemProviderData data: Data, typeIdentifier: String) throws
    -> String
  {
    String(decoding: data, as: UTF8.self)
  }
}

extension URL: NSItemProviderReading {
  /// File URLs and other URLs.
  public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.url] }

  /// Reads the URL's text.
  public static func object(withItemProviderData data: Data, typeIdentifier: String) throws
    -> URL
  {
    guard let url = URL(string: String(decoding: data, as: UTF8.self)) else {
      throw NSItemProviderError(message: "not a URL")
    }
    return url
  }
}
