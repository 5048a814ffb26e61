internal import CCrypto

/// The two key-encryption-key derivations of the key slots (docs/package-format.md#key-slots).
/// Both write straight into a `SecretKey`, so a derived key is never in an array.
enum KeyDerivation {
    /// HKDF-SHA256 (RFC 5869), extract and expand.
    public static func hkdfSHA256(ikm: [UInt8], salt: [UInt8], info: [UInt8], length: Int) throws -> SecretKey {
        guard let pctx = EVP_PKEY_CTX_new_id(EVP_PKEY_HKDF, nil) else { throw CryptoError.openSSL("HKDF context") }
        defer { EVP_PKEY_CTX_free(pctx) }
        guard EVP_PKEY_derive_init(pctx) == 1,
              EVP_PKEY_CTX_set_hkdf_md(pctx, EVP_sha256()) == 1,
              salt.withUnsafeBufferPointer({ EVP_PKEY_CTX_set1_hkdf_salt(pctx, $0.baseAddress, Int32($0.count)) }) == 1,
              ikm.withUnsafeBufferPointer({ EVP_PKEY_CTX_set1_hkdf_key(pctx, $0.baseAddress, Int32($0.count)) }) == 1,
              info.withUnsafeBufferPointer({ EVP_PKEY_CTX_add1_hkdf_info(pctx, $0.baseAddress, Int32($0.count)) }) == 1
        else { throw CryptoError.openSSL("HKDF parameters") }
        return try SecretKey(count: length) { out in
            var outLen = length
            guard EVP_PKEY_derive(pctx, out.baseAddress?.assumingMemoryBound(to: UInt8.self), &outLen) == 1, outLen == length
            else { throw CryptoError.openSSL("HKDF derive") }
        }
    }

    /// PBKDF2-HMAC-SHA256 over the exact bytes given (callers NFC-normalize passphrases).
    public static func pbkdf2SHA256(password: [UInt8], salt: [UInt8], iterations: Int, length: Int) throws -> SecretKey {
        try password.withUnsafeBytes { try pbkdf2SHA256(password: $0, salt: salt, iterations: iterations, length: length) }
    }

    /// The same over bytes lent by the caller (a passphrase's UTF-8 in place, not copied).
    static func pbkdf2SHA256(password: UnsafeRawBufferPointer, salt: [UInt8], iterations: Int, length: Int) throws -> SecretKey {
        guard iterations > 0, iterations <= Int(Int32.max) else { throw CryptoError.openSSL("PBKDF2 iterations \(iterations)") }
        return try SecretKey(count: length) { out in
            let ok = salt.withUnsafeBufferPointer { s in
                PKCS5_PBKDF2_HMAC(password.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(password.count),
                                  s.baseAddress, Int32(s.count), Int32(iterations),
                                  EVP_sha256(), Int32(length), out.baseAddress?.assumingMemoryBound(to: UInt8.self))
            }
            guard ok == 1 else { throw CryptoError.openSSL("PBKDF2") }
        }
    }
}
