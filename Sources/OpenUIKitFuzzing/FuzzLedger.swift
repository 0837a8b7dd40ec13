import Foundation
import OpenUIKit

/// What app code saw during one stream, kept per (receiver, touch or press) pair, and the
/// violations found on the way.
///
/// Delivery rules checked as callbacks arrive: a view or recognizer gets a began once, moves only
/// while it is active, and exactly one end (ended or cancelled); no touch or press callback
/// reaches a view outside a window; no recognizer callback reaches a recognizer that is detached
/// or whose view is outside a window. ``finish()`` adds what can only be checked at the end:
/// every view that began a touch heard its end.
@MainActor
public final class FuzzLedger {
  /// What was found wrong, in the order found.
  public private(set) var violations: [FuzzViolation] = []
  private var pairs: [PairKey: PairState] = [:]
  /// Every touch a view or recognizer was sent, held weakly.
  private(set) var touches: [Weak] = []
  private var ids: [ObjectIdentifier: (object: Weak, id: Int)] = [:]
  private var nextID = 1
  /// The phase and items of the forwarded calls under way (a `touches*` override calling
  /// super): a call with the same phase and items is the responder chain's business, not a
  /// delivery. Any other call (app code in a forwarded call, or a control's action inside it,
  /// cancelled something) is a delivery.
  var forwarding: [Forward] = []

  struct Forward: Equatable {
    let phase: Phase
    let items: Set<ObjectIdentifier>
  }
  /// Prints every callback, app-code action and diagnostic (`--stream K --trace`).
  public static var tracing = false

  func trace(_ line: @autoclosure () -> String) {
    if Self.tracing { print("    · \(line())") }
  }

  struct Weak {
    weak var object: AnyObject?
  }

  private struct PairKey: Hashable {
    let receiver: Int
    let item: Int
  }

  private struct PairState {
    var active = true
    let receiverName: String
    let isView: Bool
    weak var receiver: AnyObject?
    weak var item: AnyObject?
  }

  /// The phases a callback reports.
  public enum Phase: String, Sendable {
    case began, moved, changed, ended, cancelled
  }

  /// Records a view's `touches*` or `presses*` callback.
  func view(_ view: UIResponder, _ phase: Phase, _ items: [AnyObject], name: String) {
    if forwarding.last == Forward(phase: phase, items: Set(items.map(ObjectIdentifier.init))) {
      trace("(\(name) \(phase) forwarded)")
      return
    }
    // The framework delivers a touch to its view and a press to its responder; any other
    // receiver got it from the responder chain (a plain view in between forwards too).
    let items = items.filter { item in
      switch item {
      case let touch as UITouch: touch.view === view || touch.view == nil
      case let press as UIPress: press.responder === view || press.responder == nil
      default: true
      }
    }
    if items.isEmpty {
      trace("(\(name) \(phase) forwarded)")
      return
    }
    let inWindow: Bool
    if let view = view as? UIView {
      inWindow = view.window != nil
    } else if let controller = view as? UIViewController {
      inWindow = controller.viewIfLoaded?.window != nil
    } else {
      inWindow = true
    }
    if !inWindow {
      add(
        .callbackOutsideWindow,
        "\(name) got \(phase) for \(describe(items)) while outside any window")
    }
    pair(receiver: view, name: name, isView: true, phase, items)
  }

  /// Records a recognizer's callback.
  func recognizer(
    _ recognizer: UIGestureRecognizer, _ phase: Phase, _ touches: Set<UITouch>, name: String
  ) {
    if recognizer.view == nil {
      add(.callbackToDetachedRecognizer, "\(name) got \(phase) while detached")
    } else if recognizer.view?.window == nil {
      add(.callbackOutsideWindow, "\(name) got \(phase) while its view is outside any window")
    }
    pair(receiver: recognizer, name: name, isView: false, phase, Array(touches))
  }

  /// A recognizer stopped tracking a touch on purpose (`ignore(_:for:)`) or was detached.
  func release(_ receiver: AnyObject, _ items: [AnyObject]) {
    let r = id(of: receiver)
    for item in items { pairs[PairKey(receiver: r, item: id(of: item))]?.active = false }
  }

  /// Records a violation found elsewhere (tree shape, final states, leaks).
  public func add(_ kind: FuzzViolation.Kind, _ detail: String) {
    if violations.count < 50 { violations.append(FuzzViolation(kind: kind, detail: detail)) }
  }

  /// Checks that every view that began a touch or press heard its end.
  func finish() {
    for (key, state) in pairs where state.active && state.isView {
      add(
        .stuckTouch,
        "\(state.receiverName) never got an end for item #\(key.item) \(whereabouts(state))")
    }
  }

  private func pair(
    receiver: AnyObject, name: String, isView: Bool, _ phase: Phase, _ items: [AnyObject]
  ) {
    let r = id(of: receiver)
    trace("\(name) \(phase) \(describe(items))")
    for item in items {
      let key = PairKey(receiver: r, item: id(of: item))
      let state = pairs[key]
      switch phase {
      case .began:
        if state != nil { add(.beganTwice, "\(name) got began twice for #\(key.item)") }
        pairs[key] = PairState(receiverName: name, isView: isView, receiver: receiver, item: item)
      case .moved, .changed:
        if state?.active != true {
          add(
            .callbackWithoutBegan, "\(name) got \(phase) for #\(key.item) without an active began")
        }
      case .ended, .cancelled:
        if state == nil {
          add(.callbackWithoutBegan, "\(name) got \(phase) for #\(key.item) without a began")
        } else if state?.active == false {
          add(.endedTwice, "\(name) got \(phase) for #\(key.item) after its end")
        }
        pairs[key]?.active = false
      }
    }
  }

  /// A stable number for an object within the stream (identifiers of freed objects are reused,
  /// so the table checks the object is still the same).
  func id(of object: AnyObject) -> Int {
    let key = ObjectIdentifier(object)
    if let entry = ids[key], entry.object.object === object { return entry.id }
    if object is UITouch { touches.append(Weak(object: object)) }
    let id = nextID
    nextID += 1
    ids[key] = (Weak(object: object), id)
    return id
  }

  /// What a stuck pair's item is and where its receiver is now, for the report.
  private func whereabouts(_ state: PairState) -> String {
    let item: String
    switch state.item {
    case let touch as UITouch: item = "touch \(touch.phase)"
    case let press as UIPress: item = "press \(press.phase)"
    case nil: item = "(freed)"
    default: item = "?"
    }
    let place: String
    switch state.receiver {
    case let view as UIView: place = view.window == nil ? "outside any window" : "in a window"
    case let controller as UIViewController:
      place =
        controller.viewIfLoaded?.window == nil
        ? "controller outside any window" : "controller in a window"
    case nil: place = "receiver freed"
    default: place = "?"
    }
    return "(\(item), \(place))"
  }

  private func describe(_ items: [AnyObject]) -> String {
    items.map { ($0 is UIPress ? "press#" : "#") + "\(id(of: $0))" }.joined(separator: ",")
  }
}

/// One broken invariant.
public struct FuzzViolation: Hashable, Sendable, CustomStringConvertible {
  /// The kinds of invariant.
  public enum Kind: String, Sendable, CaseIterable {
    case callbackOutsideWindow, callbackToDetachedRecognizer, beganTwice, endedTwice
    case callbackWithoutBegan, stuckTouch, unfinishedTouch, recognizerNotReset, notATree
    case leakedWhileAppLives, leakedAfterApp, illegalTransition, reentrantDelivery
    /// An animation still running (or its touch flag still set) long after every one ended.
    case stuckAnimation
    /// A scroll view still dragging, decelerating or zooming long after input stopped.
    case stuckScroll
    /// `UIApplication.checkInvariants()` found a broken relation after a step.
    case brokenInvariant
    /// The controller tree and the view tree disagree (``FuzzStructure``).
    case controllerTree
    /// An appearance callback out of UIKit's order, or a transition left halfway.
    case unpairedAppearance
    /// A cell showing two rows, in two lists, outside its list, or left showing.
    case misplacedCell
  }

  /// Which invariant.
  public let kind: Kind
  /// What was seen.
  public let detail: String

  /// `kind: detail`.
  public var description: String { "\(kind.rawValue): \(detail)" }
}
