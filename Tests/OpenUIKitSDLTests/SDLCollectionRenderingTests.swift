import Foundation
import OpenUIKit
import Testing

@testable import OpenUIKitSDL

/// Two sections of coloured tiles with a titled header each.
@MainActor
private final class Tiles: UICollectionViewDataSource {
  let colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPink, .systemPurple]
  func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 7 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    cell.contentView.backgroundColor = colors[(indexPath.item + indexPath.section) % colors.count]
    cell.contentView.layer.cornerRadius = 8
    return cell
  }
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "title", for: indexPath)
    view.subviews.forEach { $0.removeFromSuperview() }
    let label = UILabel(frame: CGRect(x: 12, y: 4, width: 200, height: 24))
    label.text = indexPath.section == 0 ? "Recent" : "Favourites"
    label.font = .boldSystemFont(ofSize: 17)
    view.addSubview(label)
    return view
  }
}

/// Settings-like rows in two sections, configured with list content configurations.
@MainActor
private final class Settings: UICollectionViewDataSource {
  let rows = [["Wi-Fi", "Bluetooth", "Mobile Data"], ["Notifications", "Sounds"]]
  func numberOfSections(in collectionView: UICollectionView) -> Int { rows.count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { rows[section].count }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = rows[indexPath.section][indexPath.item]
    cell.contentConfiguration = content
    (cell as? UICollectionViewListCell)?.accessories = [.disclosureIndicator()]
    return cell
  }
}

@Suite("SDL rendering: a collection view's grid", .serialized)
@MainActor
struct SDLCollectionRenderingTests {
  // OPENUIKIT_TEST_SHOTS=DIR keeps the frame as DIR/collection.png, to look at.
  @Test("tiles in a justified grid under section titles")
  func grid() throws {
    let t = try SDLTestHost(size: CGSize(width: 320, height: 400))
    defer { t.shutdown() }
    let tiles = Tiles()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 90)
    layout.sectionInset = UIEdgeInsets(top: 4, left: 12, bottom: 12, right: 12)
    layout.headerReferenceSize = CGSize(width: 0, height: 32)
    let view = UICollectionView(frame: t.window.bounds, collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    view.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "title")
    view.dataSource = tiles
    t.window.addSubview(view)
    t.window.layoutIfNeeded()
    let (width, pixels) = try t.pixels()
    func pixel(_ x: Int, _ y: Int) -> RGBA { RGBA(pixels[y * width + x]) }
    if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_TEST_SHOTS"] {
      try t.host.saveScreenshot(to: directory + "/collection.png")
    }
    // The first tile (blue) at 12…102 × 36…126, the third (orange) at the right edge.
    #expect(pixel(57, 80) == RGBA(0, 122, 255))
    #expect(pixel(263, 80) == RGBA(255, 149, 0))
    // Between tiles: the background.
    #expect(pixel(106, 80) == RGBA(255, 255, 255))
    // The title's dark text above the tiles.
    let title = (8..<28).flatMap { y in (12..<80).map { pixel($0, y) } }
    #expect(title.contains { $0.r < 100 })
    #expect(t.diagnostics.isEmpty)
  }

  // OPENUIKIT_TEST_SHOTS=DIR keeps the frame as DIR/collection-list.png.
  @Test("an inset-grouped list layout: rounded groups of rows with chevrons on a grey page")
  func list() throws {
    let t = try SDLTestHost(size: CGSize(width: 320, height: 320))
    defer { t.shutdown() }
    let settings = Settings()
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    let view = UICollectionView(frame: t.window.bounds, collectionViewLayout: layout)
    view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
    view.dataSource = settings
    t.window.addSubview(view)
    t.window.layoutIfNeeded()
    let (width, pixels) = try t.pixels()
    func pixel(_ x: Int, _ y: Int) -> RGBA { RGBA(pixels[y * width + x]) }
    if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_TEST_SHOTS"] {
      try t.host.saveScreenshot(to: directory + "/collection-list.png")
    }
    // The page grey beside the group, the group white, its top-left corner rounded.
    #expect(pixel(8, 40) == RGBA(242, 242, 247))
    #expect(pixel(200, 40) == RGBA(255, 255, 255))
    #expect(pixel(16, 18) == RGBA(242, 242, 247))
    #expect(t.diagnostics.isEmpty)
  }
}
