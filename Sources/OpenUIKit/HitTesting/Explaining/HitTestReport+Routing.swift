import Foundation

extension HitTestReport {
  /// A gesture recognizer a touch-down at the report's point would be offered to.
  public struct RecognizerRoute {
    /// The recognizer.
    public let recognizer: UIGestureRecognizer
    /// The view it is attached to: the hit view, an ancestor or the window.
    public let view: UIView
    /// Its state now.
    public let state: UIGestureRecognizer.State
    /// Whether it would take the touch: enabled, not finished, accepting touches, and its
    /// delegate's `gestureRecognizer(_:shouldReceive:)` says yes.
    public let receivesTouch: Bool
    /// Whether it would be let begin now: its delegate's `gestureRecognizerShouldBegin(_:)` and,
    /// when the hit view is another view, that view's `gestureRecognizerShouldBegin(_:)`.
    public let mayBegin: Bool
    /// Why it would not take or begin, in words; nil when nothing refuses.
    public let refusal: String?
    /// The recognizers it waits for to fail (`require(toFail:)`).
    public let waitsFor: [UIGestureRecognizer]
  }

  /// The responders a touch's unhandled `touches…` calls walk, from the hit view to the app
  /// delegate (spec D1–D5). Empty when nothing was hit.
  public var responderChain: [UIResponder] {
    var chain: [UIResponder] = []
    var current: UIResponder? = hitView
    // A `next` override could loop; a chain this long is already a bug worth showing.
    while let responder = current, chain.count < 10_000 {
      chain.append(responder)
      current = responder.next
    }
    return chain
  }

  /// The recognizers a touch-down here would be offered to, on the hit view first, then its
  /// ancestors up to the window (spec G7), each with what would let it take and begin.
  ///
  /// This asks the delegates' `gestureRecognizer(_:shouldReceive:)` (with a touch made for the
  /// question, never delivered) and `gestureRecognizerShouldBegin(_:)`: app code, as a real
  /// touch would run it.
  public func recognizerRoutes() -> [RecognizerRoute] {
    guard let hitView else { return [] }
    let window = root as? UIWindow ?? root.window
    let probe = UITouch(
      pointerID: PointerID(device: -2, index: 0), type: .direct,
      locationInWindow: window.map { hitView.convert(.zero, to: $0) } ?? .zero,
      timestamp: window?.application?.clock.now ?? 0, tapCount: 1, force: 1, serialNumber: -1)
    probe.window = window
    probe.view = hitView
    if let window { probe.locationInWindow = root.convert(point, to: window) }
    var routes: [RecognizerRoute] = []
    for view in path.reversed() {
      for recognizer in view.gestureRecognizers ?? [] {
        routes.append(route(of: recognizer, on: view, probe: probe, hitView: hitView))
      }
    }
    return routes
  }

  private func route(
    of recognizer: UIGestureRecognizer, on view: UIView, probe: UITouch, hitView: UIView
  ) -> RecognizerRoute {
    var refusal: String?
    var receives = true
    if !recognizer.acceptsTouches {
      receives = false
      refusal = "takes no touches (hover)"
    } else if !recognizer.isEnabled {
      receives = false
      refusal = "disabled"
    } else if recognizer.state.isFinal {
      receives = false
      refusal = "finished (\(recognizer.state)); resets when its touches end"
    } else if let delegate = recognizer.delegate,
      !delegate.gestureRecognizer(recognizer, shouldReceive: probe)
    {
      receives = false
      refusal = "its delegate's gestureRecognizer(_:shouldReceive:) says no"
    }
    var mayBegin = true
    if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
      mayBegin = false
      refusal = refusal ?? "its delegate's gestureRecognizerShouldBegin(_:) says no"
    } else if hitView !== view, !hitView.gestureRecognizerShouldBegin(recognizer) {
      mayBegin = false
      refusal = refusal ?? "\(hitView.inspectorName).gestureRecognizerShouldBegin(_:) says no"
    }
    return RecognizerRoute(
      recognizer: recognizer, view: view, state: recognizer.state, receivesTouch: receives,
      mayBegin: mayBegin, refusal: refusal,
      waitsFor: recognizer.explicitRequirements.compactMap(\.recognizer))
  }

  /// The report, the responder chain and the recognizer routes as text, for a log or a test
  /// failure.
  public func routeDescription() -> String {
    var lines = [description]
    let chain = responderChain.map { ($0 as? UIView)?.inspectorName ?? "\(type(of: $0))" }
    lines.append("responder chain: " + (chain.isEmpty ? "none" : chain.joined(separator: " → ")))
    let routes = recognizerRoutes()
    lines.append(routes.isEmpty ? "recognizers: none" : "recognizers:")
    for route in routes {
      var flags = ["\(route.state)"]
      if route.recognizer.cancelsTouchesInView { flags.append("cancelsTouchesInView") }
      if route.recognizer.delaysTouchesBegan { flags.append("delaysTouchesBegan") }
      if route.recognizer.delaysTouchesEnded { flags.append("delaysTouchesEnded") }
      var line = "  \(route.recognizer.debugName) on \(route.view.inspectorName) ["
      line += flags.joined(separator: ", ") + "]"
      if !route.waitsFor.isEmpty {
        line += " waits for " + route.waitsFor.map(\.debugName).joined(separator: ", ")
      }
      if let refusal = route.refusal { line += ": refuses: \(refusal)" }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }
}
