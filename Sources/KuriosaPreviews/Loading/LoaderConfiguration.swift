import Foundation

/// How the loader fetches pages and pictures. The defaults are what the public web needs;
/// `extraCAFile`, `allowedHosts`, `hostAddresses`, `proxy` and `userAgent` are what a person
/// sets on the command line for servers they trust (`--ca-file`, `--allow-host`, `--resolve`,
/// `--proxy`, `--user-agent`). `trustedCAFile` and `allowLoopback` stay for tests and
/// benchmarks only.
public struct LoaderConfiguration: Sendable {
    /// A host name answered with a chosen address instead of DNS (curl's `CURLOPT_RESOLVE`).
    public struct HostAddress: Sendable, Hashable {
        public var host: String
        public var port: Int
        public var address: String

        public init(host: String, port: Int = 443, address: String) {
            self.host = host
            self.port = port
            self.address = address
        }

        /// curl's `--resolve` form `HOST:PORT:ADDRESS[,ADDRESS]…` (IPv6 addresses with or
        /// without brackets); nil when it is not that.
        public static func parse(_ text: String) -> HostAddress? {
            let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 3, !parts[0].isEmpty, let port = Int(parts[1]), (1...65535).contains(port) else { return nil }
            var addresses: [String] = []
            for item in parts[2].split(separator: ",", omittingEmptySubsequences: false) {
                var address = String(item)
                if address.hasPrefix("[") && address.hasSuffix("]") { address = String(address.dropFirst().dropLast()) }
                guard IPLiteral.bytes(address) != nil else { return nil }
                addresses.append(address.contains(":") ? "[\(address)]" : address)
            }
            return HostAddress(host: parts[0].lowercased(), port: port, address: addresses.joined(separator: ","))
        }
    }

    /// An honest product token: sites can tell who is asking, and nothing impersonates a
    /// browser or `facebookexternalhit`.
    public var userAgent = "KuriosaToolkit/0.1 (+link previews)"
    /// Seconds to set up one connection (TCP and TLS).
    public var connectTimeout: Double = 5
    /// Seconds for the whole page, every redirect included.
    public var pageTimeout: Double = 10
    /// Seconds for the picture, every redirect included.
    public var pictureTimeout: Double = 10
    /// Redirects followed; one more is `too_many_redirects`.
    public var maximumRedirects = 5
    /// The page prefix read (docs/link-preview-rules.md#which-bytes-are-read); the rest is
    /// never downloaded.
    public var maximumPageBytes = LinkPreviewExtractor.maximumBodyBytes
    /// A larger picture is refused (`too_large`) without being decoded.
    public var maximumPictureBytes = 5 * 1_048_576

    /// Tests only: a PEM file of certificate authorities trusted instead of the system's.
    public var trustedCAFile: String?
    /// A PEM file of certificate authorities trusted as well as the system's (`--ca-file`):
    /// a company TLS proxy's or a staging host's own CA.
    public var extraCAFile: String?
    /// Hosts the address rules make an exception for (`--allow-host`): any address, loopback
    /// and private included, and the local names (`localhost`, `*.local`). HTTPS stays required.
    public var allowedHosts: [AllowedHost] = []
    /// Host names resolved to chosen addresses (`--resolve`); the addresses are still judged
    /// by the rules unless the host is allowed.
    public var hostAddresses: [HostAddress] = []
    /// The HTTPS proxy, or nil for direct connections (the default; environment proxies are
    /// read by the command, never by the loader behind its back).
    public var proxy: ProxySetting?
    /// Tests only: 127.0.0.0/8 and ::1 are allowed. Every other special-purpose address stays
    /// refused.
    public var allowLoopback = false

    public init() {}
}
