import Foundation
import KuriosaCore
import KuriosaExport
import Testing

/// The value chart never sets bars of two currencies on one scale: one section per currency,
/// each bar a share of the largest of its own currency.
@Suite struct ExportChartTests {
    @Test func barsAreGroupedAndScaledPerCurrency() throws {
        let (folder, library) = try ExportFixture.library()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (document, _) = try ExportFixture.document("insurance", library: library)
        let sections = ExportChart.sections(document, column: .purchasePrice)
        #expect(sections.count >= 2, "the golden library has several currencies")
        #expect(Set(sections.map(\.currency)).count == sections.count)
        for section in sections {
            #expect(section.bars.allSatisfy { $0.amount.currency == section.currency })
            #expect(section.bars.contains { $0.share == 1 }, "the largest bar of \(section.currency) is full")
            #expect(section.bars.allSatisfy { $0.share > 0 && $0.share <= 1 })
        }
    }
}
