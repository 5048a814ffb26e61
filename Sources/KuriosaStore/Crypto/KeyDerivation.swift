internal import CCrypto

/// The two key-encryption-key derivations of the key slots (format-decisions.md, "Key slots").
public enum KeyDerivation {
    /// HKDF-SHA256 (RFC 5869), extract and expand.
    public static func hkdfSHA256(ikm: [UInt8], salt: [UInt8], info: [UInt8], length: Int) throws -> [UInt8] {
        guard let pctx = EVP_PKEY_CTX_new_id(EVP_PKEY_HKDF, nil) else { throw CryptoError.openSSL("HKDF context") }
        defer { EVP_PKEY_CTX_free(pctx) }
        guard EVP_PKEY_derive_init(pctx) == 1,
              EVP_PKEY_CTX_set_hkdf_md(pctx, EVP_sha256()) == 1,
              salt.withUnsafeBufferPointer({ EVP_PKEY_CTX_set1_hkdf_salt(pctx, $0.baseAddress, Int32($0.count)) }) == 1,
              ikm.withUnsafeBufferPointer({ EVP_PKEY_CTX_set1_hkdf_key(pctx, $0.baseAddress, Int32($0.count)) }) == 1,
              info.withUnsafeBufferPointer({ EVP_PKEY_CTX_add1_hkdf_info(pctx, $0.baseAddress, Int32($0.count)) }) == 1
        else { throw CryptoError.openSSL("HKDF parameters") }
        var out = [UInt8](repeating: 0, count: length)
        var outLen = length
        guard out.withUnsafeMutableBufferPointer({ EVP_PKEY_derive(pctx, $0.baseAddress, &outLen) }) == 1, outLen == length
        else { throw CryptoError.openSSL("HKDF derive") }
        return out
    }

    /// PBKDF2-HMAC-SHA256 over the exact bytes given (callers NFC-normalize passphrases).
    public static func pbkdf2SHA256(password: [UInt8], salt: [UInt8], iterations: Int, length: Int) throws -> [UInt8] {
        guard iterations > 0, iterations <= Int(Int32.max) else { throw CryptoError.openSSL("PBKDF2 iterations \(iterations)") }
        var out = [UInt8](repeating: 0, count: length)
        let chars = password.map { CChar(bitPattern: $0) }
        let ok = chars.withUnsafeBufferPointer { p in
            salt.withUnsafeBufferPointer { s in
                out.withUnsafeMutableBufferPointer { o in
                    PKCS5_PBKDF2_HMAC(p.baseAddress, Int32(p.count), s.baseAddress, Int32(s.count), Int32(iterations),
                                      EVP_sha256(), Int32(length), o.baseAddress)
                }
            }
        }
        guard ok == 1 else { throw CryptoError.openSSL("PBKDF2") }
        return out
    }
}
