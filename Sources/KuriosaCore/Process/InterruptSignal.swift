import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-C as an event instead of the end of the process, for the commands that must stop
/// cleanly (an import rolls back and removes its photos; a refresh saves what it stored).
/// The one place that swaps SIGINT's default action for a dispatch source and puts it back;
/// `ImportInterrupt` and `InterruptHandler` say what their command does with the event.
public final class InterruptSignal: @unchecked Sendable {
    /// What a shell reports for a process ended by SIGINT (128 + 2), and what a command that
    /// stopped cleanly on Ctrl-C exits with.
    public static let exitStatus: Int32 = 130

    private let source: any DispatchSourceSignal
    private var installed = true

    /// - Parameter onInterrupt: runs on a global queue at each SIGINT while installed.
    public init(onInterrupt: @escaping @Sendable () -> Void) {
        // The default action would end the process before the command could clean up.
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler(handler: onInterrupt)
        source.resume()
    }

    /// Ctrl-C cancels `token` (and then runs `then`, e.g. a grace timer); what stops is what
    /// asks the token.
    public static func cancelling(_ token: CancellationToken, then: (@Sendable () -> Void)? = nil) -> InterruptSignal {
        InterruptSignal {
            token.cancel()
            then?()
        }
    }

    /// Puts the default action back, so Ctrl-C after the work ends the process as usual.
    public func uninstall() {
        guard installed else { return }
        installed = false
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }

    deinit { uninstall() }
}
