import Foundation

/// The value of an animatable layer property, as an animation reads it from the `Any` an app
/// gives (`fromValue = 0.5`, `toValue = CGPoint(…)`, `UIColor.red.cgColor`,
/// `NSValue(cgPoint:)`, a `CATransform3D`) and mixes it.
enum LayerValue: Equatable {
  case scalar(CGFloat)
  case point(CGPoint)
  case size(CGSize)
  case rect(CGRect)
  case transform(CATransform3D)
  /// nil: no colour (clear).
  case color(DisplayColor?)
  /// A list of numbers (a gradient's `locations`).
  case scalars([CGFloat])
  /// A list of colours (a gradient's `colors`).
  case colors([DisplayColor])

  /// What a key path holds.
  enum Kind { case scalar, point, size, rect, transform, color, scalars, colors }

  /// Reads `value` as a value of `kind`; nil when it is something else (the animation then has
  /// no value there, as Core Animation ignores a value of the wrong type).
  init?(_ value: Any?, as kind: Kind) {
    switch kind {
    case .scalar:
      guard let scalar = Self.scalar(value) else { return nil }
      self = .scalar(scalar)
    case .point:
      if let point = value as? CGPoint {
        self = .point(point)
      } else if let boxed = value as? NSValue, let point = boxed.cgPointIfPoint {
        self = .point(point)
      } else {
        return nil
      }
    case .size:
      if let size = value as? CGSize {
        self = .size(size)
      } else if let boxed = value as? NSValue, let size = boxed.cgSizeIfSize {
        self = .size(size)
      } else {
        return nil
      }
    case .rect:
      if let rect = value as? CGRect {
        self = .rect(rect)
      } else if let boxed = value as? NSValue, let rect = boxed.cgRectIfRect {
        self = .rect(rect)
      } else {
        return nil
      }
    case .transform:
      if let transform = value as? CATransform3D {
        self = .transform(transform)
      } else if let affine = value as? CGAffineTransform {
        self = .transform(CATransform3DMakeAffineTransform(affine))
      } else {
        return nil
      }
    case .color:
      if let color = value as? CGColor {
        self = .color(DisplayColor(cgColor: color))
      } else if let color = value as? UIColor {
        self = .color(color.displayColor)
      } else if value == nil {
        self = .color(nil)
      } else {
        return nil
      }
    case .scalars:
      guard let list = value as? [Any] else { return nil }
      let numbers = list.compactMap(Self.scalar)
      guard numbers.count == list.count else { return nil }
      self = .scalars(numbers)
    case .colors:
      guard let list = value as? [Any] else { return nil }
      let colours = list.compactMap { item -> DisplayColor? in
        if case .color(let c)?? = Optional(LayerValue(item, as: .color)) { return c }
        return nil
      }
      guard colours.count == list.count else { return nil }
      self = .colors(colours)
    }
  }

  private static func scalar(_ value: Any?) -> CGFloat? {
    let number: CGFloat? =
      switch value {
      case let v as CGFloat: v
      case let v as Double: CGFloat(v)
      case let v as Float: CGFloat(v)
      case let v as Int: CGFloat(v)
      case let v as NSNumber: CGFloat(v.doubleValue)
      default: nil
      }
    return number.flatMap { $0.isFinite ? $0 : nil }
  }

  /// The value as an app reads it back (`layer.value(forKeyPath:)`, a presentation layer).
  var object: Any {
    switch self {
    case .scalar(let v): v
    case .point(let v): v
    case .size(let v): v
    case .rect(let v): v
    case .transform(let v): v
    case .color(let v): v.map { UIColor($0).cgColor } as Any
    case .scalars(let v): v.map { NSNumber(value: Double($0)) }
    case .colors(let v): v.map { UIColor($0).cgColor }
    }
  }

  /// The value `progress` of the way to `other` (beyond 0…1 for a spring's overshoot).
  func interpolated(to other: LayerValue, _ progress: CGFloat) -> LayerValue {
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }
    switch (self, other) {
    case (.scalar(let a), .scalar(let b)): return .scalar(mix(a, b))
    case (.point(let a), .point(let b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
    case (.size(let a), .size(let b)):
      return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
    case (.rect(let a), .rect(let b)):
      return .rect(
        CGRect(
          x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width),
          height: mix(a.height, b.height)))
    case (.transform(let a), .transform(let b)):
      return .transform(Transform3DComponents.interpolate(a, b, progress))
    case (.color(let a), .color(let b)):
      let from = a ?? (b ?? .clear).withAlpha(0)
      let to = b ?? (a ?? .clear).withAlpha(0)
      return .color(from.mixed(with: to, progress))
    case (.scalars(let a), .scalars(let b)) where a.count == b.count:
      return .scalars(zip(a, b).map { mix($0, $1) })
    case (.colors(let a), .colors(let b)) where a.count == b.count:
      return .colors(zip(a, b).map { $0.mixed(with: $1, progress) })
    default:
      return progress < 0.5 ? self : other
    }
  }

  /// `self + other` (an additive animation on its underlying value; `byValue`); for
  /// transforms, `other` then `self`.
  func adding(_ other: LayerValue) -> LayerValue { combined(with: other, sign: 1) }

  /// `self − other` (the start of an animation given `byValue` and `toValue`).
  func subtracting(_ other: LayerValue) -> LayerValue { combined(with: other, sign: -1) }

  private func combined(with other: LayerValue, sign: CGFloat) -> LayerValue {
    switch (self, other) {
    case (.scalar(let a), .scalar(let b)): return .scalar(a + sign * b)
    case (.point(let a), .point(let b)):
      return .point(CGPoint(x: a.x + sign * b.x, y: a.y + sign * b.y))
    case (.size(let a), .size(let b)):
      return .size(CGSize(width: a.width + sign * b.width, height: a.height + sign * b.height))
    case (.rect(let a), .rect(let b)):
      return .rect(
        CGRect(
          x: a.minX + sign * b.minX, y: a.minY + sign * b.minY,
          width: a.width + sign * b.width, height: a.height + sign * b.height))
    case (.transform(let a), .transform(let b)):
      return .transform(sign > 0 ? b.followed(by: a) : CATransform3DInvert(b).followed(by: a))
    case (.color(let a), .color(let b)):
      let x = a ?? .clear, y = b ?? .clear
      return .color(
        DisplayColor(
          red: x.red + sign * y.red, green: x.green + sign * y.green,
          blue: x.blue + sign * y.blue, alpha: x.alpha + sign * y.alpha))
    case (.scalars(let a), .scalars(let b)) where a.count == b.count:
      return .scalars(zip(a, b).map { $0 + sign * $1 })
    default: return self
    }
  }

  /// The distance to `other`, for paced keyframes (0 for kinds without one).
  func distance(to other: LayerValue) -> CGFloat {
    switch (self, other) {
    case (.scalar(let a), .scalar(let b)): return abs(b - a)
    case (.point(let a), .point(let b)): return hypot(b.x - a.x, b.y - a.y)
    case (.size(let a), .size(let b)): return hypot(b.width - a.width, b.height - a.height)
    default: return 0
    }
  }
}
