import Foundation

/// The sheet of totals an XLSX export adds (`Total`: per collection and currency, the count
/// of pieces and each summed column's amount), written by the export and recognised by the
/// import by its header, as `ExportStamp` is (docs/export-templates.md, "XLSX"). Its numbers
/// are derived from the pieces, so an import of the workbook does not read it: without
/// recognising it, its rows would have become pieces named "Total".
public enum TotalsSheet {
    /// The header's second and third cells in the five languages (the first is the
    /// Collection column's label).
    public static let piecesWords = ["en": "Pieces", "de": "Objekte", "fr": "Objets", "it": "Oggetti", "es": "Piezas"]
    public static let currencyWords = ["en": "Currency", "de": "Währung", "fr": "Devise", "it": "Valuta", "es": "Moneda"]
    public static let collectionWords = ["en": "Collection", "de": "Sammlung", "fr": "Collection", "it": "Collezione", "es": "Colección"]

    static func word(_ table: [String: String], _ language: String) -> String {
        let base = language.split(separator: "-").first.map(String.init) ?? language
        return table[base] ?? table["en"] ?? ""
    }

    /// The first three header cells in `language`.
    public static func header(language: String) -> [String] {
        [word(collectionWords, language), word(piecesWords, language), word(currencyWords, language)]
    }

    /// Whether a sheet's header is a totals sheet's, in any of the languages.
    public static func matches(_ header: [String]) -> Bool {
        guard header.count >= 3 else { return false }
        let cells = header.prefix(3).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        return collectionWords.values.contains { $0.lowercased() == cells[0] }
            && piecesWords.values.contains { $0.lowercased() == cells[1] }
            && currencyWords.values.contains { $0.lowercased() == cells[2] }
    }
}
