import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-C as a clean stop for a refresh. While installed, SIGINT sets a `CancellationFlag`
/// instead of ending the process, so `RefreshJob.run` ends the loads in progress, saves the
/// rows stored so far and returns with `interrupted` set; the caller then exits with
/// `exitStatus`. `kuriosa previews refresh` and the interrupt test's helper
/// (`Tests/PreviewInterrupt`) both install it, so the test runs the command's own handling.
public final class InterruptHandler {
    /// What a shell reports for a process ended by SIGINT (128 + 2), and what the command
    /// exits with after an interrupted run that was saved.
    public static let exitStatus: Int32 = 130

    /// Set by the first SIGINT; pass it to `RefreshJob.run`.
    public let cancellation: CancellationFlag
    private let source: any DispatchSourceSignal
    private var installed = true

    public init(cancellation: CancellationFlag = CancellationFlag()) {
        self.cancellation = cancellation
        // The default action would end the process before anything is saved.
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [cancellation] in cancellation.cancel() }
        source.resume()
    }

    /// Puts the default action back, so Ctrl-C after the run ends the process as usual.
    public func uninstall() {
        guard installed else { return }
        installed = false
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }

    deinit { uninstall() }
}
