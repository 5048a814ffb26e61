import Foundation
import KuriosaImport
import KuriosaCore

/// The human-readable end of `kuriosa import`: the fatal problem or the counts, then the
/// warnings and rejected cells a person needs to fix the file. Each message says a thing once
/// (`empty_file: the file has no bytes`, not `empty_file: …: empty_file`), names a column as a
/// spreadsheet shows it (`column M (13) "Grade"`), and names the option that settles it where
/// there is one (docs/import.md#the-summary-without---json).
enum ImportSummary {
    /// Column warnings printed one a line; the rest are counted (all are in `--report`).
    static let maximumWarningLines = 20

    /// - Parameter library: the package (or plain catalog) written to, named in the summary.
    static func print(_ report: ImportReport, file: String, library: String) {
        if let fatal = report.fatal {
            var where_ = ""
            if let row = fatal.row { where_ += " (row \(row))" }
            if let target = fatal.target { where_ += " (\(target))" }
            Terminal.error("\(file): \(fatal.reason)\(where_): \(fatal.detail). Nothing was imported.")
        }
        if let app = report.recognised {
            let template = report.chosenTemplate.map { "; the new collection takes \($0), the template its rows fit" } ?? ""
            Terminal.note("recognised: \(app)\(template) (--preset none reads the file without)")
        }
        if report.kindFromPreset, report.kind == "wish" {
            Terminal.note("the rows are taken as wishes: the app's export lists things wished for (--kind owned takes them as owned pieces)")
        }
        if report.hasNoRows { Terminal.note("warning: \(file) has a header and no rows (no_rows): nothing to import") }
        // A header of thousands of unknown columns must not print a line each
        // (docs/import.md#the-summary-without---json).
        let columnWarnings = report.warnings.filter { $0.reason != ImportReport.noRows }
        for warning in columnWarnings.prefix(maximumWarningLines) {
            if warning.reason == ImportReport.sheetSkipped {
                Terminal.note("warning: sheet \"\(warning.column)\" not read: \(warning.detail ?? "") (\(warning.reason))")
                continue
            }
            if warning.reason == ImportReport.commentNotKept || warning.reason == ImportReport.linkNotKept {
                let what = warning.reason == ImportReport.linkNotKept ? "link" : "comment"
                Terminal.note("warning: the \(what) on cell \(warning.column) is kept by no piece, \(oneLine(warning.detail ?? "")) (\(warning.reason))")
                continue
            }
            if warning.reason == ImportReport.pictureNotImported {
                let which = warning.column.isEmpty ? "a picture" : "the picture at cell \(warning.column)"
                Terminal.note("warning: \(which) is not imported, \(oneLine(warning.detail ?? "")) (\(warning.reason))")
                continue
            }
            let same = warning.sameAs.map { ", same target as \(columnName($0, nil))" } ?? warning.detail.map { " (\($0))" } ?? ""
            // A warning about the file as a whole (a required field it has no column for) names no column.
            let place = warning.columnIndex == 0 ? "" : "\(columnName(warning.columnIndex, warning.column)): "
            Terminal.note("warning: \(place)\(warning.reason)\(same)")
        }
        if columnWarnings.count > maximumWarningLines {
            Terminal.note("… \(columnWarnings.count - maximumWarningLines) more column warnings (see --report)")
        }
        // Kept, but not where the template wanted them: in the piece's notes under the header.
        for cell in report.kept.prefix(200) {
            if cell.reason == ImportReport.sheetPicture {
                Terminal.note("\(rowName(cell.row, cell.worksheet)), \(columnName(cell.columnIndex, cell.column)): \(cell.reason): \(oneLine(cell.text)) (\(cell.detail ?? ""))")
                continue
            }
            var why = cell.detail.map { "\($0); " } ?? ""
            if cell.reason == "ambiguous_date" { why += "day or month first? say --date-order dmy or mdy; " }
            Terminal.note("\(rowName(cell.row, cell.worksheet)), \(columnName(cell.columnIndex, cell.column)): \(cell.reason): \(oneLine(cell.text)) (\(why)kept in the notes)")
        }
        if report.kept.count > 200 { Terminal.note("… \(report.kept.count - 200) more cells kept in the notes (see --report)") }
        // The diff of a dry run (or --show-changes), piece by piece, flags first-class.
        for piece in report.changes.prefix(200) {
            let name = ItemNumber.display(piece.number) ?? piece.id
            for change in piece.changes {
                let flag = change.suspect.map { "  ⚠ \($0)" } ?? ""
                Terminal.note("\(name) (\(rowName(piece.row, piece.worksheet))): \(change.path): \(change.old) → \(change.new)\(flag)")
            }
        }
        if report.changes.count > 200 { Terminal.note("… \(report.changes.count - 200) more pieces changed (see --json)") }
        // Rows of an older export whose pieces changed since: not written.
        for conflict in report.conflicts.prefix(200) {
            let name = ItemNumber.display(conflict.number) ?? conflict.id
            for field in conflict.fields {
                let when = field.changedAt.map { " (changed \($0) by \(field.changedBy ?? "another writer"))" } ?? ""
                Terminal.note("conflict: \(name) (\(rowName(conflict.row, conflict.worksheet))): \(field.name) — sheet \(field.sheet), library \(field.library)\(when)")
            }
        }
        if report.conflicts.count > 200 { Terminal.note("… \(report.conflicts.count - 200) more conflicts (see --json)") }
        if !report.conflicts.isEmpty {
            let n = report.conflicts.count
            Terminal.note("note: \(n == 1 ? "1 piece" : "\(n) pieces") changed since the file was exported; \(n == 1 ? "its row was" : "their rows were") not written (export again, or --overwrite-newer to write the file's values)")
        }
        for group in report.missing {
            let numbers = group.pieces.prefix(20).map { ItemNumber.display($0.number) ?? $0.id }.joined(separator: ", ")
            let more = group.pieces.count > 20 ? ", …" : ""
            let count = group.pieces.count == 1 ? "1 piece" : "\(group.pieces.count) pieces"
            let what = group.deleted ? (report.dryRun ? "would be deleted (--delete-missing)" : "deleted (--delete-missing; undo brings them back)")
                : "nothing was deleted (--delete-missing deletes them)"
            Terminal.note("note: \(count) of \"\(group.path)\" \(group.pieces.count == 1 ? "is" : "are") not in the file (\(numbers)\(more)); \(what)")
        }
        for piece in report.skipped.prefix(200) {
            Terminal.note("\(rowName(piece.row, piece.worksheet)): skipped, a duplicate of \(ItemNumber.display(piece.number) ?? piece.id)")
        }
        if report.skipped.count > 200 { Terminal.note("… \(report.skipped.count - 200) more duplicates skipped (see --report)") }
        if !report.skipped.isEmpty {
            Terminal.note("note: --on-duplicate create makes every such row a piece of its own (two copies of one record), --on-duplicate update writes its values")
        }
        for error in report.errors.prefix(200) {
            // Column 0: a column the file does not have (an update-only sheet's Title).
            let column = error.column == nil ? "column \(letters(error.columnIndex)) (\(error.columnIndex)), past the header"
                : error.columnIndex == 0 ? "no column \"\(error.column ?? "")\"" : columnName(error.columnIndex, error.column)
            var line = "\(rowName(error.row, error.worksheet)), \(column): \(error.reason)" + (error.text.isEmpty ? "" : ": \(error.text)")
            if let detail = error.detail { line += " (\(detail))" }
            if error.reason == "ambiguous_date" { line += " (day or month first? say --date-order dmy or mdy)" }
            Terminal.note(line)
        }
        if report.errors.count > 200 { Terminal.note("… \(report.errors.count - 200) more errors (see --report)") }
        // Imported, but a little less sharp than the file (docs/import.md#photos).
        for photo in report.reencoded.prefix(200) {
            Terminal.note("\(rowName(photo.row, photo.worksheet)), \(columnName(photo.columnIndex, photo.column)): photo re-encoded (quality 92): \(photo.file) (\(photo.why))")
        }
        if report.reencoded.count > 200 { Terminal.note("… \(report.reencoded.count - 200) more re-encoded photos (see --json)") }
        guard report.fatal == nil else { return }
        let verb = report.dryRun ? "Would import" : "Imported"
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        let into = report.collection.map { " into \"\($0.path)\" (id \($0.id)) of \(library)" }
            ?? (report.collections.isEmpty ? "" : " into \(count(report.collections.count, "collection")) of \(library)")
        let deleted = report.missing.filter(\.deleted).reduce(0) { $0 + $1.pieces.count }
        let noun = report.kind == "wish" ? (report.created.count == 1 ? "1 wish" : "\(report.created.count) wishes") : count(report.created.count, "piece")
        Terminal.out("\(verb) \(noun)\(into); updated \(report.updated.count), "
            + (deleted > 0 ? "deleted \(deleted), " : "")
            + "skipped \(count(report.skipped.count, "duplicate")), rejected \(count(report.rejectedRows.count, "row")), "
            + "\(count(report.warnings.filter { !Self.notColumnWarnings.contains($0.reason) }.count, "column warning"))"
            + { let n = report.warnings.filter { $0.reason == ImportReport.sheetSkipped }.count
                return n == 0 ? "" : ", \(n == 1 ? "1 sheet" : "\(n) sheets") not read" }()
            + { let comments = report.warnings.filter { $0.reason == ImportReport.commentNotKept }.count
                let links = report.warnings.filter { $0.reason == ImportReport.linkNotKept }.count
                let named = (comments == 0 ? [] : [comments == 1 ? "1 comment" : "\(comments) comments"])
                    + (links == 0 ? [] : [links == 1 ? "1 link" : "\(links) links"])
                return named.isEmpty ? "" : ", \(named.joined(separator: " and ")) kept by no piece" }()
            + { let n = report.kept.filter { $0.reason == ImportReport.sheetPicture }.count
                return n == 0 ? "" : ", \(n == 1 ? "1 picture" : "\(n) pictures") of the sheet stored as \(n == 1 ? "a photo" : "photos")" }()
            + { let n = report.warnings.filter { $0.reason == ImportReport.pictureNotImported }.count
                return n == 0 ? "" : ", \(n == 1 ? "1 picture" : "\(n) pictures") not imported" }()
            + (report.conflicts.isEmpty ? "" : ", \(count(report.conflicts.count, "conflict")) (not written)") + ".")
    }

    /// The warnings the last line counts apart from the column warnings.
    static let notColumnWarnings: Set<String> = [ImportReport.noRows, ImportReport.sheetSkipped, ImportReport.commentNotKept,
                                                 ImportReport.linkNotKept, ImportReport.pictureNotImported]

    /// A text of several lines (a comment, a cell with line breaks) on the summary's one line.
    static func oneLine(_ text: String) -> String {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ⏎ ")
    }

    /// `row 5`, or `sheet "Coins" row 5` when a workbook's sheets were read together.
    static func rowName(_ row: Int, _ worksheet: String?) -> String {
        worksheet.map { "sheet \"\($0)\" row \(row)" } ?? "row \(row)"
    }

    /// `column M (13) "Grade"`: the letters a spreadsheet shows, the number, the header.
    static func columnName(_ index: Int, _ header: String?) -> String {
        let name = header.map { $0.isEmpty ? " (unnamed)" : " \"\($0)\"" } ?? ""
        return "column \(letters(index)) (\(index))\(name)"
    }

    /// Spreadsheet column letters of a 1-based index: 1 → A, 26 → Z, 27 → AA.
    static func letters(_ index: Int) -> String { ImportReport.columnLetters(index) }
}
