internal import CCurlShims
#if canImport(Glibc)
import Glibc
#endif

/// Addresses written as text (a URL's host, a `--resolve` entry): parsed by the C library's
/// `inet_pton`, judged by the same rule the socket guard applies.
enum IPLiteral {
    /// The family and bytes of an IPv4 or IPv6 address (no brackets); nil for a host name.
    static func bytes(_ text: String) -> (family: Int32, bytes: [UInt8])? {
        var v4 = [UInt8](repeating: 0, count: 4)
        if inet_pton(AF_INET, text, &v4) == 1 { return (AF_INET, v4) }
        var v6 = [UInt8](repeating: 0, count: 16)
        if inet_pton(AF_INET6, text, &v6) == 1 { return (AF_INET6, v6) }
        return nil
    }

    /// True when the address literal may be connected to under the address rules.
    static func isPublic(_ parsed: (family: Int32, bytes: [UInt8]), allowLoopback: Bool) -> Bool {
        kq_address_is_public(parsed.family, parsed.bytes, allowLoopback ? 1 : 0) != 0
    }
}
