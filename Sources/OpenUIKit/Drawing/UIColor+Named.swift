import Foundation

extension UIColor {
  /// The colour set `name` of an asset catalog in `UIImage.searchPaths` (an iOS project's
  /// `Assets.xcassets` copied into `Assets/`); a set with a dark variant gives a dynamic
  /// colour. Nil when no catalog has it, as in UIKit.
  public convenience init?(named name: String) {
    guard let colours = AssetCatalog.colors(named: name) else { return nil }
    guard let dark = colours.dark else {
      self.init(colours.light)
      return
    }
    let light = colours.light
    self.init(dynamicProvider: { traits in
      UIColor(traits.userInterfaceStyle == .dark ? dark : light)
    })
  }

  /// The colour set `name` (the bundle is not used: catalogs come from `UIImage.searchPaths`),
  /// resolved for `traitCollection` when one is given.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    guard let colour = UIColor(named: name) else { return nil }
    self.init(colour.resolvedColor(with: traitCollection ?? .light).displayColor)
  }
}
