import Foundation
import KuriosaExport
import Testing

/// Which picture a page per piece embeds for a photo (docs/pictures.md#exports): the JPEG
/// stays a JPEG in the PDF (DCTDecode, `jpeg` in `pdfimages -list`), with about the pixels
/// 200 dpi need at the drawn size — a scaled copy of a large original, the original itself
/// when it is close to that, the thumbnail when it has enough.
@Suite struct ReportPhotoPrintTests {
    /// One image row of `pdfimages -list`: page, width, height, encoding.
    struct ListedImage { var page: Int; var width: Int; var height: Int; var encoding: String }

    static func images(_ pdf: URL) throws -> [ListedImage] {
        let list = try ExportTools.run("pdfimages", ["-list", pdf.path])
        #expect(list.status == 0, "\(list.output)")
        return list.output.split(separator: "\n").dropFirst(2).map { row in
            let cells = row.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            return ListedImage(page: Int(cells[0]) ?? 0, width: Int(cells[3]) ?? 0, height: Int(cells[4]) ?? 0, encoding: cells[8])
        }
    }

    /// A 3000 × 2000 original is drawn 450 × 300 pt (A4 portrait, 300 pt high): embedded as
    /// a JPEG of 1250 × 833 px (200 dpi), not 3000 px; the template's two more photos in the
    /// row below, 210 × 140 pt, need 583 px and get the 640 px thumbnail as stored; an
    /// original of 1400 px, within 1.5× of what print needs, goes in byte for byte.
    @Test func reportPhotosAreJPEGsAtPrintSize() throws {
        let fixture = try ReportFixture()
        let large = (original: TestPictures.photo(width: 3000, height: 2000, seed: 1),
                     thumbnail: TestPictures.photo(width: 640, height: 427, seed: 1, quality: 80))
        let others = (2...3).map { seed in
            (original: TestPictures.photo(width: 3000, height: 2000, seed: UInt32(seed)),
             thumbnail: TestPictures.photo(width: 640, height: 427, seed: UInt32(seed), quality: 80))
        }
        try fixture.addPiece("Three photos", photos: [large] + others)
        let close = (original: TestPictures.photo(width: 1400, height: 933, seed: 5),
                     thumbnail: TestPictures.photo(width: 640, height: 427, seed: 5, quality: 80))
        try fixture.addPiece("A photo of about print size", photos: [close])
        let pdf = fixture.folder.appendingPathComponent("insurance.pdf")
        try PDFRenderer(document: fixture.document("insurance"), media: fixture.media).render(to: pdf)
        #expect(try ExportTools.run("qpdf", ["--check", pdf.path]).status == 0)

        let listed = try Self.images(pdf)
        #expect(listed.count == 4, "\(listed)")
        #expect(listed.allSatisfy { $0.encoding == "jpeg" }, "every photo a DCTDecode JPEG: \(listed)")
        let first = try #require(listed.first)
        #expect(abs(first.width - 1250) <= 2 && abs(first.height - 833) <= 2, "450 × 300 pt at 200 dpi: \(first)")
        #expect(listed.dropFirst().prefix(2).allSatisfy { $0.width == 640 && $0.height == 427 }, "the thumbnails: \(listed)")
        let last = try #require(listed.last)
        #expect(last.width == 1400 && last.height == 933, "the original as stored: \(last)")

        // The embedded streams are the stored bytes where no scaling was needed.
        let prefix = fixture.folder.appendingPathComponent("img").path
        #expect(try ExportTools.run("pdfimages", ["-j", pdf.path, prefix]).status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path).filter { $0.hasPrefix("img") }.sorted()
        #expect(files.count == 4, "\(files)")
        if files.count == 4 {
            let bytes = try files.map { try Data(contentsOf: fixture.folder.appendingPathComponent($0)) }
            #expect(bytes[1] == others[0].thumbnail && bytes[2] == others[1].thumbnail && bytes[3] == close.original)
        }
    }
}
