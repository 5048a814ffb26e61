/// One `--allow-host HOST[:PORT]`: an explicit exception to the address rules for a server
/// the person trusts (a staging shop, an intranet catalogue), as Discourse's "allowed internal
/// hosts" are. It matches the host of the address being loaded, on any hop, never a host it
/// redirects to; without a port it matches every port.
public struct AllowedHost: Sendable, Hashable, CustomStringConvertible {
    /// Lowercased, without a trailing dot; an IPv6 address without brackets.
    public var host: String
    public var port: Int?

    public init(host: String, port: Int? = nil) {
        self.host = Self.normalized(host)
        self.port = port
    }

    /// `shop.test`, `shop.test:8443`, `127.0.0.1:8443`, `[::1]:8443`, `::1`; nil for anything else.
    public static func parse(_ text: String) -> AllowedHost? {
        var host = text
        var port: Int?
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            host = String(text[text.index(after: text.startIndex)..<close])
            let rest = text[text.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":"), let p = Int(rest.dropFirst()) else { return nil }
                port = p
            }
            guard IPLiteral.bytes(host) != nil else { return nil }
        } else if text.filter({ $0 == ":" }).count == 1, let colon = text.firstIndex(of: ":") {
            host = String(text[..<colon])
            guard let p = Int(text[text.index(after: colon)...]) else { return nil }
            port = p
        } else if text.contains(":") {
            guard IPLiteral.bytes(text) != nil else { return nil }
        }
        if let port, !(1...65535).contains(port) { return nil }
        let normalized = normalized(host)
        let printable = normalized.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F && !"/?#@".unicodeScalars.contains($0) }
        guard !normalized.isEmpty, printable else { return nil }
        return AllowedHost(host: normalized, port: port)
    }

    /// True for a URL host (as Foundation gives it, IPv6 possibly in brackets) and port.
    func matches(host other: String, port otherPort: Int) -> Bool {
        Self.normalized(other) == host && (port == nil || port == otherPort)
    }

    static func normalized(_ host: String) -> String {
        var h = host.lowercased()
        if h.hasPrefix("[") && h.hasSuffix("]") { h = String(h.dropFirst().dropLast()) }
        while h.hasSuffix(".") { h.removeLast() }
        return h
    }

    public var description: String {
        let shown = host.contains(":") ? "[\(host)]" : host
        return port.map { "\(shown):\($0)" } ?? shown
    }
}
