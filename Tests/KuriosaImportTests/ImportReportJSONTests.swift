import Foundation
import Testing
@testable import KuriosaImport

/// The `--json` report is written without Foundation (`JSONWriter`, `.output`) but must stay byte for
/// byte what `JSONSerialization` wrote before (`.sortedKeys, .prettyPrinted,
/// .withoutEscapingSlashes`): scripts and people diff these files.
@Suite("Import report JSON")
struct ImportReportJSONTests {
    /// Every control character, quotes, backslashes, slashes, and non-ASCII text.
    static let awkward = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined()
        + "\"quoted\" back\\slash a/b é 日本 🎉 \u{2028} \u{7F} \u{FEFF}"

    static func report(_ n: Int) -> ImportReport {
        var report = ImportReport()
        if n % 3 == 0 { report.fatal = .init(reason: "unterminated_quote", row: n, target: n % 2 == 0 ? "title" : nil, detail: "x") }
        if n % 3 == 1 { report.fatal = .init(reason: "missing_required_column", target: "brand", detail: "y") }
        report.warnings = (0..<(n % 4)).map {
            .init(reason: "duplicate_column", column: $0 == 1 ? awkward : "Brand \($0)", columnIndex: $0 + 1, sameAs: $0 % 2 == 0 ? 1 : nil)
        }
        report.errors = (0..<(n % 5)).map {
            .init(row: $0 + 2, column: $0 % 2 == 0 ? nil : "Preis / CHF", columnIndex: $0 + 3, reason: "invalid_money", text: $0 == 3 ? awkward : "12,3,4")
        }
        report.created = (0..<(n % 6) * 3).map { .init(id: "00000000-0000-4000-8000-00000000000\($0 % 10)", number: $0 % 2 == 0 ? $0 + 1 : nil, row: $0 + 2) }
        report.updated = n % 2 == 0 ? [.init(id: "u", number: 7, row: 9)] : []
        report.skipped = n % 3 == 2 ? [.init(id: "s", number: nil, row: 10)] : []
        if n % 4 != 3 {
            report.detected = .init(encoding: "UTF-8", bom: n % 2 == 0, delimiter: n % 2 == 0 ? ";" : "\t", sepLine: n % 3 == 0,
                                    decimalMark: ",")
        }
        return report
    }

    /// The bytes are those `JSONSerialization` writes for the same object (sorted, pretty,
    /// slashes as they are), as for every other `--json`.
    @Test(arguments: 0..<24)
    func sameBytesAsJSONSerialization(_ n: Int) throws {
        let report = Self.report(n)
        let object = try JSONSerialization.jsonObject(with: report.jsonData())
        let foundation = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
        #expect(report.jsonText == String(decoding: foundation, as: UTF8.self))
    }
}
