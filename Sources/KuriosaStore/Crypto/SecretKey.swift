internal import CCrypto

/// Key bytes that must not outlive their use: a library's data key and the key-encryption
/// keys derived from a passphrase or a recovery key. The bytes live in one allocation of
/// their own that no array, string or copy-on-write buffer shares, and OPENSSL_cleanse
/// wipes them when the last reference goes (Swift may not keep or move them elsewhere, which
/// it does with `[UInt8]`). Nothing outside the store reads them: the bytes are handed only
/// to OpenSSL, through `withUnsafeBytes`, which is internal.
public final class SecretKey: @unchecked Sendable, Equatable {
    // @unchecked: the bytes are written once, in init, and only read afterwards.
    private let storage: UnsafeMutableRawBufferPointer

    /// `count` bytes written by `fill`; wiped and released if `fill` throws.
    init(count: Int, fill: (UnsafeMutableRawBufferPointer) throws -> Void) rethrows {
        storage = .allocate(byteCount: max(count, 1), alignment: 16)
        storage.initializeMemory(as: UInt8.self, repeating: 0)
        do {
            try fill(UnsafeMutableRawBufferPointer(rebasing: storage[0..<count]))
        } catch {
            Self.wipe(storage)
            storage.deallocate()
            throw error
        }
        self.count = count
    }

    /// A copy of key bytes held elsewhere (a vector file, `.dataKey` of a tool that has it):
    /// those bytes stay the caller's to forget.
    public convenience init(copying bytes: some Collection<UInt8>) {
        self.init(count: bytes.count) { out in out.copyBytes(from: bytes) }
    }

    /// Fresh bytes from OpenSSL's CSPRNG, written straight into the key's own memory.
    public static func random(count: Int) throws -> SecretKey {
        try SecretKey(count: count) { out in
            guard count == 0 || RAND_bytes(out.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(count)) == 1 else {
                throw CryptoError.openSSL("RAND_bytes")
            }
        }
    }

    deinit {
        Self.wipe(storage)
        storage.deallocate()
    }

    private static func wipe(_ bytes: UnsafeMutableRawBufferPointer) {
        OPENSSL_cleanse(bytes.baseAddress, bytes.count)
    }

    public let count: Int

    /// Lends the bytes to OpenSSL; they must not be copied out of `body`.
    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(rebasing: storage[0..<count]))
    }

    /// Constant-time comparison (CRYPTO_memcmp), so that comparing keys leaks no prefix length.
    public static func == (lhs: SecretKey, rhs: SecretKey) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.withUnsafeBytes { l in rhs.withUnsafeBytes { r in CRYPTO_memcmp(l.baseAddress, r.baseAddress, l.count) == 0 } }
    }
}

extension SecretKey: CustomStringConvertible, CustomDebugStringConvertible {
    /// Never the bytes: a key that ends up in a log or an error message shows only its size.
    public var description: String { "SecretKey(\(count) bytes)" }
    public var debugDescription: String { description }
}
