import Foundation
import KuriosaTestSupport
import Testing

/// The insurance report's schedule (#29, docs/insurance-report.md, "Schedule"): pieces without
/// photos or documents are listed many to a page (`--layout mixed`, the default, or
/// `schedule`); `--layout pages` keeps a page each; the claim-gaps list names the schedule's
/// page of each piece.
@Suite("Insurance schedule")
struct InsuranceScheduleTests {
    static func pages(_ pdf: String) throws -> Int {
        let info = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/pdfinfo"), [pdf]).stdout
        return Int(info.split(separator: "\n").first { $0.hasPrefix("Pages:") }?.split(separator: " ").last ?? "") ?? -1
    }

    @Test func piecesWithoutPhotosGoIntoASchedule() throws {
        let lib = try CLILibrary()
        let rows = (0..<100).map { "Watch \($0),Omega,REF-\($0),CHF \(1000 + $0)" }.joined(separator: "\n")
        #expect(try lib.importFile(try lib.write("w.csv", "Title,Brand,Reference,Estimated value\n" + rows + "\n"),
                                   ["--new-collection", "Watches", "--template", "builtin.watch"]).status == 0)
        let mixed = lib.folder.appendingPathComponent("mixed.pdf").path, paged = lib.folder.appendingPathComponent("pages.pdf").path
        #expect(try lib.run(["export", "--template", "insurance", "-o", mixed]).status == 0)
        #expect(try lib.run(["export", "--template", "insurance", "-o", paged, "--layout", "pages"]).status == 0)
        let short = try Self.pages(mixed), long = try Self.pages(paged)
        #expect(short > 0 && short < 20, "100 pieces without photos, the whole report: \(short) pages")
        #expect(long > 100, "--layout pages keeps a page a piece: \(long)")
        let text = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/pdftotext"), ["-layout", mixed, "-"]).stdout
        for n in [1, 50, 100] { #expect(text.contains(String(format: "K-%04d", n)), "K-\(n) in the schedule") }
        #expect(text.contains("REF-99"), "the identifying fields are in the schedule")
        let qpdf = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/qpdf"), ["--check", mixed])
        #expect(qpdf.status == 0, "\(qpdf.stdout)")
        let wrong = try lib.run(["export", "--template", "inventory", "-o", paged, "--layout", "pages"])
        #expect(wrong.status == 64 && wrong.stderr.contains("--layout is an option of --template insurance"), "\(wrong.stderr)")
    }

    /// A piece with a photo keeps its page in the mixed layout; the sample's three pieces
    /// without one are in their collection's schedule.
    @Test func piecesWithPhotosKeepTheirPage() throws {
        let sample = try ExportCommandTests.SampleCopy()
        let pdf = sample.folder.appendingPathComponent("ins.pdf").path
        #expect(try sample.export(["--template", "insurance", "-o", pdf]).status == 0)
        var headings: [String] = []
        for page in 1...(try Self.pages(pdf)) {
            let lines = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/pdftotext"), ["-f", "\(page)", "-l", "\(page)", "-layout", pdf, "-"]).stdout
                .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            if let heading = lines.dropFirst().first { headings.append(heading) }
        }
        #expect(headings.contains("K-0001 Speedmaster Professional"), "\(headings)")
        #expect(!headings.contains { $0.hasPrefix("K-0010") }, "K-0010 has no photo: in the Coins schedule, not on a page: \(headings)")
        #expect(headings.contains("Coins"), "\(headings)")
    }
}
