import Foundation
import OpenUIKit

// Presentations: app code presents screens in every style (sheets with detents, some modal,
// some leaving the window undimmed; full screen; over full screen; fading), from the top of a
// navigation stack or from the controller presented last, and dismisses at any level — from
// inside any callback, the presentation delegate's included, and while a sheet follows a
// finger (the input's touches drag sheets and tap their dimming).
extension FuzzScene {
  func presentationCode(from nav: UINavigationController, using r: inout FuzzRandom) {
    var deepest: UIViewController = nav
    while let presented = deepest.presentedViewController { deepest = presented }
    let animated = r.chance(0.6)
    guard r.chance(0.6) else {
      ledger.trace("dismiss code")
      let target = r.pick([deepest, nav, nav.topViewController ?? nav])
      target.dismiss(animated: animated) { [weak self] in
        self?.appCode(at: "dismiss completion", event: nil, rate: 0.2)
      }
      return
    }
    let screen = FuzzViewController(scene: self, name: nextName("presented"))
    screen.modalPresentationStyle = r.pick([
      .automatic, .pageSheet, .formSheet, .fullScreen, .overFullScreen, .popover, .custom,
    ])
    if r.chance(0.3) { screen.modalTransitionStyle = .crossDissolve }
    screen.isModalInPresentation = r.chance(0.2)
    screen.presentationController?.delegate = screen
    if let sheet = screen.sheetPresentationController, r.chance(0.5) {
      sheet.detents = r.chance(0.5) ? [.medium(), .large()] : [.medium()]
      if r.chance(0.5) { sheet.largestUndimmedDetentIdentifier = .medium }
      sheet.prefersGrabberVisible = r.chance(0.5)
    }
    track(screen.view)
    screen.view.addSubview(makeView(using: &r))
    let presenter = r.chance(0.5) ? deepest : (nav.topViewController ?? nav)
    ledger.trace(
      "present code \(screen.modalPresentationStyle.rawValue) from \(type(of: presenter))")
    presenter.present(screen, animated: animated) { [weak self] in
      self?.appCode(at: "present completion", event: nil, rate: 0.2)
    }
  }
}

extension FuzzViewController: UISheetPresentationControllerDelegate {
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    scene?.appCode(at: "\(probeName).shouldDismiss", event: nil, rate: 0.1)
    // Deterministic (String.hashValue is seeded per process): some screens refuse.
    return probeName.unicodeScalars.reduce(0) { $0 + Int($1.value) } % 4 != 0
  }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    scene?.appCode(at: "\(probeName).willDismiss", event: nil, rate: 0.1)
  }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    scene?.appCode(at: "\(probeName).didDismiss", event: nil, rate: 0.1)
  }
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    scene?.appCode(at: "\(probeName).didAttemptToDismiss", event: nil, rate: 0.1)
  }
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    scene?.appCode(at: "\(probeName).didChangeDetent", event: nil, rate: 0.1)
  }
}

// The everyday controls, with settings out of range and menus whose actions run app code.
extension FuzzScene {
  func makeEverydayControl(frame: CGRect, using r: inout FuzzRandom) -> UIView {
    switch r.int(0...5) {
    case 0:
      let control = UISegmentedControl(items: ["A", "B", "C"].prefix(r.int(0...3)).map { $0 })
      control.frame = frame
      control.selectedSegmentIndex = r.int(-2...4)
      control.isMomentary = r.chance(0.2)
      if r.chance(0.3) { control.setWidth(r.double(-10...80), forSegmentAt: r.int(-1...3)) }
      return control
    case 1:
      let stepper = UIStepper(frame: frame)
      stepper.minimumValue = r.double(-5...5)
      stepper.maximumValue = r.double(-5...15)
      stepper.stepValue = r.pick([1, 0.5, 0, -1, .nan])
      stepper.wraps = r.chance(0.3)
      stepper.isContinuous = r.chance(0.7)
      return stepper
    case 2:
      let pages = UIPageControl(frame: frame)
      pages.numberOfPages = r.int(-1...6)
      pages.currentPage = r.int(-1...7)
      return pages
    case 3:
      let progress = UIProgressView(frame: frame)
      progress.setProgress(Float(r.double(-1...2)), animated: r.chance(0.5))
      return progress
    case 4:
      let spinner = UIActivityIndicatorView(style: r.chance(0.5) ? .large : .medium)
      spinner.frame = frame
      if r.chance(0.7) { spinner.startAnimating() }
      return spinner
    default:
      var configuration = r.pick([
        UIButton.Configuration.plain(), .tinted(), .gray(), .filled(),
      ])
      configuration.title = r.chance(0.8) ? "Button" : nil
      configuration.subtitle = r.chance(0.4) ? "Subtitle" : nil
      configuration.image = r.chance(0.5) ? UIImage(systemName: "plus") : nil
      configuration.imagePlacement = r.pick([.leading, .trailing, .top, .bottom])
      configuration.showsActivityIndicator = r.chance(0.2)
      let button = UIButton(configuration: configuration)
      button.frame = frame
      if r.chance(0.5) {
        let actions = (0..<r.int(0...3)).map { index in
          UIAction(title: "Item \(index)") { [weak self] _ in
            self?.appCode(at: "menu item", event: nil)
          }
        }
        button.menu = UIMenu(title: "", children: actions)
        button.showsMenuAsPrimaryAction = r.chance(0.6)
        button.changesSelectionAsPrimaryAction = r.chance(0.3)
      }
      return button
    }
  }
}
