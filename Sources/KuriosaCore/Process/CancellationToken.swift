import Synchronization

/// The one way work is asked to stop (#26): Ctrl-C cancels it (`InterruptSignal.cancelling`),
/// and whatever can stop half-way asks it — an import's rows and photo decodes, a picture's
/// decode in C (libjpeg's progress monitor, libpng's and giflib's row loops, through a
/// pointer to the token), libcurl's progress callback, the load queue of a refresh, a wait for
/// the library's lock. Before it there were six: an NSLock'd flag, a C int, and closures.
/// Cancelling is for good; a token is not reset.
public final class CancellationToken: Sendable {
    private let cancelled = Atomic<Bool>(false)

    public init() {}

    public func cancel() { cancelled.store(true, ordering: .sequentiallyConsistent) }

    public var isCancelled: Bool { cancelled.load(ordering: .sequentiallyConsistent) }
}
