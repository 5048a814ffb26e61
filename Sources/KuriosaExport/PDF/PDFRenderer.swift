internal import CPango
import Foundation
import KuriosaCore

/// Writes an export as PDF through cairo and pango. The document is laid out twice: the
/// first pass only counts pages, so that every footer can say "page x of y"; the second
/// writes the file with bookmarks per group, links and metadata.
public final class PDFRenderer {
    public let document: ExportDocument
    let media: any ExportMediaSource
    /// Called after each piece is laid out in the writing pass (for a progress bar).
    let progress: ((Int) -> Void)?

    var canvas: PDFCanvas
    var totalPages = 0
    private var undrawnIDs = Set<String>()

    /// The photos and picture documents the PDF could not show, as `K-0003 Black Bay: photo
    /// bay.jpg`, in the document's order (after `render`); `kuriosa check` names the file and
    /// what is wrong with it.
    public var undrawnPictures: [String] {
        document.pieces.flatMap { piece in
            let name = [piece.number, piece.title].compactMap { $0 }.joined(separator: " ")
            return (piece.photos.map { ("photo", $0) } + piece.documents.map { ("document", $0) })
                .filter { undrawnIDs.contains($0.1.id) }
                .map { "\(name): \($0.0) \($0.1.filename ?? $0.1.id)" }
        }
    }
    var writing = false
    var y = 0.0
    var piecesDone = 0
    /// Table row heights by group and piece, measured once in the counting pass.
    var rowHeights: [String: Double] = [:]
    /// Heights of pieces' blocks (cards, pages) by group and piece, measured once.
    var blockHeights: [String: Double] = [:]
    /// While true, `ensureSpace` starts no page (a block being laid out that fits).
    var keepTogether = false
    /// The heading repeated at the top of each page a block runs on to.
    var continuation: String?
    /// What the head line of each page a table runs on to adds after the report's title
    /// (`Inventory · Watches (continued)`).
    var runningHead: String?
    /// Whether this pass draws: the writing pass, outside a measurement.
    var drawing: Bool { writing && !canvas.suppressed }
    /// Insurance report: the page each piece (`piece:<id>`) and each shown or appended
    /// document (`doc:<id>`) starts on, from the counting pass.
    var insurancePages: [String: Int] = [:]
    /// Piece ID → the picture documents its block draws, found when the block is measured,
    /// so a block the counting pass does not lay out still notes their pages.
    var blockDocuments: [String: [String]] = [:]
    /// Detail pictures made ahead for the next pieces, by photo and box, until drawn.
    var preparedPictures: [String: Data] = [:]

    let margin = 36.0
    let headerHeight = 22.0
    let footerHeight = 20.0

    public init(document: ExportDocument, media: any ExportMediaSource, progress: ((Int) -> Void)? = nil) throws {
        self.document = document
        self.media = media
        self.progress = progress
        canvas = try PDFCanvas(path: nil, width: 10, height: 10)
    }

    /// The page size in points for the paper and orientation of this export: the template's,
    /// or `--paper`/`--landscape`/`--portrait` laid over it (`ExportBuilder` puts them into
    /// the document's template).
    var pageSize: (width: Double, height: Double) { document.template.pdf.pageSize }

    var contentTop: Double { margin + headerHeight }
    var contentBottom: Double { canvas.height - margin - footerHeight }
    var contentWidth: Double { canvas.width - 2 * margin }

    /// Renders to a file.
    /// - Throws: `ExportError.render` when cairo cannot write the file.
    public func render(to url: URL) throws {
        let size = pageSize
        canvas = try PDFCanvas(path: nil, width: size.width, height: size.height)
        writing = false
        try layOut()
        totalPages = canvas.page
        try canvas.finish()
        canvas = try PDFCanvas(path: url.path, width: size.width, height: size.height)
        writing = true
        canvas.setMetadata(title: document.title, author: document.options.owner, date: document.options.date)
        try layOut()
        undrawnIDs = canvas.undrawn
        try canvas.finish()
        try PDFXrefRepair.repair(url)
    }

    /// The whole document on the current canvas.
    func layOut() throws {
        piecesDone = 0
        let pdf = document.template.pdf
        // A structure element around everything: cairo 1.16 writes link annotations into a
        // structure tree, and without a root element that tree is left half written.
        cairo_tag_begin(canvas.cr, "Document", "")
        startPage()
        // A bookmark for the document itself: cairo 1.16 writes a broken outline root when a
        // document with links has no bookmark at all.
        if writing { canvas.outline(document.title, y: 0) }
        if pdf.cover {
            cover()
            newPage()
        }
        if pdf.summary {
            summary()
            newPage()
        }
        if document.insurance != nil { insuranceSections() }
        if document.pieces.isEmpty {
            y += canvas.text(document.word("noPieces"), x: margin, y: y, width: contentWidth, style: .init(size: 10))
        }
        for (index, group) in document.groups.enumerated() {
            switch pdf.layout {
            case .table: table(group, first: index == 0)
            case .pages where document.insurance.map({ $0.options.layout != .pages }) == true: scheduled(group, first: index == 0)
            case .cards, .pages: pieces(group, newPagePerPiece: pdf.layout == .pages, first: index == 0)
            }
        }
        if document.groups.count > 1 || document.template.grouping == .none {
            ensureSpace(30)
            y += 6
            y += canvas.text(totalsText(document.total, word: "total"), x: margin, y: y, width: contentWidth, style: .init(size: 10, bold: true))
        }
        finishPage()
        cairo_tag_end(canvas.cr, "Document")
    }

    // MARK: Pages

    func startPage() {
        y = contentTop
        defer {
            if let continuation {
                y += canvas.text(continuation, x: margin, y: y, width: contentWidth, style: .init(size: 12, bold: true)) + 8
            }
        }
        let style = headStyle
        canvas.text(document.title + (runningHead.map { " · " + $0 } ?? ""), x: margin, y: margin, width: contentWidth / 2, style: style)
        canvas.text(document.dateText, x: margin + contentWidth / 2, y: margin,
                    width: contentWidth / 2, style: PDFCanvas.Style(size: 8, gray: 0.35, alignRight: true))
        canvas.line(x1: margin, y1: margin + 13, x2: canvas.width - margin, y2: margin + 13)
    }

    /// The style of the head line: the report's title (and group) and the date.
    var headStyle: PDFCanvas.Style { PDFCanvas.Style(size: 8, gray: 0.35) }

    func finishPage() {
        let text = ExportStrings.pageOf(canvas.page, max(totalPages, canvas.page), language: document.options.language)
        let bottom = canvas.height - margin - 10
        canvas.line(x1: margin, y1: bottom - 4, x2: canvas.width - margin, y2: bottom - 4)
        canvas.text(text, x: margin, y: bottom, width: contentWidth, style: PDFCanvas.Style(size: 8, gray: 0.35, alignRight: true))
        if document.options.includeSensitive {
            canvas.text(document.word("sensitiveIncluded"), x: margin, y: bottom, width: contentWidth * 0.6, style: PDFCanvas.Style(size: 8, gray: 0.35))
        }
    }

    func newPage() {
        finishPage()
        canvas.newPage()
        startPage()
    }

    /// Starts a new page unless `height` more points fit on this one.
    func ensureSpace(_ height: Double) {
        if !keepTogether && y + height > contentBottom && y > contentTop { newPage() }
    }

    /// The picture a list shows of a photo. Not kept between passes: 10,000 thumbnails of
    /// 640 px would hold hundreds of MB; tables read them only when writing.
    func thumbnail(_ photo: ExportMedia) -> Data? {
        media.listPicture(photo)
    }

    /// The long side, in pixels, of the largest photo on a page per piece: sharp when printed
    /// across half a page.
    static let detailLongSide = 1600
    /// Photos on a page per piece get this many pixels per inch as drawn (docs/pictures.md,
    /// "Exports"): as sharp as print needs, and small enough that 200 pieces with a
    /// 12-megapixel photo each make a PDF of tens of MB.
    static let detailDPI = 200.0
    /// JPEG quality of re-encoded detail photos.
    static let detailQuality: Int32 = 78

    func pieceDone() {
        guard !canvas.suppressed else { return }
        piecesDone += 1
        if writing { progress?(piecesDone) }
    }

    /// "Subtotal: 4 pieces · 23 bottles · Estimated value: CHF 1’000.00, EUR 5.00"
    func totalsText(_ totals: ExportTotals, word: String) -> String {
        document.totalsText(totals, word: word)
    }
}

@available(*, unavailable) extension PDFRenderer: Sendable {}
