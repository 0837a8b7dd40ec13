import Foundation

/// The name ``ScreenGeometry`` had in 0.2.0, when only the inspector used it.
@available(*, deprecated, renamed: "ScreenGeometry")
public typealias InspectorGeometry = ScreenGeometry
