// swift-tools-version:6.0
// OpenUIKit: UIKit's event system, views and controls for Linux desktops, on SDL2.
//
// Targets, from the core outward (arrows point toward OpenUIKit only):
//   OpenUIKit          pure Swift core: geometry, views, responders, touches, events, gestures,
//                      drawing to a display list. No C, no SDL; logs through swift-log.
//   CSDL2, CSDL2TTF, CSDL2Image, CFontconfig   system libraries, seen only by
//                      OpenUIKitSDL (fontconfig finds fonts and the fallback for each character).
//   CFriBidi           the Unicode Bidirectional Algorithm (Arabic, Hebrew), for the host's text.
//   CMalloc            glibc's malloc tuning (mallopt, malloc_trim), for the host's memory.
//   CDBus, OpenUIKitATSPI   libdbus and the accessibility bridge (AT-SPI2), linked by the host.
//   OpenUIKitSDL       the SDL2 host: window, main loop, input translation, renderer.
//   OpenUIKitTesting   headless test support for app authors: touch sequences, a manual clock,
//                      an event log.
//   Gallery            the demo (Demos/Gallery).
//   OpenUIKitFuzzing, openuikit-fuzz   random trees, input streams and app code with the
//                      framework's invariants checked after each stream (Tools/Fuzz).
// Benchmarks live in their own package (Benchmarks/) so users never build their dependencies.
import PackageDescription

let package = Package(
  name: "OpenUIKit",
  products: [
    .library(name: "OpenUIKit", targets: ["OpenUIKit"]),
    .library(name: "OpenUIKitTesting", targets: ["OpenUIKitTesting"]),
    .library(name: "OpenUIKitSDL", targets: ["OpenUIKitSDL"]),
    .library(name: "OpenUIKitATSPI", targets: ["OpenUIKitATSPI"]),
    .executable(name: "Gallery", targets: ["Gallery"]),
    .executable(name: "Paint", targets: ["Paint"]),
    .executable(name: "Photos", targets: ["Photos"]),
  ],
  dependencies: [
    // The Gallery's command line (--help, validation). Only the demo uses it: the libraries
    // above build with nothing but the toolchain and SDL.
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // Diagnostics and debug lines go through swift-log, so any logging backend receives them.
    // It has no dependencies of its own: users' builds stay light.
    .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    // `swift package generate-documentation`: the DocC catalogs under Sources/*/Documentation.docc.
    // A command plugin, never built into anyone's app.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    // Property-based tests with shrinking (the hit-test fast paths against the spec's rules).
    // Only the tests depend on it.
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    // The core. No C, no SDL: `swift build --target OpenUIKit` proves it.
    .target(name: "OpenUIKit", dependencies: [.product(name: "Logging", package: "swift-log")]),

    // SDL2 and its add-ons. Only OpenUIKitSDL sees them. Their shims include <SDL2/…> from the
    // compiler's default folders instead of asking pkg-config: SDL's pkg-config adds
    // -D_REENTRANT, which SwiftPM refuses with a warning in every user's build (six lines).
    .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
    .systemLibrary(name: "CSDL2TTF", providers: [.apt(["libsdl2-ttf-dev"])]),
    .systemLibrary(name: "CSDL2Image", providers: [.apt(["libsdl2-image-dev"])]),
    .systemLibrary(
      name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
    // FriBidi: the Unicode Bidirectional Algorithm for Arabic and Hebrew (the host's text).
    .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
    // glibc's malloc tuning: the host keeps pixel buffers out of the main heap (HeapPolicy).
    .systemLibrary(name: "CMalloc"),
    // libdbus, the reference D-Bus library (see OpenUIKitATSPI).
    .systemLibrary(name: "CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),

    // The accessibility bridge: the core's accessibility tree served to screen readers and UI
    // automation over AT-SPI2 (D-Bus). The core stays free of C; the SDL host links this.
    .target(name: "OpenUIKitATSPI", dependencies: ["OpenUIKit", "CDBus"]),

    // The SDL2 host: window, main loop, input translation, rendering, text, images.
    .target(
      name: "OpenUIKitSDL",
      dependencies: [
        "OpenUIKit", "OpenUIKitATSPI", "CSDL2", "CSDL2TTF", "CSDL2Image", "CFontconfig",
        "CFriBidi", "CMalloc",
      ]),

    // The Gallery demo, the project's main job.
    .executableTarget(
      name: "Gallery",
      dependencies: [
        "OpenUIKit", "OpenUIKitSDL", "OpenUIKitTesting", "DemoSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "Demos/Gallery"),

    // What the demos share: the tour player, the command line, the window-or-tour launch.
    .target(
      name: "DemoSupport",
      dependencies: [
        "OpenUIKit", "OpenUIKitSDL",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "Demos/DemoSupport"),

    // Paint: multi-touch finger painting (Demos/Paint).
    .executableTarget(
      name: "Paint", dependencies: ["OpenUIKit", "OpenUIKitSDL", "DemoSupport"],
      path: "Demos/Paint"),

    // Photos: a grid, a zoomable viewer, the classic gesture conflicts (Demos/Photos).
    .executableTarget(
      name: "Photos", dependencies: ["OpenUIKit", "OpenUIKitSDL", "DemoSupport"],
      path: "Demos/Photos"),

    // The fuzzer: a library the tests use for a short run, and the executable CI and long runs
    // use (workers in child processes, so a crash or hang costs one stream).
    .target(
      name: "OpenUIKitFuzzing", dependencies: ["OpenUIKit", "OpenUIKitTesting", "OpenUIKitATSPI"]),
    .executableTarget(
      name: "openuikit-fuzz", dependencies: ["OpenUIKit", "OpenUIKitFuzzing"], path: "Tools/Fuzz"),

    // Test support, usable by app authors' own test targets.
    .target(name: "OpenUIKitTesting", dependencies: ["OpenUIKit"]),

    // Tier 1: core behavior, headless, manual clock (spec areas A–F and the gesture stage).
    .testTarget(
      name: "OpenUIKitTests",
      dependencies: [
        "OpenUIKit", "OpenUIKitTesting", "OpenUIKitFuzzing",
        .product(name: "InMemoryLogging", package: "swift-log"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),

    // Tier 2: SDL translation, rendering and the real loop on the dummy driver.
    .testTarget(
      name: "OpenUIKitSDLTests",
      dependencies: ["OpenUIKit", "OpenUIKitSDL", "OpenUIKitTesting", "CSDL2"]),

    // The accessibility bridge: AT-SPI requests and events over real views, and libdbus's
    // message encoding (the bus itself is exercised end to end by scripts/e2e-accessibility).
    .testTarget(
      name: "OpenUIKitATSPITests",
      dependencies: ["OpenUIKit", "OpenUIKitATSPI", "OpenUIKitTesting"]),

    // Real-world UIKit code (enlarged hit areas, overlays, drag views, a signature pad, custom
    // controls and recognizers, responder extensions, key commands, Core Graphics drawing)
    // ported by changing its imports, in the Swift 5 mode most apps are written in, with tests
    // that it behaves as its authors meant. See README, "Porting UIKit code".
    .testTarget(
      name: "PortedUIKitTests", dependencies: ["OpenUIKit", "OpenUIKitTesting"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
  ],
  swiftLanguageModes: [.v6]
)
