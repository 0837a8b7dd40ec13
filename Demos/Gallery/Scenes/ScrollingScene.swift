import Foundation
import DemoSupport
import OpenUIKit

/// Scene 9: scrolling. A list of 10,000 rows, each with a button and a switch (a tap fires the
/// button; a drag that starts on it scrolls the list instead, spec G44), a paging carousel nested
/// at the top of the list (horizontal drags page it, vertical ones scroll the list), and a
/// zoomable image (pinch, ctrl+wheel, or a double tap, which zooms in about the tap and back out
/// animated, as photo apps do with `zoom(to:animated:)`). The wheel, trackpad and Page Up/Down scroll whatever
/// is under the pointer.
@MainActor
final class ScrollingScene: GalleryScene, UIScrollViewDelegate {
  override var title: String { "Scrolling" }
  static let rowCount = 10_000
  static let rowHeight: CGFloat = 44
  static let carouselHeight: CGFloat = 130

  let list = UIScrollView(frame: .zero)
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
    list.delegate = self
    addSubview(list)
    buildCarousel()
    buildRows()

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
    say("10,000 rows, each with a button and a switch. Scroll with a drag, the wheel or Page Down.")
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
    list.addSubview(carousel)
  }

  private func buildRows() {
    for index in 0..<Self.rowCount {
      let row = ListRow(index: index) { [weak self] text in self?.say(text) }
      row.frame = CGRect(
        x: 0, y: Self.carouselHeight + CGFloat(index) * Self.rowHeight, width: 400,
        height: Self.rowHeight)
      list.addSubview(row)
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let listWidth = min(440, bounds.width * 0.5)
    list.frame = CGRect(x: 16, y: 16, width: listWidth, height: bounds.height - 100)
    list.contentSize = CGSize(
      width: listWidth, height: Self.carouselHeight + CGFloat(Self.rowCount) * Self.rowHeight)
    carousel.frame = CGRect(x: 0, y: 0, width: listWidth, height: Self.carouselHeight - 10)
    for card in carousel.subviews where card.tag > 0 {
      card.frame = CGRect(
        x: CGFloat(card.tag - 1) * listWidth + 12, y: 10, width: listWidth - 24,
        height: Self.carouselHeight - 30)
    }
    carousel.contentSize = CGSize(
      width: listWidth * CGFloat(carousel.subviews.count), height: Self.carouselHeight - 10)
    for case let row as ListRow in list.subviews {
      row.frame.size.width = listWidth
    }
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

  /// The first row at least half visible.
  var topRow: Int {
    let y = list.contentOffset.y - Self.carouselHeight + Self.rowHeight / 2
    return max(0, Int((y / Self.rowHeight).rounded(.down)))
  }

  override func tour(_ player: TourPlayer) {
    // A tap on row 2's button fires it; a drag starting on that button scrolls instead.
    let firstRow = list.subviews.compactMap { $0 as? ListRow }[1]
    player.tap(firstRow.button.center, in: firstRow)
    player.drag(from: firstRow.button.center, to: CGPoint(x: 60, y: -180), in: firstRow)
    player.wait(0.2)
    print("  Scrolling: after dragging from a button, the list is at row \(topRow)")
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
}

/// One row of the list: its number, a button that reports taps and a switch.
@MainActor
final class ListRow: UIView {
  let button = UIButton(configuration: .tinted())
  let toggle = UISwitch(frame: .zero)

  init(index: Int, report: @escaping (String) -> Void) {
    super.init(frame: .zero)
    backgroundColor = index % 2 == 0 ? .white : UIColor(white: 0.97, alpha: 1)
    let label = UILabel(frame: CGRect(x: 16, y: 12, width: 110, height: 20))
    label.text = "Row \(index + 1)"
    label.font = .systemFont(ofSize: 15)
    addSubview(label)
    button.setTitle("Tap", for: .normal)
    button.frame = CGRect(x: 130, y: 6, width: 70, height: 32)
    button.addAction(
      UIAction { _ in report("Row \(index + 1): button tapped") }, for: .touchUpInside)
    addSubview(button)
    toggle.frame.origin = CGPoint(x: 220, y: 7)
    toggle.addAction(
      UIAction { [weak toggle] _ in
        report("Row \(index + 1): switch \(toggle?.isOn == true ? "on" : "off")")
      }, for: .valueChanged)
    addSubview(toggle)
  }
  required init?(coder: NSCoder) { nil }
}
