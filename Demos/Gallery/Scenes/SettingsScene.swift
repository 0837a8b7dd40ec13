import DemoSupport
import Foundation
import OpenUIKit

/// Scene 14: navigation. A `UITabBarController` of two tabs. Settings is a
/// `UINavigationController`: rows push screens of their own (`UITableViewController`s), the
/// bar's back button or a drag from the left edge goes back (let go early and the screens slide
/// back: the pop is cancelled), and bar button items and the toolbar's act on the screen shown. Alerts shows a
/// `UIAlertController` with a text field and an action sheet. Sheets presents the everyday
/// controls in a page sheet the user drags away.
@MainActor
final class SettingsScene: GalleryScene, UINavigationControllerDelegate {
  override var title: String { "Settings" }

  let tabs = UITabBarController()
  let navigation: UINavigationController
  let alerts = AlertsController()
  let sheets = SheetsController()

  override init(frame: CGRect) {
    navigation = UINavigationController(rootViewController: SettingsListController(.root))
    super.init(frame: frame)
    backgroundColor = .systemGroupedBackground
    navigation.delegate = self
    navigation.isToolbarHidden = false
    navigation.tabBarItem = UITabBarItem(
      title: "Settings", image: UIImage(systemName: "gearshape"), tag: 0)
    alerts.tabBarItem = UITabBarItem(
      title: "Alerts", image: UIImage(systemName: "exclamationmark.triangle"), tag: 1)
    alerts.tabBarItem.badgeValue = "2"
    alerts.onSay = { [weak self] in self?.say($0) }
    sheets.tabBarItem = UITabBarItem(
      title: "Sheets", image: UIImage(systemName: "square.and.arrow.up"), tag: 2)
    sheets.onSay = { [weak self] in self?.say($0) }
    tabs.viewControllers = [navigation, alerts, sheets]
    addSubview(tabs.view)
    say("Tap a row to go deeper; the back button or a drag from the left edge comes back.")
  }
  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    tabs.view.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - 76))
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    let depth = navigationController.viewControllers.count
    say("Showing \(viewController.title ?? "?") (\(depth) screen\(depth == 1 ? "" : "s") deep).")
  }

  // MARK: - Tour

  override func tour(_ player: TourPlayer) {
    guard let root = navigation.topViewController as? SettingsListController else { return }
    navigation.view.layoutIfNeeded()
    // A tap on General pushes it.
    let general = root.tableView.rectForRow(at: [0, 0])
    player.tap(CGPoint(x: general.midX, y: general.midY), in: root.tableView)
    player.wait(0.6)
    // A slow drag from the left edge, let go a quarter of the way: the pop is cancelled.
    let y = navigation.view.bounds.midY
    edgeDrag(player, to: navigation.view.bounds.width * 0.25, y: y)
    say("Pop cancelled: \(navigation.topViewController?.title ?? "?") is still on top.")
    // The same drag past half way completes it.
    edgeDrag(player, to: navigation.view.bounds.width * 0.8, y: y)
    say("Popped back by the edge drag: \(navigation.topViewController?.title ?? "?").")
    // The Alerts tab: an alert with a text field, typed in, Return saves.
    tabs.view.layoutIfNeeded()
    let bar = tabs.tabBar
    player.tap(CGPoint(x: bar.bounds.width * 0.5, y: 20), in: bar)
    player.wait(0.3)
    alerts.view.layoutIfNeeded()
    player.tap(
      CGPoint(x: alerts.renameButton.frame.midX, y: alerts.renameButton.frame.midY), in: alerts.view
    )
    player.wait(0.5)
    player.type(" 2026")
    try? player.screenshot("scene-14-alert")
    player.key(.keyboardReturnOrEnter)
    player.wait(0.5)
    tourSheet(player, bar: bar)
    player.tap(CGPoint(x: bar.bounds.width / 6, y: 20), in: bar)
    player.wait(0.3)
    // Display, pushed, for the screenshot.
    navigation.view.layoutIfNeeded()
    let display = root.tableView.rectForRow(at: [0, 1])
    player.tap(CGPoint(x: display.midX, y: display.midY), in: root.tableView)
    player.wait(0.6)
  }

  /// The Sheets tab: the sheet rises at its medium detent, a tap on a segment and on the
  /// stepper's +, a drag up to the large detent, then one down that dismisses it.
  private func tourSheet(_ player: TourPlayer, bar: UITabBar) {
    player.tap(CGPoint(x: bar.bounds.width * 5 / 6, y: 20), in: bar)
    player.wait(0.3)
    sheets.view.layoutIfNeeded()
    let button = sheets.showButton
    player.tap(CGPoint(x: button.frame.midX, y: button.frame.midY), in: sheets.view)
    player.wait(0.6)
    guard let sheet = sheets.shown else { return say("Sheet: it did not appear.") }
    sheet.view.layoutIfNeeded()
    // The middle of three equal segments: Week.
    player.tap(CGPoint(x: sheet.segments.bounds.midX, y: 16), in: sheet.segments)
    player.tap(CGPoint(x: 70, y: 16), in: sheet.stepper)
    player.wait(0.4)
    try? player.screenshot("scene-14-sheet")
    // The pop-up button: its menu opens on a tap; the keyboard chooses the third row.
    let sort = sheet.sortButton
    player.tap(CGPoint(x: sort.bounds.midX, y: sort.bounds.midY), in: sort)
    player.wait(0.2)
    for _ in 0..<3 { player.key(.keyboardDownArrow) }
    player.key(.keyboardReturnOrEnter)
    player.wait(0.2)
    say("Sheet: the pop-up button reads '\(sort.configuration?.title ?? "?")'.")
    // Up from the grabber to the large detent, then down past half way: dismissed.
    let top = CGPoint(x: sheet.view.bounds.midX, y: 8)
    dragSheet(player, sheet, from: top, by: -260)
    dragSheet(player, sheet, from: top, by: 560)
    say(sheets.presentedViewController == nil ? "Sheet: gone." : "Sheet: still shown.")
  }

  /// A slow drag of the sheet by `dy`, held still before it lifts (no flick).
  private func dragSheet(
    _ player: TourPlayer, _ sheet: UIViewController, from start: CGPoint, by dy: CGFloat
  ) {
    let window = sheet.view.window ?? sheets.view.window!
    let origin = sheet.view.convert(start, to: window)
    player.landFinger(0, at: origin, in: window)
    for step in 1...8 {
      player.wait(0.03)
      player.moveFinger(
        0, to: CGPoint(x: origin.x, y: origin.y + dy * CGFloat(step) / 8), in: window)
    }
    player.wait(0.3)
    player.liftFinger(0, at: CGPoint(x: origin.x, y: origin.y + dy), in: window)
    player.wait(0.6)
  }

  /// A finger from the left edge to `x`, moved slowly and held before it lifts (no flick).
  private func edgeDrag(_ player: TourPlayer, to x: CGFloat, y: CGFloat) {
    player.landFinger(0, at: CGPoint(x: 2, y: y), in: navigation.view)
    for step in 1...8 {
      player.wait(0.03)
      player.moveFinger(
        0, to: CGPoint(x: 2 + (x - 2) * CGFloat(step) / 8, y: y), in: navigation.view)
    }
    player.wait(0.3)
    player.liftFinger(0, at: CGPoint(x: x, y: y), in: navigation.view)
    player.wait(0.6)
  }
}

/// The Alerts tab: buttons that present an alert with a text field and an action sheet.
@MainActor
final class AlertsController: UIViewController {
  let renameButton = UIButton(type: .system)
  let shareButton = UIButton(type: .system)
  var onSay: ((String) -> Void)?
  private var album = "Summer"

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    renameButton.setTitle("Rename the album…", for: .normal)
    renameButton.addAction(UIAction { [weak self] _ in self?.rename() }, for: .touchUpInside)
    shareButton.setTitle("Share…", for: .normal)
    shareButton.addAction(UIAction { [weak self] _ in self?.share() }, for: .touchUpInside)
    view.addSubview(renameButton)
    view.addSubview(shareButton)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    renameButton.frame = CGRect(x: 20, y: 40, width: view.bounds.width - 40, height: 44)
    shareButton.frame = CGRect(x: 20, y: 100, width: view.bounds.width - 40, height: 44)
  }

  private func rename() {
    let alert = UIAlertController(
      title: "Rename Album", message: "Enter a new name.", preferredStyle: .alert)
    alert.addTextField { [album] in $0.text = album }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    let save = UIAlertAction(title: "Save", style: .default) { [weak self, weak alert] _ in
      guard let self, let name = alert?.textFields?.first?.text else { return }
      self.album = name
      self.tabBarItem.badgeValue = nil
      self.onSay?("Alert: the album is now called '\(name)'.")
    }
    alert.addAction(save)
    alert.preferredAction = save
    present(alert, animated: true)
  }

  private func share() {
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    for title in ["Copy Link", "Duplicate", "Delete"] {
      sheet.addAction(
        UIAlertAction(title: title, style: title == "Delete" ? .destructive : .default) {
          [weak self] _ in self?.onSay?("Action sheet: \(title).")
        })
    }
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    present(sheet, animated: true)
  }
}

/// A list of settings: rows that push the next screen, or switches.
@MainActor
final class SettingsListController: UITableViewController {
  /// Which screen.
  enum Page: String {
    case root = "Settings", general = "General", display = "Display", about = "About"

    var rows: [(title: String, next: Page?)] {
      switch self {
      case .root: [("General", .general), ("Display", .display), ("About", .about)]
      case .general: [("About", .about), ("Software Update", nil), ("Storage", nil)]
      case .display: [("Dark Appearance", nil), ("True Tone", nil), ("Text Size", nil)]
      case .about: [("Name", nil), ("Version", nil), ("Model", nil)]
      }
    }
  }

  let page: Page

  init(_ page: Page) {
    self.page = page
    super.init(style: .insetGrouped)
    title = page.rawValue
  }
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
    if page == .display {
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        systemItem: .done,
        primaryAction: UIAction { [weak self] _ in
          self?.navigationController?.popToRootViewController(animated: true)
        })
    }
    // The toolbar: the root's opens About; Display's turns its switches back off.
    switch page {
    case .root:
      toolbarItems = [
        .flexibleSpace(),
        UIBarButtonItem(
          title: "About",
          primaryAction: UIAction { [weak self] _ in
            self?.navigationController?.pushViewController(
              SettingsListController(.about), animated: true)
          }),
      ]
    case .display:
      toolbarItems = [
        UIBarButtonItem(
          title: "Reset",
          primaryAction: UIAction { [weak self] _ in
            for case let toggle as UISwitch in self?.tableView.visibleCells.map(\.accessoryView)
              ?? []
            {
              toggle.setOn(false, animated: true)
            }
          }),
        .flexibleSpace(),
      ]
    default:
      break
    }
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    page.rows.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
    let row = page.rows[indexPath.row]
    var content = cell.defaultContentConfiguration()
    content.text = row.title
    if page == .about { content.secondaryText = ["OpenUIKit", "0.2", "Linux"][indexPath.row] }
    cell.contentConfiguration = content
    cell.accessoryType = row.next == nil ? .none : .disclosureIndicator
    if page == .display {
      let toggle = UISwitch()
      toggle.isOn = indexPath.row == 1
      cell.accessoryView = toggle
    }
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let next = page.rows[indexPath.row].next else {
      tableView.deselectRow(at: indexPath, animated: true)
      return
    }
    navigationController?.pushViewController(SettingsListController(next), animated: true)
  }
}
