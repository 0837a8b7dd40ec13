import Logging

/// Where OpenUIKit's log lines go: swift-log, under the label `OpenUIKit`, so any logging backend
/// an app bootstraps receives them.
///
/// Two kinds of line arrive here:
/// - every ``Diagnostic`` that reaches the default ``UIApplication/diagnosticHandler``, at the
///   level its code names (``Diagnostic/Code/logLevel``), with the code as the `diagnostic`
///   metadata value;
/// - the debug switches' lines (``OpenUIKitDebug/logsGestureArbitration``), at `debug`.
///
/// Call `LoggingSystem.bootstrap` before the first line is logged to choose the backend; the
/// logger is made on first use. Without a bootstrap, swift-log writes to standard error.
@MainActor
public enum OpenUIKitLog {
  /// The logger OpenUIKit writes to. Replace it to change the label, the level or the backend
  /// for OpenUIKit alone.
  public static var logger = Logger(label: "OpenUIKit")

  /// Logs `diagnostic` at its code's level, with the code as metadata.
  public static func log(_ diagnostic: Diagnostic) {
    logger.log(
      level: diagnostic.code.logLevel, "\(diagnostic.message)",
      metadata: ["diagnostic": "\(diagnostic.code.rawValue)"])
  }

  /// Logs a line a debug switch asked for, at `debug`. The switch is the request, so the line
  /// is shown even when the logger's level is above `debug`.
  public static func debugLine(_ line: String) {
    var switched = logger
    if switched.logLevel > .debug { switched.logLevel = .debug }
    switched.debug("\(line)")
  }
}
