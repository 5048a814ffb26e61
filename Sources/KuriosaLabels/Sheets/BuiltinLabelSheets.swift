import Foundation

/// The presets that ship with the toolkit (`BuiltinLabelSheetData`, generated from
/// `LabelSheets/*.json`), found by ID, name or alias the way a person types them.
public enum BuiltinLabelSheets {
    /// Every preset, in the order `kuriosa labels --list-sheets` shows them.
    /// - Throws: `LabelError.sheet` if a shipped document does not read (tests make sure none does).
    public static func all() throws -> [LabelSheet] {
        try BuiltinLabelSheetData.documents.keys.sorted().map { id in
            try LabelSheet.decode(Data((BuiltinLabelSheetData.documents[id] ?? "").utf8), source: id)
        }
    }

    /// `L7160`, `avery-l7160`, `Avery L7160`, `builtin.avery_l7160`: case, spaces, dashes and
    /// underscores do not matter.
    public static func named(_ text: String) throws -> LabelSheet? {
        let wanted = key(text)
        return try all().first { sheet in
            ([sheet.id, String(sheet.id.dropFirst("builtin.".count)), sheet.name] + sheet.aliases).contains { key($0) == wanted }
        }
    }

    static func key(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) || $0 == "." }.map(Character.init))
    }
}
