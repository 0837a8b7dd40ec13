import Foundation

/// The clipboard. The SDL host connects ``general`` to the system clipboard; without a host it
/// keeps its contents in memory.
@preconcurrency @MainActor
public final class UIPasteboard {
  /// Where a pasteboard keeps its text.
  public protocol Storage: AnyObject {
    /// The text on the clipboard, or nil.
    @MainActor var string: String? { get set }
  }

  /// Text kept in memory.
  public final class MemoryStorage: Storage {
    /// The text.
    public var string: String?
    /// Creates empty storage.
    public init() {}
  }

  /// The system clipboard.
  public static let general = UIPasteboard()

  /// Where the text lives; the SDL host installs the system clipboard.
  public var storage: any Storage = MemoryStorage()

  /// The text on the clipboard, or nil.
  public var string: String? {
    get { storage.string }
    set { storage.string = newValue }
  }

  /// Whether there is text on the clipboard.
  public var hasStrings: Bool { !(string ?? "").isEmpty }
}
