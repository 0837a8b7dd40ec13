// Times Auto Layout on the benchmark screens and dumps their equations, so that
// layout-vs-kiwi.sh can time kiwisolver on the very same equations.
//   LayoutProbe screen ROWS DIR   the nested-stack screen (7 views a row)
//   LayoutProbe chain VIEWS DIR   a chain of 4 × VIEWS constraints
//   LayoutProbe solve FILE…       our solver alone on dumped (or generated) equations
// Prints one JSON object per line.
import BenchmarkTrees
import Foundation
@_spi(Benchmarks) import OpenUIKit

func seconds(_ d: Duration) -> Double {
  Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

@MainActor
func measureScreen(kind: String, size: Int, directory: String) {
  let clock = ContinuousClock()
  var initial: [Double] = [], pass: [Double] = [], change: [Double] = [], idle: [Double] = []
  var dump = Data()
  var views = 0, constraints = 0
  for run in 0..<5 {
    var root: UIView!
    var knob: NSLayoutConstraint!
    // The tree and the first layout pass, then the pass alone (constraints made by the stacks,
    // equations built and solved, frames applied).
    var passTime = Duration.zero
    let build = clock.measure {
      if kind == "screen" {
        root = stackScreenTree(rows: size)
        passTime = clock.measure { root.layoutIfNeeded() }
        knob = stackScreenKnob(root)
      } else {
        (root, knob) = constraintChain(views: size)
        passTime = clock.measure { root.layoutIfNeeded() }
      }
    }
    initial.append(seconds(build))
    pass.append(seconds(passTime))
    change.append(
      seconds(
        clock.measure {
          knob.constant += 1
          root.layoutIfNeeded()
        }))
    idle.append(seconds(clock.measure { root.layoutIfNeeded() }))
    if run == 0 {
      dump = LayoutBenchmarkSupport.equationsJSON(of: root)
      var count = 0
      root.forEachView { _ in count += 1 }
      views = count
      constraints =
        (try? JSONSerialization.jsonObject(with: dump) as? [String: Any])
        .flatMap { $0["constraints"] as? [Any] }?.count ?? 0
    }
  }
  let file = "\(directory)/\(kind)-\(size).json"
  FileManager.default.createFile(atPath: file, contents: dump)
  let solved = LayoutBenchmarkSupport.solve(json: dump, suggestions: 100)
  print(
    """
    {"system": "\(kind)-\(size)", "views": \(views), "equations": \(constraints), \
    "layout": \(median(initial)), "pass": \(median(pass)), "change": \(median(change)), "idle": \(median(idle)), \
    "solver": \(solved?.solve ?? -1), "suggest": \(solved?.suggest ?? -1), "file": "\(file)"}
    """)
}

extension UIView {
  @MainActor func forEachView(_ body: (UIView) -> Void) {
    body(self)
    for subview in subviews { subview.forEachView(body) }
  }
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "screen", "chain":
  let size = Int(arguments.dropFirst().first ?? "") ?? 100
  let directory = arguments.dropFirst(2).first ?? "."
  MainActor.assumeIsolated {
    measureScreen(kind: arguments.first!, size: size, directory: directory)
  }
case "solve":
  for path in arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path) else { continue }
    let times = (0..<3).compactMap { _ in LayoutBenchmarkSupport.solve(json: data)?.solve }
    print("{\"file\": \"\(path)\", \"solver\": \(times.isEmpty ? -1 : median(times))}")
  }
default:
  print("usage: LayoutProbe screen ROWS DIR | chain VIEWS DIR | solve FILE…")
}
