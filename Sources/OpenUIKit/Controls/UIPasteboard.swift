import Foundation

/// The clipboard. The SDL host connects ``general`` to the system clipboard; without a host it
/// keeps its contents in memory. Each application has its own general pasteboard.
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

  /// The general pasteboard: the current application's, which the SDL host connects to the
  /// system clipboard (``HostServices/clipboard``). Each application has its own, so two in one
  /// process do not share a clipboard.
  public static var general: UIPasteboard {
    UIApplication.current?.generalPasteboard ?? detached
  }
  /// The general pasteboard while no application exists: text kept in memory.
  private static let detached = UIPasteboard(application: nil)

  /// The application whose clipboard this is; nil for the detached pasteboard.
  private let owner: Anchor<UIApplication>?
  /// The detached pasteboard's storage.
  private var ownStorage: any Storage = MemoryStorage()

  init(application: UIApplication?) {
    owner = application?.referenceAnchor
  }

  /// Where the text lives: the owning application's ``HostServices/clipboard`` (the SDL host
  /// installs the system clipboard there). Setting it replaces that clipboard.
  public var storage: any Storage {
    get { owner?.object?.hostServices.clipboard ?? ownStorage }
    set {
      if let application = owner?.object {
        application.hostServices.clipboard = newValue
      } else {
        ownStorage = newValue
      }
    }
  }

  /// The text on the clipboard, or nil.
  public var string: String? {
    get { storage.string }
    set { storage.string = newValue }
  }

  /// Whether there is text on the clipboard.
  public var hasStrings: Bool { !(string ?? "").isEmpty }
}
