// ListProbe frames N | snapshot N: a UITableView of N rows with delegate-given heights over
// estimates (the self-measuring path), in a fresh process.
//   frames N: a fling (the content moves 13 points a frame, 3,000 frames from the middle,
//     wrapping to the top at the end)
//     and the same number of frames standing still; per frame, the table's layout and the
//     window's display list. Prints the median and p99 of each, the most cells alive against
//     the rows in view, and the resident set after building and after scrolling.
//   snapshot N: reloadData of N rows, and a diffable data source applying a snapshot of N
//     items, then one with a single item reconfigured, then one with a tenth of them moved.
// Run: cd Benchmarks && ./list-benchmarks.sh
import Foundation
import OpenUIKit

#if canImport(Glibc)
  import Glibc
#endif

/// Bytes of the resident set, from /proc/self/statm.
func residentBytes() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
    let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
  else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

func percentile(_ samples: [Double], _ p: Double) -> Double {
  let sorted = samples.sorted()
  return sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}

/// Rows of varying declared heights (36, 44 or 52), a label each.
@MainActor
final class Rows: UITableViewDataSource, UITableViewDelegate {
  let count: Int
  init(_ count: Int) { self.count = count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    36 + 8 * CGFloat(indexPath.row % 3)
  }
}

@MainActor
func frames(_ count: Int) {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
  let table = UITableView(frame: window.bounds, style: .plain)
  table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
  table.estimatedRowHeight = 44
  let rows = Rows(count)
  table.dataSource = rows
  table.delegate = rows
  window.addSubview(table)
  table.layoutIfNeeded()
  let built = residentBytes()
  func frame() -> Double {
    let start = now()
    table.layoutIfNeeded()
    _ = DisplayListBuilder.build(window, pixelSize: CGSize(width: 400, height: 800), scale: 1)
    return Double(now() - start) / 1000
  }
  let frameCount = 3000
  table.contentOffset.y = table.contentSize.height / 2
  for _ in 0..<200 { _ = frame() }  // warm up
  var moving: [Double] = [], still: [Double] = []
  var mostCells = 0, mostInView = 0
  let end = table.contentSize.height - table.bounds.height
  for _ in 0..<frameCount {
    // Past the end, the fling starts again from the top (a thousand rows are 44,000 points).
    table.contentOffset.y = table.contentOffset.y + 13 > end ? 0 : table.contentOffset.y + 13
    moving.append(frame())
    mostCells = max(mostCells, table.subviews.filter { $0 is UITableViewCell }.count)
    mostInView = max(mostInView, table.indexPathsForVisibleRows?.count ?? 0)
  }
  table.contentOffset.y = table.contentSize.height / 2
  _ = frame()
  for _ in 0..<frameCount {
    // Standing still, the frame still lays out and draws everything (nothing is cached
    // between frames in this measure).
    table.setNeedsLayout()
    still.append(frame())
  }
  print(
    String(
      format: "rows %d: moving p50 %.1f µs p99 %.1f µs; still p50 %.1f µs p99 %.1f µs; "
        + "cells alive ≤ %d for ≤ %d rows in view; RSS %.1f MB built, %.1f MB after scrolling",
      count, percentile(moving, 0.5), percentile(moving, 0.99), percentile(still, 0.5),
      percentile(still, 0.99), mostCells, mostInView, Double(built) / 1e6,
      Double(residentBytes()) / 1e6))
}

@MainActor
func snapshots(_ count: Int) {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
  let table = UITableView(frame: window.bounds, style: .plain)
  table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
  window.addSubview(table)
  let rows = Rows(count)
  table.dataSource = rows
  var start = now()
  table.reloadData()
  table.layoutIfNeeded()
  let reload = Double(now() - start) / 1e6
  var configured = 0
  let source = UITableViewDiffableDataSource<Int, Int>(tableView: table) { table, path, item in
    configured += 1
    let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
    cell.textLabel?.text = "Item \(item)"
    return cell
  }
  var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
  snapshot.appendSections([0])
  snapshot.appendItems(Array(0..<count))
  start = now()
  source.apply(snapshot, animatingDifferences: false)
  table.layoutIfNeeded()
  let first = Double(now() - start) / 1e6
  var one = source.snapshot()
  one.reconfigureItems([3])
  configured = 0
  start = now()
  source.apply(one, animatingDifferences: false)
  table.layoutIfNeeded()
  let single = Double(now() - start) / 1e6
  let touched = configured
  var shuffled = source.snapshot()
  var items = shuffled.itemIdentifiers
  // A tenth of the items move (every tenth swaps with the one five places on).
  for index in stride(from: 0, to: items.count - 5, by: 10) { items.swapAt(index, index + 5) }
  shuffled.deleteAllItems()
  shuffled.appendSections([0])
  shuffled.appendItems(items)
  start = now()
  source.apply(shuffled, animatingDifferences: false)
  table.layoutIfNeeded()
  let moved = Double(now() - start) / 1e6
  print(
    String(
      format: "items %d: reloadData %.2f ms; first snapshot %.1f ms; one item reconfigured "
        + "%.2f ms (%d cell configured); a tenth moved %.1f ms",
      count, reload, first, single, touched, moved))
}

let arguments = CommandLine.arguments.dropFirst()
let count = arguments.dropFirst().first.flatMap { Int($0) } ?? 1000
MainActor.assumeIsolated {
  switch arguments.first {
  case "snapshot": snapshots(count)
  default: frames(count)
  }
}
