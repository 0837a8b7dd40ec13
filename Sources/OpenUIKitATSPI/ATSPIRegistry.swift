/// The object paths the bridge has handed out: `/org/a11y/atspi/accessible/<n>` for each view
/// or element a client was told about, the root for the application.
///
/// Entries hold their objects weakly: a client may keep a path after its view is gone, and then
/// hears a clear error (``Lookup/gone``); a number is never given to a second object.
@MainActor
final class ATSPIRegistry {
  static let rootPath = "/org/a11y/atspi/accessible/root"
  static let prefix = "/org/a11y/atspi/accessible/"
  static let nullPath = "/org/a11y/atspi/null"

  /// What a path names.
  enum Lookup {
    /// The application (the root).
    case application
    /// A live view or element.
    case object(AnyObject)
    /// A path the bridge gave out whose object no longer exists.
    case gone
    /// A path the bridge never gave out.
    case unknown
  }

  private final class Entry {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  private var entries: [Int: Entry] = [:]
  /// The numbers given, in order (numbers only grow), so walks need no sorting.
  private var order: [Int] = []
  private var numbers: [ObjectIdentifier: Int] = [:]
  private var nextNumber = 1
  /// How many numbers were ever given: paths above it are unknown, below it gone if unlisted.
  private(set) var issued = 0
  /// Entries at the last sweep, so sweeps cost amortized O(1) per object.
  private var sweptAt = 64
  /// Told of each object as it gets its number (the event tracker takes its snapshot).
  var onNumbered: ((AnyObject, Int) -> Void)?
  /// Told of each number a sweep forgets (its object is gone; the tracker drops its snapshot).
  var onForgotten: ((Int) -> Void)?

  /// The path of `object`, numbering it on first sight.
  func path(for object: AnyObject) -> String { Self.prefix + String(number(for: object)) }

  /// The number of `object`, assigned on first sight.
  func number(for object: AnyObject) -> Int {
    let key = ObjectIdentifier(object)
    if let number = numbers[key], let entry = entries[number], entry.object === object {
      return number
    }
    // A new object, or a new one at a freed object's address: a new number.
    let number = nextNumber
    nextNumber += 1
    issued = number
    numbers[key] = number
    entries[number] = Entry(object)
    order.append(number)
    if entries.count > 2 * sweptAt { sweep() }
    onNumbered?(object, number)
    return number
  }

  /// The number of `object` if it has one.
  func existingNumber(for object: AnyObject) -> Int? {
    guard let number = numbers[ObjectIdentifier(object)], entries[number]?.object === object
    else { return nil }
    return number
  }

  /// The live object numbered `number`, if any.
  func object(numbered number: Int) -> AnyObject? { entries[number]?.object }

  /// The path given to the object `identifier` names, if it was given one (its object may be
  /// gone since: a client still knows it by that path).
  func path(givenTo identifier: ObjectIdentifier) -> String? {
    numbers[identifier].map { Self.prefix + String($0) }
  }

  /// The numbers given, oldest first, of the objects not yet swept away.
  var numbersInOrder: [Int] { order }

  /// What `path` names.
  func lookup(_ path: String) -> Lookup {
    if path == Self.rootPath { return .application }
    guard path.hasPrefix(Self.prefix), let number = Int(path.dropFirst(Self.prefix.count)),
      number > 0, number <= issued
    else { return .unknown }
    guard let object = entries[number]?.object else { return .gone }
    return .object(object)
  }

  /// How many entries are kept (live or not yet swept).
  var count: Int { entries.count }

  /// Forgets the entries whose objects are gone.
  func sweep() {
    for (number, entry) in entries where entry.object == nil {
      entries[number] = nil
      onForgotten?(number)
    }
    numbers = numbers.filter { entries[$0.value] != nil }
    order.removeAll { entries[$0] == nil }
    sweptAt = max(64, entries.count)
  }
}
