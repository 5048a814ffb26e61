import Synchronization

/// Predictable IDs for tests (`SecureRandom.$sequence.withValue`): UUID v4 shaped, counting
/// up from 1, so they sort in the order they were made.
final class UUIDSequence: Sendable {
    private let counter = Mutex<UInt64>(0)

    public init() {}

    /// The next ID: `00000000-0000-4000-8000-000000000001`, then `…02`, …
    public func next() -> String {
        let n = counter.withLock { value in
            value += 1
            return value
        }
        var bytes = [UInt8](repeating: 0, count: 16)
        bytes[6] = 0x40
        bytes[8] = 0x80
        for i in 0..<8 { bytes[15 - i] = UInt8(truncatingIfNeeded: n >> (8 * UInt64(i))) }
        return bytes.withUnsafeBufferPointer { UUIDText.format($0) }
    }
}
