import Foundation

/// A response body that passed every check: status 200, the right type (pages), within the
/// byte cap, reached over HTTPS through at most the allowed redirects.
public struct LoadedBody: Sendable, Hashable {
    /// The address after redirects: the base for resolving the page's URLs.
    public var finalURL: URL
    /// The body after Content-Encoding is undone; for a page at most the page cap.
    public var body: Data
    /// The `Content-Type` header as sent, e.g. `text/html; charset=utf-8`.
    public var contentType: String?
    /// True when a page was longer than the cap and only its prefix was read.
    public var truncated: Bool
    /// Redirects followed.
    public var redirects: Int
    /// The address the last connection really used (libcurl's primary IP).
    public var connectedAddress: String?

    public init(finalURL: URL, body: Data, contentType: String?, truncated: Bool = false,
                redirects: Int = 0, connectedAddress: String? = nil) {
        self.finalURL = finalURL
        self.body = body
        self.contentType = contentType
        self.truncated = truncated
        self.redirects = redirects
        self.connectedAddress = connectedAddress
    }
}
