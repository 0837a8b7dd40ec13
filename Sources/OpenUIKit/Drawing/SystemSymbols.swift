import Foundation

/// The system symbols OpenUIKit draws: shapes in a unit square, stroked or filled, rendered at
/// twice the point size's pixels so they are sharp on HiDPI screens.
public enum SystemSymbols {
  private typealias Shape =
    @Sendable (_ size: CGFloat, _ line: CGFloat) -> [(path: UIBezierPath, paint: Paint)]

  /// How a part of a symbol is drawn.
  private enum Paint { case fill, stroke, cut }

  /// The names that have a drawing.
  public static var names: [String] { shapes.keys.sorted() }

  static func image(_ name: String, _ configuration: UIImage.SymbolConfiguration) -> UIImage? {
    guard let shape = shapes[name] else { return nil }
    let size = (configuration.pointSize * 1.2 * configuration.scale.factor).rounded()
    let line = max(1, configuration.pointSize * configuration.weight.strokeFraction)
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: size, height: size), format: format)
    let parts = shape(size, line)
    let drawn = renderer.image { _ in paint(parts.filter { $0.paint != .cut }, line) }
    let knockouts = parts.filter { $0.paint == .cut }
    guard !knockouts.isEmpty else { return drawn }
    // A mark cut out of a filled shape (`xmark.circle.fill`): its pixels clear the shape's.
    let cut = renderer.image { _ in paint(knockouts, line) }
    var pixels = drawn.rgba
    for i in stride(from: 3, to: pixels.count, by: 4) {
      pixels[i] = UInt8((Int(pixels[i]) * (255 - Int(cut.rgba[i]))) / 255)
    }
    return UIImage(
      pixelWidth: drawn.pixelWidth, pixelHeight: drawn.pixelHeight, rgba: pixels, scale: 2)
  }

  private static func paint(_ parts: [(path: UIBezierPath, paint: Paint)], _ line: CGFloat) {
    UIColor.black.setFill()
    UIColor.black.setStroke()
    for (path, paint) in parts {
      if paint == .fill {
        path.fill()
      } else {
        path.lineWidth = line
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.stroke()
      }
    }
  }

  // Helpers in a unit square scaled to `s`, inset by half the line.
  private static func lines(
    _ s: CGFloat, _ w: CGFloat, _ points: [[(CGFloat, CGFloat)]], closed: Bool = false
  )
    -> UIBezierPath
  {
    let path = UIBezierPath()
    let inset = w / 2, span = s - w
    for run in points {
      for (i, (x, y)) in run.enumerated() {
        let p = CGPoint(x: inset + x * span, y: inset + y * span)
        if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
      }
      if closed { path.close() }
    }
    return path
  }

  private static func circle(_ s: CGFloat, _ w: CGFloat, _ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat)
    -> UIBezierPath
  {
    let inset = w / 2, span = s - w
    return UIBezierPath(
      ovalIn: CGRect(
        x: inset + (cx - r) * span, y: inset + (cy - r) * span, width: 2 * r * span,
        height: 2 * r * span))
  }

  private static func star(_ s: CGFloat, _ w: CGFloat) -> UIBezierPath {
    var points: [(CGFloat, CGFloat)] = []
    for i in 0..<10 {
      let a = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
      let r: CGFloat = i % 2 == 0 ? 0.5 : 0.2
      points.append((0.5 + r * cos(a), 0.53 + r * sin(a)))
    }
    return lines(s, w, [points], closed: true)
  }

  private static func heart(_ s: CGFloat, _ w: CGFloat) -> UIBezierPath {
    let inset = w / 2, span = s - w
    func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
      CGPoint(x: inset + x * span, y: inset + y * span)
    }
    let path = UIBezierPath()
    path.move(to: p(0.5, 0.92))
    path.addCurve(to: p(0.0, 0.32), controlPoint1: p(0.2, 0.72), controlPoint2: p(0.0, 0.55))
    path.addCurve(to: p(0.5, 0.2), controlPoint1: p(0.0, 0.02), controlPoint2: p(0.4, 0.0))
    path.addCurve(to: p(1.0, 0.32), controlPoint1: p(0.6, 0.0), controlPoint2: p(1.0, 0.02))
    path.addCurve(to: p(0.5, 0.92), controlPoint1: p(1.0, 0.55), controlPoint2: p(0.8, 0.72))
    path.close()
    return path
  }

  private static let shapes: [String: Shape] = [
    "chevron.right": { s, w in [(lines(s, w, [[(0.35, 0.1), (0.7, 0.5), (0.35, 0.9)]]), .stroke)] },
    "chevron.left": { s, w in [(lines(s, w, [[(0.65, 0.1), (0.3, 0.5), (0.65, 0.9)]]), .stroke)] },
    "chevron.up": { s, w in [(lines(s, w, [[(0.1, 0.65), (0.5, 0.3), (0.9, 0.65)]]), .stroke)] },
    "chevron.down": { s, w in [(lines(s, w, [[(0.1, 0.35), (0.5, 0.7), (0.9, 0.35)]]), .stroke)] },
    "chevron.up.chevron.down": { s, w in
      [
        (
          lines(
            s, w,
            [[(0.25, 0.4), (0.5, 0.15), (0.75, 0.4)], [(0.25, 0.6), (0.5, 0.85), (0.75, 0.6)]]),
          .stroke
        )
      ]
    },
    "xmark": { s, w in
      [(lines(s, w, [[(0.15, 0.15), (0.85, 0.85)], [(0.85, 0.15), (0.15, 0.85)]]), .stroke)]
    },
    "plus": { s, w in
      [(lines(s, w, [[(0.5, 0.1), (0.5, 0.9)], [(0.1, 0.5), (0.9, 0.5)]]), .stroke)]
    },
    "minus": { s, w in [(lines(s, w, [[(0.1, 0.5), (0.9, 0.5)]]), .stroke)] },
    "checkmark": { s, w in [(lines(s, w, [[(0.1, 0.55), (0.38, 0.82), (0.9, 0.18)]]), .stroke)] },
    "line.3.horizontal": { s, w in
      [
        (
          lines(
            s, w, [[(0.1, 0.2), (0.9, 0.2)], [(0.1, 0.5), (0.9, 0.5)], [(0.1, 0.8), (0.9, 0.8)]]),
          .stroke
        )
      ]
    },
    "ellipsis": { s, w in
      [0.15, 0.5, 0.85].map { x in (circle(s, w, x, 0.5, 0.08), Paint.fill) }
    },
    "arrow.right": { s, w in
      [
        (
          lines(s, w, [[(0.1, 0.5), (0.9, 0.5)], [(0.55, 0.15), (0.9, 0.5), (0.55, 0.85)]]), .stroke
        )
      ]
    },
    "arrow.left": { s, w in
      [
        (
          lines(s, w, [[(0.9, 0.5), (0.1, 0.5)], [(0.45, 0.15), (0.1, 0.5), (0.45, 0.85)]]), .stroke
        )
      ]
    },
    "arrow.up": { s, w in
      [
        (
          lines(s, w, [[(0.5, 0.9), (0.5, 0.1)], [(0.15, 0.45), (0.5, 0.1), (0.85, 0.45)]]), .stroke
        )
      ]
    },
    "arrow.down": { s, w in
      [
        (
          lines(s, w, [[(0.5, 0.1), (0.5, 0.9)], [(0.15, 0.55), (0.5, 0.9), (0.85, 0.55)]]), .stroke
        )
      ]
    },
    "star": { s, w in [(star(s, w), .stroke)] },
    "star.fill": { s, w in [(star(s, w), .fill)] },
    "heart": { s, w in [(heart(s, w), .stroke)] },
    "heart.fill": { s, w in [(heart(s, w), .fill)] },
    "circle": { s, w in [(circle(s, w, 0.5, 0.5, 0.5), .stroke)] },
    "circle.fill": { s, w in [(circle(s, w, 0.5, 0.5, 0.5), .fill)] },
    "square": { s, w in [(lines(s, w, [[(0, 0), (1, 0), (1, 1), (0, 1)]], closed: true), .stroke)]
    },
    "square.fill": { s, w in
      [(lines(s, w, [[(0, 0), (1, 0), (1, 1), (0, 1)]], closed: true), .fill)]
    },
    "magnifyingglass": { s, w in
      [
        (circle(s, w, 0.42, 0.42, 0.32), .stroke),
        (lines(s, w, [[(0.66, 0.66), (0.95, 0.95)]]), .stroke),
      ]
    },
    "gearshape": { s, w in
      var spokes: [[(CGFloat, CGFloat)]] = []
      for i in 0..<8 {
        let a = CGFloat(i) * .pi / 4
        spokes.append([
          (0.5 + 0.3 * cos(a), 0.5 + 0.3 * sin(a)), (0.5 + 0.48 * cos(a), 0.5 + 0.48 * sin(a)),
        ])
      }
      return [
        (circle(s, w, 0.5, 0.5, 0.3), .stroke), (circle(s, w, 0.5, 0.5, 0.1), .stroke),
        (lines(s, w, spokes), .stroke),
      ]
    },
    "trash": { s, w in
      [
        (
          lines(
            s, w,
            [
              [(0.05, 0.2), (0.95, 0.2)], [(0.38, 0.2), (0.38, 0.05), (0.62, 0.05), (0.62, 0.2)],
              [(0.15, 0.2), (0.22, 0.95), (0.78, 0.95), (0.85, 0.2)], [(0.42, 0.38), (0.42, 0.78)],
              [(0.58, 0.38), (0.58, 0.78)],
            ]), .stroke
        )
      ]
    },
    "person": { s, w in
      [
        (circle(s, w, 0.5, 0.28, 0.2), .stroke),
        (
          lines(
            s, w, [[(0.1, 0.95), (0.15, 0.7), (0.5, 0.58), (0.85, 0.7), (0.9, 0.95)]], closed: true),
          .stroke
        ),
      ]
    },
    "person.fill": { s, w in
      [
        (circle(s, w, 0.5, 0.28, 0.2), .fill),
        (
          lines(
            s, w, [[(0.1, 0.95), (0.15, 0.7), (0.5, 0.58), (0.85, 0.7), (0.9, 0.95)]], closed: true),
          .fill
        ),
      ]
    },
    "house": { s, w in
      [
        (
          lines(
            s, w,
            [
              [(0.05, 0.5), (0.5, 0.08), (0.95, 0.5)],
              [(0.18, 0.4), (0.18, 0.95), (0.82, 0.95), (0.82, 0.4)],
            ]), .stroke
        )
      ]
    },
    "house.fill": { s, w in
      [
        (
          lines(
            s, w,
            [
              [
                (0.05, 0.5), (0.5, 0.08), (0.95, 0.5), (0.82, 0.5), (0.82, 0.95), (0.18, 0.95),
                (0.18, 0.5),
              ]
            ], closed: true), .fill
        )
      ]
    },
    "bell": { s, w in
      [
        (
          lines(
            s, w,
            [
              [
                (0.1, 0.8), (0.2, 0.62), (0.2, 0.4), (0.35, 0.15), (0.5, 0.1), (0.65, 0.15),
                (0.8, 0.4), (0.8, 0.62), (0.9, 0.8),
              ]
            ], closed: true), .stroke
        ),
        (lines(s, w, [[(0.4, 0.92), (0.6, 0.92)]]), .stroke),
      ]
    },
    "info.circle": { s, w in
      [
        (circle(s, w, 0.5, 0.5, 0.5), .stroke),
        (lines(s, w, [[(0.5, 0.45), (0.5, 0.75)]]), .stroke),
        (circle(s, w, 0.5, 0.28, 0.05), .fill),
      ]
    },
    "exclamationmark.triangle": { s, w in
      [
        (lines(s, w, [[(0.5, 0.05), (0.97, 0.92), (0.03, 0.92)]], closed: true), .stroke),
        (lines(s, w, [[(0.5, 0.35), (0.5, 0.6)]]), .stroke),
        (circle(s, w, 0.5, 0.76, 0.04), .fill),
      ]
    },
    "xmark.circle.fill": { s, w in
      [
        (circle(s, w, 0.5, 0.5, 0.5), .fill),
        (lines(s, w, [[(0.32, 0.32), (0.68, 0.68)], [(0.68, 0.32), (0.32, 0.68)]]), .cut),
      ]
    },
    "minus.circle.fill": { s, w in
      [
        (circle(s, w, 0.5, 0.5, 0.5), .fill),
        (lines(s, w, [[(0.25, 0.5), (0.75, 0.5)]]), .cut),
      ]
    },
    "plus.circle.fill": { s, w in
      [
        (circle(s, w, 0.5, 0.5, 0.5), .fill),
        (lines(s, w, [[(0.5, 0.25), (0.5, 0.75)], [(0.25, 0.5), (0.75, 0.5)]]), .cut),
      ]
    },
    "checkmark.circle.fill": { s, w in
      [
        (circle(s, w, 0.5, 0.5, 0.5), .fill),
        (lines(s, w, [[(0.27, 0.52), (0.43, 0.68), (0.73, 0.34)]]), .cut),
      ]
    },
    "play.fill": { s, w in
      [(lines(s, w, [[(0.2, 0.08), (0.9, 0.5), (0.2, 0.92)]], closed: true), .fill)]
    },
    "pause.fill": { s, w in
      [
        (lines(s, w, [[(0.2, 0.1), (0.4, 0.1), (0.4, 0.9), (0.2, 0.9)]], closed: true), .fill),
        (lines(s, w, [[(0.6, 0.1), (0.8, 0.1), (0.8, 0.9), (0.6, 0.9)]], closed: true), .fill),
      ]
    },
    "square.and.arrow.up": { s, w in
      [
        (
          lines(
            s, w,
            [
              [(0.3, 0.4), (0.15, 0.4), (0.15, 0.95), (0.85, 0.95), (0.85, 0.4), (0.7, 0.4)],
              [(0.5, 0.62), (0.5, 0.05)], [(0.3, 0.22), (0.5, 0.05), (0.7, 0.22)],
            ]), .stroke
        )
      ]
    },
    "pencil": { s, w in
      [
        (
          lines(
            s, w, [[(0.1, 0.9), (0.15, 0.7), (0.75, 0.1), (0.9, 0.25), (0.3, 0.85)]], closed: true),
          .stroke
        )
      ]
    },
    "bookmark": { s, w in
      [
        (
          lines(
            s, w, [[(0.2, 0.05), (0.8, 0.05), (0.8, 0.95), (0.5, 0.7), (0.2, 0.95)]], closed: true),
          .stroke
        )
      ]
    },
    "photo": { s, w in
      [
        (lines(s, w, [[(0, 0.15), (1, 0.15), (1, 0.85), (0, 0.85)]], closed: true), .stroke),
        (
          lines(s, w, [[(0.1, 0.75), (0.4, 0.45), (0.6, 0.65), (0.72, 0.55), (0.9, 0.75)]]), .stroke
        ), (circle(s, w, 0.72, 0.35, 0.07), .fill),
      ]
    },
  ]
}
