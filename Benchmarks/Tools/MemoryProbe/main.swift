// MemoryProbe [N]: the memory a UIView costs, in a fresh process. Builds N (100,000 by default)
// views under one superview, three ways, and prints per view the growth of the resident set
// (what the budget is stated in: the object, its allocator rounding and its slot in
// `subviews`): plain `UIView(frame:)`; views as
// apps style them (a background colour, rounded corners, a tag); and what the first hit tests
// over the parent add (its hit-test cache). Also the size of the allocation holding one view.
// Run: cd Benchmarks && swift run -c release MemoryProbe
import Foundation
import OpenUIKit

#if canImport(Glibc)
  import Glibc

  /// Bytes of the resident set, from /proc/self/statm (its second field, in pages).
  func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
      let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  @_silgen_name("malloc_usable_size")
  func mallocUsableSize(_ pointer: UnsafeMutableRawPointer) -> Int

  struct Reading {
    let rss = residentBytes()
    func growth(over count: Int) -> String {
      String(format: "%.0f B", Double(residentBytes() - rss) / Double(count))
    }
  }

  @MainActor
  func build(_ count: Int, styled: Bool, _ style: (UIView, Int) -> Void = { _, _ in }) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    for index in 0..<count {
      let view = UIView(frame: CGRect(x: index % 1000, y: index / 1000, width: 5, height: 5))
      if styled {
        view.backgroundColor = .systemBlue
        view.layer.cornerRadius = 2
        view.tag = index
      }
      style(view, index)
      root.addSubview(view)
    }
    return root
  }

  @MainActor
  func probe() {
    let count = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 100_000
    let one = UIView(frame: .zero)
    let objectBytes = mallocUsableSize(Unmanaged.passUnretained(one).toOpaque())
    var start = Reading()
    let plain = build(count, styled: false)
    print("\(count) plain views: \(start.growth(over: count)) each")
    start = Reading()
    for index in stride(from: 0, to: count, by: 97) {
      _ = plain.hitTest(CGPoint(x: index % 1000, y: index / 1000), with: nil)
    }
    print("  their first hit tests (the parent's cache): \(start.growth(over: count)) per view")
    start = Reading()
    let styled = build(count, styled: true)
    print("\(count) styled views (colour, corner radius, tag): \(start.growth(over: count)) each")
    print("one plain view's allocation: \(objectBytes) B")
    let variants: [(String, (UIView, Int) -> Void)] = [
      ("shared colour", { v, _ in v.backgroundColor = .systemBlue }),
      ("own colour", { v, i in v.backgroundColor = UIColor(white: CGFloat(i % 7) / 7, alpha: 1) }),
      ("tag", { v, i in v.tag = i }),
      ("corner radius", { v, _ in v.layer.cornerRadius = 2 }),
      ("layer read", { v, _ in _ = v.layer }),
    ]
    var kept: [UIView] = []
    for (name, style) in variants {
      start = Reading()
      kept.append(build(count, styled: false, style))
      print("  \(name): \(start.growth(over: count)) each")
    }
    withExtendedLifetime((plain, styled)) {}
  }

  MainActor.assumeIsolated { probe() }
#else
  print("MemoryProbe reads /proc and glibc's malloc statistics: Linux only")
#endif
