import Foundation
import KuriosaCore
import KuriosaExport
import KuriosaStore
import Testing

@Suite(.serialized) struct PDFExportTests {
    /// Every built-in as PDF: golden text (`pdftotext -layout`), `qpdf --check`, every font
    /// embedded (`pdffonts`), and page 1 as PNG in .build/test-artifacts for people to look at.
    @Test(arguments: [("inventory", "en", "en-US"), ("insurance", "de", "de-CH"), ("wishlist", "en", "en-US"), ("spreadsheet", "fr", "fr-FR")])
    func builtinPDF(name: String, language: String, locale: String) throws {
        let (folder, library) = try ExportFixture.library()
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = ExportOptions(language: language, locale: locale, owner: "Anna Muster", date: ExportFixture.date)
        let (document, _) = try ExportFixture.document(name, library: library, options: options)
        let pdf = folder.appendingPathComponent("\(name).pdf")
        try PDFRenderer(document: document, media: library).render(to: pdf)

        let check = try ExportTools.run("qpdf", ["--check", pdf.path])
        #expect(check.status == 0, "qpdf --check: \(check.output)")
        let fonts = try ExportTools.run("pdffonts", [pdf.path])
        let fontRows = fonts.output.split(separator: "\n").dropFirst(2)
        #expect(!fontRows.isEmpty)
        for row in fontRows {
            // Columns: name type encoding emb sub uni object ID; "emb" is the 4th from the end.
            let cells = row.split(separator: " ", omittingEmptySubsequences: true)
            #expect(cells.count >= 7 && cells[cells.count - 5] == "yes", "font not embedded: \(row)")
        }
        let text = try ExportTools.run("pdftotext", ["-layout", pdf.path, "-"])
        #expect(text.status == 0)
        #expect(try ExportFixture.compareGolden(Data(text.output.utf8), name: "\(name)-\(language).pdf.txt"),
                "differs from Golden/\(name)-\(language).pdf.txt:\n\(text.output)")

        try FileManager.default.createDirectory(at: ExportFixture.artifacts, withIntermediateDirectories: true)
        let png = ExportFixture.artifacts.appendingPathComponent("\(name)-\(language)-page1")
        let render = try ExportTools.run("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile", pdf.path, png.path])
        #expect(render.status == 0, "pdftoppm: \(render.output)")
        try? FileManager.default.removeItem(at: ExportFixture.artifacts.appendingPathComponent("\(name)-\(language).pdf"))
        try FileManager.default.copyItem(at: pdf, to: ExportFixture.artifacts.appendingPathComponent("\(name)-\(language).pdf"))
    }

    /// Greek, Cyrillic and CJK come out through fontconfig fallback, still embedded.
    @Test func anyScript() throws {
        let (folder, library) = try ExportFixture.library()
        defer { try? FileManager.default.removeItem(at: folder) }
        var (document, _) = try ExportFixture.document("inventory", library: library)
        document.groups[0].pieces[0].cells["standard:title"] = ExportCell(text: "Ωμέγα Часы 時計 腕時計")
        let pdf = folder.appendingPathComponent("scripts.pdf")
        try PDFRenderer(document: document, media: library).render(to: pdf)
        let text = try ExportTools.run("pdftotext", [pdf.path, "-"])
        #expect(text.output.contains("Ωμέγα") && text.output.contains("Часы") && text.output.contains("時計"))
        let fonts = try ExportTools.run("pdffonts", [pdf.path])
        #expect(fonts.output.contains("CJK"), "a CJK font: \(fonts.output)")
    }

    /// A long table continues on the next page with its header row repeated, and every
    /// page says "Page x of y".
    @Test func longTablesRepeatTheirHeader() throws {
        let (folder, library) = try ExportFixture.library()
        defer { try? FileManager.default.removeItem(at: folder) }
        var (document, _) = try ExportFixture.document("inventory", library: library)
        let piece = document.groups[0].pieces[0]
        document.groups[0].pieces = (0..<120).map { index in
            var p = piece
            p.cells["standard:title"] = ExportCell(text: "Piece \(index) with a title long enough to wrap in its cell when the column is narrow")
            return p
        }
        let pdf = folder.appendingPathComponent("long.pdf")
        try PDFRenderer(document: document, media: library).render(to: pdf)
        let text = try ExportTools.run("pdftotext", ["-layout", pdf.path, "-"]).output
        let pages = text.split(separator: "\u{0C}").filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        #expect(pages.count > 2)
        for (index, page) in pages.enumerated() {
            #expect(page.contains("Page \(index + 1) of \(pages.count)"))
            if index < pages.count - 1 { #expect(page.contains("Estimated value"), "header on page \(index + 1)") }
        }
    }
}
