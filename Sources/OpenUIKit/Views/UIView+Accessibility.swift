import Foundation

extension UIView {
  /// A string that identifies the view to tests and tools; nil by default.
  ///
  /// As in UIKit, nothing reads it at run time except tools: OpenUIKit's hit-test reports and
  /// the inspector name a view by it (``UIView/inspectorName``).
  public var accessibilityIdentifier: String? {
    get { accessibility?.identifier }
    set { storeAccessibility(identifier: newValue, label: accessibility?.label) }
  }

  /// A short, localized description of the view for assistive tools; nil by default.
  public var accessibilityLabel: String? {
    get { accessibility?.label }
    set { storeAccessibility(identifier: accessibility?.identifier, label: newValue) }
  }

  private func storeAccessibility(identifier: String?, label: String?) {
    accessibility =
      identifier == nil && label == nil
      ? nil : AccessibilityStrings(identifier: identifier, label: label)
  }
}

/// A view's accessibility strings, boxed so that views without them pay one pointer.
final class AccessibilityStrings {
  let identifier: String?
  let label: String?

  init(identifier: String?, label: String?) {
    self.identifier = identifier
    self.label = label
  }
}
