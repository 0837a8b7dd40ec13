import Foundation

/// A drop in progress, as a drop target sees it: the items and where they are.
@preconcurrency @MainActor
public protocol UIDropSession: AnyObject {
  /// The items dropped.
  var items: [UIDragItem] { get }
  /// Where the drop is, in `view`'s coordinates.
  func location(in view: UIView) -> CGPoint
  /// Whether the items may be moved rather than copied: never for drops from other apps.
  var allowsMoveOperation: Bool { get }
  /// Whether the drag may only end in the app that began it.
  var isRestrictedToDraggingApplication: Bool { get }
  /// Whether any item conforms to one of `typeIdentifiers`.
  func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
  /// Whether any item can be loaded as `aClass`.
  func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
  /// Loads every item that can be read as `T`, in order, and hands them over together.
  @discardableResult
  func loadObjects<T: NSItemProviderReading>(
    ofClass aClass: T.Type, completion: @escaping ([T]) -> Void
  ) -> Progress
}

/// A drop from another application (the desktop's file manager, a browser), made from one
/// ``DropInput`` record.
final class DropSession: UIDropSession {
  let items: [UIDragItem]
  private let locationInWindow: CGPoint
  private unowned let window: UIWindow

  init(items: [UIDragItem], at locationInWindow: CGPoint, in window: UIWindow) {
    self.items = items
    self.locationInWindow = locationInWindow
    self.window = window
  }

  func location(in view: UIView) -> CGPoint { view.convert(locationInWindow, from: window) }
  var allowsMoveOperation: Bool { false }
  var isRestrictedToDraggingApplication: Bool { false }

  func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
    items.contains { item in
      typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) }
    }
  }

  func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
    items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
  }

  func loadObjects<T: NSItemProviderReading>(
    ofClass aClass: T.Type, completion: @escaping ([T]) -> Void
  ) -> Progress {
    let progress = Progress(totalUnitCount: Int64(items.count))
    var loaded: [T] = []
    for item in items where item.itemProvider.canLoadObject(ofClass: aClass) {
      item.itemProvider.loadObject(ofClass: aClass) { object, _ in
        if let object { loaded.append(object) }
      }
      progress.completedUnitCount += 1
    }
    completion(loaded)
    return progress
  }
}
