import Foundation

extension PDFRenderer {
    /// The piece's documents (receipts, certificates): listed by name; on a page per piece,
    /// pictures (JPEG, PNG) are shown below the list. PDF documents follow the piece as
    /// pages of their own (`appendPDFDocuments`).
    func documents(_ piece: ExportPiece, shown: Bool) {
        ensureSpace(30)
        y += 6
        y += canvas.text(document.word("documents"), x: margin, y: y, width: contentWidth, style: .init(size: 10, bold: true)) + 3
        for doc in piece.documents {
            ensureSpace(14)
            y += listDocument(doc) + 2
        }
        guard shown else { return }
        let maxHeight = min(420, contentBottom - contentTop - 20)
        for doc in piece.documents where !Self.isPDF(doc) {
            guard let full = media.original(id: doc.id), PDFCanvas.jpegSize(full) ?? PDFCanvas.pngSize(full) != nil else { continue }
            let data = drawing ? PhotoRaster.downscaled(full, longSide: Self.detailLongSide, quality: Self.detailQuality) ?? full : full
            let height = canvas.image(data, media: doc, x: margin, y: y, maxWidth: contentWidth, maxHeight: maxHeight, draw: false)
            guard height > 0 else { continue }
            ensureSpace(height + 24)
            if canvas.suppressed { blockDocuments[piece.id, default: []].append(doc.id) } else { noteInsurancePage("doc:" + doc.id) }
            y += 8
            y += canvas.text(Self.name(of: doc), x: margin, y: y, width: contentWidth, style: .init(size: 8.5, gray: 0.4)) + 3
            canvas.image(data, media: doc, x: margin, y: y, maxWidth: contentWidth, maxHeight: maxHeight, draw: drawing)
            y += height + 4
        }
    }

    /// Each page of each PDF document of the piece on a report page of its own, under a
    /// caption naming the document, drawn by poppler onto the report's surface (vector).
    /// A PDF that does not open is only listed.
    func appendPDFDocuments(_ piece: ExportPiece) {
        for doc in piece.documents where Self.isPDF(doc) {
            guard let data = media.original(id: doc.id), let pdf = PopplerDocument(data) else { continue }
            for index in 0..<pdf.pageCount {
                newPage()
                if index == 0 { noteInsurancePage("doc:" + doc.id) }
                let caption = "\(piece.number.map { $0 + " · " } ?? "")\(Self.name(of: doc)) — "
                    + ExportStrings.pageOf(index + 1, pdf.pageCount, language: document.options.language)
                y += canvas.text(caption, x: margin, y: y, width: contentWidth, style: .init(size: 8.5, gray: 0.4)) + 6
                if writing {
                    pdf.drawPage(index, on: canvas.cr, x: margin, y: y, maxWidth: contentWidth, maxHeight: contentBottom - y)
                }
                y = contentBottom
            }
        }
    }

    static func isPDF(_ doc: ExportMedia) -> Bool {
        doc.contentType == "application/pdf" || (doc.filename ?? "").lowercased().hasSuffix(".pdf")
    }

    static func name(of doc: ExportMedia) -> String {
        doc.filename ?? doc.caption ?? doc.id
    }
}
