import Foundation

// Key-value coding as layers answer it: animatable key paths (`position.x`,
// `transform.rotation.z`, a shape layer's `strokeEnd`) read and write the model, and any other
// key holds whatever the app stores there, as Core Animation layers do.
extension CALayer {
  /// The value at `keyPath`: an animatable property (`"position"`, `"bounds.size.width"`,
  /// `"transform.scale"`, `"strokeEnd"`, …) or a value stored with ``setValue(_:forKey:)``.
  public func value(forKeyPath keyPath: String) -> Any? {
    if let path = LayerKeyPath(keyPath, on: self) {
      return path.value(in: LayerState(model: self)).object
    }
    return extras?.values[keyPath]
  }

  /// The value under `key` (see ``value(forKeyPath:)``).
  public func value(forKey key: String) -> Any? { value(forKeyPath: key) }

  /// Sets the animatable property at `keyPath` (a transform component keeps the others), or
  /// stores `value` under it for any other key. A value of the wrong type changes nothing.
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    guard let path = LayerKeyPath(keyPath, on: self) else {
      extras = extras ?? LayerExtras()
      extras?.values[keyPath] = value
      return
    }
    guard let converted = LayerValue(value, as: path.kind) else { return }
    var state = LayerState(model: self)
    path.set(converted, in: &state)
    show(state)
  }

  /// Sets the value under `key` (see ``setValue(_:forKeyPath:)``).
  public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }

  /// Core Animation's default for the property `key` (nil: none).
  public class func defaultValue(forKey key: String) -> Any? {
    switch key {
    case "opacity": Float(1)
    case "anchorPoint": CGPoint(x: 0.5, y: 0.5)
    case "transform": CATransform3DIdentity
    case "shadowOffset": CGSize(width: 0, height: -3)
    case "shadowRadius": CGFloat(3)
    default: nil
    }
  }
}
