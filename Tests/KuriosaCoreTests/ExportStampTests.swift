import KuriosaCore
import Testing

/// The `Export stamp` cell (docs/import.md#an-older-export-conflicts): a letter and the
/// time's digits, read back to the time; a time of another form by a digest.
@Suite("Export stamps")
struct ExportStampTests {
    @Test func aCatalogTimeIsItsDigitsAndReadsBack() {
        let cell = ExportStamp.cell(updatedAt: "2026-11-30T10:12:33.123Z")
        #expect(cell == "S20261130101233123")
        #expect(ExportStamp.time(of: cell) == "2026-11-30T10:12:33.123Z")
        #expect(ExportStamp.time(of: " s20261130101233123 ") == "2026-11-30T10:12:33.123Z")
        #expect(ExportStamp.matches(" S20261130101233123", updatedAt: "2026-11-30T10:12:33.123Z"))
        #expect(!ExportStamp.matches(cell, updatedAt: "2026-11-30T10:12:33.124Z"))
    }

    @Test func anotherFormIsADigestWithoutATime() {
        let cell = ExportStamp.cell(updatedAt: "2026-11-30 10:12")
        #expect(cell.count == 17 && cell.hasPrefix("H"))
        #expect(cell == ExportStamp.cell(updatedAt: "2026-11-30 10:12"))
        #expect(cell != ExportStamp.cell(updatedAt: "2026-11-30 10:13"))
        #expect(ExportStamp.time(of: cell) == nil)
        #expect(ExportStamp.time(of: "S2026113010123312") == nil, "16 digits")
        #expect(ExportStamp.time(of: "S20261340101233123") == nil, "month 13")
    }
}
