import Foundation

extension PresentationContainerView {
  /// What is wrong with the presentation this container holds, at rest (nothing while it moves
  /// in or out, or while a sheet follows a finger).
  func presentationViolations() -> [InvariantViolation] {
    var found: [InvariantViolation] = []
    func report(_ detail: String) { found.append(InvariantViolation(.presentationWrong, detail)) }
    guard let presentation else {
      report("a presentation container without a presentation is in a window")
      return found
    }
    let presented = presentation.presentedViewController
    let name = "\(type(of: presented))"
    guard presentation.container === self else {
      report("\(name)'s presentation no longer holds the container that is in the window")
      return found
    }
    let sheet = presentation as? UISheetPresentationController
    guard presentation.state == .presented, sheet?.drag.isMoving != true else {
      if presentation.state == .idle || presentation.state == .dismissed {
        report("\(name) was dismissed but its container is still in the window")
      }
      return found
    }
    // Halfway only: app code may have taken the presented view out of the window, and then
    // the controller has rightly disappeared. A presentation moving over it drives it.
    if !presented.isInPresentationTransition,
      presented.appearanceDriven || presented.appearance == .appearing
        || presented.appearance == .disappearing
    {
      report("\(name) is presented but halfway through its appearance (\(presented.appearance))")
    }
    let presenter = presentation.presentingReference
    if presenter?.presentedStorage !== presented || presented.presentingStorage !== presenter {
      report("\(name) and its presenter do not name each other")
    }
    if isShielded { report("touches are still held off \(name) at rest") }
    // Within 0.01 point: a frame goes through center and bounds and back.
    if let sheet, !sheet.isAnimating, !needsLayout,
      !sheet.card.frame.isClose(to: sheet.frameOfPresentedViewInContainerView)
    {
      report("\(name)'s sheet is at \(sheet.card.frame), not at its detent")
    }
    return found
  }
}
