internal import CPreviewHTML
import Foundation

/// The elements of a page the link-preview rules read, in tree order, as libxml2's HTML
/// parser (behind the C shim, see `PreviewHTML.c`) built the tree.
///
/// Keeping this a plain list lets every rule be decided and tested in Swift; the C side
/// takes no decision.
struct HTMLCandidates: Sendable {
    enum Item: Sendable, Equatable {
        /// A `<meta>` with a `name` or `property`; `content` is `nil` when absent.
        case meta(name: String?, property: String?, content: String?)
        /// A `<link>` with both `rel` and `href`.
        case link(rel: String, href: String)
        /// A `<base>`; `href` is `nil` when absent.
        case base(href: String?)
        /// A `<title>`; `foreign` when it sits inside `<svg>` or `<math>`.
        case title(text: String, foreign: Bool)
    }

    var items: [Item]

    /// Parses decoded page text. Returns no items only if the C side ran out of memory,
    /// which for a 1 MiB page is as good as a page that gave nothing.
    static func parse(_ text: String) -> HTMLCandidates {
        parse(text, with: kq_preview_parse)
    }

    /// The same from well-formed UTF-8 bytes (the caller checked them).
    static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) -> HTMLCandidates {
        candidates(kq_preview_parse(bytes.baseAddress, bytes.count))
    }

    /// The same through a walk of the tree libxml2 builds: the reference the tests compare
    /// `parse` with (see `PreviewHTMLCollect.c`).
    static func parseWithTree(_ text: String) -> HTMLCandidates {
        parse(text, with: kq_preview_parse_tree)
    }

    private static func parse(_ text: String,
                              with parser: (UnsafePointer<UInt8>?, Int) -> UnsafeMutablePointer<kq_preview_page>?) -> HTMLCandidates {
        var utf8 = text
        return candidates(utf8.withUTF8 { buffer in parser(buffer.baseAddress, buffer.count) })
    }

    /// The C page as Swift values; frees it.
    private static func candidates(_ page: UnsafeMutablePointer<kq_preview_page>?) -> HTMLCandidates {
        guard let page else { return HTMLCandidates(items: []) }
        defer { kq_preview_free(page) }
        var items: [Item] = []
        items.reserveCapacity(page.pointee.count)
        for index in 0..<page.pointee.count {
            let item = page.pointee.items[index]
            let name = item.name.map { String(cString: $0) }
            let content = item.content.map { String(cString: $0) }
            switch item.kind {
            case Int32(KQ_PREVIEW_META):
                items.append(.meta(name: name, property: item.property.map { String(cString: $0) }, content: content))
            case Int32(KQ_PREVIEW_LINK):
                if let name, let content { items.append(.link(rel: name, href: content)) }
            case Int32(KQ_PREVIEW_BASE):
                items.append(.base(href: content))
            case Int32(KQ_PREVIEW_TITLE):
                items.append(.title(text: content ?? "", foreign: item.foreign != 0))
            default:
                continue
            }
        }
        return HTMLCandidates(items: items)
    }
}
