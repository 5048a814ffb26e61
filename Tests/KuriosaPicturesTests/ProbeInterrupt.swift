import Foundation
import KuriosaTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A real SIGINT to `kuriosa-picture-probe` while it decodes `file` again and again, sent once
/// the first decodes are done: how the process ended, what it printed after the signal, and
/// how long it took to end (the bombs' Ctrl-C tests, every format).
enum ProbeInterrupt {
    static func interruptRepeatedDecode(of file: URL) throws -> (status: Int32, rest: String, took: TimeInterval) {
        let process = Process()
        process.executableURL = TestProcess.executable("kuriosa-picture-probe")
        process.arguments = ["full", file.path, "--repeat", "10000"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let handle = out.fileHandleForReading
        var seen = ""
        while !seen.contains("ok ") { seen += String(decoding: handle.availableData, as: UTF8.self) }
        kill(process.processIdentifier, SIGINT)
        let sent = Date()
        process.waitUntilExit()
        let took = Date().timeIntervalSince(sent)
        return (process.terminationStatus, String(decoding: handle.readDataToEndOfFile(), as: UTF8.self), took)
    }
}
