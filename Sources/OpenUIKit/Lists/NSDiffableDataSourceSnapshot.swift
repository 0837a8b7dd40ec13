import Foundation

/// The sections and items a list shows at one moment, by identifier, as UIKit's: build one,
/// then apply it with a diffable data source, which works out the inserts, deletes and moves.
///
/// Identifiers must be unique across the snapshot. Where UIKit stops the app (a duplicate
/// identifier, an item or section the snapshot does not have) OpenUIKit reports
/// ``Diagnostic/Code/invalidListData`` and leaves the snapshot as it was.
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> {
  private var sections: [SectionIdentifierType] = []
  private var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]
  private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
  /// Items and sections whose cells are remade (reloaded) or updated in place (reconfigured)
  /// when the snapshot is applied.
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// Items whose existing cells are updated in place when the snapshot is applied.
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
  /// Sections whose rows are remade when the snapshot is applied.
  public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

  /// Changes with every change of the sections or items (not of the marks): two snapshots with
  /// the same arrangement token have the same arrangement, so applying one after the other
  /// needs no diff.
  private(set) var arrangementToken = ArrangementToken()

  /// An empty snapshot.
  public init() {}

  // MARK: - Reading

  /// How many items the snapshot has.
  public var numberOfItems: Int { sectionOfItem.count }
  /// How many sections it has.
  public var numberOfSections: Int { sections.count }
  /// The sections, in order.
  public var sectionIdentifiers: [SectionIdentifierType] { sections }
  /// Every item, section after section.
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { items[$0] ?? [] } }

  /// How many items `identifier` has (0 for a section the snapshot does not have).
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    items[identifier]?.count ?? 0
  }
  /// The items of a section, in order.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    items[identifier] ?? []
  }
  /// The section holding an item.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    sectionOfItem[identifier]
  }
  /// The item's index among all items, or nil.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let section = sectionOfItem[identifier] else { return nil }
    var before = 0
    for other in sections {
      if other == section { break }
      before += items[other]?.count ?? 0
    }
    return (items[section]?.firstIndex(of: identifier)).map { before + $0 }
  }
  /// The section's index, or nil.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sections.firstIndex(of: identifier)
  }

  // MARK: - Items

  /// Adds items at the end of a section (the last one when nil).
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    guard let section = sectionIdentifier ?? sections.last else {
      return Self.report("appendItems: the snapshot has no section to append to; nothing added")
    }
    guard items[section] != nil else {
      return Self.report("appendItems: no section \(section) in the snapshot")
    }
    guard let fresh = newItems(identifiers, "appendItems") else { return }
    items[section, default: []].append(contentsOf: fresh)
    for item in fresh { sectionOfItem[item] = section }
    arrangementToken = ArrangementToken()
  }

  /// Inserts items before an item.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, near: beforeIdentifier, after: false)
  }

  /// Inserts items after an item.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, near: afterIdentifier, after: true)
  }

  private mutating func insert(
    _ identifiers: [ItemIdentifierType], near anchor: ItemIdentifierType, after: Bool
  ) {
    guard let section = sectionOfItem[anchor], let index = items[section]?.firstIndex(of: anchor)
    else { return Self.report("insertItems: no item \(anchor) in the snapshot") }
    guard let fresh = newItems(identifiers, "insertItems") else { return }
    items[section]?.insert(contentsOf: fresh, at: after ? index + 1 : index)
    for item in fresh { sectionOfItem[item] = section }
    arrangementToken = ArrangementToken()
  }

  /// Removes items (those the snapshot does not have are ignored).
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    var gone: [SectionIdentifierType: Set<ItemIdentifierType>] = [:]
    for item in identifiers {
      if let section = sectionOfItem.removeValue(forKey: item) {
        gone[section, default: []].insert(item)
      }
    }
    for (section, removed) in gone { items[section]?.removeAll { removed.contains($0) } }
    if !gone.isEmpty { arrangementToken = ArrangementToken() }
  }

  /// Removes every item and section.
  public mutating func deleteAllItems() {
    sections.removeAll()
    items.removeAll()
    sectionOfItem.removeAll()
    arrangementToken = ArrangementToken()
  }

  /// Moves an item before another.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    move(identifier, near: toIdentifier, after: false)
  }

  /// Moves an item after another.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    move(identifier, near: toIdentifier, after: true)
  }

  private mutating func move(
    _ item: ItemIdentifierType, near anchor: ItemIdentifierType, after: Bool
  ) {
    guard item != anchor else { return Self.report("moveItem: \(item) onto itself") }
    guard sectionOfItem[item] != nil, sectionOfItem[anchor] != nil else {
      return Self.report("moveItem: \(item) or \(anchor) is not in the snapshot")
    }
    deleteItems([item])
    insert([item], near: anchor, after: after)
  }

  /// Marks items to be remade (new cells) when the snapshot is applied.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    reloadedItemIdentifiers.append(contentsOf: known(identifiers, "reloadItems"))
  }

  /// Marks items to be updated in their existing cells when the snapshot is applied (cheaper
  /// than a reload: the cell provider gets the cell back).
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    reconfiguredItemIdentifiers.append(contentsOf: known(identifiers, "reconfigureItems"))
  }

  // MARK: - Sections

  /// Adds sections at the end.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    guard let fresh = newSections(identifiers, "appendSections") else { return }
    sections.append(contentsOf: fresh)
    for section in fresh { items[section] = [] }
    arrangementToken = ArrangementToken()
  }

  /// Inserts sections before a section.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    insertSections(identifiers, near: toIdentifier, after: false)
  }

  /// Inserts sections after a section.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    insertSections(identifiers, near: toIdentifier, after: true)
  }

  private mutating func insertSections(
    _ identifiers: [SectionIdentifierType], near anchor: SectionIdentifierType, after: Bool
  ) {
    guard let index = sections.firstIndex(of: anchor) else {
      return Self.report("insertSections: no section \(anchor) in the snapshot")
    }
    guard let fresh = newSections(identifiers, "insertSections") else { return }
    sections.insert(contentsOf: fresh, at: after ? index + 1 : index)
    for section in fresh { items[section] = [] }
    arrangementToken = ArrangementToken()
  }

  /// Removes sections and their items.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    let gone = Set(identifiers)
    for section in gone {
      for item in items.removeValue(forKey: section) ?? [] { sectionOfItem[item] = nil }
    }
    sections.removeAll { gone.contains($0) }
    arrangementToken = ArrangementToken()
  }

  /// Moves a section before another.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, near: toIdentifier, after: false)
  }

  /// Moves a section after another.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, near: toIdentifier, after: true)
  }

  private mutating func moveSection(
    _ section: SectionIdentifierType, near anchor: SectionIdentifierType, after: Bool
  ) {
    guard section != anchor, let from = sections.firstIndex(of: section),
      sections.contains(anchor)
    else { return Self.report("moveSection: \(section) or \(anchor) is not in the snapshot") }
    sections.remove(at: from)
    let to = sections.firstIndex(of: anchor)!
    sections.insert(section, at: after ? to + 1 : to)
    arrangementToken = ArrangementToken()
  }

  /// Marks sections whose rows are remade when the snapshot is applied.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    reloadedSectionIdentifiers.append(contentsOf: identifiers.filter { items[$0] != nil })
  }

  // MARK: - Checks

  /// The arrangement, section by section, for diffing.
  var arrangement: [(SectionIdentifierType, [ItemIdentifierType])] {
    sections.map { ($0, items[$0] ?? []) }
  }

  /// The row of an item, or nil (a search of its section).
  func indexPath(ofItem item: ItemIdentifierType) -> IndexPath? {
    guard let section = sectionOfItem[item], let index = sections.firstIndex(of: section),
      let row = items[section]?.firstIndex(of: item)
    else { return nil }
    return IndexPath(row: row, section: index)
  }

  /// The marks are for one application.
  mutating func clearMarks() {
    reloadedItemIdentifiers.removeAll()
    reconfiguredItemIdentifiers.removeAll()
    reloadedSectionIdentifiers.removeAll()
  }

  private func newItems(_ identifiers: [ItemIdentifierType], _ call: String)
    -> [ItemIdentifierType]?
  {
    var seen = Set<ItemIdentifierType>()
    for item in identifiers where sectionOfItem[item] != nil || !seen.insert(item).inserted {
      Self.report("\(call): the item identifier \(item) is already in the snapshot; nothing added")
      return nil
    }
    return identifiers
  }

  private func newSections(_ identifiers: [SectionIdentifierType], _ call: String)
    -> [SectionIdentifierType]?
  {
    var seen = Set<SectionIdentifierType>()
    for section in identifiers where items[section] != nil || !seen.insert(section).inserted {
      Self.report(
        "\(call): the section identifier \(section) is already in the snapshot; nothing added")
      return nil
    }
    return identifiers
  }

  private func known(_ identifiers: [ItemIdentifierType], _ call: String) -> [ItemIdentifierType] {
    let missing = identifiers.filter { sectionOfItem[$0] == nil }
    if !missing.isEmpty { Self.report("\(call): \(missing) not in the snapshot; ignored") }
    return identifiers.filter { sectionOfItem[$0] != nil }
  }

  private static func report(_ message: String) {
    HostServices.reportFromAnyThread(.invalidListData, "NSDiffableDataSourceSnapshot: \(message)")
  }
}

/// A snapshot arrangement's identity (see ``NSDiffableDataSourceSnapshot/arrangementToken``).
final class ArrangementToken: Sendable {}

extension NSDiffableDataSourceSnapshot: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
