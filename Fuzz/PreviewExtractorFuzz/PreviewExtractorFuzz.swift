import Foundation

/// libFuzzer entry point: any bytes as a page, with and without an HTTP charset. The
/// extractor must neither crash nor trip AddressSanitizer, and must keep its promises:
/// no empty strings, at most 300 scalars, only http(s) image URLs. The candidates from
/// libxml2's SAX events on the cut-down token stream must be those of a walk of the tree
/// libxml2 builds from the whole stream (see `PreviewHTMLCollect.c`).
@_cdecl("LLVMFuzzerTestOneInput")
public func previewExtractorFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Data(bytes: data, count: size)
    let base = URL(string: "https://example.com/dir/page.html")!
    let headers: [String?] = [nil, "text/html; charset=shift_jis"]
    let text = String(decoding: body, as: UTF8.self)
    let fast = HTMLCandidates.parse(text), reference = HTMLCandidates.parseWithTree(text)
    precondition(fast.items == reference.items, "SAX \(fast.items) != tree \(reference.items)")
    for header in headers {
        let result = LinkPreviewExtractor.extract(html: body, baseURL: base, contentTypeHeader: header)
        for text in [result.title, result.siteName].compactMap({ $0 }) {
            precondition(!text.isEmpty && text.unicodeScalars.count <= 300, "bad text \(text.debugDescription)")
        }
        if let scheme = result.imageURL?.scheme {
            precondition(scheme == "http" || scheme == "https", "bad image URL \(String(describing: result.imageURL))")
        }
    }
    return 0
}
