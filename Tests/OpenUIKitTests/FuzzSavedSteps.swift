import Foundation
import OpenUIKitFuzzing

extension FuzzStep {
  /// Steps as the fuzzer saves them (`openuikit-fuzz --minimize`), infinities and NaN written
  /// as strings: the replays of the fuzz findings' regression tests.
  static func saved(_ json: String) throws -> [FuzzStep] {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    return try decoder.decode([FuzzStep].self, from: Data(json.utf8))
  }
}
