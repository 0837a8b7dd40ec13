import Foundation

/// Keeps each window's ``HitMap`` until something that can change it changes, so the overlay
/// costs a recompute only after a change, never per frame. Each application owns one, so the
/// maps (which hold views) go away with it.
///
/// Any change in the application's windows of a view's geometry, hit-test flags, subviews or
/// recognizers, and anything that asks for a redraw, moves the application's
/// `hitMapGeneration` on (`UIView+Damage`). An override whose answer depends on other state can
/// call ``OpenUIKitDebug/invalidateHitMap()``.
@MainActor
final class HitMapCache {
  private var maps: [ObjectIdentifier: (generation: Int, bounds: CGRect, map: HitMap)] = [:]
  /// The overlay drawn from each map, for the transform it was drawn with.
  private var overlays:
    [ObjectIdentifier: (generation: Int, transform: CGAffineTransform, items: [DisplayItem])] = [:]
  /// How many maps were computed (for tests and benchmarks).
  private(set) static var computeCount = 0

  /// The map of `window`, recomputed only when something changed since the last one
  /// (`generation` is the application's ``UIApplication/hitMapGeneration``).
  func map(for window: UIWindow, generation: Int) -> HitMap {
    let key = ObjectIdentifier(window)
    if let cached = maps[key], cached.generation == generation, cached.bounds == window.bounds {
      return cached.map
    }
    let map = HitMap(window: window)
    Self.computeCount += 1
    maps[key] = (generation, window.bounds, map)
    return map
  }

  /// The overlay items drawn for the current map of `window` with `transform`, if any.
  func overlayItems(for window: UIWindow, transform: CGAffineTransform, generation: Int)
    -> [DisplayItem]?
  {
    guard let cached = overlays[ObjectIdentifier(window)], cached.generation == generation,
      cached.transform == transform
    else { return nil }
    return cached.items
  }

  func storeOverlayItems(
    _ items: [DisplayItem], for window: UIWindow, transform: CGAffineTransform, generation: Int
  ) {
    overlays[ObjectIdentifier(window)] = (generation, transform, items)
  }

  /// Forgets the maps and overlays made before `generation`.
  func forgetMaps(olderThan generation: Int) {
    maps = maps.filter { $0.value.generation == generation }
    overlays = overlays.filter { $0.value.generation == generation }
  }

  /// Forgets the maps of windows that are no longer drawn, so they hold no views.
  func keepOnly(_ windows: [UIWindow]) {
    let live = Set(windows.map(ObjectIdentifier.init))
    maps = maps.filter { live.contains($0.key) }
    overlays = overlays.filter { live.contains($0.key) }
  }

  /// Forgets every live application's maps (the overlay was turned off).
  static func forgetAll() {
    for application in UIApplication.liveApplications {
      application.hitMapCache.maps.removeAll()
      application.hitMapCache.overlays.removeAll()
    }
  }

  /// Makes every live application's maps recompute.
  static func invalidate() {
    for application in UIApplication.liveApplications { application.hitMapGeneration &+= 1 }
  }
}
