import Foundation

/// Records changes so they can be undone and redone: Foundation's `UndoManager`, which the
/// Linux Foundation lacks, with the same API.
///
/// Registrations made between ``beginUndoGrouping()`` and ``endUndoGrouping()`` undo together.
/// With ``groupsByEvent`` (the default) the first registration of an event opens a group that
/// the application closes when the event has been handled, so one keystroke, click or timer
/// is one step. Undoing runs a group's actions in reverse order; what they register meanwhile
/// becomes the redo step. Targets are held weakly: the actions of a freed target are skipped.
///
/// ``UIResponder/undoManager`` finds one up the responder chain; each window has its own.
@preconcurrency @MainActor
open class UndoManager {
  /// A target, held weakly as Foundation holds it (undo is not on the hot path, so a plain
  /// `weak` reference is fine here).
  private final class Target {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  /// One registered action, or a nested group.
  private enum Step {
    case action(target: Target, run: (AnyObject) -> Void)
    case group(Group)
  }

  private final class Group {
    var steps: [Step] = []
    var actionName = ""
  }

  private var undoStack: [Group] = []
  private var redoStack: [Group] = []
  private var openGroups: [Group] = []
  private var disabledCount = 0
  /// Whether the open outer group was opened by a registration, for the event to close.
  private var groupOpenedByEvent = false
  /// The managers with a group their event opened, closed when the event has been handled.
  private static var eventGroups: [UndoManager] = []
  /// Changes whenever a step is added, undone, redone or removed, so a text field can tell
  /// whether its last step is still on top (typing merges into it).
  package private(set) var changeCount = 0

  /// Creates an empty undo manager.
  public init() {}

  /// Whether the first registration of an event opens a group the event's end closes.
  open var groupsByEvent = true
  /// How many steps are kept; 0 (the default) means no limit.
  open var levelsOfUndo = 0 { didSet { trim() } }
  /// How deeply groups are nested now.
  open var groupingLevel: Int { openGroups.count }
  /// Whether registrations are recorded.
  open var isUndoRegistrationEnabled: Bool { disabledCount == 0 }
  /// Whether an undo is running.
  open private(set) var isUndoing = false
  /// Whether a redo is running.
  open private(set) var isRedoing = false
  /// Whether there is a step to undo.
  open var canUndo: Bool {
    !undoStack.isEmpty || openGroups.first.map { !$0.steps.isEmpty } == true
  }
  /// Whether there is a step to redo.
  open var canRedo: Bool { !redoStack.isEmpty }

  // MARK: Registering

  /// Records `handler`, to be called with `target` when the current step is undone.
  open func registerUndo<TargetType: AnyObject>(
    withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
  ) {
    register(target, { handler($0 as! TargetType) })
  }

  /// Records sending `selector` to `target` with `object` as the sender, through the action
  /// lookup every OpenUIKit action uses (``UIResponder/action(for:)``).
  open func registerUndo(withTarget target: AnyObject, selector: Selector, object: Any?) {
    register(target) { target in
      (target as? any ActionTarget)?.action(for: selector)?(object, nil)
    }
  }

  private func register(_ target: AnyObject, _ run: @escaping (AnyObject) -> Void) {
    guard isUndoRegistrationEnabled else { return }
    if openGroups.isEmpty {
      guard groupsByEvent || isUndoing || isRedoing else { return }
      beginUndoGrouping()
      if !isUndoing && !isRedoing {
        groupOpenedByEvent = true
        Self.eventGroups.append(self)
      }
    }
    if !isUndoing && !isRedoing { redoStack.removeAll() }
    openGroups[openGroups.count - 1].steps.append(.action(target: Target(target), run: run))
    changeCount += 1
  }

  // MARK: Groups

  /// Opens a group: what is registered until the matching ``endUndoGrouping()`` is one step.
  open func beginUndoGrouping() {
    openGroups.append(Group())
    post(Self.didOpenUndoGroupNotification)
  }

  /// Closes the innermost group. Closing the outer one makes it a step, unless it is empty.
  open func endUndoGrouping() {
    guard let group = openGroups.popLast() else { return }
    post(Self.willCloseUndoGroupNotification)
    if openGroups.isEmpty {
      groupOpenedByEvent = false
      if !group.steps.isEmpty {
        if isUndoing { redoStack.append(group) } else { undoStack.append(group) }
        trim()
      }
    } else if !group.steps.isEmpty {
      openGroups[openGroups.count - 1].steps.append(.group(group))
    }
    post(Self.didCloseUndoGroupNotification)
  }

  /// Closes the groups events opened; the application calls this after each event.
  static func endEventGroups() {
    guard !eventGroups.isEmpty else { return }
    let managers = eventGroups
    eventGroups.removeAll()
    for manager in managers where manager.groupOpenedByEvent {
      while manager.groupingLevel > 0 { manager.endUndoGrouping() }
    }
  }

  // MARK: Undoing and redoing

  /// Undoes the last step. A group the event opened is closed first; other open groups are
  /// closed too (Foundation raises an exception there; OpenUIKit never takes the app down).
  open func undo() { takeStep(undoing: true) }

  /// Undoes the last step, as ``undo()``.
  open func undoNestedGroup() { undo() }

  /// Redoes the last undone step.
  open func redo() { takeStep(undoing: false) }

  /// Runs the top undo (or redo) step; what its actions register becomes the opposite step.
  /// An action that asks to undo or redo again meanwhile is ignored, so it cannot loop.
  private func takeStep(undoing: Bool) {
    guard !isUndoing && !isRedoing else { return }
    while groupingLevel > 0 { endUndoGrouping() }
    guard let group = undoing ? undoStack.popLast() : redoStack.popLast() else { return }
    post(undoing ? Self.willUndoChangeNotification : Self.willRedoChangeNotification)
    if undoing { isUndoing = true } else { isRedoing = true }
    beginUndoGrouping()
    run(group)
    openGroups.last?.actionName = group.actionName
    endUndoGrouping()
    isUndoing = false
    isRedoing = false
    changeCount += 1
    post(undoing ? Self.didUndoChangeNotification : Self.didRedoChangeNotification)
  }

  private func run(_ group: Group) {
    for step in group.steps.reversed() {
      switch step {
      case .action(let target, let run): if let object = target.object { run(object) }
      case .group(let inner): run(inner)
      }
    }
  }

  // MARK: Clearing and limits

  /// Forgets every step.
  open func removeAllActions() {
    undoStack.removeAll()
    redoStack.removeAll()
    openGroups.removeAll()
    groupOpenedByEvent = false
    changeCount += 1
  }

  /// Forgets the actions registered with `target`; steps left empty go too.
  open func removeAllActions(withTarget target: AnyObject) {
    func strip(_ group: Group) {
      group.steps = group.steps.filter { step in
        switch step {
        case .action(let held, _): return held.object.map { $0 !== target } ?? false
        case .group(let inner):
          strip(inner)
          return !inner.steps.isEmpty
        }
      }
    }
    for group in undoStack + redoStack + openGroups { strip(group) }
    undoStack.removeAll { $0.steps.isEmpty }
    redoStack.removeAll { $0.steps.isEmpty }
    changeCount += 1
  }

  /// Stops recording registrations until the matching ``enableUndoRegistration()``.
  open func disableUndoRegistration() { disabledCount += 1 }
  /// Records registrations again once every disable is matched.
  open func enableUndoRegistration() { disabledCount = max(0, disabledCount - 1) }

  private func trim() {
    if levelsOfUndo > 0 && undoStack.count > levelsOfUndo {
      undoStack.removeFirst(undoStack.count - levelsOfUndo)
    }
  }

  // MARK: Names

  /// Names the step being recorded (or, while undoing, the redo step being recorded).
  open func setActionName(_ actionName: String) {
    if let group = openGroups.first {
      group.actionName = actionName
    } else {
      (isUndoing ? redoStack.last : undoStack.last)?.actionName = actionName
    }
  }

  /// The name of the step ``undo()`` would undo.
  open var undoActionName: String { (openGroups.first ?? undoStack.last)?.actionName ?? "" }
  /// The name of the step ``redo()`` would redo.
  open var redoActionName: String { redoStack.last?.actionName ?? "" }
  /// "Undo", followed by the step's name when it has one.
  open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
  /// "Redo", followed by the step's name when it has one.
  open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }
  /// The Undo menu title for an action name.
  open func undoMenuTitle(forUndoActionName actionName: String) -> String {
    actionName.isEmpty ? "Undo" : "Undo \(actionName)"
  }
  /// The Redo menu title for an action name.
  open func redoMenuTitle(forUndoActionName actionName: String) -> String {
    actionName.isEmpty ? "Redo" : "Redo \(actionName)"
  }

  // MARK: Notifications

  private func post(_ name: Notification.Name) {
    NotificationCenter.default.post(name: name, object: self)
  }

  /// Posted before an undo runs.
  public static let willUndoChangeNotification = Notification.Name(
    "NSUndoManagerWillUndoChangeNotification")
  /// Posted after an undo ran.
  public static let didUndoChangeNotification = Notification.Name(
    "NSUndoManagerDidUndoChangeNotification")
  /// Posted before a redo runs.
  public static let willRedoChangeNotification = Notification.Name(
    "NSUndoManagerWillRedoChangeNotification")
  /// Posted after a redo ran.
  public static let didRedoChangeNotification = Notification.Name(
    "NSUndoManagerDidRedoChangeNotification")
  /// Posted when a group opens.
  public static let didOpenUndoGroupNotification = Notification.Name(
    "NSUndoManagerDidOpenUndoGroupNotification")
  /// Posted before a group closes.
  public static let willCloseUndoGroupNotification = Notification.Name(
    "NSUndoManagerWillCloseUndoGroupNotification")
  /// Posted after a group closed.
  public static let didCloseUndoGroupNotification = Notification.Name(
    "NSUndoManagerDidCloseUndoGroupNotification")
}
