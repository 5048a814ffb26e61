import Foundation
import KuriosaCore

/// The insurance report's own sections in HTML — "Changes since …" and "What a claim would
/// lack" — with the same texts as the PDF pages (`InsuranceText`), in plain tables the
/// existing style sheet already lays out.
extension HTMLRenderer {
    func insuranceSections() -> String {
        guard let report = document.insurance else { return "" }
        let t = InsuranceText(document: document)
        var h = ""
        if let changes = report.changes { h += changesSection(changes, text: t) }
        return h + claimGapsSection(report.claimGaps, text: t)
    }

    func changesSection(_ changes: ReportChanges, text t: InsuranceText) -> String {
        var h = "<section class=\"changes\">\n<h2>\(Self.escape(t.changesHeading(changes)))</h2>\n"
        h += "<p class=\"meta\">\(Self.escape(t.changesBasis(changes)))</p>\n"
        if changes.isEmpty { h += "<p>\(Self.escape(t.word("noChanges")))</p>\n" }
        let header = [t.word("colPiece"), t.word("colWhat"), t.word("colBefore"), t.word("colNow")]
        for (key, entries) in [("changesAdded", changes.added), ("changesGone", changes.gone), ("changesRevalued", changes.revalued)]
        where !entries.isEmpty {
            h += "<h3>\(Self.escape(t.section(key, entries.count)))</h3>\n"
            h += insuranceTable(header, numericFrom: 2, rows: entries.map { e in
                [t.piece(number: e.number, title: e.title), t.what(e), t.money(e.oldValue), t.money(e.newValue)]
            })
        }
        if !changes.totals.isEmpty {
            h += "<h3>\(Self.escape(t.word("changesTotals")))</h3>\n"
            h += insuranceTable([t.word("colCurrency"), t.word("colBefore"), t.word("colNow"), t.word("colDifference")], numericFrom: 1,
                                rows: changes.totals.map { [$0.currency, t.money($0.old), t.money($0.new), t.difference($0.difference)] })
        }
        return h + "</section>\n"
    }

    func claimGapsSection(_ gaps: ClaimGaps, text t: InsuranceText) -> String {
        var h = "<section class=\"claim-gaps\">\n<h2>\(Self.escape(t.word("claimGaps")))</h2>\n"
        h += "<p class=\"meta\">\(Self.escape(t.word("claimGapsText")))</p>\n"
        let header = [t.word("colPiece"), t.word("colValue"), t.word("colLastValued")]
        func rows(_ entries: [ClaimGaps.Entry]) -> [[String]] {
            entries.map { [t.piece(number: $0.number, title: $0.title), t.money($0.estimatedValue), $0.lastValued.map(t.day) ?? "—"] }
        }
        for (title, entries) in t.gapLists(gaps) {
            h += "<h3>\(Self.escape("\(title): \(t.count(entries.count))"))</h3>\n"
            h += entries.isEmpty ? "<p>\(Self.escape(t.word("gapNone")))</p>\n" : insuranceTable(header, numericFrom: 1, rows: rows(entries))
        }
        h += "<h3>\(Self.escape("\(t.word("gapScheduled")): \(t.count(gaps.scheduled.count))"))</h3>\n"
        h += "<p class=\"meta\">\(Self.escape(t.scheduledText(gaps)))</p>\n"
        h += gaps.scheduled.isEmpty ? "<p>\(Self.escape(t.word("gapNone")))</p>\n" : insuranceTable(header, numericFrom: 1, rows: rows(gaps.scheduled))
        return h + "</section>\n"
    }

    /// A table that scrolls sideways on a phone; columns from `numericFrom` on are amounts.
    private func insuranceTable(_ header: [String], numericFrom: Int, rows: [[String]]) -> String {
        func cls(_ index: Int) -> String { index >= numericFrom ? " class=\"num\"" : "" }
        var h = "<div class=\"scroll\">\n<table>\n<thead>\n<tr>"
        for (i, label) in header.enumerated() { h += "<th scope=\"col\"\(cls(i))>\(Self.escape(label))</th>" }
        h += "</tr>\n</thead>\n<tbody>\n"
        for row in rows {
            h += "<tr>" + row.enumerated().map { "<td\(cls($0.offset))>\(Self.escape($0.element))</td>" }.joined() + "</tr>\n"
        }
        return h + "</tbody>\n</table>\n</div>\n"
    }
}
