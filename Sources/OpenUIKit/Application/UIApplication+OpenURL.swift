import Foundation

extension UIApplication {
  /// Keys for ``open(_:options:completionHandler:)``'s options. Kept; none changes how a URL
  /// opens on Linux.
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public var rawValue: String
    /// Wraps a raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Open only if an app other than a browser handles the URL.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Opens `url` with the desktop's handler for it (the host's ``HostServices/urlOpener``),
  /// then calls `completion` with whether it could, on the main thread. Without a host
  /// nothing opens: a `resourceUnavailable` diagnostic says so and `completion` hears false.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: ((Bool) -> Void)? = nil
  ) {
    let opened: Bool
    if let opener = hostServices.urlOpener {
      opened = opener(url)
      if !opened { report(.resourceUnavailable, "could not open \(url.absoluteString)") }
    } else {
      opened = false
      report(.resourceUnavailable, "no host to open \(url.absoluteString) with")
    }
    completion?(opened)
  }

  /// Whether a URL could be opened: true for one with a scheme while the host can open URLs.
  public func canOpenURL(_ url: URL) -> Bool {
    hostServices.urlOpener != nil && url.scheme != nil
  }
}
