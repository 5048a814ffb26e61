import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The HTTPS proxy a refresh goes through (`--proxy`, else `https_proxy` / `all_proxy` from
/// the environment), and the hosts that bypass it (`no_proxy`, passed to libcurl as it is).
///
/// Through a proxy the toolkit connects to the proxy, and the proxy resolves and connects to
/// the site, so the address rule cannot be judged on the site's socket. What still holds:
/// HTTPS on every hop, the refused host names, and address literals in links and redirects
/// (`https://10.0.0.1/`) are judged before the request. The proxy's own addresses (the ones
/// resolved here, pinned for libcurl with `CURLOPT_RESOLVE`) are allowed whatever they are,
/// because the person named that host; any other socket is judged as without a proxy, so a
/// host libcurl reaches directly because of `no_proxy` gets the full rule.
public struct ProxySetting: Sendable, Hashable {
    /// As given, e.g. `http://proxy.corp:3128`.
    public var url: String
    public var host: String
    public var port: Int
    /// libcurl's `CURLOPT_NOPROXY` list; nil: none.
    public var noProxy: String?
    /// Filled by `resolved()`: the proxy host's addresses (at most four).
    var addresses: [(family: Int32, bytes: [UInt8])] = []

    /// `http://HOST[:PORT]` or `https://HOST[:PORT]` (libcurl's default ports 1080 and 443);
    /// nil for anything else.
    public init?(_ text: String, noProxy: String? = nil) {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty,
              components.path.isEmpty || components.path == "/" else { return nil }
        url = text
        self.host = AllowedHost.normalized(host)
        port = components.port ?? (scheme == "https" ? 443 : 1080)
        self.noProxy = noProxy.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The proxy of an environment as libcurl would pick it for an `https://` address:
    /// `https_proxy`, `HTTPS_PROXY`, `all_proxy`, `ALL_PROXY`, with `no_proxy`/`NO_PROXY`.
    /// - Throws: the variable's name when its value is not a usable proxy address.
    public static func fromEnvironment(_ environment: [String: String]) throws(ProxyError) -> ProxySetting? {
        let noProxy = environment["no_proxy"] ?? environment["NO_PROXY"]
        for name in ["https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            guard let setting = ProxySetting(value, noProxy: noProxy) else { throw ProxyError.unusable(name, value) }
            return setting
        }
        return nil
    }

    /// This setting with the proxy host resolved once, so the socket guard knows which
    /// addresses are the proxy's and libcurl connects to exactly those.
    public func resolved() throws(ProxyError) -> ProxySetting {
        var copy = self
        if let literal = IPLiteral.bytes(host) {
            copy.addresses = [literal]
            return copy
        }
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, nil, &hints, &list) == 0, let first = list else { throw ProxyError.unresolved(host) }
        defer { freeaddrinfo(list) }
        var node: UnsafeMutablePointer<addrinfo>? = first
        while let entry = node, copy.addresses.count < 4 {
            node = entry.pointee.ai_next
            guard let address = entry.pointee.ai_addr else { continue }
            var bytes: [UInt8] = []
            if entry.pointee.ai_family == AF_INET {
                var v4 = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
                bytes = withUnsafeBytes(of: &v4) { Array($0) }
            } else if entry.pointee.ai_family == AF_INET6 {
                var v6 = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_addr }
                bytes = withUnsafeBytes(of: &v6) { Array($0) }
            } else {
                continue
            }
            if !copy.addresses.contains(where: { $0.family == entry.pointee.ai_family && $0.bytes == bytes }) {
                copy.addresses.append((entry.pointee.ai_family, bytes))
            }
        }
        guard !copy.addresses.isEmpty else { throw ProxyError.unresolved(host) }
        return copy
    }

    /// The `CURLOPT_RESOLVE` entry pinning the proxy host to the resolved addresses.
    var resolveEntry: String? {
        guard IPLiteral.bytes(host) == nil, !addresses.isEmpty else { return nil }
        let texts = addresses.map { entry -> String in
            var buffer = [CChar](repeating: 0, count: 64)
            _ = inet_ntop(entry.family, entry.bytes, &buffer, 64)
            let text = String(cString: buffer)
            return entry.family == AF_INET6 ? "[\(text)]" : text
        }
        return "\(host):\(port):\(texts.joined(separator: ","))"
    }

    public static func == (a: ProxySetting, b: ProxySetting) -> Bool {
        a.url == b.url && a.noProxy == b.noProxy && a.addresses.map(\.bytes) == b.addresses.map(\.bytes)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(url)
        hasher.combine(noProxy)
    }
}

/// A proxy that cannot be used; the message names where it came from.
public enum ProxyError: Error, Sendable, Hashable, CustomStringConvertible {
    case unusable(String, String)
    case unresolved(String)

    public var description: String {
        switch self {
        case .unusable(let source, let value): "\(source) '\(value)' is not an http:// or https:// proxy address (HOST[:PORT])"
        case .unresolved(let host): "the proxy host '\(host)' does not resolve"
        }
    }
}
