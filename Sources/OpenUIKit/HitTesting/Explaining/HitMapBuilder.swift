import Foundation

/// Computes a ``HitMap``: cuts the window into bands and spans at view edges, asks the hit test
/// once per span, and merges equal spans of consecutive bands into rectangles.
///
/// Where edges alone cannot tell (a touch area that is not a rectangle, or a hit test that
/// answered a view outside everything drawn for it, such as an override returning a hidden
/// child), the area is cut into point rows and each row is asked every ``gridStep`` points,
/// with the change between two answers found to half a point. A second pass adds the
/// outlines of views answered outside their shapes in the first.
@MainActor
struct HitMapBuilder {
  /// A view's outline (or its probed touch area) in window coordinates.
  struct Shape {
    var quad: [CGPoint]
    var minX: CGFloat, maxX: CGFloat, minY: CGFloat, maxY: CGFloat
    var isUpright: Bool
    /// Whether the hit test may change inside the shape where no edge says so.
    var isIrregular = false
  }

  /// How far apart, in points, an irregular area's row is asked.
  static let gridStep: CGFloat = 4

  /// What a span answers: the view a touch reaches, and the view that looks tappable there
  /// but is not reached.
  struct Answer: Equatable {
    var hit: UIView?
    var dead: UIView?
    var reason: Int?

    static func == (a: Answer, b: Answer) -> Bool {
      a.hit === b.hit && a.dead === b.dead && a.reason == b.reason
    }
  }

  private struct Span {
    var x0: CGFloat, x1: CGFloat, y0: CGFloat, y1: CGFloat
    var answer: Answer
  }

  let window: UIWindow
  private let area: CGRect
  private let event: UIEvent?
  private var shapes: [Shape] = []
  private var drawn = DrawnTree()
  private(set) var sampleCount = 0
  private var views: [ObjectIdentifier: UIView] = [:]
  private var regionRects: [ObjectIdentifier: [CGRect]] = [:]
  private var deadRects: [DeadKey: [CGRect]] = [:]
  private var reasons: [String] = []
  private var reasonIndex: [PairKey: Int] = [:]
  /// The box around each view's shapes, to spot an answer outside them.
  private var boxes: [ObjectIdentifier: CGRect] = [:]
  /// Views the hit test answered outside their boxes (or that were not drawn at all).
  private var surprises: [ObjectIdentifier: UIView] = [:]

  private struct DeadKey: Hashable {
    var view: ObjectIdentifier
    var reason: Int
  }

  private struct PairKey: Hashable {
    var tappable: ObjectIdentifier
    var hit: ObjectIdentifier?
  }

  init(window: UIWindow) {
    self.window = window
    area = window.bounds
    event = window.application?.touchesEvent
  }

  mutating func run() {
    guard area.width > 0, area.height > 0 else { return }
    runPass(extra: [])
    guard !surprises.isEmpty else { return }
    // Again, with the outline of each surprising view (and the reach of a touch area around
    // it) asked closely.
    var extra: [Shape] = []
    for view in surprises.values where view.isDescendant(of: window) {
      let rect = view.convert(view.bounds, to: window).offsetBy(dx: -area.minX, dy: -area.minY)
      guard !rect.isNull, [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy(\.isFinite)
      else { continue }
      extra.append(Self.shape(rect, irregular: false))
      let reach = TouchAreaProbe.reach
      extra.append(Self.shape(rect.insetBy(dx: -reach, dy: -reach), irregular: true))
    }
    shapes = []
    drawn = DrawnTree()
    views = [:]
    regionRects = [:]
    deadRects = [:]
    boxes = [:]
    surprises = [:]
    runPass(extra: extra)
  }

  private mutating func runPass(extra: [Shape]) {
    collectShapes(
      window, Homography(CGAffineTransform(translationX: -area.minX, y: -area.minY)),
      visible: true)
    shapes.append(contentsOf: extra)
    shapes.sort { $0.minY < $1.minY }
    var open: [Span] = []
    var next = 0
    var active: [Int] = []
    let rows = bandEdges()
    for band in 0..<(rows.count - 1) {
      let y0 = rows[band], y1 = rows[band + 1]
      while next < shapes.count && shapes[next].minY < y1 {
        active.append(next)
        next += 1
      }
      active.removeAll { shapes[$0].maxY <= y0 }
      let spans = sampleBand(y0, y1, active: active)
      open = merge(open, with: spans)
    }
    for span in open { close(span) }
  }

  // MARK: - Output

  func regions() -> [HitMap.Region] {
    regionRects.compactMap { id, rects in
      views[id].map { HitMap.Region(view: $0, rects: rects) }
    }.sorted { $0.area > $1.area }
  }

  func deadZones() -> [HitMap.DeadZone] {
    deadRects.compactMap { key, rects in
      views[key.view].map { HitMap.DeadZone(view: $0, reason: reasons[key.reason], rects: rects) }
    }.sorted { $0.rects.count > $1.rects.count }
  }

  // MARK: - Bands and spans

  /// Every top and bottom edge, and every point row across a rotated view, inside the window.
  private func bandEdges() -> [CGFloat] {
    var edges: [CGFloat] = [0, area.height]
    for shape in shapes {
      if shape.isUpright && !shape.isIrregular {
        edges.append(shape.minY)
        edges.append(shape.maxY)
      } else {
        edges.append(shape.minY)
        edges.append(shape.maxY)
        // Only the rows inside the window: app code may give a view a huge frame.
        var row = max(shape.minY, 0).rounded(.up)
        while row < min(shape.maxY, area.height) {
          edges.append(row)
          row += 1
        }
      }
    }
    return Self.uniqueSorted(edges, within: 0...area.height)
  }

  private mutating func sampleBand(_ y0: CGFloat, _ y1: CGFloat, active: [Int]) -> [Span] {
    let mid = (y0 + y1) / 2
    var edges: [CGFloat] = [0, area.width]
    var irregular: [ClosedRange<CGFloat>] = []
    for index in active {
      let shape = shapes[index]
      guard shape.maxY > y0 else { continue }
      if shape.isUpright {
        edges.append(shape.minX)
        edges.append(shape.maxX)
      } else {
        Self.crossings(of: shape.quad, at: mid, into: &edges)
      }
      if shape.isIrregular, shape.minX < shape.maxX { irregular.append(shape.minX...shape.maxX) }
    }
    let xs = Self.uniqueSorted(edges, within: 0...area.width)
    var spans: [Span] = []
    func add(_ x0: CGFloat, _ x1: CGFloat, _ answer: Answer) {
      if let last = spans.last, last.answer == answer, last.x1 == x0 {
        spans[spans.count - 1].x1 = x1
      } else {
        spans.append(Span(x0: x0, x1: x1, y0: y0, y1: y1, answer: answer))
      }
    }
    for index in 0..<(xs.count - 1) {
      let x0 = xs[index], x1 = xs[index + 1]
      if irregular.contains(where: { $0.lowerBound < x1 && $0.upperBound > x0 }) {
        for piece in askClosely(x0, x1, y: mid) { add(piece.x0, piece.x1, piece.answer) }
      } else {
        add(x0, x1, sample(CGPoint(x: (x0 + x1) / 2, y: mid)))
      }
    }
    return spans
  }

  /// The answers along `x0..<x1` at height `y`, asked every ``gridStep`` points, each change
  /// between two of them found to half a point.
  private mutating func askClosely(_ x0: CGFloat, _ x1: CGFloat, y: CGFloat)
    -> [(x0: CGFloat, x1: CGFloat, answer: Answer)]
  {
    let count = max(1, Int(((x1 - x0) / Self.gridStep).rounded(.up)))
    let width = (x1 - x0) / CGFloat(count)
    var previous = (x: x0 + width / 2, answer: sample(CGPoint(x: x0 + width / 2, y: y)))
    var pieces = [(x0: x0, x1: x1, answer: previous.answer)]
    for cell in 1..<count {
      let x = x0 + width * (CGFloat(cell) + 0.5)
      let answer = sample(CGPoint(x: x, y: y))
      defer { previous = (x, answer) }
      guard answer != previous.answer else { continue }
      var low = previous.x, high = x
      while high - low > 0.5 {
        let middle = (low + high) / 2
        if sample(CGPoint(x: middle, y: y)) == previous.answer {
          low = middle
        } else {
          high = middle
        }
      }
      let cut = (low + high) / 2
      pieces[pieces.count - 1].x1 = cut
      pieces.append((cut, x1, answer))
    }
    return pieces
  }

  /// Extends the spans of the band above that match one of this band exactly; closes the rest.
  /// Both lists run left to right.
  private mutating func merge(_ previous: [Span], with current: [Span]) -> [Span] {
    var matched = [Bool](repeating: false, count: previous.count)
    var result: [Span] = []
    result.reserveCapacity(current.count)
    var cursor = 0
    for span in current {
      while cursor < previous.count && previous[cursor].x0 < span.x0 { cursor += 1 }
      if cursor < previous.count, previous[cursor].x0 == span.x0,
        previous[cursor].x1 == span.x1, previous[cursor].answer == span.answer
      {
        var extended = previous[cursor]
        extended.y1 = span.y1
        result.append(extended)
        matched[cursor] = true
      } else {
        result.append(span)
      }
    }
    for (index, span) in previous.enumerated() where !matched[index] { close(span) }
    return result
  }

  private mutating func close(_ span: Span) {
    let rect = CGRect(
      x: span.x0 + area.minX, y: span.y0 + area.minY, width: span.x1 - span.x0,
      height: span.y1 - span.y0)
    if let hit = span.answer.hit {
      views[ObjectIdentifier(hit)] = hit
      regionRects[ObjectIdentifier(hit), default: []].append(rect)
    }
    if let dead = span.answer.dead, let reason = span.answer.reason {
      views[ObjectIdentifier(dead)] = dead
      deadRects[DeadKey(view: ObjectIdentifier(dead), reason: reason), default: []].append(rect)
    }
  }

  // MARK: - Asking the hit test

  private mutating func sample(_ p: CGPoint) -> Answer {
    sampleCount += 1
    let point = CGPoint(x: p.x + area.minX, y: p.y + area.minY)
    var hit = window.hitTest(point, with: event)
    if let found = hit, !window.canTakeTouch(on: found) { hit = nil }
    if let found = hit, found !== window {
      let id = ObjectIdentifier(found)
      if boxes[id]?.insetBy(dx: -0.5, dy: -0.5).contains(p) != true { surprises[id] = found }
    }
    var answer = Answer(hit: hit)
    guard let suspect = drawn.unreachedView(at: p, in: window, hit: hit) else { return answer }
    let key = PairKey(tappable: ObjectIdentifier(suspect), hit: hit.map(ObjectIdentifier.init))
    if reasonIndex[key] == nil {
      reasons.append(window.hitTestReport(at: point, with: event).whyNot(suspect))
      reasonIndex[key] = reasons.count - 1
    }
    answer.dead = suspect
    answer.reason = reasonIndex[key]
    return answer
  }

  // MARK: - Shapes

  /// Records the outline (and probed touch area) of each view in window coordinates, `m`
  /// taking its bounds there (in perspective too: a projected rectangle is still a quad with
  /// straight edges), and returns the box around the subtree.
  @discardableResult
  private mutating func collectShapes(_ view: UIView, _ m: Homography, visible: Bool)
    -> CGRect?
  {
    guard !view.isHidden, view.alpha > 0, m.inverted() != nil else { return nil }
    var box = addShape(view.bounds, m)
    var own = box
    let node = drawn.open(
      view, quad: shapes[shapes.count - 1].quad, isUpright: shapes[shapes.count - 1].isUpright,
      visible: visible && !HitTestRules.isTransparent(view.alpha),
      scale: min(abs(m.m11), abs(m.m22)) / max(abs(m.m33), 1e-9))
    if type(of: view) != UIView.self, view.flags.isHitTestable,
      let probed = TouchAreaProbe.area(of: view), probed.rect != view.bounds || probed.irregular
    {
      let touchArea = addShape(probed.rect, m, irregular: probed.irregular)
      box = box.boundedOrInfinite.union(touchArea.boundedOrInfinite)
      own = own.boundedOrInfinite.union(touchArea.boundedOrInfinite)
    }
    boxes[ObjectIdentifier(view)] = own
    let mayAnswerHidden = type(of: view) != UIView.self
    for subview in view.subviews {
      if mayAnswerHidden, subview.isHidden || subview.alpha <= 0 {
        // A subclass's hitTest may answer a child nobody sees: its edges, in case it does.
        let rect = addShape(
          subview.bounds, subview.geometry.projectionToSuperview.concatenating(m))
        boxes[ObjectIdentifier(subview)] = rect
        continue
      }
      let inner = collectShapes(
        subview, subview.geometry.projectionToSuperview.concatenating(m),
        visible: visible && !HitTestRules.isTransparent(view.alpha))
      if let inner { box = box.boundedOrInfinite.union(inner.boundedOrInfinite) }
    }
    drawn.close(node, box: box)
    return box
  }

  private mutating func addShape(
    _ rect: CGRect, _ m: Homography, irregular: Bool = false
  ) -> CGRect {
    let projected = rect.corners.compactMap(m.apply)
    guard projected.count == 4 else {
      // Part of it lies behind the eye: no quad says where it shows, so the whole map is
      // asked closely.
      let whole = CGRect(origin: .zero, size: area.size)
      shapes.append(Self.shape(whole, irregular: true))
      return whole
    }
    let quad = projected
    let xs = quad.map(\.x), ys = quad.map(\.y)
    let isUpright = abs(m.m12) < 1e-9 && abs(m.m21) < 1e-9 && m.m13 == 0 && m.m23 == 0
    let shape = Shape(
      quad: quad, minX: xs.min() ?? 0, maxX: xs.max() ?? 0, minY: ys.min() ?? 0,
      maxY: ys.max() ?? 0, isUpright: isUpright, isIrregular: irregular)
    shapes.append(shape)
    return CGRect(
      x: shape.minX, y: shape.minY, width: shape.maxX - shape.minX, height: shape.maxY - shape.minY)
  }

  /// An upright shape for `rect`, already in the map's coordinates.
  private static func shape(_ rect: CGRect, irregular: Bool) -> Shape {
    Shape(
      quad: rect.corners, minX: rect.minX, maxX: rect.maxX, minY: rect.minY, maxY: rect.maxY,
      isUpright: true, isIrregular: irregular)
  }

  /// Where the edges of `quad` cross the line at height `y`.
  private static func crossings(of quad: [CGPoint], at y: CGFloat, into xs: inout [CGFloat]) {
    for index in quad.indices {
      let a = quad[index], b = quad[(index + 1) % quad.count]
      guard a.y != b.y, (a.y - y) * (b.y - y) <= 0 else { continue }
      xs.append(a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y))
    }
  }

  private static func uniqueSorted(_ values: [CGFloat], within range: ClosedRange<CGFloat>)
    -> [CGFloat]
  {
    var sorted = values.filter { $0.isFinite && range.contains($0) }.sorted()
    var write = 0
    for value in sorted where write == 0 || value - sorted[write - 1] > 1e-6 {
      sorted[write] = value
      write += 1
    }
    sorted.removeLast(sorted.count - write)
    return sorted
  }
}
