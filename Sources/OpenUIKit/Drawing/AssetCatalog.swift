import Foundation
import Synchronization

/// Xcode asset catalogs as an iOS project ships them: copy `Assets.xcassets` into one of
/// `UIImage.searchPaths` (`Assets/` by default) and `UIColor(named:)` finds `<name>.colorset`,
/// `UIImage(named:)` finds `<name>.imageset`, at any depth of folders inside the catalog.
///
/// Colour sets give the light colour (the entry without an appearance, or with
/// `luminosity: light`) and the dark one (`luminosity: dark`), with components written as Xcode
/// writes them: `"0.200"` (0…1), `"51"` (0…255) or `"0x33"`. Image sets give the file of the
/// highest scale listed up to 3x.
enum AssetCatalog {
  /// The folder of every set found, by name and kind (`colorset`, `imageset`), per search
  /// path list: built once per list (the catalogs are read-only at run time).
  private static let index = Mutex<(paths: [String], sets: [String: String])?>(nil)

  /// The folder of the set `name` of `kind`, if a catalog in the search paths has one.
  static func folder(_ name: String, kind: String) -> String? {
    let paths = UIImage.searchPaths
    return index.withLock { cached in
      if cached?.paths != paths { cached = (paths, scan(paths)) }
      return cached?.sets["\(name).\(kind)"]
    }
  }

  private static func scan(_ paths: [String]) -> [String: String] {
    var sets: [String: String] = [:]
    let files = FileManager.default
    for path in paths {
      guard let top = try? files.contentsOfDirectory(atPath: path) else { continue }
      for catalog in top where catalog.hasSuffix(".xcassets") {
        let root = (path as NSString).appendingPathComponent(catalog)
        guard let walker = files.enumerator(atPath: root) else { continue }
        while let relative = walker.nextObject() as? String {
          let last = (relative as NSString).lastPathComponent
          guard last.hasSuffix(".colorset") || last.hasSuffix(".imageset") else { continue }
          // The first catalog on the search path wins, as the first bundle does in iOS.
          if sets[last] == nil { sets[last] = (root as NSString).appendingPathComponent(relative) }
        }
      }
    }
    return sets
  }

  /// The `Contents.json` of the set in `folder`.
  private static func contents(of folder: String) -> [String: Any]? {
    let file = (folder as NSString).appendingPathComponent("Contents.json")
    guard let data = FileManager.default.contents(atPath: file),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    return json
  }

  /// The light and dark colours of the colour set `name`; nil when there is none or it cannot
  /// be read.
  static func colors(named name: String) -> (light: DisplayColor, dark: DisplayColor?)? {
    guard let folder = folder(name, kind: "colorset"), let json = contents(of: folder),
      let entries = json["colors"] as? [[String: Any]]
    else { return nil }
    var light: DisplayColor?
    var dark: DisplayColor?
    for entry in entries {
      guard let colour = entry["color"] as? [String: Any], let value = parse(colour) else {
        continue
      }
      let appearances = entry["appearances"] as? [[String: Any]] ?? []
      let luminosity = appearances.first { ($0["appearance"] as? String) == "luminosity" }
      switch luminosity?["value"] as? String {
      case "dark": dark = dark ?? value
      case "light", nil: light = light ?? value
      default: continue
      }
    }
    guard let light = light ?? dark else { return nil }
    return (light, dark)
  }

  /// A colour entry's components.
  private static func parse(_ colour: [String: Any]) -> DisplayColor? {
    guard let components = colour["components"] as? [String: Any] else { return nil }
    func number(_ key: String) -> CGFloat? {
      let text: String
      switch components[key] {
      case let string as String: text = string.trimmingCharacters(in: .whitespaces)
      case let number as NSNumber: text = number.stringValue
      default: return nil
      }
      if text.lowercased().hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) {
        return CGFloat(value) / 255
      }
      guard let value = Double(text), value.isFinite else { return nil }
      return text.contains(".") ? CGFloat(value) : CGFloat(value) / 255
    }
    let alpha = number("alpha") ?? 1
    if let white = number("white") {
      return DisplayColor(red: white, green: white, blue: white, alpha: alpha)
    }
    guard let red = number("red"), let green = number("green"), let blue = number("blue") else {
      return nil
    }
    return DisplayColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The file and scale of the image set `name`'s best image.
  static func image(named name: String) -> (path: String, scale: CGFloat)? {
    guard let folder = folder(name, kind: "imageset"), let json = contents(of: folder),
      let images = json["images"] as? [[String: Any]]
    else { return nil }
    var best: (String, CGFloat)?
    for image in images {
      guard let file = image["filename"] as? String else { continue }
      let scaleText = (image["scale"] as? String ?? "1x").replacingOccurrences(of: "x", with: "")
      let scale = CGFloat(Double(scaleText) ?? 1)
      if best == nil || scale > best!.1 {
        best = ((folder as NSString).appendingPathComponent(file), scale)
      }
    }
    return best
  }
}
