/// Why a cryptographic operation failed. Authentication failures are deliberately vague: the
/// caller knows which file it was reading and adds that to its own error.
public enum CryptoError: Error, Equatable, Sendable {
    case authenticationFailed
    case invalidKeySize(Int)
    case openSSL(String)
}

extension CryptoError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .authenticationFailed: "authentication failed (wrong key, wrong context, truncated or tampered data)"
        case .invalidKeySize(let n): "invalid key size \(n) bytes (need 32)"
        case .openSSL(let what): "OpenSSL: \(what)"
        }
    }
}
