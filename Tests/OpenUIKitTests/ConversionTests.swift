import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@Suite("Coordinate conversion (A12–A20)", .debugSwitchesOff)
@MainActor
struct ConversionTests {
  @Test("A12: a nil view means the window's coordinates")
  func nilIsWindow() {
    // An application of its own: a window joins the newest application, which could otherwise
    // be another test's (suites are made ahead of running), and show up in its drawings.
    let app = UIApplication(clock: ManualClock())
    defer { withExtendedLifetime(app) {} }
    let window = UIWindow(frame: CGRect(0, 0, 300, 300))
    let v = UIView(frame: CGRect(10, 20, 50, 50))
    window.addSubview(v)
    #expect(v.convert(CGPoint(1, 2), to: nil) == CGPoint(11, 22))
    #expect(v.convert(CGPoint(11, 22), from: nil) == CGPoint(1, 2))
  }

  @Test("A14: a parent's bounds origin scrolls its children")
  func boundsOriginExample() {
    let root = UIView(frame: CGRect(0, 0, 500, 500))
    let p = UIView(frame: CGRect(0, 0, 200, 400))
    p.bounds.origin = CGPoint(0, 50)
    let c = UIView(frame: CGRect(0, 100, 20, 20))
    root.addSubview(p)
    p.addSubview(c)
    #expect(c.convert(CGPoint.zero, to: p) == CGPoint(0, 100))
    #expect(c.convert(CGPoint.zero, to: root) == CGPoint(0, 50))
  }

  @Test("A17: the worked rotation example")
  func rotationExample() {
    let root = UIView(frame: CGRect(0, 0, 300, 300))
    let v = UIView(frame: .zero)
    v.bounds = CGRect(0, 0, 100, 50)
    v.center = CGPoint(100, 100)
    v.transform = CGAffineTransform(rotationAngle: .pi / 2)
    root.addSubview(v)
    #expect(approx(v.convert(CGPoint(0, 0), to: root), CGPoint(125, 50)))
    #expect(approx(v.convert(CGPoint(100, 50), to: root), CGPoint(75, 150)))
    #expect(approx(root.convert(CGPoint(100, 100), to: v), CGPoint(50, 25)))
  }

  @Test("A18: Apple's scaled-sibling rect example")
  func scaleExample() {
    let root = UIView(frame: CGRect(0, 0, 1000, 1000))
    let first = UIView(frame: CGRect(0, 0, 640, 480))
    let second = UIView(frame: CGRect(0, 0, 640, 480))
    second.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    root.addSubview(first)
    root.addSubview(second)
    #expect(second.center == CGPoint(320, 240))
    #expect(
      approx(first.convert(CGRect(50, 50, 200, 200), to: second), CGRect(-220, -140, 400, 400)))
    #expect(approx(first.convert(CGPoint(50, 50), to: second), CGPoint(-220, -140)))
  }

  @Test("A19: converting a rect under rotation gives the bounding box of all four corners")
  func rectBoundingBox() {
    let root = UIView(frame: CGRect(0, 0, 300, 300))
    let v = UIView(frame: CGRect(50, 75, 100, 50))
    v.transform = CGAffineTransform(rotationAngle: .pi / 2)
    root.addSubview(v)
    let r = v.convert(CGRect(0, 0, 100, 50), to: root)
    #expect(approx(r, CGRect(75, 50, 50, 100)))
    #expect(r.width > 0 && r.height > 0)
    #expect(approx(root.convert(r, to: v), CGRect(0, 0, 100, 50)))
    let tilted = UIView(frame: CGRect(100, 100, 10, 10))
    tilted.transform = CGAffineTransform(rotationAngle: .pi / 4)
    root.addSubview(tilted)
    let box = tilted.convert(tilted.bounds, to: root)
    #expect(abs(box.width - 10 * 2.0.squareRoot()) < 1e-9)
    #expect(abs(box.midX - 105) < 1e-9 && abs(box.midY - 105) < 1e-9)
  }

  @Test("A20: conversion between arbitrary views through the common ancestor")
  func commonAncestor() {
    let root = UIView(frame: CGRect(0, 0, 100, 100))
    let s1 = UIView(frame: CGRect(20, 10, 10, 10))
    let s2 = UIView(frame: CGRect(80, 80, 20, 20))
    root.addSubview(s1)
    root.addSubview(s2)
    #expect(s1.convert(CGPoint(60, 70), to: s2) == CGPoint(0, 0))
    #expect(s2.convert(CGPoint(-5, -5), to: s1) == CGPoint(55, 65))
    #expect(root.convert(CGPoint(15, 15), to: s1) == CGPoint(-5, 5))
  }

  @Test("conversion into a view with a singular transform gives NaN, not a crash")
  func singularConversion() {
    let root = UIView(frame: CGRect(0, 0, 100, 100))
    let flat = UIView(frame: CGRect(0, 0, 100, 100))
    flat.transform = CGAffineTransform(scaleX: 0, y: 0)
    root.addSubview(flat)
    #expect(root.convert(CGPoint(5, 5), to: flat).x.isNaN)
  }

  @Test("views in different windows convert through screen space")
  func acrossWindows() {
    let app = UIApplication(clock: ManualClock())  // see nilIsWindow
    defer { withExtendedLifetime(app) {} }
    let w1 = UIWindow(frame: CGRect(0, 0, 100, 100))
    let w2 = UIWindow(frame: CGRect(100, 50, 100, 100))
    let a = UIView(frame: CGRect(10, 10, 10, 10))
    let b = UIView(frame: CGRect(10, 10, 10, 10))
    w1.addSubview(a)
    w2.addSubview(b)
    #expect(a.convert(CGPoint(0, 0), to: b) == CGPoint(-100, -50))
  }
}
