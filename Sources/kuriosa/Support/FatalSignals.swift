#if canImport(Glibc)
import Glibc
#endif

/// A fatal signal ends the process at once, with nothing saved (#28, docs/cli.md#exit-codes).
/// The Swift runtime's backtracer catches SIGABRT, SIGSEGV and their kind to print a
/// backtrace, and a signal sent from outside (`kill -ABRT`) then let a photo import carry on
/// and commit. This handler says one line, puts the default action back and raises the
/// signal again, so the process dies of it (exit status 128 + N) before any save.
enum FatalSignals {
    static let signals: [Int32] = [SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE]

    static func install() {
        // A signal mask is inherited across exec: a parent that blocks these (a test runner, a
        // job scheduler) would leave the signal pending for ever, and the work would go on.
        // Unblocked before any thread starts, so every thread takes them.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signal in signals + [SIGINT, SIGTERM, SIGHUP] { sigaddset(&unblock, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        // An ignored SIGINT or SIGTERM is inherited across exec too: a command started with
        // `&` from a script, or under `trap '' INT`, ran an undo or merge to its save through
        // Ctrl-C and `kill`, and exited 0. Every command ends on them (a writer before its
        // atomic save has written nothing; commands that must clean up install their own).
        // SIGHUP stays as inherited: `nohup` ignores it on purpose.
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                // Only async-signal-safe calls: write(2), signal(2), raise(3).
                let message: StaticString = "kuriosa: ended by a fatal signal; nothing was saved\n"
                _ = message.withUTF8Buffer { write(2, $0.baseAddress, $0.count) }
                Glibc.signal(number, SIG_DFL)
                raise(number)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
    }
}
