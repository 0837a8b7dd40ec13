import Foundation
import DemoSupport
import OpenUIKit

/// Scene 9: scrolling. A `UITableView` of 10,000 rows, each with a button and a switch (a tap
/// fires the button; a drag that starts on it scrolls the list instead, spec G44), swipe
/// actions (Flag from the left, Delete from the right) and reordering in editing mode; a paging
/// carousel as the table's header view (horizontal drags page it, vertical ones scroll the
/// list), and a zoomable image (pinch, ctrl+wheel, or a double tap, which zooms in about the tap
/// and back out animated, as photo apps do with `zoom(to:animated:)`). The wheel, trackpad and
/// Page Up/Down scroll whatever is under the pointer.
@MainActor
final class ScrollingScene: GalleryScene, UITableViewDataSource, UITableViewDelegate {
  override var title: String { "Scrolling" }
  static let rowCount = 10_000
  static let rowHeight: CGFloat = 44
  static let carouselHeight: CGFloat = 130

  let list = UITableView(frame: .zero, style: .plain)
  /// The rows: their numbers (in the order shown), switches and flags.
  private var rows = (1...ScrollingScene.rowCount).map { ListRowModel(number: $0) }
  private let editButton = UIButton(configuration: .tinted())
  let carousel = UIScrollView(frame: .zero)
  let zoomer = UIScrollView(frame: .zero)
  let picture = UIImageView(image: UIImage(named: "logo") ?? .placeholder)
  private let caption = UILabel(frame: .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(red: 0.95, green: 0.96, blue: 0.98, alpha: 1)
    list.backgroundColor = .white
    list.layer.borderWidth = 1
    list.layer.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
    list.accessibilityIdentifier = "list"
    list.rowHeight = Self.rowHeight
    list.register(ListRowCell.self, forCellReuseIdentifier: "row")
    list.dataSource = self
    list.delegate = self
    addSubview(list)
    buildCarousel()
    editButton.setTitle("Edit", for: .normal)
    editButton.addAction(UIAction { [weak self] _ in self?.toggleEditing() }, for: .touchUpInside)
    addSubview(editButton)

    zoomer.backgroundColor = UIColor(white: 0.2, alpha: 1)
    zoomer.accessibilityIdentifier = "zoomable image"
    zoomer.delegate = self
    zoomer.indicatorStyle = .white
    zoomer.minimumZoomScale = 1
    zoomer.maximumZoomScale = 6
    picture.contentMode = .scaleAspectFit
    zoomer.addSubview(picture)
    let doubleTap = UITapGestureRecognizer { [weak self] in
      self?.doubleTapped($0 as! UITapGestureRecognizer)
    }
    doubleTap.numberOfTapsRequired = 2
    zoomer.addGestureRecognizer(doubleTap)
    addSubview(zoomer)
    caption.font = .systemFont(ofSize: 13)
    caption.textColor = .darkGray
    caption.numberOfLines = 2
    caption.text = "Pinch, ctrl+wheel or double-tap to zoom; drag to pan when zoomed."
    addSubview(caption)
    say(
      "10,000 rows with a button and a switch: scroll, swipe a row, or Edit to reorder.")
  }
  required init?(coder: NSCoder) { nil }

  private func buildCarousel() {
    carousel.isPagingEnabled = true
    carousel.showsHorizontalScrollIndicator = true
    carousel.accessibilityIdentifier = "carousel"
    carousel.delegate = self
    let colors: [UIColor] = [
      .systemBlue, .systemGreen, .systemOrange, .systemPink, .systemPurple, .systemTeal,
    ]
    for (index, color) in colors.enumerated() {
      let card = NamedView(
        "Card \(index + 1) of \(colors.count)", frame: CGRect(x: 0, y: 0, width: 300, height: 100),
        color: color)
      card.tag = index + 1
      carousel.addSubview(card)
    }
    // The carousel sits in a header view 10 points taller (its margin from the first row).
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: Self.carouselHeight))
    header.addSubview(carousel)
    list.tableHeaderView = header
  }

  private func toggleEditing() {
    list.setEditing(!list.isEditing, animated: true)
    editButton.setTitle(list.isEditing ? "Done" : "Edit", for: .normal)
    say(list.isEditing ? "Editing: drag a row's handle to move it" : "Done editing")
  }

  // MARK: - UITableViewDataSource

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    if let row = cell as? ListRowCell {
      row.show(rows[indexPath.row]) { [weak self] model, text in
        guard let self, let index = self.rows.firstIndex(where: { $0.number == model.number })
        else { return }
        self.rows[index] = model
        if let text { self.say(text) }
      }
    }
    return cell
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    let removed = rows.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .fade)
    say("Row \(removed.number) deleted")
  }

  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let moved = rows.remove(at: sourceIndexPath.row)
    rows.insert(moved, at: destinationIndexPath.row)
    if sourceIndexPath != destinationIndexPath {
      say("Row \(moved.number) moved to place \(destinationIndexPath.row + 1)")
    }
  }

  // MARK: - UITableViewDelegate

  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let flagged = rows[indexPath.row].flagged
    let flag = UIContextualAction(style: .normal, title: flagged ? "Unflag" : "Flag") {
      [weak self] _, _, done in
      guard let self, indexPath.row < self.rows.count else { return done(false) }
      self.rows[indexPath.row].flagged.toggle()
      tableView.reconfigureRows(at: [indexPath])
      self.say("Row \(self.rows[indexPath.row].number) \(flagged ? "unflagged" : "flagged")")
      done(true)
    }
    flag.backgroundColor = .systemOrange
    return UISwipeActionsConfiguration(actions: [flag])
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let listWidth = min(440, bounds.width * 0.5)
    list.frame = CGRect(x: 16, y: 16, width: listWidth, height: bounds.height - 100)
    editButton.frame = CGRect(x: 16, y: list.frame.maxY + 8, width: 80, height: 32)
    carousel.frame = CGRect(x: 0, y: 0, width: listWidth, height: Self.carouselHeight - 10)
    for card in carousel.subviews where card.tag > 0 {
      card.frame = CGRect(
        x: CGFloat(card.tag - 1) * listWidth + 12, y: 10, width: listWidth - 24,
        height: Self.carouselHeight - 30)
    }
    carousel.contentSize = CGSize(
      width: listWidth * CGFloat(carousel.subviews.count), height: Self.carouselHeight - 10)
    let zoomX = list.frame.maxX + 24
    let side = min(bounds.width - zoomX - 16, bounds.height - 140)
    zoomer.frame = CGRect(x: zoomX, y: 16, width: side, height: side)
    if zoomer.zoomScale == 1 {
      picture.frame = CGRect(x: 0, y: 0, width: side, height: side)
      zoomer.contentSize = picture.frame.size
    }
    caption.frame = CGRect(x: zoomX, y: zoomer.frame.maxY + 8, width: side, height: 36)
  }

  /// Zooms in 3× about the tap, or back out when zoomed, animated.
  func doubleTapped(_ recognizer: UITapGestureRecognizer) {
    guard zoomer.zoomScale <= zoomer.minimumZoomScale else {
      return zoomer.setZoomScale(zoomer.minimumZoomScale, animated: true)
    }
    let point = recognizer.location(in: picture)
    let size = CGSize(width: picture.bounds.width / 3, height: picture.bounds.height / 3)
    zoomer.zoom(
      to: CGRect(
        x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width,
        height: size.height), animated: true)
  }

  // MARK: - UIScrollViewDelegate

  func viewForZooming(in scrollView: UIScrollView) -> UIView? {
    scrollView === zoomer ? picture : nil
  }

  func scrollViewDidZoom(_ scrollView: UIScrollView) {
    caption.text = String(format: "Zoom %.2f×", Double(scrollView.zoomScale))
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    if scrollView === carousel {
      say(
        "Carousel on card \(Int((carousel.contentOffset.x / carousel.bounds.width).rounded()) + 1)")
    } else if scrollView === list {
      say("List came to rest at row \(topRow)")
    }
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    if scrollView === list && !decelerate { say("List dragged to row \(topRow)") }
  }

  /// The number of the first row at least half visible.
  var topRow: Int {
    let y = list.contentOffset.y + Self.rowHeight / 2
    guard let indexPath = list.indexPathForRow(at: CGPoint(x: 1, y: max(y, Self.carouselHeight)))
    else { return 0 }
    return rows[indexPath.row].number
  }

  override func tour(_ player: TourPlayer) {
    // A tap on row 2's button fires it; a drag starting on that button scrolls instead.
    guard let secondRow = list.cellForRow(at: IndexPath(row: 1, section: 0)) as? ListRowCell
    else { return }
    player.tap(secondRow.button.center, in: secondRow.contentView)
    player.drag(
      from: secondRow.button.center, to: CGPoint(x: 60, y: -180), in: secondRow.contentView)
    player.wait(0.2)
    print("  Scrolling: after dragging from a button, the list is at row \(topRow)")
    swipeTour(player)
    // The wheel: 25 notches down over the list, then Page Down with the pointer there.
    let overList = CGPoint(x: list.frame.minX + 200, y: list.frame.minY + 300)
    player.hover(at: overList, in: self)
    for _ in 0..<25 { player.wheel(dy: 40, at: overList, in: self) }
    player.key(.keyboardPageDown)
    player.wait(0.4)
    say("Wheel and Page Down: the list shows row \(topRow)")
    // The carousel: back to the top, swipe it a page left.
    list.setContentOffset(.zero, animated: false)
    player.drag(
      from: CGPoint(x: carousel.bounds.width - 40, y: 60), to: CGPoint(x: 40, y: 70),
      in: carousel)
    player.wait(0.8)
    // A double tap zooms in about the tap, animated; another zooms back out.
    // (Points in the scene: the zoomer's own bounds move as it zooms.)
    let centre = CGPoint(x: zoomer.frame.midX, y: zoomer.frame.midY)
    player.doubleTap(
      CGPoint(x: zoomer.frame.minX + zoomer.frame.width * 0.3, y: centre.y * 0.8), in: self)
    player.wait(0.4)
    let doubleTapped = zoomer.zoomScale
    player.doubleTap(centre, in: self)
    player.wait(0.4)
    print(
      "  Scrolling: double tap zooms to \(String(format: "%.2f", Double(doubleTapped))), again to"
        + " \(String(format: "%.2f", Double(zoomer.zoomScale)))")
    // Ctrl+wheel zooms the image about the pointer.
    for _ in 0..<4 { player.wheel(dy: -40, at: centre, in: self, modifiers: .control) }
    player.settleFrame()
    print("  Scrolling: image zoom \(String(format: "%.2f", Double(zoomer.zoomScale)))")
    list.flashScrollIndicators()
    player.settleFrame()
  }

  /// Swipes: row 3 swiped from the right shows Delete, a tap deletes it; row 4 swiped from the
  /// left is flagged; in editing mode, row 5's handle dragged two rows down moves it.
  private func swipeTour(_ player: TourPlayer) {
    list.setContentOffset(.zero, animated: false)
    player.settleFrame()
    func rowPoint(_ row: Int, x: CGFloat) -> CGPoint {
      let rect = list.rectForRow(at: IndexPath(row: row, section: 0))
      return CGPoint(x: x, y: rect.midY - list.contentOffset.y)
    }
    let width = list.bounds.width
    player.drag(from: rowPoint(2, x: width - 20), to: rowPoint(2, x: width - 140), in: list)
    player.wait(0.4)
    player.tap(rowPoint(2, x: width - 30), in: list)
    player.wait(0.5)
    player.drag(from: rowPoint(3, x: 20), to: rowPoint(3, x: 130), in: list)
    player.wait(0.4)
    player.tap(rowPoint(3, x: 30), in: list)
    player.wait(0.5)
    toggleEditing()
    player.wait(0.4)
    player.drag(from: rowPoint(4, x: width - 24), to: rowPoint(6, x: width - 24), in: list)
    player.wait(0.5)
    toggleEditing()
    player.wait(0.4)
    let numbers = (0..<7).map { String(rows[$0].number) }.joined(separator: ",")
    print("  Scrolling: rows after the swipes and the move: \(numbers)")
  }
}

/// One row's state, kept by the scene (cells are reused).
struct ListRowModel {
  let number: Int
  var isOn = false
  var flagged = false
}

/// One row of the list: its number, a button that reports taps and a switch.
@MainActor
final class ListRowCell: UITableViewCell {
  let button = UIButton(configuration: .tinted())
  let toggle = UISwitch(frame: .zero)
  private let label = UILabel(frame: CGRect(x: 16, y: 12, width: 110, height: 20))
  private var model = ListRowModel(number: 0)
  private var changed: ((ListRowModel, String?) -> Void)?

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    selectionStyle = .none
    label.font = .systemFont(ofSize: 15)
    contentView.addSubview(label)
    button.setTitle("Tap", for: .normal)
    button.frame = CGRect(x: 130, y: 6, width: 70, height: 32)
    button.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.changed?(self.model, "Row \(self.model.number): button tapped")
      }, for: .touchUpInside)
    contentView.addSubview(button)
    toggle.frame.origin = CGPoint(x: 220, y: 7)
    toggle.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.model.isOn = self.toggle.isOn
        self.changed?(
          self.model, "Row \(self.model.number): switch \(self.model.isOn ? "on" : "off")")
      }, for: .valueChanged)
    contentView.addSubview(toggle)
  }
  required init?(coder: NSCoder) { nil }

  /// Shows `model`; `changed` hears of the switch and the button.
  func show(_ model: ListRowModel, changed: @escaping (ListRowModel, String?) -> Void) {
    self.model = model
    self.changed = changed
    label.text = model.flagged ? "⚑ Row \(model.number)" : "Row \(model.number)"
    label.textColor = model.flagged ? .systemOrange : .label
    toggle.setOn(model.isOn, animated: false)
  }
}
