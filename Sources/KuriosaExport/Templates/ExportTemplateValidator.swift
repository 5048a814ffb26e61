import Foundation
import KuriosaCore

/// Checks what the reader cannot: that a template that reads also makes sense (an English
/// name, at least one format and column, sums only over money, known statuses). Reported
/// as a list so that a person fixes everything at once.
public enum ExportTemplateValidator {
    static func isID(_ s: String) -> Bool {
        let parts = s.split(separator: ".", maxSplits: 1)
        guard parts.count == 2, parts[0] == "builtin" || parts[0] == "custom" else { return false }
        return parts[1].unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "_.-".unicodeScalars.contains($0)) }
    }

    static func isKey(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return s.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    /// The problems of a template, each naming its path; empty when it is fine.
    public static func problems(_ t: ExportTemplate) -> [ExportTemplateError] {
        let p = "export template \"\(t.id)\""
        var out: [ExportTemplateError] = []
        func add(_ path: String, _ message: String) { out.append(ExportTemplateError(path: "\(p)\(path)", message: message)) }
        if !isID(t.id) {
            add(".id", "must be builtin.<name> or custom.<name> (letters, digits, _ . -)")
        }
        if t.version < 1 { add(".version", "must be 1 or more") }
        if !t.name.hasEnglish { add(".name", "needs an English text (\"en\")") }
        if t.formats.isEmpty { add(".formats", "name at least one of csv, html, pdf, xlsx") }
        if Set(t.formats).count != t.formats.count { add(".formats", "a format is named twice") }
        if t.columns.isEmpty { add(".columns", "name at least one column") }
        for kind in t.selection.kinds where kind != "owned" && kind != "wish" {
            add(".selection.kinds", "unknown kind \"\(kind)\" (owned, wish)")
        }
        if t.selection.kinds.isEmpty { add(".selection.kinds", "name owned, wish or both") }
        let statuses = ["in_collection", "lent_out", "at_service", "sold", "given_away", "lost"]
        for status in t.selection.statuses ?? [] where !statuses.contains(status) {
            add(".selection.statuses", "unknown status \"\(status)\" (\(statuses.joined(separator: ", ")))")
        }
        for (index, column) in t.columns.enumerated() {
            switch column {
            case let .field(key), let .wishField(key):
                if !isKey(key) {
                    add(".columns[\(index)]", "\"\(key)\" is not a field key ([a-z][a-z0-9_]*)")
                }
            default: break
            }
        }
        for sum in t.totals.sums where !sum.isMoney {
            add(".totals.sums", "\"\(sum.rawValue)\" is not a money column (purchase_price, estimated_value, wish_target)")
        }
        for (index, key) in t.sort.enumerated() where !ExportSorter.isKnown(key.column) {
            add(".sort[\(index)].column", "unknown sort column \"\(key.column)\" (a standard column or field:<key>)")
        }
        if t.pdf.photosPerPiece < 0 || t.pdf.photosPerPiece > 12 { add(".pdf.photosPerPiece", "must be 0 to 12") }
        return out
    }
}
