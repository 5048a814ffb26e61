internal import CCurl
internal import CCurlShims
import Foundation
import KuriosaCore

/// Loads link-preview pages and their pictures over HTTPS with libcurl, under the rules of
/// docs/link-previews.md: HTTPS on every hop, at most five redirects (followed here, one hop
/// at a time, so each is checked), time limits, a byte cap, only HTML for pages, and no
/// connection to a private or otherwise special-purpose address — judged on the socket curl
/// is about to open, so DNS rebinding cannot slip past a check made earlier — except to the
/// hosts the person allowed.
///
/// One loader owns one curl handle and is used by one thread at a time; make one per worker.
public final class PageLoader {
    public let configuration: LoaderConfiguration
    let handle: UnsafeMutableRawPointer
    let guardState: UnsafeMutablePointer<kq_curl_guard>
    private var resolveList: UnsafeMutableRawPointer?
    var pageHeaders: UnsafeMutableRawPointer?
    var pictureHeaders: UnsafeMutableRawPointer?
    /// The `Retry-After` of the last 429 or 503 (seconds, libcurl's reading of either form).
    public internal(set) var lastRetryAfter: Int?
    /// Asked by libcurl's progress callback through `guardState` (Ctrl-C); kept alive here
    /// while the guard points at it.
    let cancellation: CancellationToken?

    /// What one load is for: a page (HTML only, prefix kept) or a picture (any type, refused
    /// above the byte cap).
    enum Kind {
        case page, picture
    }

    public init(configuration: LoaderConfiguration = LoaderConfiguration(), cancellation: CancellationToken? = nil) throws(LoaderSetupError) {
        guard kq_curl_global_init_once() == 0 else { throw LoaderSetupError("curl_global_init failed") }
        guard let handle = curl_easy_init() else { throw LoaderSetupError("curl_easy_init returned no handle") }
        self.configuration = configuration
        self.handle = handle
        self.cancellation = cancellation
        guardState = UnsafeMutablePointer<kq_curl_guard>.allocate(capacity: 1)
        guardState.initialize(to: kq_curl_guard())
        guardState.pointee.allow_loopback = configuration.allowLoopback ? 1 : 0
        if let cancellation {
            guardState.pointee.cancel_context = UnsafeRawPointer(Unmanaged.passUnretained(cancellation).toOpaque())
            guardState.pointee.is_cancelled = { context in
                guard let context else { return 0 }
                return Unmanaged<CancellationToken>.fromOpaque(context).takeUnretainedValue().isCancelled ? 1 : 0
            }
        }
        do {
            try configure()
        } catch {
            release()
            throw error
        }
    }

    deinit { release() }

    private func release() {
        curl_easy_cleanup(handle)
        kq_curl_slist_free(resolveList)
        kq_curl_slist_free(pageHeaders)
        kq_curl_slist_free(pictureHeaders)
        guardState.deallocate()
    }

    /// Options that stay the same for every transfer of this handle.
    private func configure() throws(LoaderSetupError) {
        let c = configuration
        try set(CURLOPT_PROTOCOLS_STR, "https")
        try set(CURLOPT_REDIR_PROTOCOLS_STR, "https")
        try set(CURLOPT_FOLLOWLOCATION, 0)
        try set(CURLOPT_NOSIGNAL, 1)
        // Proxies only as configured (the command reads the environment and says so); libcurl
        // would otherwise take `https_proxy` on its own. The proxy's addresses are pinned and
        // allowed; see `ProxySetting`.
        try set(CURLOPT_PROXY, c.proxy?.url ?? "")
        var resolve = c.hostAddresses.map { "\($0.host):\($0.port):\($0.address)" }
        if let proxy = c.proxy {
            try set(CURLOPT_NOPROXY, proxy.noProxy ?? "")
            if let entry = proxy.resolveEntry { resolve.append(entry) }
            withUnsafeMutableBytes(of: &guardState.pointee.proxy_address) { raw in
                for (i, address) in proxy.addresses.prefix(4).enumerated() {
                    raw.baseAddress!.advanced(by: i * 16).copyMemory(from: address.bytes, byteCount: address.bytes.count)
                }
            }
            withUnsafeMutableBytes(of: &guardState.pointee.proxy_family) { raw in
                let families = raw.bindMemory(to: Int32.self)
                for (i, address) in proxy.addresses.prefix(4).enumerated() { families[i] = address.family }
            }
            guardState.pointee.proxy_count = Int32(min(4, proxy.addresses.count))
        }
        try set(CURLOPT_USERAGENT, c.userAgent)
        try set(CURLOPT_ACCEPT_ENCODING, "")
        try set(CURLOPT_CONNECTTIMEOUT_MS, Int(c.connectTimeout * 1000))
        try set(CURLOPT_SSL_VERIFYPEER, 1)
        try set(CURLOPT_SSL_VERIFYHOST, 2)
        if let ca = c.trustedCAFile {
            try set(CURLOPT_CAINFO, ca)
        } else if let extra = c.extraCAFile {
            // Added, not replacing: libcurl's CA file becomes the person's, and its CA folder
            // (Debian: /etc/ssl/certs, hashed) stays, which OpenSSL searches as well.
            guard let folder: String = info(CURLINFO_CAPATH), !folder.isEmpty else {
                throw LoaderSetupError("this libcurl has no CA folder, so --ca-file cannot be added to the system CAs")
            }
            try set(CURLOPT_CAINFO, extra)
            try set(CURLOPT_CAPATH, folder)
            try set(CURLOPT_PROXY_CAINFO, extra)
            try set(CURLOPT_PROXY_CAPATH, folder)
        }
        if !resolve.isEmpty {
            resolveList = Self.makeList(resolve)
            guard let resolveList else { throw LoaderSetupError("cannot build the host address list") }
            try set(CURLOPT_RESOLVE, resolveList)
        }
        pageHeaders = Self.makeList(["Accept: text/html,application/xhtml+xml;q=0.9"])
        pictureHeaders = Self.makeList(["Accept: image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.5"])
        guard kq_curl_install_guard(handle, guardState) == 0 else { throw LoaderSetupError("cannot install the address guard") }
    }

    // MARK: Loading

    /// Loads a page: `https://` only, HTML only, the first `maximumPageBytes` of it.
    public func loadPage(_ url: URL) -> Result<LoadedBody, LoadFailure> {
        load(url, kind: .page)
    }

    /// Loads a picture: `https://` only, at most `maximumPictureBytes`, any type (the
    /// decoder decides by the bytes).
    public func loadPicture(_ url: URL) -> Result<LoadedBody, LoadFailure> {
        load(url, kind: .picture)
    }

    func load(_ url: URL, kind: Kind) -> Result<LoadedBody, LoadFailure> {
        let limit = kind == .page ? configuration.pageTimeout : configuration.pictureTimeout
        let deadline = Date().addingTimeInterval(limit)
        var current = url
        var redirects = 0
        while true {
            if let failure = refusal(of: current, redirected: redirects > 0) { return .failure(failure) }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return .failure(.timeout) }
            switch transfer(current, kind: kind, timeout: remaining) {
            case .failure(let failure):
                return .failure(failure)
            case .body(var body):
                body.redirects = redirects
                return .success(body)
            case .redirect(let target):
                guard redirects < configuration.maximumRedirects else { return .failure(.tooManyRedirects) }
                guard let target, let next = URL(string: target) else { return .failure(.badRedirect) }
                redirects += 1
                current = next
            }
        }
    }

    /// Checks an address before any connection: HTTPS with a host, not a name that always
    /// means this machine or its network, not a refused address literal (through a proxy
    /// that is all that can be judged). A host of `allowedHosts` passes the last two, and
    /// the socket guard lets its connections through (`allow_any`, set per hop here).
    /// Other addresses are checked when the socket is opened.
    func refusal(of url: URL, redirected: Bool) -> LoadFailure? {
        guard url.scheme?.lowercased() == "https", let rawHost = url.host, !rawHost.isEmpty else {
            return redirected ? .insecureRedirect : .notHTTPS
        }
        let host = AllowedHost.normalized(rawHost)
        let port = url.port ?? 443
        let allowed = configuration.allowedHosts.contains { $0.matches(host: host, port: port) }
        guardState.pointee.allow_any = allowed ? 1 : 0
        if allowed { return nil }
        if host == "localhost" || host.hasSuffix(".localhost") || host == "local" || host.hasSuffix(".local") {
            return .blockedHost(host)
        }
        if let literal = IPLiteral.bytes(host), !IPLiteral.isPublic(literal, allowLoopback: configuration.allowLoopback) {
            return .blockedAddress(host)
        }
        return nil
    }

    // MARK: curl helpers

    func set(_ option: CURLoption, _ value: Int) throws(LoaderSetupError) {
        let rc = kq_curl_setopt_long(handle, Int32(option.rawValue), value)
        guard rc == 0 else { throw LoaderSetupError("curl option \(option.rawValue) refused: code \(rc)") }
    }

    /// For `curl_off_t` options (`CURLOPT_MAXFILESIZE_LARGE`).
    func set(_ option: CURLoption, offset value: Int64) throws(LoaderSetupError) {
        let rc = kq_curl_setopt_off(handle, Int32(option.rawValue), value)
        guard rc == 0 else { throw LoaderSetupError("curl option \(option.rawValue) refused: code \(rc)") }
    }

    func set(_ option: CURLoption, _ value: String) throws(LoaderSetupError) {
        let rc = kq_curl_setopt_string(handle, Int32(option.rawValue), value)
        guard rc == 0 else { throw LoaderSetupError("curl option \(option.rawValue) refused: code \(rc)") }
    }

    func set(_ option: CURLoption, _ value: UnsafeMutableRawPointer?) throws(LoaderSetupError) {
        let rc = kq_curl_setopt_ptr(handle, Int32(option.rawValue), value)
        guard rc == 0 else { throw LoaderSetupError("curl option \(option.rawValue) refused: code \(rc)") }
    }

    func info(_ key: CURLINFO) -> Int? {
        var value = 0
        return kq_curl_getinfo_long(handle, Int32(key.rawValue), &value) == 0 ? value : nil
    }

    func info(_ key: CURLINFO) -> String? {
        var value: UnsafePointer<CChar>?
        guard kq_curl_getinfo_string(handle, Int32(key.rawValue), &value) == 0, let value else { return nil }
        return String(cString: value)
    }

    static func makeList(_ items: [String]) -> UnsafeMutableRawPointer? {
        var copies = items.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        return copies.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { base in
                base.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                    kq_curl_slist_make($0, buffer.count)
                }
            }
        }
    }
}

@available(*, unavailable) extension PageLoader: Sendable {}

/// The loader could not be set up (libcurl refused an option or ran out of memory).
public struct LoaderSetupError: Error, CustomStringConvertible {
    public let description: String
    init(_ message: String) { description = message }
}
