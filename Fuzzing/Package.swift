// swift-tools-version: 6.0
// libFuzzer targets for what reaches OpenUIKit from outside the app (issue 36): coverage-guided,
// built with -sanitize=fuzzer,address by scripts/libfuzz, which runs each for a bounded time.
// A package of its own, as Benchmarks/ is: the flags never reach an app's build.
import PackageDescription

let package = Package(
  name: "OpenUIKitLibFuzzer",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "OpenUIKit", path: "..")],
  targets: [
    .target(
      name: "FuzzDriver",
      dependencies: [
        .product(name: "OpenUIKit", package: "OpenUIKit"),
        .product(name: "OpenUIKitSDL", package: "OpenUIKit"),
      ],
      path: "Targets/Driver"),
    .executableTarget(
      name: "FuzzRecordingParser",
      dependencies: ["FuzzDriver", .product(name: "OpenUIKit", package: "OpenUIKit")],
      path: "Targets/RecordingParser"),
    .executableTarget(
      name: "FuzzImageDecoding",
      dependencies: [
        "FuzzDriver", .product(name: "OpenUIKit", package: "OpenUIKit"),
        .product(name: "OpenUIKitSDL", package: "OpenUIKit"),
      ],
      path: "Targets/ImageDecoding"),
    .executableTarget(
      name: "FuzzATSPIMessages",
      dependencies: [
        "FuzzDriver", .product(name: "OpenUIKit", package: "OpenUIKit"),
        .product(name: "OpenUIKitATSPI", package: "OpenUIKit"),
        .product(name: "OpenUIKitTesting", package: "OpenUIKit"),
      ],
      path: "Targets/ATSPIMessages"),
    .executableTarget(
      name: "FuzzTextAndDrops",
      dependencies: [
        "FuzzDriver", .product(name: "OpenUIKit", package: "OpenUIKit"),
        .product(name: "OpenUIKitSDL", package: "OpenUIKit"),
      ],
      path: "Targets/TextAndDrops"),
    .executableTarget(
      name: "FuzzFontFiles",
      dependencies: [
        "FuzzDriver", .product(name: "OpenUIKit", package: "OpenUIKit"),
        .product(name: "OpenUIKitSDL", package: "OpenUIKit"),
      ],
      path: "Targets/FontFiles"),
  ]
)
