import Foundation
import KuriosaLabels
import KuriosaTestSupport
import Testing

/// The three-thread pipeline of `LabelRenderer.render` (docs/labels.md, "Speed"): more pages
/// than the queue between the drawing thread and the PDF's thread holds, every label on the page
/// it belongs to in order, and an error on a late page that ends the run without a hang.
@Suite("labels: the drawing and writing threads")
struct LabelPipelineTests {
    static func items(_ count: Int, payload: (Int) -> String = { "K1TEST\(String(format: "%06d", $0))" }) -> [LabelItem] {
        (0..<count).map { LabelItem(itemID: "id\($0)", number: String(format: "K-%04d", $0 + 1), title: "Piece \($0 + 1)",
                                    fields: ["Omega", "\($0).00"], payload: payload($0), isNew: true) }
    }

    @Test("1,000 labels on Avery L7651: 16 pages, in order, each page's last number where it belongs")
    func manyPagesInOrder() throws {
        let sheet = try #require(try BuiltinLabelSheets.named("L7651"))
        let folder = try TestFolder.make("kuriosa-label-pipeline")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pdf = folder.appendingPathComponent("labels.pdf")
        var reported: [Int] = []
        try LabelRenderer(sheet: sheet, options: LabelRenderOptions(symbology: .datamatrix))
            .render(Self.items(1000), to: pdf.path) { reported.append($0) }
        #expect(reported.last == 1000)
        #expect(reported == reported.sorted())
        let info = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/pdfinfo"), [pdf.path])
        #expect(info.stdout.contains("Pages:           16"), "\(info.stdout)")
        let check = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/qpdf"), ["--check", pdf.path])
        #expect(check.status == 0, "\(check.stdout)")
        for page in [1, 8, 16] {
            let text = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/pdftotext"), ["-f", "\(page)", "-l", "\(page)", pdf.path, "-"]).stdout
            let last = min(1000, page * sheet.labelsPerPage)
            #expect(text.contains(String(format: "K-%04d", last)), "page \(page) lacks K-\(last)")
            #expect(!text.contains(String(format: "K-%04d", last + 1)), "page \(page) shows K-\(last + 1)")
        }
    }

    @Test("a code that does not fit on page 12 stops the run with its usage error, without hanging")
    func lateErrorEndsTheRun() throws {
        let sheet = try #require(try BuiltinLabelSheets.named("L7651"))
        let folder = try TestFolder.make("kuriosa-label-pipeline")
        defer { try? FileManager.default.removeItem(at: folder) }
        // A payload of 600 characters needs a QR code far too dense for a 21 mm label.
        let items = Self.items(1000) { $0 == 750 ? String(repeating: "X", count: 600) : "K1TEST\($0)" }
        #expect(throws: LabelError.self) {
            try LabelRenderer(sheet: sheet, options: LabelRenderOptions(symbology: .qr)).render(items, to: folder.appendingPathComponent("l.pdf").path)
        }
    }
}
