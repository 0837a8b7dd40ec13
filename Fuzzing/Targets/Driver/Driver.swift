// libFuzzer's driver, started from an executable's own entry point (SwiftPM names the entry
// point, so libFuzzer's `main` is not used: the targets link `fuzzer_no_main`).
import Foundation

@_silgen_name("LLVMFuzzerRunDriver")
private func runLibFuzzer(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer with the process's arguments and exits with its status; `callback` takes each
/// input.
public func runFuzzer(_ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
  var argc = CommandLine.argc
  var argv = CommandLine.unsafeArgv
  exit(runLibFuzzer(&argc, &argv, callback))
}
