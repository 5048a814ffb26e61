import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Terminal I/O: messages to stderr, progress only when stderr is a terminal, and a prompt
/// that does not echo secrets.
enum Terminal {
    static var stderrIsTerminal: Bool { isatty(2) == 1 }
    static var stdinIsTerminal: Bool { isatty(0) == 1 }

    static func error(_ message: String) {
        FileHandle.standardError.write(Data(("kuriosa: " + message + "\n").utf8))
    }

    static func note(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Reads a line from the terminal without echo; nil when there is no terminal. A signal
    /// that ends the process meanwhile (Ctrl-C, SIGTERM, SIGHUP, Ctrl-\\) first restores the
    /// terminal's settings, as readpassphrase(3) does, so the shell is not left without echo.
    static func readSecret(prompt: String) -> String? {
        let fd = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var old = termios()
        guard tcgetattr(fd, &old) == 0 else { return nil }
        var quiet = old
        quiet.c_lflag &= ~tcflag_t(ECHO)
        _ = prompt.withCString { write(fd, $0, strlen($0)) }
        PromptSignals.install(fd: fd, settings: old)
        tcsetattr(fd, TCSAFLUSH, &quiet)
        defer {
            tcsetattr(fd, TCSAFLUSH, &old)
            PromptSignals.uninstall()
            _ = write(fd, "\n", 1)
        }
        var bytes = [UInt8]()
        var c: UInt8 = 0
        while true {
            let n = read(fd, &c, 1)
            if n < 0, errno == EINTR { continue }
            guard n == 1, c != 10, c != 13 else { break }
            bytes.append(c)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// A one-line progress display on stderr, drawn only on a terminal and at most ten times a
/// second, so that scripts and logs stay clean.
final class Progress {
    private let label: String
    private let total: Int
    private let enabled: Bool
    private var last = Date.distantPast
    private var shown = false

    init(_ label: String, total: Int, quiet: Bool = false) {
        self.label = label
        self.total = total
        self.enabled = !quiet && Terminal.stderrIsTerminal
    }

    func update(_ done: Int) {
        guard enabled else { return }
        let now = Date()
        guard now.timeIntervalSince(last) > 0.1 || done == total else { return }
        last = now
        let pct = total > 0 ? done * 100 / total : 100
        let width = 30
        let filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        FileHandle.standardError.write(Data("\r\(label) \(bar) \(pct)% (\(done)/\(total))\u{1B}[K".utf8))
        shown = true
    }

    func finish() {
        guard enabled, shown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
