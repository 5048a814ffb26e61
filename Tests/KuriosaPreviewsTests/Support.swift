import Foundation
import Testing
@testable import KuriosaPreviews

/// The page URL every table uses unless a case says otherwise.
let pageURL = URL(string: "https://example.com/dir/page.html")!

/// A case of a table: a page and the preview it must give.
struct PageCase: Sendable, CustomTestStringConvertible {
    var name: String
    var html: String
    var title: String?
    var siteName: String?
    var image: String?

    init(_ name: String, _ html: String, title: String? = nil, site: String? = nil, image: String? = nil) {
        self.name = name
        self.html = html
        self.title = title
        self.siteName = site
        self.image = image
    }

    var testDescription: String { name }

    var expected: LinkPreviewMetadata {
        LinkPreviewMetadata(title: title, siteName: siteName, imageURL: image.flatMap { URL(string: $0) })
    }
}

func extract(_ html: String, base: URL = pageURL, contentType: String? = nil) -> LinkPreviewMetadata {
    LinkPreviewExtractor.extract(html: Data(html.utf8), baseURL: base, contentTypeHeader: contentType)
}

func extract(bytes: [UInt8], contentType: String? = nil) -> LinkPreviewMetadata {
    LinkPreviewExtractor.extract(html: Data(bytes), baseURL: pageURL, contentTypeHeader: contentType)
}

/// The folder of HTML pages beside this file (read through #filePath: no resource bundle).
let pagesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Pages")
