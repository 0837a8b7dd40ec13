// swift-tools-version:6.0
// OpenUIKit: UIKit's event system, views and controls for Linux desktops, on SDL2.
//
// Targets, from the core outward (arrows point toward OpenUIKit only):
//   OpenUIKit          pure Swift core: geometry, views, responders, touches, events, gestures.
//   OpenUIKitTesting   headless test support for app authors: touch sequences, a manual clock,
//                      an event log.
// Benchmarks live in their own package (Benchmarks/) so users never build their dependencies.
import PackageDescription

let package = Package(
  name: "OpenUIKit",
  products: [
    .library(name: "OpenUIKit", targets: ["OpenUIKit"]),
    .library(name: "OpenUIKitTesting", targets: ["OpenUIKitTesting"]),
  ],
  targets: [
    // The core. No C, no SDL: `swift build --target OpenUIKit` proves it.
    .target(name: "OpenUIKit"),

    // Test support, usable by app authors' own test targets.
    .target(name: "OpenUIKitTesting", dependencies: ["OpenUIKit"]),

    // Tier 1: core behavior, headless, manual clock (spec areas A–F and the gesture stage).
    .testTarget(name: "OpenUIKitTests", dependencies: ["OpenUIKit", "OpenUIKitTesting"]),
  ],
  swiftLanguageModes: [.v6]
)
