internal import CCrypto

/// AES-256-GCM with a 12-byte nonce and a 16-byte tag, the one cipher of the library format
/// (key slots and KEF1 records). The context keeps OpenSSL's key schedule so that sealing many
/// KEF1 records re-initializes only the nonce.
final class AESGCM {
    public static let nonceSize = 12
    public static let tagSize = 16
    private let ctx: OpaquePointer
    private let encrypting: Bool

    /// - Parameter encrypting: one context either seals or opens, as OpenSSL's EVP contexts do.
    public init(key: SecretKey, encrypting: Bool) throws {
        guard key.count == 32 else { throw CryptoError.invalidKeySize(key.count) }
        guard let ctx = EVP_CIPHER_CTX_new() else { throw CryptoError.openSSL("EVP_CIPHER_CTX_new") }
        self.ctx = ctx
        self.encrypting = encrypting
        let ok = key.withUnsafeBytes { raw in
            let k = raw.baseAddress?.assumingMemoryBound(to: UInt8.self)
            return encrypting
                ? EVP_EncryptInit_ex(ctx, EVP_aes_256_gcm(), nil, k, nil)
                : EVP_DecryptInit_ex(ctx, EVP_aes_256_gcm(), nil, k, nil)
        }
        guard ok == 1 else {
            EVP_CIPHER_CTX_free(ctx)
            throw CryptoError.openSSL("cipher init")
        }
    }

    deinit { EVP_CIPHER_CTX_free(ctx) }

    /// Seals `plaintext` into `output` (ciphertext followed by the tag).
    public func seal(nonce: UnsafeRawBufferPointer, aad: UnsafeRawBufferPointer,
                     plaintext: UnsafeRawBufferPointer, output: UnsafeMutableRawBufferPointer) throws {
        precondition(encrypting && nonce.count == Self.nonceSize && output.count >= plaintext.count + Self.tagSize)
        let out = output.baseAddress!.assumingMemoryBound(to: UInt8.self)
        var len: Int32 = 0
        guard EVP_EncryptInit_ex(ctx, nil, nil, nil, nonce.baseAddress?.assumingMemoryBound(to: UInt8.self)) == 1
        else { throw CryptoError.openSSL("set nonce") }
        if aad.count > 0 {
            guard EVP_EncryptUpdate(ctx, nil, &len, aad.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(aad.count)) == 1
            else { throw CryptoError.openSSL("aad") }
        }
        var written = 0
        if plaintext.count > 0 {
            guard EVP_EncryptUpdate(ctx, out, &len, plaintext.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(plaintext.count)) == 1
            else { throw CryptoError.openSSL("encrypt") }
            written = Int(len)
        }
        guard EVP_EncryptFinal_ex(ctx, out + written, &len) == 1 else { throw CryptoError.openSSL("final") }
        written += Int(len)
        guard EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_GCM_GET_TAG, Int32(Self.tagSize), out + written) == 1
        else { throw CryptoError.openSSL("get tag") }
    }

    /// Opens `sealed` (ciphertext followed by the tag) into `output`; throws
    /// `authenticationFailed` when the tag does not match.
    public func open(nonce: UnsafeRawBufferPointer, aad: UnsafeRawBufferPointer,
                     sealed: UnsafeRawBufferPointer, output: UnsafeMutableRawBufferPointer) throws {
        precondition(!encrypting && nonce.count == Self.nonceSize)
        guard sealed.count >= Self.tagSize, output.count >= sealed.count - Self.tagSize else {
            throw CryptoError.authenticationFailed
        }
        let ctLen = sealed.count - Self.tagSize
        let base = sealed.baseAddress!.assumingMemoryBound(to: UInt8.self)
        let out = output.baseAddress?.assumingMemoryBound(to: UInt8.self)
        var len: Int32 = 0
        guard EVP_DecryptInit_ex(ctx, nil, nil, nil, nonce.baseAddress?.assumingMemoryBound(to: UInt8.self)) == 1
        else { throw CryptoError.openSSL("set nonce") }
        if aad.count > 0 {
            guard EVP_DecryptUpdate(ctx, nil, &len, aad.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(aad.count)) == 1
            else { throw CryptoError.openSSL("aad") }
        }
        var written = 0
        if ctLen > 0 {
            guard let out, EVP_DecryptUpdate(ctx, out, &len, base, Int32(ctLen)) == 1
            else { throw CryptoError.openSSL("decrypt") }
            written = Int(len)
        }
        // No allocation per record: the tag is passed in place, and an empty record's final
        // output goes to a scratch value on the stack.
        guard EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_GCM_SET_TAG, Int32(Self.tagSize), UnsafeMutableRawPointer(mutating: base + ctLen)) == 1
        else { throw CryptoError.openSSL("set tag") }
        var scratch: (UInt64, UInt64) = (0, 0)
        let final: Int32 = if let out {
            EVP_DecryptFinal_ex(ctx, out + written, &len)
        } else {
            withUnsafeMutableBytes(of: &scratch) { EVP_DecryptFinal_ex(ctx, $0.baseAddress?.assumingMemoryBound(to: UInt8.self), &len) }
        }
        guard final == 1 else { throw CryptoError.authenticationFailed }
    }

    /// One-shot seal of a key (a key slot's wrapped data key): ciphertext || tag.
    static func seal(key: SecretKey, nonce: [UInt8], aad: [UInt8], plaintext: SecretKey) throws -> [UInt8] {
        let gcm = try AESGCM(key: key, encrypting: true)
        var out = [UInt8](repeating: 0, count: plaintext.count + tagSize)
        try nonce.withUnsafeBytes { n in try aad.withUnsafeBytes { a in try plaintext.withUnsafeBytes { p in
            try out.withUnsafeMutableBytes { o in try gcm.seal(nonce: n, aad: a, plaintext: p, output: o) }
        } } }
        return out
    }

    /// One-shot open of ciphertext || tag into a key: the plaintext goes straight into the
    /// key's own memory, never into an array.
    static func open(key: SecretKey, nonce: [UInt8], aad: [UInt8], sealed: [UInt8]) throws -> SecretKey {
        let gcm = try AESGCM(key: key, encrypting: false)
        guard sealed.count >= tagSize else { throw CryptoError.authenticationFailed }
        return try SecretKey(count: sealed.count - tagSize) { o in
            try nonce.withUnsafeBytes { n in try aad.withUnsafeBytes { a in try sealed.withUnsafeBytes { s in
                try gcm.open(nonce: n, aad: a, sealed: s, output: o)
            } } }
        }
    }
}

@available(*, unavailable) extension AESGCM: Sendable {}
