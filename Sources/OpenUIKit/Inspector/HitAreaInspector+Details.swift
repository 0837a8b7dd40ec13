import Foundation

// The selected view's details, as the panel shows them. Plain text, so tests and logs read the
// same thing people see.
extension HitAreaInspector {
  /// Everything the inspector shows about `view`: class and name; frame, bounds, center and
  /// transform; alpha, hidden, interaction, clipping, multiple and exclusive touch; its
  /// why Auto Layout gave it its width and height (``UIView/layoutExplanation(for:)``), for a
  /// view it places; its recognizers with their live state and failure requirements; a
  /// control's targets and actions per event; and its responder chain up to the app delegate.
  ///
  /// Nothing here runs app code but `next` and `description`-like names: it is safe to call
  /// after every event.
  public static func details(of view: UIView) -> String {
    var lines = ["\(type(of: view)): \(view.inspectorName)"]
    if view.window == nil { lines.append("(not in a window)") }
    lines.append("frame \(format(view.frame))")
    lines.append("bounds \(format(view.bounds))")
    lines.append("center \(format(view.center))  transform \(format(view.transform))")
    lines.append(
      "alpha \(format(view.alpha))  hidden \(yesNo(view.isHidden))  "
        + "interaction \(yesNo(view.isUserInteractionEnabled))")
    lines.append(
      "clipsToBounds \(yesNo(view.clipsToBounds))  "
        + "multipleTouch \(yesNo(view.isMultipleTouchEnabled))  "
        + "exclusiveTouch \(yesNo(view.isExclusiveTouch))")
    lines.append(accessibilityLine(of: view))
    if view.layoutStateIfAny?.record != nil {
      lines.append("layout: " + view.layoutExplanation(for: .horizontal))
      lines.append("        " + view.layoutExplanation(for: .vertical))
    }
    let recognizers = view.gestureRecognizers ?? []
    lines.append(recognizers.isEmpty ? "recognizers: none" : "recognizers:")
    for recognizer in recognizers { lines.append("  " + describe(recognizer)) }
    if let control = view as? UIControl { lines += describeActions(of: control) }
    lines.append("responder chain: " + responderChain(from: view))
    return lines.joined(separator: "\n")
  }

  /// One line: what a screen reader hears of the view (element or not, label, value, traits,
  /// frame), or that an interactive view has no label.
  static func accessibilityLine(of view: UIView) -> String {
    var parts = [view.isAccessibilityElement ? "element" : "not an element"]
    if let label = view.accessibilityLabel, !label.isEmpty {
      parts.append("label \"\(label)\"")
    } else if view.lacksAccessibilityLabel {
      parts.append("NO LABEL (a screen reader cannot name it)")
    }
    if let value = view.accessibilityValue { parts.append("value \"\(value)\"") }
    let traits = traitNames(view.accessibilityTraits)
    if !traits.isEmpty { parts.append("traits " + traits.joined(separator: ", ")) }
    if view.isAccessibilityElement { parts.append("frame \(format(view.accessibilityFrame))") }
    return "accessibility: " + parts.joined(separator: "  ")
  }

  static func traitNames(_ traits: UIAccessibilityTraits) -> [String] {
    let names: [(UIAccessibilityTraits, String)] = [
      (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"),
      (.staticText, "staticText"), (.notEnabled, "notEnabled"), (.adjustable, "adjustable"),
      (.header, "header"), (.searchField, "searchField"), (.toggleButton, "toggleButton"),
      (.updatesFrequently, "updatesFrequently"), (.tabBar, "tabBar"),
      (.keyboardKey, "keyboardKey"), (.summaryElement, "summaryElement"),
    ]
    return names.filter { traits.contains($0.0) }.map(\.1)
  }

  /// One line: name, live state, what it holds back or cancels, what it waits for.
  static func describe(_ recognizer: UIGestureRecognizer) -> String {
    var flags = ["\(recognizer.state)"]
    if !recognizer.isEnabled { flags.append("disabled") }
    if recognizer.numberOfTouches > 0 { flags.append("\(recognizer.numberOfTouches) touches") }
    if !recognizer.cancelsTouchesInView { flags.append("cancelsTouchesInView off") }
    if recognizer.delaysTouchesBegan { flags.append("delaysTouchesBegan") }
    if !recognizer.delaysTouchesEnded { flags.append("delaysTouchesEnded off") }
    var line = recognizer.debugName + " [" + flags.joined(separator: ", ") + "]"
    let waits = recognizer.explicitRequirements.compactMap(\.recognizer)
    if !waits.isEmpty {
      line += " waits for " + waits.map { "\($0.debugName) (\($0.state))" }.joined(separator: ", ")
    }
    return line
  }

  /// The control's registrations, one line per event: `touchUpInside → Target.save(_:)`.
  static func describeActions(of control: UIControl) -> [String] {
    var lines: [String] = []
    for (event, name) in controlEventNames where control.allControlEvents.contains(event) {
      var handlers: [String] = []
      for entry in control.entries where entry.events.contains(event) {
        switch entry {
        case .target(let box, let selector, _):
          let target =
            box.isNil
            ? "first responder's chain" : box.object.map { "\(type(of: $0))" } ?? "(target freed)"
          handlers.append("\(target).\(selector)")
        case .action(let action, _):
          handlers.append(action.title.isEmpty ? "UIAction" : "UIAction \"\(action.title)\"")
        }
      }
      lines.append("  \(name) → " + handlers.joined(separator: ", "))
    }
    return lines.isEmpty ? ["actions: none"] : ["actions:"] + lines
  }

  /// The responders from `view` to the end of the chain, joined by arrows.
  static func responderChain(from view: UIView) -> String {
    var names: [String] = []
    var current: UIResponder? = view
    // A `next` override could loop: stop at a length no real chain reaches.
    while let responder = current, names.count < 200 {
      names.append((responder as? UIView)?.inspectorName ?? "\(type(of: responder))")
      current = responder.next
    }
    return names.joined(separator: " → ")
  }

  static let controlEventNames: [(UIControl.Event, String)] = [
    (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
    (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
    (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
    (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
    (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
    (.primaryActionTriggered, "primaryActionTriggered"), (.editingDidBegin, "editingDidBegin"),
    (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
    (.editingDidEndOnExit, "editingDidEndOnExit"),
  ]

  static func format(_ rect: CGRect) -> String {
    "(\(format(rect.minX)), \(format(rect.minY)), \(format(rect.width)), \(format(rect.height)))"
  }

  static func format(_ point: CGPoint) -> String {
    "(\(format(point.x)), \(format(point.y)))"
  }

  static func format(_ t: CGAffineTransform) -> String {
    if t.isIdentity { return "identity" }
    let entries = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { String(format: "%.3g", Double($0)) }
    return "[" + entries.joined(separator: " ") + "]"
  }

  private static func yesNo(_ value: Bool) -> String { value ? "yes" : "no" }
}
