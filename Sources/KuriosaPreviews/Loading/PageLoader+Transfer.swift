internal import CCurl
internal import CCurlShims
import Foundation

/// One hop: a single request without following redirects, its body gathered by the write
/// callback, which also stops early on a wrong status, a wrong type or a full buffer.
extension PageLoader {
    enum HopResult {
        case body(LoadedBody)
        case redirect(String?)
        case failure(LoadFailure)
    }

    /// What the write callback sees of one transfer. Lives on the heap for the callback's
    /// userdata pointer; used by one thread only.
    final class TransferState {
        let handle: UnsafeMutableRawPointer
        let kind: Kind
        var limit: Int
        var body = Data()
        var checked = false
        var stop: Stop?
        /// A page answered with a status `ChallengePage` reads: its body is gathered (up to
        /// `ChallengePage.bodyBytes`) to tell a block page from a plain error.
        var errorPage = false

        enum Stop {
            case notOK, notHTML(String?), full
        }

        init(handle: UnsafeMutableRawPointer, kind: Kind, limit: Int) {
            self.handle = handle
            self.kind = kind
            self.limit = limit
        }
    }

    static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]

    func transfer(_ url: URL, kind: Kind, timeout: TimeInterval) -> HopResult {
        let limit = kind == .page ? configuration.maximumPageBytes : configuration.maximumPictureBytes
        let state = TransferState(handle: handle, kind: kind, limit: limit)
        guardState.pointee.blocked = 0
        withUnsafeMutableBytes(of: &guardState.pointee.error_text) { $0[0] = 0 }
        lastRetryAfter = nil
        do {
            try set(CURLOPT_URL, url.absoluteString)
            try set(CURLOPT_TIMEOUT_MS, max(1, Int(timeout * 1000)))
            try set(CURLOPT_HTTPHEADER, kind == .page ? pageHeaders : pictureHeaders)
            // The declared length of a picture above the cap is refused before the body.
            try set(CURLOPT_MAXFILESIZE_LARGE, offset: kind == .picture ? Int64(limit) : 0)
        } catch {
            return .failure(.network(Int(CURLE_BAD_FUNCTION_ARGUMENT.rawValue)))
        }
        let code = withExtendedLifetime(state) { () -> CURLcode in
            let userdata = Unmanaged.passUnretained(state).toOpaque()
            guard kq_curl_setopt_write(handle, Self.write, userdata) == 0 else { return CURLE_BAD_FUNCTION_ARGUMENT }
            let code = curl_easy_perform(handle)
            _ = kq_curl_setopt_write(handle, Self.write, nil)
            return code
        }
        let status: Int = info(CURLINFO_RESPONSE_CODE) ?? 0
        let contentType: String? = info(CURLINFO_CONTENT_TYPE)
        if code != CURLE_OK && !(code == CURLE_WRITE_ERROR && state.stop != nil) {
            return .failure(failure(for: code))
        }
        if Self.redirectStatuses.contains(status) {
            return .redirect(info(CURLINFO_REDIRECT_URL))
        }
        if ChallengePage.statuses.contains(status) {
            var seconds: Int64 = 0
            if kq_curl_getinfo_off(handle, Int32(CURLINFO_RETRY_AFTER.rawValue), &seconds) == 0, seconds > 0 {
                lastRetryAfter = Int(clamping: seconds)
            }
        }
        let mitigated = kind == .page ? header("cf-mitigated") : nil
        if kind == .page, status != 200 {
            let title = state.errorPage
                ? LinkPreviewExtractor.extract(html: state.body, baseURL: url, contentTypeHeader: contentType).title : nil
            if ChallengePage.isChallenge(status: status, mitigated: mitigated, title: title, body: state.body) {
                return .failure(.blockedBySite(status: status))
            }
        }
        guard status == 200 else { return .failure(.httpStatus(status)) }
        if kind == .page, mitigated != nil, ChallengePage.isChallenge(status: status, mitigated: mitigated, title: nil, body: Data()) {
            return .failure(.blockedBySite(status: status))
        }
        if kind == .page, !Self.isHTML(contentType) { return .failure(.notHTML(contentType)) }
        var truncated = false
        if case .full = state.stop {
            if kind == .picture { return .failure(.tooLarge) }
            truncated = true
        }
        let finalURL = info(CURLINFO_EFFECTIVE_URL).flatMap { URL(string: $0) } ?? url
        return .body(LoadedBody(finalURL: finalURL, body: state.body, contentType: contentType,
                                truncated: truncated, connectedAddress: info(CURLINFO_PRIMARY_IP)))
    }

    /// A response header of the last transfer (libcurl's header API), nil when absent.
    func header(_ name: String) -> String? {
        var found: UnsafeMutablePointer<curl_header>?
        guard curl_easy_header(handle, name, 0, UInt32(CURLH_HEADER), -1, &found) == CURLHE_OK, let found,
              let value = found.pointee.value else { return nil }
        return String(cString: value)
    }

    /// Turns a libcurl error into a reason, telling a refused address from a plain failure.
    func failure(for code: CURLcode) -> LoadFailure {
        switch code {
        case CURLE_COULDNT_CONNECT where guardState.pointee.blocked != 0:
            let address = withUnsafeBytes(of: guardState.pointee.blocked_address) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            return .blockedAddress(address)
        case CURLE_COULDNT_CONNECT: return .connectFailed
        // libcurl 7.88 refuses a header line over its 100 KB (CURL_MAX_HTTP_HEADER) as "out of
        // memory", saying why only in its verbose log: a real allocation failure of libcurl
        // would end the process sooner, so code 27 is taken for the header limit. An HTTP/2
        // header block it cannot take is a receive error, told apart by its own words.
        case CURLE_OUT_OF_MEMORY:
            return .headersTooLarge(limit: Self.maximum(in: errorText) ?? Self.headerLineLimit)
        case CURLE_RECV_ERROR, CURLE_HTTP2, CURLE_HTTP2_STREAM:
            let text = errorText
            guard text.lowercased().contains("header") else { return .network(Int(code.rawValue)) }
            return .headersTooLarge(limit: Self.maximum(in: text))
        case CURLE_COULDNT_RESOLVE_HOST: return .unknownHost
        case CURLE_OPERATION_TIMEDOUT: return .timeout
        case CURLE_ABORTED_BY_CALLBACK: return .cancelled
        case CURLE_FILESIZE_EXCEEDED: return .tooLarge
        case CURLE_UNSUPPORTED_PROTOCOL: return .notHTTPS
        case CURLE_BAD_CONTENT_ENCODING: return .badEncoding
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM,
             CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
             CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CRL_BADFILE:
            return .tlsFailed
        default: return .network(Int(code.rawValue))
        }
    }

    /// libcurl's limit of one response header line (CURL_MAX_HTTP_HEADER).
    static let headerLineLimit = 102_400

    /// libcurl's message of the last transfer (CURLOPT_ERRORBUFFER), "" when it gave none.
    var errorText: String {
        withUnsafeBytes(of: guardState.pointee.error_text) { raw in String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self) }
    }

    /// The `max is N` of a libcurl message, nil without one.
    static func maximum(in text: String) -> Int? {
        guard let range = text.range(of: "max is ") else { return nil }
        return Int(text[range.upperBound...].prefix(while: \.isNumber))
    }

    /// `text/html` or `application/xhtml+xml`, parameters and case ignored.
    static func isHTML(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let essence = contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let type = essence.trimmingCharacters(in: .whitespaces).lowercased()
        return type == "text/html" || type == "application/xhtml+xml"
    }

    /// The write callback: on the first bytes, stop unless the status is 200 and (pages) the
    /// type is HTML; then gather up to the cap and stop there (returning less than given
    /// makes libcurl end the transfer with CURLE_WRITE_ERROR, which `transfer` expects).
    static let write: kq_curl_write_fn = { data, size, count, userdata in
        guard let userdata else { return 0 }
        let state = Unmanaged<TransferState>.fromOpaque(userdata).takeUnretainedValue()
        let length = size * count
        if !state.checked {
            state.checked = true
            var status = 0
            _ = kq_curl_getinfo_long(state.handle, Int32(CURLINFO_RESPONSE_CODE.rawValue), &status)
            if status != 200 {
                guard state.kind == .page, ChallengePage.statuses.contains(status) else {
                    state.stop = .notOK
                    return 0
                }
                state.errorPage = true
                state.limit = min(state.limit, ChallengePage.bodyBytes)
            }
            if state.kind == .page && !state.errorPage {
                var type: UnsafePointer<CChar>?
                _ = kq_curl_getinfo_string(state.handle, Int32(CURLINFO_CONTENT_TYPE.rawValue), &type)
                let text = type.map { String(cString: $0) }
                guard isHTML(text) else {
                    state.stop = .notHTML(text)
                    return 0
                }
            }
        }
        guard let data, length > 0 else { return length }
        let room = state.limit - state.body.count
        if length > room {
            if room > 0 { state.body.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: room) }
            state.stop = .full
            return 0
        }
        state.body.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: length)
        return length
    }
}
