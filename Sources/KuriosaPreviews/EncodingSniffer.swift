internal import CPreviewHTML

/// Decides a page's encoding the way the HTML standard's sniffing does
/// (docs/link-preview-rules.md#decoding): BOM, HTTP charset, a pre-scan of the first 1024 bytes
/// for `<meta charset>`, then UTF-8 if the bytes are valid UTF-8, else windows-1252.
///
/// libxml2 has its own detection, which honours neither the BOM-over-meta order nor the
/// WHATWG labels, so the toolkit decides here and hands libxml2 UTF-8.
enum EncodingSniffer {
    /// Where the decision came from, for tests and for `docs/link-previews.md`.
    enum Source: Sendable, Equatable {
        case byteOrderMark, httpHeader, metaPrescan, validUTF8, fallback
    }

    struct Decision: Sendable, Equatable {
        var encoding: WebEncoding
        var source: Source
        /// Bytes to skip before decoding (the BOM).
        var skip: Int
    }

    /// - Parameter truncated: the bytes are a prefix of a longer body, so an incomplete
    ///   UTF-8 sequence at the very end does not make them "not UTF-8".
    static func sniff(_ bytes: [UInt8], contentTypeHeader: String?, truncated: Bool) -> Decision {
        bytes.withUnsafeBufferPointer { sniff($0, contentTypeHeader: contentTypeHeader, truncated: truncated) }
    }

    /// The same on the page's bytes where they are, so a 1 MiB body is not copied to decide.
    static func sniff(_ bytes: UnsafeBufferPointer<UInt8>, contentTypeHeader: String?, truncated: Bool) -> Decision {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Decision(encoding: .utf8, source: .byteOrderMark, skip: 3) }
        if bytes.starts(with: [0xFE, 0xFF]) { return Decision(encoding: .utf16BE, source: .byteOrderMark, skip: 2) }
        if bytes.starts(with: [0xFF, 0xFE]) { return Decision(encoding: .utf16LE, source: .byteOrderMark, skip: 2) }
        if let header = contentTypeHeader, let label = charsetParameter(ofContentType: header),
           let encoding = WebEncoding(label: label) {
            return Decision(encoding: encoding, source: .httpHeader, skip: 0)
        }
        if let encoding = prescan(Array(bytes.prefix(1024))[...]) {
            return Decision(encoding: encoding, source: .metaPrescan, skip: 0)
        }
        if isValidUTF8(bytes, allowingTruncatedEnd: truncated) {
            return Decision(encoding: .utf8, source: .validUTF8, skip: 0)
        }
        return Decision(encoding: .windows1252, source: .fallback, skip: 0)
    }

    /// The `charset` parameter of a Content-Type value, unquoted; `nil` when there is none.
    static func charsetParameter(ofContentType value: String) -> String? {
        for parameter in value.split(separator: ";").dropFirst() {
            guard let equals = parameter.firstIndex(of: "=") else { continue }
            let name = parameter[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            guard name == "charset" else { continue }
            var charset = parameter[parameter.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if charset.hasPrefix("\""), charset.count >= 2, charset.hasSuffix("\"") {
                charset = String(charset.dropFirst().dropLast())
            }
            return charset.isEmpty ? nil : charset
        }
        return nil
    }

    /// UTF-8 validity; with `allowingTruncatedEnd`, up to three trailing bytes that start a
    /// sequence the cut interrupted are allowed.
    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>, allowingTruncatedEnd: Bool) -> Bool {
        var end = bytes.count
        if allowingTruncatedEnd {
            var back = 0
            while back < 3, back < end, bytes[end - 1 - back] & 0xC0 == 0x80 { back += 1 }
            if back < end {
                let lead = bytes[end - 1 - back]
                let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
                if length > back + 1 { end -= back + 1 }
            }
        }
        return kq_preview_utf8_valid(bytes.baseAddress, end) != 0
    }
}
