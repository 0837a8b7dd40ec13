import OpenUIKit
import Testing

/// Fails a test that ends with a debug switch on (``OpenUIKitDebug/switchesTurnedOn``), then
/// turns them all off so one leak does not fail every later test. Every suite of this target
/// carries it (scripts/test checks), as Flutter's tests assert `debugAssertAllGesturesVarsUnset`.
struct DebugSwitchesOff: SuiteTrait, TestTrait, TestScoping {
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await function()
    // A suite's own scope ends after its tests, each already checked.
    guard testCase != nil else { return }
    await MainActor.run { Self.expectAllOff() }
  }

  /// Records an issue naming the switches that are on, and turns them off.
  @MainActor
  static func expectAllOff() {
    let on = OpenUIKitDebug.switchesTurnedOn
    guard !on.isEmpty else { return }
    Issue.record("debug switches left on at the end of the test: \(on)")
    OpenUIKitDebug.logsGestureArbitration = false
    OpenUIKitDebug.showsHitAreas = false
    OpenUIKitDebug.showsHitMap = false
    OpenUIKitDebug.drawsWholeFrames = false
    OpenUIKitDebug.showsRedrawnAreas = false
  }
}

extension Trait where Self == DebugSwitchesOff {
  /// Fails a test that ends with a debug switch on.
  static var debugSwitchesOff: Self { Self() }
}
