import Foundation
import KuriosaTestSupport
import Testing

/// The bundled sample library's inventory and insurance reports, made by the real
/// `kuriosa export` as the README tells a new user to, in English, German and Swiss German:
/// golden text (`pdftotext -layout`), so that a count, a year or a total that reads wrong
/// shows as a diff. Pages are kept as PNG in .build/test-artifacts for people to look at.
@Suite(.serialized) struct SampleReportTests {
    static let cases: [(template: String, language: String, locale: String?)] = [
        ("inventory", "en", nil), ("inventory", "de", nil), ("inventory", "de", "de-CH"),
        ("insurance", "en", nil), ("insurance", "de", nil), ("insurance", "de", "de-CH"),
    ]

    @Test(arguments: cases)
    func goldenText(template: String, language: String, locale: String?) throws {
        let folder = try TestFolder.make("kuriosa-sample-report")
        defer { try? FileManager.default.removeItem(at: folder) }
        let samples = ExportFixture.root.appendingPathComponent("Samples")
        let library = folder.appendingPathComponent("Sample Library")
        try FileManager.default.copyItem(at: samples.appendingPathComponent("Sample Library"), to: library)
        let name = "sample-\(template)-\(locale ?? language)"
        let pdf = folder.appendingPathComponent("\(name).pdf")
        var arguments = ["export", library.path, "--recovery-key-file", samples.appendingPathComponent("SAMPLE-RECOVERY-KEY.txt").path,
                         "--template", template, "--format", "pdf", "--owner", "Sample Collector", "--date", "2026-12-01",
                         "--language", language, "-o", pdf.path]
        if let locale { arguments += ["--locale", locale] }
        let run = try TestProcess.kuriosa(arguments, environment: ["KURIOSA_CONFIG_DIR": folder.appendingPathComponent("config").path])
        #expect(run.status == 0, "\(run.stderr)")
        let check = try ExportTools.run("qpdf", ["--check", pdf.path])
        #expect(check.status == 0, "qpdf --check: \(check.output)")
        let text = try ExportTools.run("pdftotext", ["-layout", pdf.path, "-"])
        #expect(try ExportFixture.compareGolden(Data(text.output.utf8), name: "\(name).pdf.txt"),
                "differs from Golden/\(name).pdf.txt (actual in .build/test-artifacts)")
        // No page holds only a heading (a group title left alone above a page break): each
        // page has more than its head line, one content line and its foot.
        for (index, page) in text.output.split(separator: "\u{0C}").enumerated() {
            let lines = page.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            #expect(lines.count > 3, "page \(index + 1) holds only \(lines.dropFirst().first ?? "")")
        }
        try FileManager.default.createDirectory(at: ExportFixture.artifacts, withIntermediateDirectories: true)
        let pages = ExportFixture.artifacts.appendingPathComponent(name)
        _ = try ExportTools.run("pdftoppm", ["-png", "-r", "60", pdf.path, pages.path])
    }
}
