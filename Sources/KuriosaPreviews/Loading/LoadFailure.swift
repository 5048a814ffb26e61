/// Why a page or picture did not load. `reason` is the short, stable text the summary and
/// `--json` show per link (documented in docs/link-previews.md).
public enum LoadFailure: Error, Sendable, Hashable {
    /// The address is not `https://` with a host (the link itself, or the picture's).
    case notHTTPS
    /// A redirect pointed to anything but `https://`.
    case insecureRedirect
    /// More redirects than the configuration allows.
    case tooManyRedirects
    /// A redirect without a usable `Location`.
    case badRedirect
    /// A host name that always means the local machine or network (`localhost`, `*.local`).
    case blockedHost(String)
    /// The host resolved only to refused addresses (private, loopback, link-local, …); no
    /// connection was opened to them.
    case blockedAddress(String)
    /// The host name did not resolve.
    case unknownHost
    /// No connection could be made.
    case connectFailed
    /// The TLS handshake or the certificate check failed.
    case tlsFailed
    /// The time limit passed.
    case timeout
    /// Any status but 200 (after redirects).
    case httpStatus(Int)
    /// A challenge, CAPTCHA, block or rate-limit page (`ChallengePage`), with its status.
    case blockedBySite(status: Int)
    /// The page is not `text/html` or `application/xhtml+xml`.
    case notHTML(String?)
    /// The picture is larger than the byte cap.
    case tooLarge
    /// The response could not be decompressed.
    case badEncoding
    /// The run was interrupted.
    case cancelled
    /// The site's response headers are larger than libcurl takes (a header line over its
    /// limit, `limit` bytes when libcurl names it).
    case headersTooLarge(limit: Int?)
    /// Another libcurl error, by its code.
    case network(Int)

    public var reason: String {
        switch self {
        case .notHTTPS: "not_https"
        case .insecureRedirect: "insecure_redirect"
        case .tooManyRedirects: "too_many_redirects"
        case .badRedirect: "bad_redirect"
        case .blockedHost: "blocked_host"
        case .blockedAddress: "blocked_address"
        case .unknownHost: "unknown_host"
        case .connectFailed: "connect_failed"
        case .tlsFailed: "tls_failed"
        case .timeout: "timeout"
        case .httpStatus(let code): "http_status_\(code)"
        case .blockedBySite: "blocked_by_site"
        case .notHTML: "not_html"
        case .tooLarge: "too_large"
        case .badEncoding: "bad_encoding"
        case .cancelled: "cancelled"
        case .headersTooLarge: "headers_too_large"
        case .network(let code): "network_error_\(code)"
        }
    }

    /// True when the site gave a definite answer (a status, a type, a redirect, a refused
    /// address): the "nothing" row is right. False for trouble on the way (time, DNS, TLS),
    /// a temporary status (429, 503) and a block page, where an earlier good preview is kept.
    public var isDefinite: Bool {
        switch self {
        case .httpStatus(let code): code != 429 && code != 503
        case .notHTTPS, .insecureRedirect, .tooManyRedirects, .badRedirect, .blockedHost, .blockedAddress,
             .notHTML, .tooLarge, .headersTooLarge:
            true
        case .unknownHost, .connectFailed, .tlsFailed, .timeout, .badEncoding, .cancelled, .network, .blockedBySite:
            false
        }
    }
}

extension LoadFailure {
    /// True when the toolkit refused the link by its own rules or this machine's set-up, not
    /// because the site answered: a host or address the guard refuses (`--allow-host`), a
    /// certificate this machine does not trust or a TLS failure (`--ca-file`), the proxy
    /// (`CURLE_COULDNT_RESOLVE_PROXY` 5, `CURLE_PROXY` 97). Such a link is not put on the
    /// day's hold a failed site gets: once the command is fixed, the next run loads it.
    public var isOwnRefusal: Bool {
        switch self {
        case .blockedHost, .blockedAddress, .tlsFailed: true
        case .network(let code): code == 5 || code == 97
        default: false
        }
    }
}

extension LoadFailure: CustomStringConvertible {
    public var description: String {
        switch self {
        case .blockedHost(let host): "\(reason) (\(host))"
        case .blockedAddress(let address): "\(reason) (\(address))"
        case .blockedBySite(let status): "\(reason) (status \(status))"
        case .notHTML(let type?): "\(reason) (\(type))"
        case .headersTooLarge(let limit?): "\(reason) (the site's headers are over \(limit) bytes a line)"
        case .headersTooLarge: "\(reason) (the site's headers are larger than libcurl takes)"
        default: reason
        }
    }
}
