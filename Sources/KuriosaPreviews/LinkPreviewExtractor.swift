internal import CPreviewHTML
import Foundation

/// Turns a loaded page into the metadata of a link preview, following
/// docs/link-preview-rules.md (the project's link-preview rules): decode as the HTML standard
/// sniffs, parse with libxml2's HTML parser, then pick title, site name and picture by key
/// priority.
///
/// Pure and network-free: fetching, redirects and the picture are the loader's concern.
public enum LinkPreviewExtractor {
    /// Only this prefix of the body is read; the rest of a larger page is ignored
    /// (docs/link-preview-rules.md#which-bytes-are-read).
    public static let maximumBodyBytes = 1_048_576

    /// Image keys in priority order (docs/link-preview-rules.md#picture-address); `link
    /// rel=image_src` comes after them.
    static let imageKeys = ["og:image:secure_url", "og:image:url", "og:image", "twitter:image", "twitter:image:src"]

    /// - Parameters:
    ///   - html: the body after Content-Encoding is undone; only the first 1 MiB is read.
    ///   - baseURL: the page's final URL (after redirects), the base unless `<base href>`.
    ///   - contentTypeHeader: the HTTP `Content-Type`, whose `charset` beats `<meta>`.
    public static func extract(html: Data, baseURL: URL, contentTypeHeader: String?) -> LinkPreviewMetadata {
        let truncated = html.count > maximumBodyBytes
        let candidates = html.prefix(maximumBodyBytes).withUnsafeBytes { raw in
            parse(raw.assumingMemoryBound(to: UInt8.self), contentTypeHeader: contentTypeHeader, truncated: truncated)
        }
        let pageBase: HTTPURL.Base = HTTPURL.resolve(baseURL.absoluteString, against: .other).map { .http($0) } ?? .other
        return metadata(from: candidates, pageBase: pageBase)
    }

    /// Decode, then parse (docs/link-preview-rules.md#decoding,
    /// docs/link-preview-rules.md#parsing). Well-formed UTF-8 (most pages) goes to the parser
    /// as it is, which is what decoding it would give, without copying it into a String.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, contentTypeHeader: String?, truncated: Bool) -> HTMLCandidates {
        let decision = EncodingSniffer.sniff(bytes, contentTypeHeader: contentTypeHeader, truncated: truncated)
        let text = UnsafeBufferPointer(rebasing: bytes[min(decision.skip, bytes.count)...])
        if decision.encoding == .utf8, kq_preview_utf8_valid(text.baseAddress, text.count) != 0 {
            return HTMLCandidates.parse(utf8: text)
        }
        return HTMLCandidates.parse(decision.encoding.decode(text))
    }

    /// The rules applied to parsed candidates (docs/link-preview-rules.md, from
    /// docs/link-preview-rules.md#meta-keys to docs/link-preview-rules.md#url-resolution).
    static func metadata(from candidates: HTMLCandidates, pageBase: HTTPURL.Base) -> LinkPreviewMetadata {
        let metas = MetaIndex(candidates)
        let firstTitle = candidates.items.lazy.compactMap { item -> String? in
            if case .title(let text, foreign: false) = item { return text }
            return nil
        }.first
        let title = metas.firstUsableText(for: "og:title")
            ?? metas.firstUsableText(for: "twitter:title")
            ?? PreviewText.normalized(firstTitle)
        let siteName = metas.firstUsableText(for: "og:site_name")
            ?? metas.firstUsableText(for: "application-name")
        let base = documentBase(candidates, pageBase: pageBase)
        var imageValues = imageKeys.flatMap { metas.values(for: $0) }
        for case .link(let rel, let href) in candidates.items where isImageSource(rel) {
            imageValues.append(href)
        }
        // docs/link-preview-rules.md#blank-values-fall-back for pictures too: an empty or
        // whitespace-only value is absent, where the URL parser would resolve it to the page
        // itself.
        let image = imageValues.lazy.filter { !isBlank($0) }.compactMap { HTTPURL.resolve($0, against: base) }
            .compactMap { URL(string: $0.serialized) }.first
        return LinkPreviewMetadata(title: title, siteName: siteName, imageURL: image)
    }

    /// Only Unicode White_Space and the C0 controls the URL parser strips.
    static func isBlank(_ value: String) -> Bool {
        value.unicodeScalars.allSatisfy { $0.value <= 0x20 || $0.properties.isWhitespace }
    }

    /// docs/link-preview-rules.md#url-resolution: the first `<base>` with an href, resolved
    /// against the page; a base that cannot be resolved leaves the page URL, as HTML's "frozen
    /// base URL" does.
    static func documentBase(_ candidates: HTMLCandidates, pageBase: HTTPURL.Base) -> HTTPURL.Base {
        for case .base(let href?) in candidates.items {
            if let resolved = HTTPURL.resolve(href, against: pageBase) { return .http(resolved) }
            return hasNonHTTPScheme(href) ? .other : pageBase
        }
        return pageBase
    }

    /// `<base href="ftp://…">` is a valid base that is not http(s).
    private static func hasNonHTTPScheme(_ href: String) -> Bool {
        let trimmed = href.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let colon = trimmed.firstIndex(of: ":") else { return false }
        let scheme = trimmed[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }

    /// `rel` is a set of space-separated tokens, compared ASCII case-insensitively.
    static func isImageSource(_ rel: String) -> Bool {
        rel.split(whereSeparator: { " \t\n\r\u{0C}".contains($0) }).contains { $0.lowercased() == "image_src" }
    }
}

/// The `<meta>` values by key, in document order (docs/link-preview-rules.md#meta-keys):
/// `og:*`/`twitter:*` from `property` or `name`, `application-name` from `name` only, keys
/// ASCII case-insensitive.
struct MetaIndex {
    private var valuesByKey: [String: [String?]] = [:]

    init(_ candidates: HTMLCandidates) {
        for case .meta(let name, let property, let content) in candidates.items {
            var keys: [String] = []
            if let property = property.map(Self.asciiLowercased), Self.isOpenGraphOrTwitter(property) {
                keys.append(property)
            }
            if let name = name.map(Self.asciiLowercased),
               Self.isOpenGraphOrTwitter(name) || name == "application-name", !keys.contains(name) {
                keys.append(name)
            }
            for key in keys { valuesByKey[key, default: []].append(content) }
        }
    }

    /// Every `content` for a key, absent ones left out.
    func values(for key: String) -> [String] {
        (valuesByKey[key] ?? []).compactMap { $0 }
    }

    /// The first value that is not blank after normalization
    /// (docs/link-preview-rules.md#blank-values-fall-back).
    func firstUsableText(for key: String) -> String? {
        values(for: key).lazy.compactMap(PreviewText.normalized).first
    }

    private static func isOpenGraphOrTwitter(_ key: String) -> Bool {
        key.hasPrefix("og:") || key.hasPrefix("twitter:")
    }

    /// Lowercases A–Z only, so a key with `İ` or `K` (Kelvin) never turns into `og:…`.
    static func asciiLowercased(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map {
            ("A"..."Z").contains($0) ? Unicode.Scalar($0.value | 0x20) ?? $0 : $0
        }))
    }
}
