import Foundation
import OpenUIKitTesting
import Synchronization
import Testing

@testable import OpenUIKit

/// The files a test decoder was asked for.
final class DecodedNames: Sendable {
  private let names = Mutex<[String]>([])
  func append(_ name: String) { names.withLock { $0.append(name) } }
  var all: [String] { names.withLock { $0 } }
}

/// `UIImage(named:)` keeps what it decoded, as UIKit's system cache does (issue 36: a list
/// configuring its cells with `UIImage(named:)` searched, read and decoded the file for every
/// cell, and the Photos soak's heap grew while it scrolled).
@Suite("UIImage(named:): decoded once, kept by name (issue 36)", .serialized, .debugSwitchesOff)
@MainActor
struct NamedImageCacheTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("named-images-\(UUID().uuidString)").path
  let decoded = DecodedNames()

  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for name in ["star", "moon"] {
      _ = FileManager.default.createFile(atPath: "\(folder)/\(name).png", contents: Data([1]))
    }
  }

  /// A scene made in the test's body, so that its application is the current one there (what
  /// `UIImage(named:)` decodes and reports with).
  private func makeScene() -> TestScene {
    let scene = TestScene()
    installDecoder(in: scene)
    return scene
  }

  private func installDecoder(in scene: TestScene) {
    scene.app.hostServices.imageDecoder = { [decoded] path in
      decoded.append((path as NSString).lastPathComponent)
      return .success(UIImage.Decoded(width: 2, height: 1, rgba: [UInt8](repeating: 9, count: 8)))
    }
  }

  private func withSearchPath<T>(_ body: () -> T) -> T {
    let saved = UIImage.searchPaths
    UIImage.searchPaths = [folder]
    defer { UIImage.searchPaths = saved }
    return body()
  }

  @Test("a name asked for again is not decoded again; its images share the pixels")
  func decodedOnce() {
    let scene = makeScene()
    withSearchPath {
      let first = UIImage(named: "star")
      let second = UIImage(named: "star")
      #expect(first?.size == CGSize(width: 2, height: 1))
      #expect(second?.rgba == first?.rgba)
      #expect(first !== second, "two images, as two UIImage(named:) calls in OpenUIKit")
      _ = UIImage(named: "moon")
      #expect(decoded.all == ["star.png", "moon.png"])
    }
    #expect(NamedImageCache.shared.count == 2)
    #expect(scene.diagnostics.isEmpty)
  }

  @Test("other search paths or another decoder decode again; a missing name is not kept")
  func invalidated() {
    let scene = makeScene()
    withSearchPath { _ = UIImage(named: "star") }
    let elsewhere = UIImage.searchPaths
    UIImage.searchPaths = [folder, "/nowhere"]
    _ = UIImage(named: "star")
    UIImage.searchPaths = elsewhere
    #expect(decoded.all == ["star.png", "star.png"])
    installDecoder(in: scene)
    #expect(NamedImageCache.shared.count == 0, "a new decoder empties the cache")
    withSearchPath {
      _ = UIImage(named: "star")
      #expect(UIImage(named: "comet") == nil)
      #expect(UIImage(named: "comet") == nil)
    }
    #expect(decoded.all.count == 3)
    #expect(scene.diagnostics.filter { $0.message.contains("comet") }.count == 2)
  }

  @Test("the cache keeps the most recently used images within its byte budget")
  func budget() {
    let cache = NamedImageCache(byteBudget: 64)
    let eight = UIImage.Decoded(width: 2, height: 1, rgba: [UInt8](repeating: 0, count: 8))
    for name in ["a", "b", "c"] { cache.insert(eight, scale: 1, named: name, searchPaths: []) }
    _ = cache.entry(named: "a", searchPaths: [])
    let sixteen = UIImage.Decoded(width: 4, height: 1, rgba: [UInt8](repeating: 0, count: 16))
    cache.insert(sixteen, scale: 1, named: "d", searchPaths: [])
    cache.insert(sixteen, scale: 1, named: "e", searchPaths: [])
    // 8 × 3 + 16 × 2 = 56 of 64: all fit; one more 16 pushes out the least recently used (b).
    #expect(cache.count == 5)
    cache.insert(sixteen, scale: 1, named: "f", searchPaths: [])
    #expect(cache.entry(named: "b", searchPaths: []) == nil)
    #expect(cache.entry(named: "a", searchPaths: []) != nil, "used since: kept")
    // An image over a quarter of the budget is never kept.
    cache.insert(
      UIImage.Decoded(width: 5, height: 1, rgba: [UInt8](repeating: 0, count: 20)), scale: 1,
      named: "big", searchPaths: [])
    #expect(cache.entry(named: "big", searchPaths: []) == nil)
  }
}
