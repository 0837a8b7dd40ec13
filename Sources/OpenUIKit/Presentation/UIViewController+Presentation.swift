import Foundation

// Presenting and dismissing view controllers: which controller presents (the outermost
// container), what is refused, and the presentation controller each presented controller has.
extension UIViewController {
  /// The presentation controller of this controller, made on first use for its
  /// ``modalPresentationStyle`` (a ``UISheetPresentationController`` for sheets), so that its
  /// delegate can be set before presenting, as apps do.
  public var presentationController: UIPresentationController? {
    if let existing = presentationStorage,
      existing.state != .idle || existing.fits(modalPresentationStyle)
    {
      return existing
    }
    let made = UIPresentationController.make(for: self, style: modalPresentationStyle)
    made.delegate = presentationStorage?.delegate
    presentationStorage = made
    return made
  }

  /// The sheet presentation controller, when this controller is presented as a sheet (page or
  /// form sheet, or `.automatic`), to set its detents and grabber.
  public var sheetPresentationController: UISheetPresentationController? {
    presentationController as? UISheetPresentationController
  }

  /// The popover presentation controller when the style is `.popover` (shown over the full
  /// window here; its anchor is kept for source compatibility).
  public var popoverPresentationController: UIPopoverPresentationController? {
    presentationController as? UIPopoverPresentationController
  }

  /// Whether the controller is presented, or inside one that is.
  var isPresentedSomewhere: Bool { presentingViewController != nil }

  func presentController(
    _ presented: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    // The outermost container presents (UIKit presents from the controller whose view fills
    // the window, or the presented controller it is in).
    var presenter = self
    while let parent = presenter.parent { presenter = parent }
    if let already = presenter.presentedStorage {
      return reportPresentation(
        "\(type(of: presenter)) is already presenting \(type(of: already)); "
          + "\(type(of: presented)) was not presented")
    }
    if presented.presentingStorage != nil || presented.presentationStorage?.state ?? .idle != .idle
    {
      return reportPresentation(
        "\(type(of: presented)) is already presented; it was not presented again")
    }
    if presented.parent != nil || presented === presenter
      || presented.viewIfLoaded?.window?.rootViewController === presented
      || presenter.isPresented(by: presented)
    {
      return reportPresentation(
        "\(type(of: presented)) is already shown (a child, a window's root, or presenting "
          + "this one); it was not presented")
    }
    if let own = presenter.presentationStorage, own.state == .presenting || own.state == .dismissing
    {
      return reportPresentation(
        "\(type(of: presenter)) is being presented or dismissed; \(type(of: presented)) was "
          + "not presented")
    }
    guard let window = presenter.viewIfLoaded?.window else {
      reportPresentation(
        "\(type(of: self)) is not in a window, so it cannot present \(type(of: presented)); "
          + "nothing was presented")
      completion?()
      return
    }
    let presentation = presented.presentationController(adaptingIn: window)
    presentation.runPresentation(
      from: presenter, in: window, animated: animated, completion: completion)
  }

  func dismissController(animated: Bool, completion: (() -> Void)?) {
    // This controller, or the nearest ancestor, that presented one dismisses it.
    var owner: UIViewController? = self
    while let current = owner, current.presentedStorage == nil { owner = current.parent }
    if let presentation = owner?.presentedStorage?.presentationStorage {
      presentation.runDismissal(animated: animated, completion: completion)
    } else if let presenting = presentingViewController {
      presenting.dismissController(animated: animated, completion: completion)
    } else {
      // UIKit does nothing; the completion still runs, so code waiting on it goes on.
      reportPresentation(
        "dismiss(animated:completion:): \(type(of: self)) presents nothing and was not "
          + "presented; nothing was dismissed", method: nil)
      completion?()
    }
  }

  /// The presentation controller for presenting in `window`, made again when the style (or
  /// the delegate's adaptive answer) changed its kind.
  private func presentationController(adaptingIn window: UIWindow) -> UIPresentationController {
    let base = presentationController!
    var style = UIPresentationController.resolve(modalPresentationStyle)
    if let answer = base.delegate?.adaptivePresentationStyle(
      for: base, traitCollection: window.traitCollection), answer != .none
    {
      style = UIPresentationController.resolve(answer)
    }
    guard !base.fits(style) else {
      base.style = style
      return base
    }
    let made = UIPresentationController.make(for: self, style: style)
    made.delegate = base.delegate
    presentationStorage = made
    return made
  }

  /// Whether `controller` is this one's presenter, or its presenter's, and so on.
  private func isPresented(by controller: UIViewController) -> Bool {
    var current = presentingViewController
    while let presenter = current {
      if presenter === controller { return true }
      current = presenter.presentingViewController
    }
    return false
  }

  private func reportPresentation(
    _ message: String, method: String? = "present(_:animated:completion:)"
  ) {
    let text = method.map { "\($0): \(message)" } ?? message
    viewIfLoaded.flatMap { UIApplication.owning($0) }.map { $0.report(.invalidNavigation, text) }
      ?? HostServices.report(.invalidNavigation, text)
  }
}

extension UIPresentationController {
  /// A presentation controller of the kind `style` needs.
  static func make(for presented: UIViewController, style: UIModalPresentationStyle)
    -> UIPresentationController
  {
    let resolved = resolve(style)
    let made: UIPresentationController
    switch resolved {
    case .pageSheet, .formSheet:
      made = UISheetPresentationController(presentedViewController: presented, presenting: nil)
    default:
      made =
        style == .popover
        ? UIPopoverPresentationController(presentedViewController: presented, presenting: nil)
        : UIPresentationController(presentedViewController: presented, presenting: nil)
    }
    made.style = resolved
    return made
  }

  /// Whether this controller is of the kind `style` needs.
  func fits(_ style: UIModalPresentationStyle) -> Bool {
    let sheet = [.pageSheet, .formSheet].contains(UIPresentationController.resolve(style))
    if style == .popover { return self is UIPopoverPresentationController }
    return (self is UISheetPresentationController) == sheet
      && !(self is UIPopoverPresentationController)
  }
}

extension UIViewController {
  /// Whether a presentation moving in or out drives this controller's callbacks: one it or an
  /// ancestor makes or is, still presenting or dismissing.
  var isInPresentationTransition: Bool {
    var current: UIViewController? = self
    while let controller = current {
      for presentation in [
        controller.presentationStorage, controller.presentedStorage?.presentationStorage,
      ] {
        if let state = presentation?.state, state == .presenting || state == .dismissing {
          return true
        }
      }
      current = controller.parent
    }
    return false
  }
}

extension UIViewController {
  /// Escape on a presented sheet: the user's request to dismiss it. Returns whether the key
  /// was the sheet's (refused or not: the delegate hears an attempt).
  func escapeDismissesSheet() -> Bool {
    guard presentingStorage != nil,
      let sheet = presentationStorage as? UISheetPresentationController,
      sheet.state == .presented, !sheet.drag.isMoving
    else { return false }
    sheet.userAskedToDismiss()
    return true
  }
}
