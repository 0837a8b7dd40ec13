import FuzzDriver
import Foundation

if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--make-seeds" {
  MainActor.assumeIsolated { makeSeeds(in: CommandLine.arguments[2]) }
  exit(0)
}
runFuzzer { data, size in fuzzATSPIMessage(data, size) }
