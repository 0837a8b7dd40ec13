import Foundation

/// A key path an animation or `setValue(_:forKeyPath:)` names, as Core Animation spells them:
/// `position`, `position.x`, `bounds.size.width`, `opacity`, `transform.rotation.z`,
/// `transform.scale`, `backgroundColor`, `cornerRadius`, `shadowOpacity`, a subclass's
/// `strokeEnd`, …
///
/// A transform component (`transform.scale.x`) replaces that component of a plane transform,
/// keeping the others, as Core Animation's key-value extensions do. A depth component
/// (`transform.rotation.y`, `transform.translation.z`), or any component of a transform that
/// already has depth, is applied before the transform instead: `transform.rotation.y` over a
/// perspective (`m34`) transform turns the layer in that perspective, the card-flip idiom.
enum LayerKeyPath: Hashable {
  case position, positionX, positionY
  case bounds, boundsOrigin, boundsOriginX, boundsOriginY, boundsSize, boundsWidth, boundsHeight
  case anchorPoint, anchorPointX, anchorPointY
  case transform
  case transformComponent(TransformKey)
  case opacity, cornerRadius, borderWidth, borderColor, backgroundColor
  case shadowColor, shadowOpacity, shadowOffset, shadowRadius
  /// A subclass's own animatable property, with its kind.
  case extra(String, LayerValue.Kind)

  enum TransformKey: String {
    case scale, scaleX = "scale.x", scaleY = "scale.y", scaleZ = "scale.z"
    case rotation, rotationX = "rotation.x", rotationY = "rotation.y", rotationZ = "rotation.z"
    case translation, translationX = "translation.x", translationY = "translation.y"
    case translationZ = "translation.z"
  }

  /// The key path `string` names on `layer`; nil for one that is not animatable.
  @MainActor init?(_ string: String, on layer: CALayer) {
    switch string {
    case "position": self = .position
    case "position.x": self = .positionX
    case "position.y": self = .positionY
    case "bounds": self = .bounds
    case "bounds.origin": self = .boundsOrigin
    case "bounds.origin.x": self = .boundsOriginX
    case "bounds.origin.y": self = .boundsOriginY
    case "bounds.size": self = .boundsSize
    case "bounds.size.width": self = .boundsWidth
    case "bounds.size.height": self = .boundsHeight
    case "anchorPoint": self = .anchorPoint
    case "anchorPoint.x": self = .anchorPointX
    case "anchorPoint.y": self = .anchorPointY
    case "transform": self = .transform
    case "opacity": self = .opacity
    case "cornerRadius": self = .cornerRadius
    case "borderWidth": self = .borderWidth
    case "borderColor": self = .borderColor
    case "backgroundColor": self = .backgroundColor
    case "shadowColor": self = .shadowColor
    case "shadowOpacity": self = .shadowOpacity
    case "shadowOffset": self = .shadowOffset
    case "shadowRadius": self = .shadowRadius
    default:
      if string.hasPrefix("transform."),
        let key = TransformKey(rawValue: String(string.dropFirst("transform.".count)))
      {
        self = .transformComponent(key)
      } else if let value = layer.animatableExtras[string] {
        self = .extra(string, value.kind)
      } else {
        return nil
      }
    }
  }

  /// What the key path holds.
  var kind: LayerValue.Kind {
    switch self {
    case .position, .boundsOrigin, .anchorPoint: .point
    case .bounds: .rect
    case .boundsSize, .shadowOffset, .transformComponent(.translation): .size
    case .transform: .transform
    case .borderColor, .backgroundColor, .shadowColor: .color
    case .extra(_, let kind): kind
    default: .scalar
    }
  }

  /// The value in `state`.
  func value(in state: LayerState) -> LayerValue {
    switch self {
    case .position: .point(state.position)
    case .positionX: .scalar(state.position.x)
    case .positionY: .scalar(state.position.y)
    case .bounds: .rect(state.bounds)
    case .boundsOrigin: .point(state.bounds.origin)
    case .boundsOriginX: .scalar(state.bounds.origin.x)
    case .boundsOriginY: .scalar(state.bounds.origin.y)
    case .boundsSize: .size(state.bounds.size)
    case .boundsWidth: .scalar(state.bounds.width)
    case .boundsHeight: .scalar(state.bounds.height)
    case .anchorPoint: .point(state.anchorPoint)
    case .anchorPointX: .scalar(state.anchorPoint.x)
    case .anchorPointY: .scalar(state.anchorPoint.y)
    case .transform: .transform(state.transform)
    case .transformComponent(let key): Self.component(key, of: state.transform)
    case .opacity: .scalar(state.opacity)
    case .cornerRadius: .scalar(state.cornerRadius)
    case .borderWidth: .scalar(state.borderWidth)
    case .borderColor: .color(state.borderColor)
    case .backgroundColor: .color(state.backgroundColor)
    case .shadowColor: .color(state.shadowColor)
    case .shadowOpacity: .scalar(state.shadowOpacity)
    case .shadowOffset: .size(state.shadowOffset)
    case .shadowRadius: .scalar(state.shadowRadius)
    case .extra(let name, _): state.extras[name] ?? .scalar(0)
    }
  }

  /// Sets the value in `state`; a value of another kind is ignored.
  func set(_ value: LayerValue, in state: inout LayerState) {
    switch (self, value) {
    case (.position, .point(let p)): state.position = p
    case (.positionX, .scalar(let v)): state.position.x = v
    case (.positionY, .scalar(let v)): state.position.y = v
    case (.bounds, .rect(let r)): state.bounds = r
    case (.boundsOrigin, .point(let p)): state.bounds.origin = p
    case (.boundsOriginX, .scalar(let v)): state.bounds.origin.x = v
    case (.boundsOriginY, .scalar(let v)): state.bounds.origin.y = v
    case (.boundsSize, .size(let s)): state.bounds.size = s
    case (.boundsWidth, .scalar(let v)): state.bounds.size.width = v
    case (.boundsHeight, .scalar(let v)): state.bounds.size.height = v
    case (.anchorPoint, .point(let p)): state.anchorPoint = p
    case (.anchorPointX, .scalar(let v)): state.anchorPoint.x = v
    case (.anchorPointY, .scalar(let v)): state.anchorPoint.y = v
    case (.transform, .transform(let t)): state.transform = t
    case (.transformComponent(let key), .scalar(let v)):
      state.transform = Self.setting(key, to: v, in: state.transform)
    case (.transformComponent(let key), .size(let s)) where key == .translation:
      state.transform = Self.setting(.translationX, to: s.width, in: state.transform)
      state.transform = Self.setting(.translationY, to: s.height, in: state.transform)
    case (.opacity, .scalar(let v)): state.opacity = v
    case (.cornerRadius, .scalar(let v)): state.cornerRadius = v
    case (.borderWidth, .scalar(let v)): state.borderWidth = v
    case (.borderColor, .color(let c)): state.borderColor = c
    case (.backgroundColor, .color(let c)): state.backgroundColor = c
    case (.shadowColor, .color(let c)): state.shadowColor = c
    case (.shadowOpacity, .scalar(let v)): state.shadowOpacity = v
    case (.shadowOffset, .size(let s)): state.shadowOffset = s
    case (.shadowRadius, .scalar(let v)): state.shadowRadius = v
    case (.extra(let name, let kind), _) where value.kind == kind: state.extras[name] = value
    default: break
    }
  }

  // MARK: - Transform components

  private static func isPlane(_ key: TransformKey) -> Bool {
    switch key {
    case .scaleZ, .rotationX, .rotationY, .translationZ: false
    default: true
    }
  }

  /// A component of `t`: of its plane part when it has no depth; otherwise the neutral value
  /// (the component is applied before `t`).
  static func component(_ key: TransformKey, of t: CATransform3D) -> LayerValue {
    guard isPlane(key), CATransform3DIsAffine(t) else {
      return key == .translation ? .size(.zero) : .scalar(key.isScale ? 1 : 0)
    }
    let c = TransformComponents(CATransform3DGetAffineTransform(t))
    switch key {
    case .scale, .scaleX: return .scalar(c.scaleX)
    case .scaleY: return .scalar(c.scaleY)
    case .rotation, .rotationZ: return .scalar(c.rotation)
    case .translation: return .size(CGSize(width: c.translation.x, height: c.translation.y))
    case .translationX: return .scalar(c.translation.x)
    case .translationY: return .scalar(c.translation.y)
    default: return .scalar(0)
    }
  }

  /// `t` with the component `key` set to `v`.
  static func setting(_ key: TransformKey, to v: CGFloat, in t: CATransform3D) -> CATransform3D {
    guard isPlane(key), CATransform3DIsAffine(t) else {
      let applied: CATransform3D =
        switch key {
        case .scale: CATransform3DMakeScale(v, v, v)
        case .scaleX: CATransform3DMakeScale(v, 1, 1)
        case .scaleY: CATransform3DMakeScale(1, v, 1)
        case .scaleZ: CATransform3DMakeScale(1, 1, v)
        case .rotationX: CATransform3DMakeRotation(v, 1, 0, 0)
        case .rotationY: CATransform3DMakeRotation(v, 0, 1, 0)
        case .rotation, .rotationZ: CATransform3DMakeRotation(v, 0, 0, 1)
        case .translation, .translationX: CATransform3DMakeTranslation(v, 0, 0)
        case .translationY: CATransform3DMakeTranslation(0, v, 0)
        case .translationZ: CATransform3DMakeTranslation(0, 0, v)
        }
      return applied.followed(by: t)
    }
    var c = TransformComponents(CATransform3DGetAffineTransform(t))
    switch key {
    case .scale:
      c.scaleX = v
      c.scaleY = v
    case .scaleX: c.scaleX = v
    case .scaleY: c.scaleY = v
    case .rotation, .rotationZ: c.rotation = v
    case .translation, .translationX: c.translation.x = v
    case .translationY: c.translation.y = v
    default: break
    }
    return CATransform3DMakeAffineTransform(c.transform)
  }
}

extension LayerKeyPath.TransformKey {
  var isScale: Bool { self == .scale || self == .scaleX || self == .scaleY || self == .scaleZ }
}

extension LayerValue {
  /// The kind of this value.
  var kind: Kind {
    switch self {
    case .scalar: .scalar
    case .point: .point
    case .size: .size
    case .rect: .rect
    case .transform: .transform
    case .color: .color
    case .scalars: .scalars
    case .colors: .colors
    }
  }
}
