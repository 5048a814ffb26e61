import Dispatch
import KuriosaCore
#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-C as a clean stop for a refresh. While installed, SIGINT cancels a `CancellationToken`
/// instead of ending the process, so `RefreshJob.run` ends the loads in progress, saves the
/// rows stored so far and returns with `interrupted` set; the caller then exits with
/// `exitStatus`. `kuriosa previews refresh` and the interrupt test's helper
/// (`Tests/PreviewInterrupt`) both install it, so the test runs the command's own handling.
public final class InterruptHandler {
    /// What a shell reports for a process ended by SIGINT (128 + 2), and what the command
    /// exits with after an interrupted run that was saved.
    public static let exitStatus: Int32 = InterruptSignal.exitStatus

    /// Set by the first SIGINT; pass it to `RefreshJob.run`.
    public let cancellation: CancellationToken
    private let handler: InterruptSignal

    public init(cancellation: CancellationToken = CancellationToken()) {
        self.cancellation = cancellation
        handler = InterruptSignal.cancelling(cancellation)
    }

    /// Puts the default action back, so Ctrl-C after the run ends the process as usual.
    public func uninstall() { handler.uninstall() }
}
