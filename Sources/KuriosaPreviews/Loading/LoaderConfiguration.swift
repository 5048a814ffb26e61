import Foundation

/// How the loader fetches pages and pictures. The defaults are the only ones the command line
/// uses; the test-only knobs (`trustedCAFile`, `hostAddresses`, `allowLoopback`) exist so a
/// test suite can reach its own HTTPS server on 127.0.0.1 and are never exposed to users.
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
    /// The page prefix read (rule 1); the rest is never downloaded.
    public var maximumPageBytes = LinkPreviewExtractor.maximumBodyBytes
    /// A larger picture is refused (`too_large`) without being decoded.
    public var maximumPictureBytes = 5 * 1_048_576

    /// Tests only: a PEM file of certificate authorities trusted instead of the system's.
    public var trustedCAFile: String?
    /// Tests only: host names resolved to chosen addresses.
    public var hostAddresses: [HostAddress] = []
    /// Tests only: 127.0.0.0/8 and ::1 are allowed. Every other special-purpose address stays
    /// refused.
    public var allowLoopback = false

    public init() {}
}
