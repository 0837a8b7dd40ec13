import Foundation

/// Makes the input of one stream: mostly plausible pointer sequences (a finger goes down, moves,
/// lifts), mixed with every other kind of record and with hostile values (unknown pointers,
/// NaN and huge coordinates, extreme click counts, timestamps from the far future or the past,
/// records for pointers that never went down).
///
/// Every choice comes from one seeded generator, so the same seed gives the same steps.
public struct FuzzInputGenerator {
  /// How hostile the values are: 0 only plausible input, 1 anything.
  public var hostility: Double
  private var random: FuzzRandom
  private var down: [(device: Int64, index: Int64, kind: Int, x: Double, y: Double)] = []
  private var keysDown: [Int] = []
  private let screen: Double = 400

  /// Creates the generator for stream `seed`.
  public init(seed: UInt64, hostility: Double) {
    random = FuzzRandom(seed: seed, salt: 2)
    self.hostility = hostility
  }

  /// The steps of the stream. They need not end cleanly: ``FuzzRunner`` closes every stream
  /// itself (see ``closingSteps(after:seed:)``), so a shortened stream is closed the same way.
  public mutating func steps() -> [FuzzStep] {
    (0..<random.int(4...90)).map { _ in step() }
  }

  /// The end of a stream, which lets every touch end: by seed, either every pointer and key
  /// that `steps` left down lifts, or the window loses focus; then 3 s pass for timers.
  public static func closingSteps(after steps: [FuzzStep], seed: UInt64) -> [FuzzStep] {
    // Each live pointer's touch-down record, and for the mouse the buttons it holds: every
    // button makes touches, one at a time per pointer; a button pressed during a touch joins
    // it, and the touch ends when the button that began it lifts (decision B14).
    var pointers: [(down: FuzzRecord, held: Set<Int>)] = []
    var keys: [Int: FuzzRecord] = [:]
    var hidden = false
    for record in steps.flatMap(\.records) {
      switch record {
      case .pointer(let phase, let device, let index, let kind, _, _, let button, _, _, _):
        guard phase == 0 || phase == 2 || phase == 3 else { continue }
        let isMouse = kind % 3 == 1
        let entry = pointers.firstIndex { live in
          guard case .pointer(_, let d, let i, _, _, _, _, _, _, _) = live.down else {
            return false
          }
          return d == device && i == index
        }
        if phase == 0 {
          if isMouse, let entry,
            case .pointer(_, _, _, let liveKind, _, _, _, _, _, _) =
              pointers[entry].down, liveKind % 3 == 1
          {
            if pointers[entry].held.contains(button) {
              // Pressed again while held (records out of order): the framework begins a
              // touch with it, or — when its first press hit no window, so the framework's
              // touch began with another button — lets it join. Either way the buttons held
              // stay held until they lift (stream 11809206: the other button's touch was
              // forgotten, and never ended).
              pointers[entry].down = record
            }
            pointers[entry].held.insert(button)
          } else {
            if let entry { pointers.remove(at: entry) }
            pointers.append((record, [button]))
          }
        } else if let entry {
          guard case .pointer(_, _, _, let liveKind, _, _, _, _, _, _) = pointers[entry].down
          else { continue }
          if phase == 3 || !isMouse || liveKind % 3 != 1 {
            pointers.remove(at: entry)
          } else {
            // The pointer is free only when no button is held: a touch the framework began
            // with another button (the first press hit no window, stream 10234405) still
            // waits for its own to lift.
            pointers[entry].held.remove(button)
            if pointers[entry].held.isEmpty { pointers.remove(at: entry) }
          }
        }
      case .key(let code, let modifiers, let down, _, let characters):
        keys[code] =
          down
          ? .key(
            code: code, modifiers: modifiers, down: false, isRepeat: false, characters: characters)
          : nil
      case .window(let kind, _, _) where kind == 0 || kind == 2:
        // Focus loss and hiding cancel every touch: a later press begins afresh.
        pointers.removeAll()
        if kind == 2 { hidden = true }
      case .window(let kind, _, _) where kind == 3:
        hidden = false
      default: break
      }
    }
    var random = FuzzRandom(seed: seed, salt: 4)
    var last: [FuzzRecord] = [.window(kind: 0, width: 0, height: 0)]
    if random.chance(0.5) {
      // Every held button lifts, the one that began the touch last: app code may have
      // cancelled that touch meanwhile, and then another button began the pointer's next one.
      last = pointers.flatMap { live -> [FuzzRecord] in
        guard case .pointer(_, let d, let i, let k, let x, let y, let b, _, _, _) = live.down else {
          return [live.down]
        }
        let order =
          live.held.contains(b) ? live.held.subtracting([b]).sorted() + [b] : live.held.sorted()
        return order.map { button in
          .pointer(
            phase: 2, device: d, index: i, kind: k, x: x, y: y, button: button, clicks: nil,
            force: nil, stamp: .offset(0))
        }
      }
      last += keys.keys.sorted().compactMap { keys[$0] }
    }
    // A hidden window holds its frames back: it is shown again so that animations can end.
    if hidden { last.insert(.window(kind: 3, width: 0, height: 0), at: 0) }
    return [FuzzStep(delay: 0.05, records: last), FuzzStep(delay: 3, records: [])]
  }

  private mutating func step() -> FuzzStep {
    let delay: Double =
      random.chance(0.3)
      ? 0 : random.chance(0.8) ? random.double(0.001...0.12) : random.double(0.2...1.5)
    var records: [FuzzRecord] = []
    let roll = random.double(0...1)
    if roll < 0.72 {
      records.append(pointerRecord())
      // Fingers in one batch: same timestamp, distinct pointers.
      while random.chance(0.25) { records.append(pointerRecord()) }
    } else if roll < 0.82 {
      records.append(keyRecord())
    } else if roll < 0.86 {
      records.append(textRecord())
    } else if roll < 0.89 {
      records.append(
        .wheel(
          dx: coordinate() - 200, dy: coordinate() - 200, x: coordinate(), y: coordinate(),
          flags: random.pick([0, 0, 0, 1 << 17, 1 << 18])))
    } else if roll < 0.95 {
      records.append(windowRecord())
    } else if roll < 0.98 {
      records.append(.motion(random.int(0...2)))
    } else {
      records.append(.remote(random.chance(0.8) ? random.int(100...109) : random.int(-5...200)))
    }
    return FuzzStep(delay: delay, records: records)
  }

  // MARK: - Pointers

  private mutating func pointerRecord() -> FuzzRecord {
    if !down.isEmpty && random.chance(0.6) {
      let i = random.int(0...down.count - 1)
      var p = down[i]
      let roll = random.double(0...1)
      if roll < 0.7 {
        p.x += random.chance(0.7) ? random.double(-15...15) : random.double(-150...150)
        p.y += random.chance(0.7) ? random.double(-15...15) : random.double(-150...150)
        if random.chance(0.05 * hostility) { p.x = hostile() }
        down[i] = p
        return pointer(1, p.device, p.index, p.kind, p.x, p.y)
      }
      down.remove(at: i)
      return pointer(roll < 0.95 ? 2 : 3, p.device, p.index, p.kind, p.x, p.y)
    }
    let device: Int64 = random.chance(0.85) ? 0 : Int64(random.int(1...3))
    let index: Int64 =
      random.chance(0.03 * hostility)
      ? Int64.random(in: .min ... .max, using: &random) : Int64(random.int(0...4))
    let kind = random.chance(0.6) ? 0 : random.int(1...2)
    let x = random.chance(0.04 * hostility) ? hostile() : coordinate()
    let y = random.chance(0.04 * hostility) ? hostile() : coordinate()
    if random.chance(0.1) {
      // Out of order: a move, up or cancel for a pointer that is not down, or a hover.
      return pointer(random.pick([1, 2, 3, 4]), device, index, kind, x, y)
    }
    down.removeAll { $0.device == device && $0.index == index }
    down.append((device, index, kind, x, y))
    return pointer(0, device, index, kind, x, y)
  }

  private mutating func pointer(
    _ phase: Int, _ device: Int64, _ index: Int64, _ kind: Int, _ x: Double, _ y: Double
  ) -> FuzzRecord {
    var clicks: Int? = nil
    if kind == 1 && random.chance(0.5) { clicks = random.int(1...3) }
    if random.chance(0.03 * hostility) {
      clicks = random.pick([Int.max, Int.min, 0, -1, Int.max - 1])
    }
    var force: Double? = nil
    if random.chance(0.1) {
      force =
        random.chance(hostility * 0.3)
        ? random.pick([.nan, -1, .infinity, 1e300]) : random.double(0...1)
    }
    var stamp = FuzzRecord.Stamp.offset(0)
    if random.chance(0.04 * hostility) {
      stamp = random.pick([
        .now, .absolute(.nan), .absolute(1e300), .absolute(-5), .absolute(.infinity),
        .offset(-1), .offset(-0.03), .offset(1e6),
      ])
    }
    let button = random.chance(0.05) ? random.int(1...3) : 0
    return .pointer(
      phase: phase, device: device, index: index, kind: kind, x: x, y: y, button: button,
      clicks: clicks, force: force, stamp: stamp)
  }

  private mutating func coordinate() -> Double {
    random.chance(0.9) ? random.double(-10...(screen + 10)) : random.double(-700...1100)
  }

  private mutating func hostile() -> Double {
    random.pick([.nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude, 0x1p-1074])
  }

  // MARK: - Other records

  /// Letters (z and y for undo and redo), Return, Escape, Backspace, Tab, Space, the arrows,
  /// Home, End, Delete and Left Control.
  private static let keyCodes = [
    4, 5, 6, 27, 25, 28, 29, 40, 41, 42, 43, 44, 79, 80, 81, 82, 74, 76, 77, 224,
  ]

  private mutating func keyRecord() -> FuzzRecord {
    if !keysDown.isEmpty && random.chance(0.5) {
      let code = keysDown[random.int(0...keysDown.count - 1)]
      if random.chance(0.3) { return key(code, down: true, isRepeat: true) }
      keysDown.removeAll { $0 == code }
      return key(code, down: false)
    }
    let code = random.chance(0.9) ? random.pick(Self.keyCodes) : random.int(-3...300)
    if random.chance(0.1) { return key(code, down: false) }
    keysDown.append(code)
    return key(code, down: true)
  }

  private mutating func key(_ code: Int, down: Bool, isRepeat: Bool = false) -> FuzzRecord {
    let modifiers = random.chance(0.2) ? random.pick([1 << 17, 1 << 18, 1 << 20, 1 << 19]) : 0
    let characters = code >= 4 && code <= 29 ? String(UnicodeScalar(UInt8(93 + code))) : ""
    return .key(
      code: code, modifiers: modifiers, down: down, isRepeat: isRepeat, characters: characters)
  }

  private mutating func textRecord() -> FuzzRecord {
    // Every kind of script the text system meets: combining marks, emoji sequences, CJK,
    // Devanagari, Arabic and Hebrew with digits, bidi overrides and isolates left open.
    let samples = [
      "a", "Grüße", "e\u{301}", "👩‍👩‍👧", "", "\n", "\u{0}", "中文", "tab\there", "नमस्ते",
      "مرحبا 123", "שלום, world", "\u{202E}evil\u{202C}", "\u{2067}x", "ﷺ", "🇺🇦👍🏽",
    ]
    if random.chance(0.1) {
      // A drop from another app: files (an empty or odd path among them) and text.
      let paths = ["/tmp/a.png", "", "/no such/ü.txt", "relative"]
      return .drop(
        x: random.double(-50...500), y: random.double(-50...500),
        files: (0..<random.int(0...3)).map { _ in random.pick(paths) },
        texts: random.chance(0.5) ? [random.pick(samples)] : [])
    }
    if random.chance(0.3) {
      // An input method composing: often the cursor at the end, sometimes counts past it.
      let text = random.pick(samples)
      let scalars = text.unicodeScalars.count
      let hostile = random.chance(0.2 * hostility)
      let start = hostile ? random.int(-5...Int.max / 2) : random.int(0...scalars)
      let length = hostile ? random.int(-5...1000) : random.int(0...max(0, scalars - start))
      return .marked(text: text, start: start, length: length)
    }
    if random.chance(0.05 * hostility) {
      // A paste of a megabyte now and then (issue 36's "1 MB strings": a sample repeated to
      // about a megabyte of UTF-8; it was repeated a million times, up to 14 MB), else of a
      // few thousand characters.
      // (The draws in their old order: every other stream stays as it was.)
      let megabyte = random.chance(0.02)
      let short = megabyte ? 0 : random.int(200...3000)
      let sample = random.pick(samples)
      let count = megabyte ? 1_000_000 / max(1, sample.utf8.count) : short
      return .text(String(repeating: sample, count: count))
    }
    return .text(random.pick(samples))
  }

  private mutating func windowRecord() -> FuzzRecord {
    let kind = random.int(0...5)
    guard kind == 5 else { return .window(kind: kind, width: 0, height: 0) }
    if random.chance(0.15 * hostility) {
      return .window(kind: 5, width: hostile(), height: random.pick([-1, 0, 1]))
    }
    return .window(kind: 5, width: random.double(1...800), height: random.double(1...800))
  }
}
