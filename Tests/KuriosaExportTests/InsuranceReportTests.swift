import Foundation
import KuriosaCore
import KuriosaExport
import KuriosaStore
import Testing

/// The insurance report's pictures and documents
/// (docs/insurance-report.md#documents-on-a-pieces-page): detail pages from downscaled
/// originals, media edits and cut-outs, JPEG documents shown, PDF documents appended as vector
/// pages, and the size of a large report.
@Suite(.serialized) struct InsuranceReportTests {
    /// 100 pieces with 3 photos of 3000 × 2000 each (about 2.2 MB each, as from a camera):
    /// the report stays under 60 MB and no photo is embedded larger than 1600 px.
    @Test func hundredPiecesWithThreePhotosStayUnder60MB() throws {
        let fixture = try ReportFixture()
        let photos = (1...3).map { seed in
            (original: TestPictures.photo(width: 3000, height: 2000, seed: UInt32(seed)),
             thumbnail: TestPictures.photo(width: 640, height: 427, seed: UInt32(seed), quality: 80))
        }
        #expect(photos.allSatisfy { $0.original.count > 1_000_000 }, "realistic originals: \(photos.map(\.original.count))")
        print("originals: \(photos.map(\.original.count)) bytes")
        for index in 0..<100 { try fixture.addPiece("Watch \(index)", photos: photos) }
        let pdf = fixture.folder.appendingPathComponent("insurance.pdf")
        let start = Date()
        try PDFRenderer(document: fixture.document("insurance"), media: fixture.media).render(to: pdf)
        let seconds = Date().timeIntervalSince(start)
        let size = try FileManager.default.attributesOfItem(atPath: pdf.path)[.size] as? Int ?? 0
        print("insurance report, 100 pieces × 3 photos of 3000 × 2000: \(size / 1_000_000) MB in \(String(format: "%.1f", seconds)) s")
        #expect(size > 0 && size < 60_000_000, "\(size) bytes")
        // qpdf --check takes 20 s on this file; the built-ins' tests run it on every layout.
        let info = try ExportTools.run("pdfinfo", [pdf.path])
        let pages = info.output.split(separator: "\n").first { $0.hasPrefix("Pages:") }.flatMap { Int($0.dropFirst(6).trimmingCharacters(in: .whitespaces)) }
        #expect(info.status == 0 && pages == 102, "cover, summary, a page per piece: \(info.output)")
        let images = try ExportTools.run("pdfimages", ["-list", pdf.path]).output.split(separator: "\n").dropFirst(2)
        #expect(images.count == 300, "one image per photo")
        for row in images {
            let cells = row.split(separator: " ", omittingEmptySubsequences: true)
            let width = Int(cells[3]) ?? 0
            let height = Int(cells[4]) ?? 0
            #expect(max(width, height) <= 1600 && cells[8] == "jpeg", "\(row)")
        }
    }

    /// A PDF receipt follows its piece as a page drawn by poppler (its text is still text);
    /// a JPEG certificate is shown on the piece's page.
    @Test func documentsAreShownAndAppended() throws {
        let receiptFixture = try ReportFixture()
        try receiptFixture.addPiece("Quittung Nummer 4711")
        let receipt = receiptFixture.folder.appendingPathComponent("receipt.pdf")
        try PDFRenderer(document: receiptFixture.document("inventory"), media: receiptFixture.media).render(to: receipt)

        let fixture = try ReportFixture()
        let certificate = TestPictures.blocks([(20, 40, 200)], width: 2400, height: 1600)
        try fixture.addPiece("Speedmaster", documents: [("receipt.pdf", "application/pdf", try Data(contentsOf: receipt)),
                                                        ("certificate.jpg", "image/jpeg", certificate)])
        let pdf = fixture.folder.appendingPathComponent("insurance.pdf")
        try PDFRenderer(document: fixture.document("insurance"), media: fixture.media).render(to: pdf)
        #expect(try ExportTools.run("qpdf", ["--check", pdf.path]).status == 0)
        let text = try ExportTools.run("pdftotext", ["-layout", pdf.path, "-"]).output
        let pages = text.split(separator: "\u{0C}", omittingEmptySubsequences: false)
        #expect(pages.count >= 4, "cover, summary, piece, receipt")
        #expect(text.contains("receipt.pdf — Page 1 of 1"), "\(text)")
        #expect(text.contains("Quittung Nummer 4711"), "the receipt's text is drawn as text:\n\(text)")
        let images = try ExportTools.run("pdfimages", ["-list", pdf.path]).output.split(separator: "\n").dropFirst(2)
        #expect(images.count == 1, "the certificate, and no picture of the receipt: \(images)")
        #expect(images.first.map { $0.contains(" 1600 ") && $0.contains("jpeg") } == true, "downscaled: \(images)")
        let fonts = try ExportTools.run("pdffonts", [pdf.path]).output.split(separator: "\n").dropFirst(2)
        for row in fonts {
            let cells = row.split(separator: " ", omittingEmptySubsequences: true)
            #expect(cells.count >= 7 && cells[cells.count - 5] == "yes", "font not embedded: \(row)")
        }
    }

    /// Rotation then crop, and a shown cut-out on white, in the PDF (the piece's page
    /// rendered by pdftoppm) and in the HTML (the data URI decoded).
    @Test(arguments: [Edit.none, .cropRight, .turnAndCropRight, .cutout])
    func editsAreApplied(edit: Edit) throws {
        let fixture = try ReportFixture()
        // Left half red, right half blue; turned 180°, the blue half is on the left.
        let photo = TestPictures.blocks([(220, 20, 20), (20, 20, 220)], width: 400, height: 200)
        let pieceID = try fixture.addPiece("Edited", photos: [(photo, photo)]) { record in
            switch edit {
            case .none: break
            case .cropRight: record.crop = .init(x: 0.5, y: 0, width: 0.5, height: 1)
            case .turnAndCropRight: record.rotation = 180; record.crop = .init(x: 0.5, y: 0, width: 0.5, height: 1)
            case .cutout: record.showsCutout = true; record.cutoutContentType = "image/png"; record.crop = .init(x: 0.5, y: 0, width: 0.5, height: 1)
            }
        }
        let mediaID = try #require(try MediaRecord.fetchAll(fixture.session.db, includingDeleted: false).first { $0.itemID == pieceID }).id
        fixture.media.cutouts[mediaID] = TestPictures.cutoutPNG(size: 120)

        let pdf = fixture.folder.appendingPathComponent("insurance.pdf")
        try PDFRenderer(document: fixture.document("insurance"), media: fixture.media).render(to: pdf)
        let page = fixture.folder.appendingPathComponent("page")
        let render = try ExportTools.run("pdftoppm", ["-jpeg", "-r", "40", "-f", "3", "-l", "3", "-singlefile", pdf.path, page.path])
        #expect(render.status == 0)
        let pixels = try #require(TestPictures.decode(try Data(contentsOf: page.appendingPathExtension("jpg"))))
        let pdfColors = Colors(pixels.rgb)

        let html = try HTMLRenderer(document: fixture.document("insurance"), media: fixture.media).render()
        let text = String(decoding: html, as: UTF8.self)
        let uri = try #require(text.components(separatedBy: "src=\"data:image/jpeg;base64,").dropFirst().first?.prefix { $0 != "\"" })
        let uriData = try #require(Data(base64Encoded: String(uri)))
        let image = try #require(TestPictures.decode(uriData))
        let htmlColors = Colors(image.rgb)

        for (name, colors) in [("PDF", pdfColors), ("HTML", htmlColors)] {
            switch edit {
            case .none:
                #expect(colors.red > 0 && colors.blue > 0, "\(name): \(colors)")
            case .cropRight:
                #expect(colors.red == 0 && colors.blue > 0, "\(name): only the right (blue) half: \(colors)")
            case .turnAndCropRight:
                #expect(colors.red > 0 && colors.blue == 0, "\(name): turned, the right half is the red one: \(colors)")
            case .cutout:
                #expect(colors.red > 0 && colors.blue == 0 && colors.green == 0, "\(name): the cut-out on white, uncropped: \(colors)")
            }
        }
        if edit == .cutout { #expect(image.width == 120 && image.rgb[0] > 240 && image.rgb[1] > 240, "white around the subject") }
    }

    enum Edit: String, CustomStringConvertible, Sendable {
        case none, cropRight, turnAndCropRight, cutout
        var description: String { rawValue }
    }

    /// How many pixels of an image are clearly red, green or blue.
    struct Colors: CustomStringConvertible {
        var red = 0, green = 0, blue = 0
        init(_ rgb: [UInt8]) {
            var i = 0
            while i + 2 < rgb.count {
                let (r, g, b) = (Int(rgb[i]), Int(rgb[i + 1]), Int(rgb[i + 2]))
                if r > 170 && g < 90 && b < 90 { red += 1 }
                if g > 170 && r < 90 && b < 90 { green += 1 }
                if b > 170 && r < 90 && g < 90 { blue += 1 }
                i += 3
            }
        }
        var description: String { "red \(red), green \(green), blue \(blue)" }
    }
}
