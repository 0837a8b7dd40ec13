import Foundation
import OpenUIKit

/// The Lists scene's data: a row of featured cards and two seasons of photos, and the albums
/// that choose which photos show.
enum ListsModel {
  /// The library's sections.
  enum Section: Hashable {
    case featured, spring, summer
    var title: String {
      switch self {
      case .featured: "Featured"
      case .spring: "Spring"
      case .summer: "Summer"
      }
    }
  }

  /// An item of the library: a featured card or a photo, by number.
  enum Item: Hashable {
    case card(Int)
    case photo(Int)
  }

  /// An album: a name and the photos it holds.
  struct Album: Hashable {
    let name: String
    let holds: @Sendable (Int) -> Bool
    static func == (a: Album, b: Album) -> Bool { a.name == b.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
  }

  static let cardCount = 6
  static let photoCount = 24
  static let albums: [Album] = [
    Album(name: "All Photos") { _ in true },
    Album(name: "Spring") { $0 <= 12 },
    Album(name: "Summer") { $0 > 12 },
    Album(name: "Favourites") { $0 % 3 == 0 },
  ]
  static let shared: [Album] = [Album(name: "Family") { $0 % 4 == 1 }]

  /// The library as `album` shows it: the featured row, then each season's photos in it.
  static func snapshot(for album: Album) -> NSDiffableDataSourceSnapshot<Section, Item> {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
    snapshot.appendSections([.featured])
    snapshot.appendItems((1...cardCount).map { .card($0) }, toSection: .featured)
    for (season, range) in [(Section.spring, 1...12), (.summer, 13...photoCount)] {
      let photos = range.filter(album.holds)
      guard !photos.isEmpty else { continue }
      snapshot.appendSections([season])
      snapshot.appendItems(photos.map { .photo($0) }, toSection: season)
    }
    return snapshot
  }

  /// A photo's colour: hues around the wheel, spring's lighter.
  static func color(ofPhoto number: Int) -> UIColor {
    UIColor(
      hue: CGFloat(number % 12) / 12, saturation: number <= 12 ? 0.45 : 0.7,
      brightness: 0.9, alpha: 1)
  }
}
