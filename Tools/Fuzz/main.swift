// openuikit-fuzz: random view trees, random input streams and app code that mutates the tree
// from inside callbacks, with OpenUIKit's invariants checked after every stream.
//
//   openuikit-fuzz [--streams N] [--first S] [--workers W]     run streams S..<S+N (default 0, 2000, 2)
//   openuikit-fuzz --stream K                                  replay stream K and print what broke
//   openuikit-fuzz --minimize K                                shorten stream K to a short reproduction
//   options: --hostility 0…1 (1), --mutation-rate 0…1 (0.08), --hang-seconds T (10),
//            --allow-violations (exit 0 when no stream crashed or hung, violations only counted)
//
// Streams run in worker processes (this program with --worker), so a crash or a hang costs one
// stream, not the run: the supervisor notes the stream a worker was on and starts a new worker
// after it. A worker hangs when it spends T seconds of CPU time on one stream (or, blocked, ten
// times T of wall time): a worker a loaded machine starves is slow, not hung. Exit status 0
// only when no stream crashed, hung or broke an invariant.
import Foundation
import OpenUIKit
import OpenUIKitFuzzing

#if canImport(Glibc)
  import Glibc
#endif

struct Options {
  var first: UInt64 = 0
  var streams: UInt64 = 2000
  var workers = 2
  var hostility = 1.0
  var mutationRate = 0.08
  var hangSeconds = 10.0
  var replay: UInt64?
  var minimize: UInt64?
  var worker = false
  var progress = ""
  var log = ""
  var stepsFile: String?
  var reportEvery: UInt64 = 10_000
  var allowViolations = false

  init(_ arguments: [String]) {
    var i = 1
    func value() -> String {
      i += 1
      guard i < arguments.count else { fail("missing value after \(arguments[i - 1])") }
      return arguments[i]
    }
    while i < arguments.count {
      switch arguments[i] {
      case "--first": first = UInt64(value()) ?? 0
      case "--streams": streams = UInt64(value()) ?? streams
      case "--workers": workers = max(1, Int(value()) ?? 2)
      case "--hostility": hostility = Double(value()) ?? 1
      case "--mutation-rate": mutationRate = Double(value()) ?? 0.08
      case "--hang-seconds": hangSeconds = Double(value()) ?? 10
      case "--stream": replay = UInt64(value())
      case "--minimize": minimize = UInt64(value())
      case "--worker": worker = true
      case "--progress": progress = value()
      case "--log": log = value()
      case "--steps-file": stepsFile = value()
      case "--allow-violations": allowViolations = true
      case "--trace": MainActor.assumeIsolated { FuzzLedger.tracing = true }
      case "--report-every": reportEvery = max(1, UInt64(value()) ?? 10_000)
      case "-h", "--help":
        print(
          "usage: openuikit-fuzz [--streams N] [--first S] [--workers W] | --stream K | --minimize K"
        )
        exit(0)
      default: fail("unknown argument \(arguments[i])")
      }
      i += 1
    }
  }
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("openuikit-fuzz: \(message)\n".utf8))
  exit(2)
}

func residentKilobytes() -> Int {
  // Memory freed but kept by malloc (a stream pasting megabytes raises the heap's high-water
  // mark) is handed back first: what is left is what the worker holds, which is what a report
  // of its memory should follow.
  // (glibc's malloc_trim, which Swift's Glibc module does not declare.)
  if let trim = dlsym(nil, "malloc_trim") {
    _ = unsafeBitCast(trim, to: (@convention(c) (Int) -> Int32).self)(0)
  }
  guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return 0
  }
  let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
  return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

let options = Options(CommandLine.arguments)
let runner = MainActor.assumeIsolated {
  FuzzRunner(hostility: options.hostility, mutationRate: options.mutationRate)
}

// MARK: - Worker: runs a range, writing the stream in progress and its findings to files.

func runWorker() -> Never {
  let fd = open(options.progress, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  guard fd >= 0, let log = FileHandle(forWritingAtPath: options.log) else {
    fail("cannot open worker files")
  }
  var done: UInt64 = 0
  for number in options.first..<(options.first + options.streams) {
    var line = Array(String(format: "%020llu\n", number).utf8)
    _ = pwrite(fd, &line, line.count, 0)
    let violations = MainActor.assumeIsolated { runner.run(stream: number) }
    for v in violations.prefix(3) { log.write(Data("violation \(number) \(v)\n".utf8)) }
    done += 1
    if done % options.reportEvery == 0 {
      log.write(Data("rss \(number + 1) \(residentKilobytes())\n".utf8))
      writeCoverage(to: log)
    }
  }
  log.write(Data("rss \(options.first + options.streams) \(residentKilobytes())\n".utf8))
  writeCoverage(to: log)
  exit(0)
}

/// The counts since the last report, as one log line the supervisor adds up.
func writeCoverage(to log: FileHandle) {
  MainActor.assumeIsolated {
    log.write(Data("coverage \(runner.coverage.record)\n".utf8))
    runner.coverage.reset()
  }
}

// MARK: - Supervisor

final class Shard {
  var next: UInt64
  let end: UInt64
  var process: Process?
  let progress: String
  let log: String
  var lastProgress = ""
  var lastChange = Date()
  /// The worker's CPU time when its progress last changed.
  var cpuAtChange = 0.0

  init(next: UInt64, end: UInt64, directory: String, index: Int) {
    self.next = next
    self.end = end
    progress = "\(directory)/progress-\(index)"
    log = "\(directory)/log-\(index)"
  }
}

func launch(_ shard: Shard) {
  _ = FileManager.default.createFile(atPath: shard.log, contents: nil)
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
  process.arguments = [
    "--worker", "--first", "\(shard.next)", "--streams", "\(shard.end - shard.next)",
    "--progress", shard.progress, "--log", shard.log, "--hostility", "\(options.hostility)",
    "--mutation-rate", "\(options.mutationRate)", "--report-every", "\(options.reportEvery)",
  ]
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  do { try process.run() } catch { fail("cannot start a worker: \(error)") }
  shard.process = process
  shard.lastProgress = ""
  shard.lastChange = Date()
  shard.cpuAtChange = cpuSeconds(of: process.processIdentifier) ?? 0
}

/// The CPU time (user and system) process `pid` has used, in seconds, or nil when /proc cannot
/// say.
func cpuSeconds(of pid: Int32) -> Double? {
  guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
    let close = stat.lastIndex(of: ")")
  else { return nil }
  // After the command in parentheses: the state (field 3) … utime and stime (fields 14, 15).
  let fields = stat[stat.index(after: close)...].split(separator: " ")
  guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
    return nil
  }
  return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
}

func currentStream(_ shard: Shard) -> UInt64? {
  guard let text = try? String(contentsOfFile: shard.progress, encoding: .utf8) else { return nil }
  return UInt64(text.trimmingCharacters(in: .whitespacesAndNewlines))
}

func supervise() -> Int32 {
  let start = Date()
  let directory = NSTemporaryDirectory() + "openuikit-fuzz-\(getpid())"
  try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: directory) }
  let total = options.streams
  let perShard = (total + UInt64(options.workers) - 1) / UInt64(options.workers)
  var shards: [Shard] = []
  var first = options.first
  for index in 0..<options.workers where first < options.first + total {
    let end = min(first + perShard, options.first + total)
    shards.append(Shard(next: first, end: end, directory: directory, index: index))
    first = end
  }
  var crashes: [UInt64] = []
  var hangs: [UInt64] = []
  var violations: [String] = []
  var failingStreams = Set<UInt64>()
  var rss: [(UInt64, Int)] = []
  print(
    "fuzz: streams \(options.first)..<\(options.first + total) on \(shards.count) workers, hostility \(options.hostility), mutation rate \(options.mutationRate)"
  )
  while shards.contains(where: { $0.process != nil || $0.next < $0.end }) {
    for shard in shards {
      guard let process = shard.process else {
        if shard.next < shard.end { launch(shard) }
        continue
      }
      if process.isRunning {
        let now = (try? String(contentsOfFile: shard.progress, encoding: .utf8)) ?? ""
        let wall = Date().timeIntervalSince(shard.lastChange)
        let cpu = cpuSeconds(of: process.processIdentifier)
        if now != shard.lastProgress {
          shard.lastProgress = now
          shard.lastChange = Date()
          shard.cpuAtChange = cpu ?? 0
        } else if (cpu.map { $0 - shard.cpuAtChange } ?? wall) > options.hangSeconds
          || wall > options.hangSeconds * 10
        {
          kill(process.processIdentifier, SIGKILL)
          process.waitUntilExit()
          let stream = currentStream(shard) ?? shard.next
          hangs.append(stream)
          print(
            "HANG stream \(stream) (no progress in \(options.hangSeconds) s of CPU time, or \(Int(wall)) s)"
          )
          collect(shard, &violations, &failingStreams, &rss)
          shard.process = nil
          shard.next = stream + 1
        }
        continue
      }
      collect(shard, &violations, &failingStreams, &rss)
      shard.process = nil
      if process.terminationStatus == 0 && process.terminationReason == .exit {
        shard.next = shard.end
      } else {
        let stream = currentStream(shard) ?? shard.next
        crashes.append(stream)
        print(
          "CRASH stream \(stream) (\(process.terminationReason == .uncaughtSignal ? "signal" : "status") \(process.terminationStatus))"
        )
        shard.next = stream + 1
      }
    }
    usleep(50_000)
  }
  let seconds = Date().timeIntervalSince(start)
  // Per invariant: how many streams broke it, and each stream (up to 20) with the first thing
  // seen in it, so no stream hides behind another's lines.
  var byKind: [String: [String]] = [:]
  for line in violations {
    let parts = line.split(separator: " ", maxSplits: 3)
    guard parts.count > 2 else { continue }
    byKind[String(parts[2].dropLast()), default: []].append(line)
  }
  for (kind, lines) in byKind.sorted(by: { $0.key < $1.key }) {
    var firstLines: [String: String] = [:]
    for line in lines {
      let stream = String(line.split(separator: " ")[1])
      if firstLines[stream] == nil { firstLines[stream] = line }
    }
    print("\(kind): \(firstLines.count) streams")
    let shown = firstLines.sorted { (Int($0.key) ?? 0) < (Int($1.key) ?? 0) }
    for (_, line) in shown.prefix(20) { print("  \(line.prefix(300))") }
    if shown.count > 20 { print("  … and \(shown.count - 20) more streams") }
  }
  for (streams, kilobytes) in rss.sorted(by: { $0.0 < $1.0 }) {
    print("rss after stream \(streams): \(kilobytes / 1024) MiB")
  }
  print("fuzz: \(MainActor.assumeIsolated { runner.coverage.summary })")
  let failed = Set(crashes).union(hangs).union(failingStreams)
  print(
    String(
      format: "fuzz: %llu streams in %.1f s: %d crashes, %d hangs, %d streams with violations",
      total, seconds, crashes.count, hangs.count, failingStreams.count))
  if let worst = failed.min() {
    print("replay: openuikit-fuzz --stream \(worst); shorten: openuikit-fuzz --minimize \(worst)")
  }
  if options.allowViolations { return crashes.isEmpty && hangs.isEmpty ? 0 : 1 }
  return failed.isEmpty ? 0 : 1
}

func collect(
  _ shard: Shard, _ violations: inout [String], _ failing: inout Set<UInt64>,
  _ rss: inout [(UInt64, Int)]
) {
  guard let text = try? String(contentsOfFile: shard.log, encoding: .utf8) else { return }
  for line in text.split(separator: "\n") {
    let parts = line.split(separator: " ", maxSplits: 2)
    if parts.first == "violation", parts.count > 1, let n = UInt64(parts[1]) {
      failing.insert(n)
      violations.append(String(line))
    } else if parts.first == "coverage", parts.count > 1 {
      MainActor.assumeIsolated { runner.coverage.add(record: line.dropFirst("coverage ".count)) }
    } else if parts.first == "rss", parts.count > 2, let n = UInt64(parts[1]),
      let kb = Int(parts[2])
    {
      rss.append((n, kb))
    }
  }
  _ = FileManager.default.createFile(atPath: shard.log, contents: nil)
}

// MARK: - Replay and minimize

// Hostile streams carry NaN and infinities, which plain JSON cannot hold.
let floatStrategy = (positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
let stepsEncoder: JSONEncoder = {
  let encoder = JSONEncoder()
  encoder.nonConformingFloatEncodingStrategy = .convertToString(
    positiveInfinity: floatStrategy.positiveInfinity,
    negativeInfinity: floatStrategy.negativeInfinity,
    nan: floatStrategy.nan)
  return encoder
}()
let stepsDecoder: JSONDecoder = {
  let decoder = JSONDecoder()
  decoder.nonConformingFloatDecodingStrategy = .convertFromString(
    positiveInfinity: floatStrategy.positiveInfinity,
    negativeInfinity: floatStrategy.negativeInfinity,
    nan: floatStrategy.nan)
  return decoder
}()

/// Runs one stream (optionally with steps from a file) in this process; exit 1 on violations.
func replay(_ number: UInt64) -> Never {
  var steps = MainActor.assumeIsolated { runner.steps(of: number) }
  if let file = options.stepsFile {
    guard let data = FileManager.default.contents(atPath: file),
      let decoded = try? stepsDecoder.decode([FuzzStep].self, from: data)
    else { fail("cannot read steps from \(file)") }
    steps = decoded
  }
  if options.stepsFile == nil {
    print("stream \(number): \(steps.count) steps")
    for (i, step) in steps.enumerated() { print("  \(i): \(step)") }
  }
  let violations = MainActor.assumeIsolated { runner.run(stream: number, steps: steps) }
  for v in violations { print(v) }
  if options.stepsFile == nil {
    print(violations.isEmpty ? "no violations" : "\(violations.count) violations")
  }
  if let kind = violations.first?.kind { print("first-kind \(kind.rawValue)") }
  exit(violations.isEmpty ? 0 : 1)
}

/// How a candidate run ended: "crash", "hang", a violation kind, or "pass".
func outcome(_ number: UInt64, _ steps: [FuzzStep]) -> String {
  let file = NSTemporaryDirectory() + "openuikit-fuzz-steps-\(getpid()).json"
  try? stepsEncoder.encode(steps).write(to: URL(fileURLWithPath: file))
  defer { try? FileManager.default.removeItem(atPath: file) }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
  process.arguments = [
    "--stream", "\(number)", "--steps-file", file, "--hostility", "\(options.hostility)",
    "--mutation-rate", "\(options.mutationRate)",
  ]
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = FileHandle.nullDevice
  try? process.run()
  let deadline = Date().addingTimeInterval(options.hangSeconds)
  while process.isRunning && Date() < deadline { usleep(10_000) }
  if process.isRunning {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    return "hang"
  }
  let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  if process.terminationReason == .uncaughtSignal { return "crash" }
  if process.terminationStatus == 0 { return "pass" }
  return output.split(separator: "\n").first { $0.hasPrefix("first-kind ") }.map(String.init)
    ?? "crash"
}

func minimize(_ number: UInt64) -> Never {
  let steps = MainActor.assumeIsolated { runner.steps(of: number) }
  let target = outcome(number, steps)
  guard target != "pass" else {
    print("stream \(number) passes; nothing to minimize")
    exit(0)
  }
  print("stream \(number): \(steps.count) steps, outcome \(target); minimizing…")
  let shortest = FuzzMinimizer().minimize(steps) { outcome(number, $0) == target }
  print(
    "reproduction (\(shortest.count) steps, outcome \(target)), tree and app code of stream \(number):"
  )
  for (i, step) in shortest.enumerated() { print("  \(i): \(step)") }
  if let json = try? stepsEncoder.encode(shortest) {
    let path = "fuzz-\(number)-min.json"
    try? json.write(to: URL(fileURLWithPath: path))
    print("saved to \(path); replay with: openuikit-fuzz --stream \(number) --steps-file \(path)")
  }
  exit(1)
}

if options.worker { runWorker() }
if let number = options.replay { replay(number) }
if let number = options.minimize { minimize(number) }
exit(supervise())
