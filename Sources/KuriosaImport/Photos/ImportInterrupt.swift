import Dispatch
import Foundation
import KuriosaCore
#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-C as a clean stop for `kuriosa import` (docs/import.md#ctrl-c-and---photo-timeout).
/// While installed, SIGINT sets a flag instead of ending the process at once: the photo
/// decodes in progress stop (libjpeg's progress monitor asks it every row of MCUs), the
/// writing loop stops before its next row, the import rolls back and removes the photos it
/// sealed, and the command exits with 130.
///
/// What cannot be stopped half-way (TurboJPEG's lossless transform has no progress hook; the
/// save is one atomic write) is bounded by `grace`: a process that has not ended by then ends
/// as the default action would have ended it, which the package survives byte for byte (the
/// catalog is written atomically; sealed photos are in the intent file, which the next command
/// clears). A second Ctrl-C ends it at once.
public final class ImportInterrupt: Sendable {
    /// A shell's status for a process ended by SIGINT (128 + 2).
    public static let exitStatus: Int32 = InterruptSignal.exitStatus

    /// Cancelled by the first Ctrl-C: the import's `PhotoLimits.cancellation`.
    public let token: CancellationToken
    private let handler: InterruptSignal

    /// - Parameter grace: seconds from the first Ctrl-C to the end, whatever is running.
    public init(grace: Double = 0.6) {
        let token = CancellationToken()
        self.token = token
        handler = InterruptSignal.cancelling(token) {
            // The next Ctrl-C is the default one.
            signal(SIGINT, SIG_DFL)
            DispatchQueue.global().asyncAfter(deadline: .now() + grace) { _exit(Self.exitStatus) }
        }
    }

    /// True once Ctrl-C was pressed.
    public var isInterrupted: Bool { token.isCancelled }

    /// Puts the default action back.
    public func uninstall() { handler.uninstall() }
}
