import Foundation
import OpenUIKit

/// Finds what changed since clients last looked and says so in AT-SPI's events.
///
/// Clients (libatspi, so Orca, pyatspi, dogtail) cache what they read — names, states,
/// children — and trust the toolkit's events to keep it true. The views do not announce their
/// changes, so the tracker keeps a snapshot of each object the bridge has handed out (taken
/// when it is handed out, so no change after that goes unheard) and compares it with the views
/// after a step that changed something. The work is bounded by what clients have looked at,
/// not by the size of the tree. Focus, the active window and announcements are events of
/// their own.
@MainActor
final class ATSPIEventTracker {
  private unowned let server: ATSPIServer
  private var model: ATSPIModel { server.model }

  struct Snapshot: Equatable {
    var name: String
    var description: String
    var role: ATSPIRole
    var states: ATSPIStates
    var children: [ObjectIdentifier]?
    var value: Double?
    var text: String?
    var caret: Int?
  }

  private var snapshots: [Int: Snapshot] = [:]
  private weak var focused: AnyObject?
  /// What had the keyboard at the last collect.
  private weak var keyboardFocus: AnyObject?
  private weak var activeWindow: UIWindow?
  private var announcements: [String] = []
  /// Elements the app asked screen readers to move to (`.screenChanged`/`.layoutChanged`).
  private var movedTo: [AnyObject] = []

  init(server: ATSPIServer) {
    self.server = server
  }

  /// Records `object` as clients may now know it (called as it gets its path).
  func remember(_ object: AnyObject, number: Int) {
    snapshots[number] = snapshot(of: object)
  }

  /// Drops the snapshot of an object that is gone (its number is never given again).
  func forget(_ number: Int) { snapshots[number] = nil }

  /// How many objects have snapshots (as many as the registry keeps).
  var snapshotCount: Int { snapshots.count }

  /// An announcement to make on the next ``collect()``.
  func announce(_ text: String) { announcements.append(text) }

  /// A screen or layout change: the element to move to, when the app named one.
  func move(to element: AnyObject) { movedTo.append(element) }

  /// Objects compared per ``collect()``: a client that has seen 10,000 objects costs each step
  /// a bounded slice (BENCHMARKS.md), and the sweep goes on over the next steps.
  static let objectsPerCollect = 256

  /// The numbers the sweep under way still has to compare.
  private var sweep: [Int] = []
  private var sweepPosition = 0

  /// Whether a sweep has objects left to compare (the host should step again soon).
  var isSweeping: Bool { sweepPosition < sweep.count }

  /// The events for what changed: focus, the active window and announcements at once; the
  /// objects' own changes for the next ``objectsPerCollect`` objects of the sweep (a new
  /// sweep over every object clients know starts when the last one ended).
  func collect() -> [ATSPISignal] {
    var signals: [ATSPISignal] = []
    windowEvents(into: &signals)
    if !isSweeping {
      sweep = model.registry.numbersInOrder
      sweepPosition = 0
    }
    let end = min(sweep.count, sweepPosition + Self.objectsPerCollect)
    for number in sweep[sweepPosition..<end] {
      guard let old = snapshots[number], let object = model.registry.object(numbered: number)
      else { continue }
      let new = snapshot(of: object)
      guard new != old else { continue }
      snapshots[number] = new
      differences(old, new, of: object, into: &signals)
    }
    sweepPosition = end
    focusEvents(into: &signals)
    for text in announcements {
      // Polite (1), as UIKit's announcements wait for speech in progress.
      signals.append(event(nil, ATSPISignal.object, "Announcement", "", 1, 0, .string(text)))
    }
    announcements.removeAll()
    return signals
  }

  // MARK: - Snapshots

  private func snapshot(of object: AnyObject) -> Snapshot {
    let states = model.states(of: object)
    let isContainer =
      object is UIWindow || (object as? UIView).map { model.isContainerNode($0) } ?? false
    return Snapshot(
      name: model.name(of: object), description: model.description(of: object),
      role: model.role(of: object), states: states,
      children: isContainer && !states.contains(.defunct)
        ? model.children(of: object).map(ObjectIdentifier.init) : nil,
      value: model.valueRange(of: object)?.current,
      text: model.textContent(of: object),
      caret: object is any AccessibleTextEditing ? model.caretOffset(of: object) : nil)
  }

  private func differences(
    _ old: Snapshot, _ new: Snapshot, of object: AnyObject, into signals: inout [ATSPISignal]
  ) {
    let object_ = ATSPISignal.object
    if new.states.contains(.defunct) && !old.states.contains(.defunct) {
      signals.append(event(object, object_, "StateChanged", "defunct", 1, 0, .int32(0)))
      return
    }
    if old.name != new.name {
      signals.append(
        event(object, object_, "PropertyChange", "accessible-name", 0, 0, .string(new.name)))
    }
    if old.description != new.description {
      signals.append(
        event(
          object, object_, "PropertyChange", "accessible-description", 0, 0,
          .string(new.description)))
    }
    if old.role != new.role {
      signals.append(
        event(
          object, object_, "PropertyChange", "accessible-role", 0, 0, .uint32(new.role.rawValue)))
    }
    let changed = old.states.symmetricDifference(new.states).subtracting(.focused)
    for bit in 0..<64 where changed.contains(ATSPIStates(bit: bit)) {
      guard let name = ATSPIStates.names[bit] else { continue }
      let on: Int32 = new.states.contains(ATSPIStates(bit: bit)) ? 1 : 0
      signals.append(event(object, object_, "StateChanged", name, on, 0, .int32(0)))
    }
    if let before = old.children, let after = new.children, before != after {
      childrenEvents(before, after, of: object, into: &signals)
    }
    if old.value != new.value, let value = new.value {
      signals.append(
        event(object, object_, "PropertyChange", "accessible-value", 0, 0, .double(value)))
      signals.append(event(object, object_, "ValueChanged", "", 0, 0, .double(value)))
    }
    if let before = old.text, let after = new.text, before != after {
      textEvents(before, after, of: object, into: &signals)
    }
    if let caret = new.caret, caret != old.caret {
      signals.append(
        event(object, object_, "TextCaretMoved", "", Int32(clamping: caret), 0, .int32(0)))
    }
  }

  private func childrenEvents(
    _ before: [ObjectIdentifier], _ after: [ObjectIdentifier], of object: AnyObject,
    into signals: inout [ATSPISignal]
  ) {
    let kept = Set(before).intersection(after)
    // Removals from the end, so each index is right when applied in order.
    for (index, child) in before.enumerated().reversed() where !kept.contains(child) {
      signals.append(
        event(
          object, ATSPISignal.object, "ChildrenChanged", "remove", Int32(clamping: index), 0,
          removedReference(child)))
    }
    let children = model.children(of: object)
    for (index, child) in children.enumerated() where !kept.contains(ObjectIdentifier(child)) {
      signals.append(
        event(
          object, ATSPISignal.object, "ChildrenChanged", "add", Int32(clamping: index), 0,
          server.reference(child)))
    }
  }

  /// The reference of a child that left: its path if it had one, else none.
  private func removedReference(_ child: ObjectIdentifier) -> DBusValue {
    guard let path = model.registry.path(givenTo: child) else { return server.nullReference }
    return .structure([.string(server.busName), .objectPath(path)])
  }

  private func textEvents(
    _ before: String, _ after: String, of object: AnyObject, into signals: inout [ATSPISignal]
  ) {
    let old = Array(before.unicodeScalars), new = Array(after.unicodeScalars)
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let removed = String(String.UnicodeScalarView(old[prefix..<(old.count - suffix)]))
    let inserted = String(String.UnicodeScalarView(new[prefix..<(new.count - suffix)]))
    if !removed.isEmpty {
      signals.append(
        event(
          object, ATSPISignal.object, "TextChanged", "delete", Int32(clamping: prefix),
          Int32(clamping: removed.unicodeScalars.count), .string(removed)))
    }
    if !inserted.isEmpty {
      signals.append(
        event(
          object, ATSPISignal.object, "TextChanged", "insert", Int32(clamping: prefix),
          Int32(clamping: inserted.unicodeScalars.count), .string(inserted)))
    }
  }

  // MARK: - Focus and windows

  /// What has the keyboard: the key window's focused view, or the field being edited.
  private var currentFocus: AnyObject? {
    guard let window = model.application?.keyWindow else { return nil }
    if let view = window.focusedView { return view }
    if let field = window.firstResponderStorage as? any AccessibleTextEditing { return field }
    return nil
  }

  /// The focus moves when the keyboard's does (Tab, a field clicked into) or when the app
  /// names an element in a screen or layout change; otherwise it stays where it was.
  private func focusEvents(into signals: inout [ATSPISignal]) {
    let keyboard = currentFocus
    let keyboardMoved = keyboard !== keyboardFocus
    keyboardFocus = keyboard
    let now: AnyObject?
    if let moved = movedTo.last {
      now = moved
    } else if keyboardMoved {
      now = keyboard
    } else {
      return
    }
    movedTo.removeAll()
    guard now !== focused else { return }
    if let old = focused, model.registry.existingNumber(for: old) != nil {
      signals.append(event(old, ATSPISignal.object, "StateChanged", "focused", 0, 0, .int32(0)))
    }
    focused = now
    guard let now else { return }
    signals.append(event(now, ATSPISignal.object, "StateChanged", "focused", 1, 0, .int32(0)))
    signals.append(event(now, ATSPISignal.focus, "Focus", "", 0, 0, .int32(0)))
    // Clients now know it as focused.
    if let number = model.registry.existingNumber(for: now) {
      snapshots[number] = snapshot(of: now)
    }
  }

  private func windowEvents(into signals: inout [ATSPISignal]) {
    let key = model.application?.keyWindow
    guard key !== activeWindow else { return }
    if let old = activeWindow, model.isAlive(old) {
      signals.append(event(old, ATSPISignal.window, "Deactivate", "", 0, 0, .string("")))
    }
    activeWindow = key
    if let key {
      signals.append(
        event(key, ATSPISignal.window, "Activate", "", 0, 0, .string(model.name(of: key))))
    }
  }

  /// An event about `object` (nil: the application).
  private func event(
    _ object: AnyObject?, _ interface: String, _ member: String, _ detail: String,
    _ detail1: Int32, _ detail2: Int32, _ value: DBusValue
  ) -> ATSPISignal {
    let path = object.map { model.registry.path(for: $0) } ?? ATSPIRegistry.rootPath
    return ATSPISignal(
      path: path, interface: interface, member: member, detail: detail, detail1: detail1,
      detail2: detail2, value: value)
  }
}
