import Foundation

/// Which `UIView` subclasses keep the default hit test: those that override neither
/// `hitTest(_:with:)` nor `point(inside:with:)`. Such a view can only be hit inside its frame,
/// so the subview index may pass it over for points outside its frame without asking it; a view
/// whose class overrides either is always asked, in order (an enlarged touch area, a view that
/// passes touches through).
///
/// Swift has no reflection for overrides, so this reads the class's vtable: the slots of the two
/// methods are found once by comparing the metadata of private probe classes that override
/// them with one that does not, and a class overrides a method exactly when its slot holds a
/// different implementation from UIView's. The layout is checked when the slots are found (each
/// probe must differ from the plain probe in exactly the expected places, and known classes must
/// classify as written); if anything is off, every subclass counts as overriding, which is
/// always correct, only slower.
@MainActor
enum HitTestOverrides {
  /// Byte offsets, from the class metadata's address point, of the vtable slots of
  /// `hitTest(_:with:)` and `point(inside:with:)` in UIView and every subclass; nil when the
  /// layout could not be confirmed.
  static let slots: (hitTest: Int, pointInside: Int)? = findSlots()

  private static var verdicts: [ObjectIdentifier: Bool] = [:]

  /// Whether views of `type` hit-test by the default rules (no override of either method).
  static func keepsDefault(_ type: UIView.Type) -> Bool {
    if type == UIView.self { return true }
    let key = ObjectIdentifier(type)
    if let known = verdicts[key] { return known }
    let verdict =
      slots.map { !overrides(type, at: $0.hitTest) && !overrides(type, at: $0.pointInside) }
      ?? false
    verdicts[key] = verdict
    return verdict
  }

  // MARK: - Reading metadata

  private static func metadata(_ type: AnyClass) -> UnsafeRawPointer {
    unsafeBitCast(type, to: UnsafeRawPointer.self)
  }

  /// The bytes of class metadata after its address point (ClassSize − ClassAddressPoint, read
  /// from the header of a Swift class without Objective-C interop).
  private static func metadataLength(_ type: AnyClass) -> Int {
    let base = metadata(type)
    let classSize = base.load(fromByteOffset: 32, as: UInt32.self)
    let addressPoint = base.load(fromByteOffset: 36, as: UInt32.self)
    return Int(classSize) - Int(addressPoint)
  }

  private static func word(_ type: AnyClass, _ offset: Int) -> UInt {
    metadata(type).load(fromByteOffset: offset, as: UInt.self)
  }

  private static func overrides(_ type: AnyClass, at slot: Int) -> Bool {
    guard metadataLength(type) >= slot + MemoryLayout<UInt>.size else { return true }
    return word(type, slot) != word(UIView.self, slot)
  }

  /// The word offsets where two classes' metadata differ, over UIView's length.
  private static func differences(_ a: AnyClass, _ b: AnyClass, length: Int) -> Set<Int> {
    var found: Set<Int> = []
    // Past the header (kind, superclass, flags, sizes, description, ivar destroyer).
    var offset = 56
    while offset + MemoryLayout<UInt>.size <= length {
      if word(a, offset) != word(b, offset) { found.insert(offset) }
      offset += MemoryLayout<UInt>.size
    }
    return found
  }

  private static func findSlots() -> (hitTest: Int, pointInside: Int)? {
    #if canImport(ObjectiveC)
      // With Objective-C interop the header is laid out differently; keep the safe answer.
      return nil
    #else
      let length = metadataLength(UIView.self)
      let probes: [AnyClass] = [
        PlainProbe.self, OtherPlainProbe.self, HitTestProbe.self, PointInsideProbe.self,
        BothProbe.self,
      ]
      guard length > 56, length < 1 << 16,
        probes.allSatisfy({ metadataLength($0) == length })
      else { return nil }
      // What differs between any two classes regardless of overrides (initializers that
      // allocate the class itself): not a method slot.
      let noise = differences(PlainProbe.self, OtherPlainProbe.self, length: length)
      let hitTest = differences(HitTestProbe.self, PlainProbe.self, length: length)
        .subtracting(noise)
      let pointInside = differences(PointInsideProbe.self, PlainProbe.self, length: length)
        .subtracting(noise)
      guard hitTest.count == 1, pointInside.count == 1, let h = hitTest.first,
        let p = pointInside.first, h != p
      else { return nil }
      // The slots must tell the probes apart exactly.
      func check(_ type: AnyClass, _ expected: (Bool, Bool)) -> Bool {
        (word(type, h) != word(UIView.self, h), word(type, p) != word(UIView.self, p))
          == expected
      }
      guard check(PlainProbe.self, (false, false)), check(HitTestProbe.self, (true, false)),
        check(PointInsideProbe.self, (false, true)), check(BothProbe.self, (true, true)),
        check(InheritingProbe.self, (true, false))
      else { return nil }
      return (h, p)
    #endif
  }
}

// Probe classes: their metadata locates the two vtable slots. They are never instantiated.
private final class PlainProbe: UIView {}
private final class OtherPlainProbe: UIView {}
private final class HitTestProbe: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    super.hitTest(point, with: event)
  }
}
private final class PointInsideProbe: UIView {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    super.point(inside: point, with: event)
  }
}
private final class BothProbe: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    super.hitTest(point, with: event)
  }
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    super.point(inside: point, with: event)
  }
}
private class HitTestOverridingBase: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    super.hitTest(point, with: event)
  }
}
/// Inherits an override without writing one: still overriding.
private final class InheritingProbe: HitTestOverridingBase {}
