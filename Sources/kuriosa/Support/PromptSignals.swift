#if canImport(Glibc)
import Glibc
#endif

/// The signal handlers of the passphrase prompt: each restores the terminal's settings (echo
/// on) and then dies of the signal as it would have, with the default action re-raised.
/// A signal handler may only touch what is async-signal-safe, so the settings wait in
/// globals set before the handlers are installed.
enum PromptSignals {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    nonisolated(unsafe) static var terminal: Int32 = -1
    nonisolated(unsafe) static var settings = termios()
    nonisolated(unsafe) static var previous: [sigaction] = []

    static func install(fd: Int32, settings saved: termios) {
        terminal = fd
        settings = saved
        previous = []
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { sig in
                tcsetattr(PromptSignals.terminal, TCSAFLUSH, &PromptSignals.settings)
                _ = write(PromptSignals.terminal, "\n", 1)
                Glibc.signal(sig, SIG_DFL)
                raise(sig)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            var old = sigaction()
            sigaction(signal, &action, &old)
            previous.append(old)
        }
    }

    static func uninstall() {
        for (signal, old) in zip(signals, previous) {
            var action = old
            sigaction(signal, &action, nil)
        }
        previous = []
        terminal = -1
    }
}
