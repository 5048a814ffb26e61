import Foundation
import KuriosaCore

/// How cells keep their shape in HTML: values that must never break over two lines
/// (inventory numbers, amounts, counts, measurements, days) get a class the style sheet
/// keeps on one line, and every piece of user text gets its own direction (`dir="auto"`),
/// so an Arabic or Hebrew title reads right to left inside a left-to-right table and a
/// Latin one inside an Arabic report.
extension HTMLRenderer {
    /// The class of a column's cells: `id` for the K-number, `num` for numbers and money
    /// (right-aligned), `date` for days; nil for text.
    static func cellClass(_ column: ExportColumn) -> String? {
        if case .standard(.number) = column.source { return "id" }
        if column.isNumeric { return "num" }
        if column.isDate { return "date" }
        return nil
    }

    /// The attributes of a `td` or `dd` of this column: its class, or `dir="auto"` for user
    /// text (text and links; a photo cell has no text).
    static func cellAttributes(_ column: ExportColumn) -> String {
        if let cssClass = cellClass(column) { return " class=\"\(cssClass)\"" }
        return column.kind == .photo ? "" : " dir=\"auto\""
    }

    /// `@page` for the paper and orientation of this export (the template's, or `--paper`,
    /// `--landscape`), with the PDF's margin of half an inch.
    var pageRule: String {
        let pdf = document.template.pdf
        return "@page { size: \(pdf.paper.cssName) \(pdf.orientation.rawValue); margin: 12.7mm; }\n"
    }

    /// `document.totalsText` as HTML ("Total: 4 pieces · 23 bottles · Estimated value:
    /// CHF 1’000.00, EUR 5.00"): each count and each amount on one line (`class="nowrap"`),
    /// the words between them free to wrap.
    func totalsHTML(_ totals: ExportTotals, word: String) -> String {
        func nowrap(_ text: String) -> String { "<span class=\"nowrap\">\(Self.escape(text))</span>" }
        let counts = ([document.pieces(totals.count)] + totals.units.map(document.unitsText)).map(nowrap)
        var parts = ["\(Self.escape(document.word(word))): " + counts.joined(separator: " · ")]
        for sum in totals.sums where !sum.amounts.isEmpty {
            let amounts = sum.amounts.map { nowrap(MoneyFormatter.string($0, locale: document.options.locale)) }
            parts.append(Self.escape(sum.label) + ": " + amounts.joined(separator: ", "))
        }
        return parts.joined(separator: " · ")
    }
}
