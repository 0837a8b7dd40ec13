import ArgumentParser
import Foundation
import Logging
import OpenUIKit

/// The options every demo takes: `--tour`, `--screenshots`, `--log-level`. A demo's command
/// includes them with `@OptionGroup`.
public struct DemoOptions: ParsableArguments {
  /// Play the tour even in a desktop session.
  @Flag(help: "Play the built-in tour even when there is a display.")
  public var tour = false

  /// Where the tour's PNGs go; nil means out/<demo>.
  @Option(
    help: ArgumentHelp(
      "Where the tour writes its screenshots (out/<demo> by default).", valueName: "directory"))
  public var screenshots: String?

  /// The least severe log lines shown.
  @Option(
    help: ArgumentHelp("The least severe log lines shown on standard error.", valueName: "level"))
  public var logLevel: Logger.Level = .info

  /// The defaults: no forced tour, screenshots in out/<demo>, info.
  public init() {}

  /// Sends every log line at `logLevel` or above to standard error (the app owns the logging
  /// backend; OpenUIKit's diagnostics arrive through it).
  public func bootstrapLogging() {
    let level = logLevel
    LoggingSystem.bootstrap { label in
      var handler = StreamLogHandler.standardError(label: label)
      handler.logLevel = level
      return handler
    }
  }
}

/// `--log-level info`: swift-log's levels by their names.
extension Logger.Level: @retroactive ExpressibleByArgument {}

extension DemoOptions {
  /// Everything a demo's `run()` does: bootstraps logging, runs the demo with ``DemoRunner``
  /// and turns a failure into the exit status. `makeRoot` gets the screenshot folder.
  public func launch(
    name: String, title: String, size: CGSize,
    makeRoot: @escaping @MainActor (String) -> UIViewController,
    tour: @escaping @MainActor (TourPlayer, UIViewController) throws -> Void
  ) throws {
    bootstrapLogging()
    let directory = screenshots ?? "out/\(name.lowercased())"
    let forceTour = self.tour
    let status = MainActor.assumeIsolated {
      DemoRunner.run(
        name: name, title: title, size: size, forceTour: forceTour, screenshots: directory,
        makeRoot: { makeRoot(directory) }, tour: tour)
    }
    if status != 0 { throw ExitCode(status) }
  }
}
