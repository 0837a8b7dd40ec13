import Foundation

extension UICollectionView {
  /// A cell class and how to configure it for an item (iOS 14): dequeue with
  /// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``, no identifier needed.
  @MainActor
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// Configures a cell for an item.
    public typealias Handler = (Cell, IndexPath, Item) -> Void
    let identifier: String
    let handler: Handler

    /// A registration of `Cell` configured by `handler`.
    public init(handler: @escaping Handler) {
      identifier = "OpenUIKit.cell." + String(describing: Cell.self) + "." + UUID().uuidString
      self.handler = handler
    }
  }

  /// A supplementary view class for an element kind and how to configure it.
  @MainActor
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// Configures a view for an element.
    public typealias Handler = (Supplementary, String, IndexPath) -> Void
    let identifier: String
    let elementKind: String
    let handler: Handler

    /// A registration of `Supplementary` views of `elementKind`.
    public init(elementKind: String, handler: @escaping Handler) {
      identifier = "OpenUIKit.view." + UUID().uuidString
      self.elementKind = elementKind
      self.handler = handler
    }
  }

  /// A cell for the item, made or reused from the registration's class and configured by its
  /// handler.
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    if registered[registration.identifier] == nil {
      register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
    }
    let dequeued = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
    let cell = dequeued as? Cell ?? Cell(registeredWithFrame: .zero)
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// A supplementary view, made or reused from the registration's class and configured.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let key = registration.elementKind + "/" + registration.identifier
    if registered[key] == nil {
      register(
        Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
        withReuseIdentifier: registration.identifier)
    }
    let view = dequeueReusableSupplementaryView(
      ofKind: registration.elementKind, withReuseIdentifier: registration.identifier,
      for: indexPath)
    let typed = view as? Supplementary ?? Supplementary(registeredWithFrame: .zero)
    registration.handler(typed, registration.elementKind, indexPath)
    return typed
  }
}
