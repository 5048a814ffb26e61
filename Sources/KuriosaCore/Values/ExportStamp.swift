import Foundation

/// What a piece looked like when a spreadsheet export was made, written in a column of its
/// own (`Export stamp`), so that importing the sheet back can tell a piece changed since
/// (docs/import.md#an-older-export-conflicts): the piece's `updated_at`, which every writer
/// of the catalog moves on any change of the piece.
///
/// The cell is `S` and the time's 17 digits (`S20261130101233123` for
/// `2026-11-30T10:12:33.123Z`): a leading letter keeps Excel and LibreOffice from reading it as
/// a number or a date and re-saving it in another form, and no sign or `@` starts a formula. A
/// time that is not in the catalog's form (another writer's) is stamped by a digest of its text
/// (`H` and 16 hex digits), which tells "changed" as well but no day.
public enum ExportStamp {
    /// The stamp of a piece whose `updated_at` is `updatedAt`.
    public static func cell(updatedAt: String) -> String {
        if Timestamp.date(from: updatedAt) != nil {
            return "S" + String(decoding: updatedAt.utf8.filter { $0 >= 0x30 && $0 <= 0x39 }, as: UTF8.self)
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in updatedAt.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "H" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Whether a sheet's stamp says the piece is as it was exported. A cell the toolkit never
    /// wrote (trimmed, case changed) is compared as written, so it reads "changed".
    public static func matches(_ cell: String, updatedAt: String) -> Bool {
        cell.trimmingCharacters(in: .whitespaces).uppercased() == Self.cell(updatedAt: updatedAt)
    }

    /// The catalog time a stamp names (`2026-11-30T10:12:33.123Z`): when the export saw the
    /// piece last change. Nil for a digest stamp or a cell of another shape.
    public static func time(of cell: String) -> String? {
        let text = cell.trimmingCharacters(in: .whitespaces)
        let digits = Array(text.utf8.dropFirst())
        guard text.uppercased().hasPrefix("S"), digits.count == 17, digits.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
        let d = String(decoding: digits, as: UTF8.self)
        func part(_ from: Int, _ count: Int) -> Substring {
            let start = d.index(d.startIndex, offsetBy: from)
            return d[start..<d.index(start, offsetBy: count)]
        }
        let time = "\(part(0, 4))-\(part(4, 2))-\(part(6, 2))T\(part(8, 2)):\(part(10, 2)):\(part(12, 2)).\(part(14, 3))Z"
        return Timestamp.date(from: time) == nil ? nil : time
    }

    /// The column's header in the export's languages (en, de, fr, it, es); the import reads
    /// any of them.
    public static let headers: [String: String] = [
        "en": "Export stamp", "de": "Exportstempel", "fr": "Tampon d'export", "it": "Timbro di esportazione", "es": "Sello de exportación",
    ]
}
