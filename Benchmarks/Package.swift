// swift-tools-version:6.1
// Benchmarks for OpenUIKit, in their own package so that users never build their dependencies.
// Run: cd Benchmarks && swift package --allow-writing-to-package-directory benchmark
import PackageDescription

let package = Package(
  name: "OpenUIKitBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "OpenUIKit", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // The view trees the benchmarks measure, shared with the instruction-count probe.
    .target(
      name: "BenchmarkTrees",
      dependencies: [.product(name: "OpenUIKit", package: "OpenUIKit")],
      path: "Tools/BenchmarkTrees"
    ),
    // Runs N hit tests on one tree, for callgrind: instruction counts do not vary with the
    // machine's load, so a change to hit testing can be compared exactly (hit-test-instructions.sh).
    .executableTarget(
      name: "HitTestProbe",
      dependencies: ["BenchmarkTrees", .product(name: "OpenUIKit", package: "OpenUIKit")],
      path: "Tools/HitTestProbe"
    ),
    // Auto Layout timings and equation dumps for the comparison with kiwisolver
    // (layout-vs-kiwi.sh).
    .executableTarget(
      name: "LayoutProbe",
      dependencies: ["BenchmarkTrees", .product(name: "OpenUIKit", package: "OpenUIKit")],
      path: "Tools/LayoutProbe"
    ),
    // The memory a plain view costs, in a fresh process (RSS, malloc, object size).
    .executableTarget(
      name: "MemoryProbe",
      dependencies: [.product(name: "OpenUIKit", package: "OpenUIKit")],
      path: "Tools/MemoryProbe"
    ),
    // Tables of a thousand to a million rows: a scrolling frame's cost, cells alive, memory,
    // reloads and snapshots (list-benchmarks.sh runs it once per row count, in fresh processes).
    .executableTarget(
      name: "ListProbe",
      dependencies: [.product(name: "OpenUIKit", package: "OpenUIKit")],
      path: "Tools/ListProbe"
    ),
    // A screen of labels in Latin against mixed scripts (text-benchmarks.sh).
    .executableTarget(
      name: "TextProbe",
      dependencies: [
        .product(name: "OpenUIKit", package: "OpenUIKit"),
        .product(name: "OpenUIKitSDL", package: "OpenUIKit"),
      ],
      path: "Tools/TextProbe"
    ),
    // Typing into a text view holding a megabyte (text-benchmarks.sh).
    .executableTarget(
      name: "TextViewProbe",
      dependencies: [
        .product(name: "OpenUIKit", package: "OpenUIKit"),
        .product(name: "OpenUIKitSDL", package: "OpenUIKit"),
      ],
      path: "Tools/TextViewProbe"
    ),
    // The accessibility bridge's costs at 1,000 and 10,000 elements (atspi-benchmarks.sh).
    .executableTarget(
      name: "ATSPIProbe",
      dependencies: [
        .product(name: "OpenUIKit", package: "OpenUIKit"),
        .product(name: "OpenUIKitATSPI", package: "OpenUIKit"),
      ],
      path: "Tools/ATSPIProbe"
    ),
    // Hit testing and touch dispatch in the core (issue: core event system).
    .executableTarget(
      name: "CoreBenchmarks",
      dependencies: [
        "BenchmarkTrees",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "OpenUIKit", package: "OpenUIKit"),
        .product(name: "OpenUIKitTesting", package: "OpenUIKit"),
      ],
      path: "Benchmarks/CoreBenchmarks",
      // The harness hands a non-Sendable Benchmark to a main-actor closure; it runs one at a time.
      swiftSettings: [.swiftLanguageMode(.v5)],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Frame time and event latency of the SDL host (dummy driver, software renderer).
    .executableTarget(
      name: "HostBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "OpenUIKit", package: "OpenUIKit"),
        .product(name: "OpenUIKitSDL", package: "OpenUIKit"),
      ],
      path: "Benchmarks/HostBenchmarks",
      swiftSettings: [.swiftLanguageMode(.v5)],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ]
)
