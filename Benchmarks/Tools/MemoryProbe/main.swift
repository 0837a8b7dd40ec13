// MemoryProbe [N]: the memory a plain UIView costs, in a fresh process. Builds N (100,000 by
// default) plain views under one superview and prints, per view, the growth of the resident
// set (what the budget is stated in: the object, its allocator rounding and its slot
// in `subviews`), and the size of the allocation holding one view.
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

  @MainActor
  func probe() {
    let count = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 100_000
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let one = UIView(frame: .zero)
    let objectBytes = mallocUsableSize(Unmanaged.passUnretained(one).toOpaque())
    let rss = residentBytes()
    for index in 0..<count {
      root.addSubview(
        UIView(frame: CGRect(x: index % 1000, y: index / 1000, width: 5, height: 5)))
    }
    let perViewRSS = Double(residentBytes() - rss) / Double(count)
    print(
      String(
        format: "%d plain views: %.0f B each (resident set); one view's allocation: %d B",
        count, perViewRSS, objectBytes))
    withExtendedLifetime(root) {}
  }

  MainActor.assumeIsolated { probe() }
#else
  print("MemoryProbe reads /proc and glibc's malloc statistics: Linux only")
#endif
