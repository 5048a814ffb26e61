internal import CCurlShims

/// A flag any thread may set (Ctrl-C) and every transfer in progress reads through libcurl's
/// progress callback, so a run stops within moments instead of at the next time limit.
public final class CancellationFlag: @unchecked Sendable {
    // @unchecked: the flag is one int read and written only with C atomics.
    let pointer: UnsafeMutableRawPointer

    public init() {
        guard let p = kq_flag_new() else {
            // calloc of 4 bytes failing means the process is out of memory anyway.
            preconditionFailure("out of memory allocating a cancellation flag")
        }
        pointer = p
    }

    deinit { kq_flag_free(pointer) }

    public func cancel() { kq_flag_set(pointer) }

    public var isCancelled: Bool { kq_flag_get(pointer) != 0 }
}
