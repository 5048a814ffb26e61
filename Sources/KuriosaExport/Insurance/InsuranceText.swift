import Foundation
import KuriosaCore

/// The insurance pages' texts, written once for both renderers so the PDF and the HTML say
/// the same: headings with their days, what happened to a piece, amounts and differences.
struct InsuranceText {
    let document: ExportDocument

    var language: String { document.options.language }
    var locale: String { document.options.locale }

    func word(_ key: String) -> String { document.word(key) }

    /// A day `YYYY-MM-DD` (or the day of a timestamp) in the locale's form.
    func day(_ text: String) -> String {
        ExportValueText(options: document.options, numbers: [:]).date(String(text.prefix(10)))
    }

    func money(_ m: Money?) -> String {
        m.map { MoneyFormatter.string($0, locale: locale) } ?? "—"
    }

    /// `+CHF 200.00`, `−CHF 50.00`, `CHF 0.00`: the sign always in front, so a column of
    /// differences reads at a glance.
    func difference(_ m: Money) -> String {
        let magnitude = Money(minorUnits: m.minorUnits == Int64.min ? Int64.max : abs(m.minorUnits), currency: m.currency)
        let text = MoneyFormatter.string(magnitude, locale: locale)
        return m.minorUnits > 0 ? "+" + text : m.minorUnits < 0 ? "\u{2212}" + text : text
    }

    /// `K-0007 Speedmaster`.
    func piece(number: String?, title: String) -> String {
        [number, title].compactMap { $0 }.joined(separator: " ")
    }

    /// `3 pieces`, `1 Objekt`.
    func count(_ n: Int) -> String {
        ExportStrings.counted(n, "piece", language: language, locale: locale)
    }

    /// "Added: 2 pieces".
    func section(_ key: String, _ n: Int) -> String { "\(word(key)): \(count(n))" }

    func changesHeading(_ changes: ReportChanges) -> String {
        word("changesSince").replacingOccurrences(of: "{date}", with: day(changes.since))
    }

    func changesBasis(_ changes: ReportChanges) -> String {
        word(changes.fromReport ? "changesSinceReport" : "changesSinceDay").replacingOccurrences(of: "{date}", with: day(changes.since))
    }

    /// "sold 12/20/2025", "added 03/02/2026": what happened and when — the journal's day
    /// for a sale, gift or loss, else the day the history recorded it.
    func what(_ entry: ReportChanges.Entry) -> String {
        let reason = word("reason." + entry.reason)
        guard let when = entry.journalDay ?? entry.at else { return reason }
        var text = reason + " " + day(when)
        if entry.journalDay != nil, let at = entry.at, String(at.prefix(10)) != entry.journalDay {
            text += " (" + word("recordedOn").replacingOccurrences(of: "{date}", with: day(at)) + ")"
        }
        return text
    }

    /// "Valued before 10/01/2023 (more than 3 years ago)".
    func staleHeading(_ gaps: ClaimGaps) -> String {
        let period = ExportStrings.counted(gaps.staleAfter.amount, "period." + gaps.staleAfter.unit.rawValue, language: language, locale: locale)
        return word("gapStale").replacingOccurrences(of: "{date}", with: day(gaps.freshFrom))
            .replacingOccurrences(of: "{period}", with: period)
    }

    func scheduledText(_ gaps: ClaimGaps) -> String {
        guard !gaps.itemLimits.isEmpty else { return word("gapNoLimit") }
        return word("gapScheduledText").replacingOccurrences(of: "{limits}", with: gaps.itemLimits.map(money).joined(separator: ", "))
    }

    /// The claim-gap lists in page order: heading and entries; the scheduled items last.
    func gapLists(_ gaps: ClaimGaps) -> [(heading: String, entries: [ClaimGaps.Entry])] {
        [(word("gapWithoutPhoto"), gaps.withoutPhoto), (word("gapWithoutValue"), gaps.withoutEstimatedValue),
         (staleHeading(gaps), gaps.staleValuation), (word("gapWithoutDocument"), gaps.withoutDocument)]
    }
}
