import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The `kuriosa` command: a thin front over the toolkit's modules, one file per subcommand.
FatalSignals.install()
let code = CommandRunner.run(Array(CommandLine.arguments.dropFirst()))
exit(code.rawValue)
