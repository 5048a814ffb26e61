import KuriosaCore

/// How a CSV separates its cells and writes decimals. The standard (`,` and `.`) is what
/// every program reads; spreadsheet programs in a locale whose decimal mark is a comma
/// (Excel in de-DE, fr-FR, it-IT, es-ES) write and expect `;` between cells and `,` before
/// the fraction, and split a `,`-file on its decimal commas. Only number and money cells
/// change their mark; text is never touched, so a title `1.5 litre` stays as written.
public struct CSVStyle: Sendable, Hashable {
    /// `,`, `;` or TAB.
    public var delimiter: Character
    /// `.` or `,`.
    public var decimalMark: Character

    public init(delimiter: Character = ",", decimalMark: Character = ".") {
        self.delimiter = delimiter
        self.decimalMark = decimalMark
    }

    public static let standard = CSVStyle()

    /// What a spreadsheet program in this locale writes and opens a CSV by: the locale's list
    /// separator between cells (`NumberLocale.listSeparator`: `;` where the decimal mark is a
    /// comma, and in de-CH, it-CH and de-LI, whose Excel splits a CSV on `;` though
    /// their numbers have decimal points) and its decimal mark; the standard elsewhere.
    public static func usual(forLocale locale: String) -> CSVStyle {
        let numbers = NumberLocale.named(locale)
        return CSVStyle(delimiter: numbers.listSeparator, decimalMark: numbers.decimalSeparator == "," ? "," : ".")
    }

    /// A cell of a number or money column (the importer's plain form: `CHF 6450.50`,
    /// `40.5 mm`, `2.5 Years`, `0.9`) with the first point between two digits turned into
    /// this decimal mark. Plain forms have no grouping, so there is at most one such point;
    /// a unit label's own point (`Std.`) has no digit after it and stays.
    func decimal(_ cell: String) -> String {
        guard decimalMark != "." else { return cell }
        var scalars = Array(cell.unicodeScalars)
        for i in scalars.indices where scalars[i] == "." && i > 0 && i + 1 < scalars.count {
            if ("0"..."9").contains(scalars[i - 1]) && ("0"..."9").contains(scalars[i + 1]) {
                scalars[i] = decimalMark.unicodeScalars.first ?? "."
                break
            }
        }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars)
        return String(out)
    }
}
