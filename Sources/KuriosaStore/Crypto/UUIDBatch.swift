internal import CCrypto

/// New IDs for bulk work (an import makes two per row): random bytes are drawn from
/// OpenSSL 4 KiB at a time instead of 16 bytes and an array per ID. The IDs are the same
/// UUID v4 as `SecureRandom.uuid()`, and a test's `SecureRandom.sequence` still applies.
struct UUIDBatch: Sendable {
    private var pool = [UInt8](repeating: 0, count: 4096)
    private var position = 4096

    public init() {}

    public mutating func next() -> String {
        if SecureRandom.sequence != nil { return SecureRandom.uuid() }
        if position == pool.count {
            let ok = pool.withUnsafeMutableBufferPointer { RAND_bytes($0.baseAddress, Int32($0.count)) } == 1
            // Without OpenSSL's generator (never seen): one ID at a time from the fallback.
            guard ok else { return SecureRandom.uuid() }
            position = 0
        }
        defer { position += 16 }
        return pool.withUnsafeBufferPointer { UUIDText.format(UnsafeBufferPointer(rebasing: $0[position..<position + 16])) }
    }
}
