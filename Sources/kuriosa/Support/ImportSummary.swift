import Foundation
import KuriosaImport

/// The human-readable end of `kuriosa import`: the fatal problem or the counts, then the
/// warnings and rejected cells a person needs to fix the file.
enum ImportSummary {
    static func print(_ report: ImportReport, file: String) {
        if let fatal = report.fatal {
            var where_ = ""
            if let row = fatal.row { where_ += " (row \(row))" }
            if let target = fatal.target { where_ += " (\(target))" }
            Terminal.error("\(file): \(fatal.reason)\(where_): \(fatal.detail). Nothing was imported.")
        }
        for warning in report.warnings {
            let same = warning.sameAs.map { ", same target as column \($0)" } ?? ""
            Terminal.note("warning: column \(warning.columnIndex) \"\(warning.column)\": \(warning.reason)\(same)")
        }
        for error in report.errors.prefix(200) {
            let column = error.column.map { "\"\($0)\"" } ?? "(past the header)"
            Terminal.note("row \(error.row), column \(error.columnIndex) \(column): \(error.reason): \(error.text)")
        }
        if report.errors.count > 200 { Terminal.note("… \(report.errors.count - 200) more errors (see --report)") }
        guard report.fatal == nil else { return }
        let verb = report.dryRun ? "Would import" : "Imported"
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        Terminal.out("\(verb) \(count(report.created.count, "piece")); updated \(report.updated.count), "
            + "skipped \(count(report.skipped.count, "duplicate")), rejected \(count(report.rejectedRows.count, "row")), "
            + "\(count(report.warnings.count, "column warning")).")
    }
}
