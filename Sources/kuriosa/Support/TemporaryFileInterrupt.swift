import Foundation
import KuriosaCore
#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-C while a command renders a file into its temporary copy (a PDF or workbook export,
/// labels): the temporary file is removed and the process ends with 130 at once, so an
/// interrupted export leaves nothing behind in the folder and the target untouched
/// (docs/cli.md, "Exit codes"). Only the rendering is covered: what follows it (labels linking
/// their codes and saving the library) runs to its end or not at all under the store's own
/// rules.
enum TemporaryFileInterrupt {
    static func during<T>(_ temp: URL, output: String, _ body: () throws -> T) rethrows -> T {
        let path = temp.path
        // After a progress line on a terminal, the message starts a line of its own.
        let message = "\(Terminal.stderrIsTerminal ? "\n" : "")kuriosa: interrupted; \(output) was not written\n"
        let interrupt = InterruptSignal {
            try? FileManager.default.removeItem(atPath: path)
            FileHandle.standardError.write(Data(message.utf8))
            // Not `exit`: the drawing threads are still running, and exit handlers and the
            // libraries' destructors would run under them.
            _exit(InterruptSignal.exitStatus)
        }
        defer { interrupt.uninstall() }
        return try body()
    }
}
