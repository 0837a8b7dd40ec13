import Foundation

// Shake motion and remote-control commands (spec E15, E16): to the key window's first responder.
extension UIApplication {
  func dispatchMotion(_ phase: MotionPhase, at time: TimeInterval) {
    switch phase {
    case .began: isShaking = true
    case .ended, .cancelled:
      guard isShaking else { return }
      isShaking = false
    }
    motionPhase = phase
    sendEvent(motionEvent(at: time))
  }

  func dispatchRemoteControl(_ subtype: UIEvent.EventSubtype, at time: TimeInterval) {
    guard isReceivingRemoteControlEvents, subtype.rawValue >= 100 else { return }
    sendEvent(UIEvent(type: .remoteControl, subtype: subtype, timestamp: time))
  }

  func motionEvent(at time: TimeInterval) -> UIEvent {
    UIEvent(type: .motion, subtype: .motionShake, timestamp: time)
  }
}
