import DemoSupport
import Foundation
import OpenUIKit

/// The Sheets tab of the Settings scene: a button that presents the everyday controls in a
/// page sheet (medium and large detents, a grabber). Drag the sheet up to grow it, down to
/// dismiss it; the delegate says so.
@MainActor
final class SheetsController: UIViewController, UISheetPresentationControllerDelegate {
  let showButton = UIButton(configuration: .filled())
  var onSay: ((String) -> Void)?
  /// The sheet shown now, if any.
  private(set) weak var shown: ControlsSheetController?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Show the controls"
    configuration.subtitle = "in a sheet you drag away"
    configuration.image = UIImage(systemName: "plus")
    configuration.imagePadding = 8
    configuration.titlePadding = 2
    configuration.cornerStyle = .large
    configuration.buttonSize = .large
    showButton.configuration = configuration
    showButton.addAction(
      UIAction { [weak self] _ in self?.showSheet() }, for: .primaryActionTriggered)
    view.addSubview(showButton)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let size = showButton.intrinsicContentSize
    showButton.frame = CGRect(
      x: view.bounds.midX - size.width / 2, y: 40, width: size.width, height: size.height)
  }

  func showSheet() {
    let sheet = ControlsSheetController()
    sheet.onSay = onSay
    if let controller = sheet.sheetPresentationController {
      controller.detents = [.medium(), .large()]
      controller.prefersGrabberVisible = true
      controller.delegate = self
    }
    shown = sheet
    present(sheet, animated: true)
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    onSay?("Sheet: dismissed by dragging it down.")
  }

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    let detent = sheetPresentationController.selectedDetentIdentifier == .large ? "large" : "medium"
    onSay?("Sheet: dragged to the \(detent) detent.")
  }
}

/// What the sheet holds: a segmented control, a stepper driving a progress view, an activity
/// indicator, a page control and a pop-up button.
@MainActor
final class ControlsSheetController: UIViewController {
  let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
  let stepper = UIStepper()
  let countLabel = UILabel()
  let progress = UIProgressView(progressViewStyle: .default)
  let spinner = UIActivityIndicatorView(style: .medium)
  let pages = UIPageControl()
  let sortButton = UIButton(configuration: .gray())
  var onSay: ((String) -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    segments.selectedSegmentIndex = 0
    segments.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        let title = self.segments.titleForSegment(at: self.segments.selectedSegmentIndex) ?? "?"
        self.onSay?("Sheet: showing by \(title.lowercased()).")
      }, for: .valueChanged)
    stepper.maximumValue = 10
    stepper.value = 3
    stepper.addAction(UIAction { [weak self] _ in self?.stepped() }, for: .valueChanged)
    countLabel.font = .systemFont(ofSize: 15)
    pages.numberOfPages = 4
    pages.addAction(
      UIAction { [weak self] _ in
        self?.onSay?("Sheet: page \((self?.pages.currentPage ?? 0) + 1) of 4.")
      }, for: .valueChanged)
    let sorts = ["Newest", "Oldest", "Name"].map { title in
      UIAction(title: title) { [weak self] _ in
        self?.onSay?("Sheet: sorted by \(title.lowercased()).")
      }
    }
    sortButton.menu = UIMenu(title: "Sort", children: sorts)
    sortButton.changesSelectionAsPrimaryAction = true
    spinner.startAnimating()
    for control in [segments, stepper, countLabel, progress, spinner, pages, sortButton] as [UIView]
    {
      view.addSubview(control)
    }
    stepped(saying: false)
  }

  private func stepped(saying: Bool = true) {
    countLabel.text = "\(Int(stepper.value)) of 10 photos"
    progress.setProgress(Float(stepper.value / 10), animated: saying)
    if saying { onSay?("Sheet: the stepper is at \(Int(stepper.value)).") }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = min(view.bounds.width - 40, 420)
    let x = view.bounds.midX - width / 2
    segments.frame = CGRect(x: x, y: 28, width: width, height: 32)
    stepper.frame.origin = CGPoint(x: x + width - 94, y: 80)
    countLabel.frame = CGRect(x: x, y: 80, width: width - 110, height: 32)
    progress.frame = CGRect(x: x, y: 128, width: width, height: 4)
    spinner.frame = CGRect(x: x, y: 150, width: 20, height: 20)
    let size = sortButton.intrinsicContentSize
    sortButton.frame = CGRect(
      x: x + width - size.width, y: 144, width: size.width, height: size.height)
    pages.frame = CGRect(x: x, y: 196, width: width, height: 26)
  }
}
