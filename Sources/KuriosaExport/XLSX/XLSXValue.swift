import KuriosaCore

/// What one spreadsheet cell holds, decided from the export's column and the cell's CSV form
/// (the importer's plain form, `ExportCell.csv`), so an XLSX carries exactly the values of the
/// CSV of the same export, only typed (docs/export-templates.md, "XLSX"). Anything that does
/// not read cleanly as its column's type stays text, so nothing is lost or rounded away.
enum XLSXValue: Equatable {
    case text(String)
    case number(Double)
    /// An amount with its ISO 4217 code and the digits of the currency's minor unit, for the
    /// cell's number format.
    case money(Double, currency: String, digits: Int)
    /// The amount half of a money column (`ExportColumn.splittingMoney`): a number shown with
    /// its currency's decimals and grouping, the code standing in the next column.
    case amount(Double, digits: Int)
    case date(year: Int, month: Int, day: Int)
    case boolean(Bool)
    /// A web or e-mail address a link field holds: a cell Excel opens with a click, showing
    /// the address itself, so the import reads it back as it was (its link repeats its text).
    case link(String)
    case empty

    /// The typed value of a CSV cell in a column.
    /// - Parameter language: the document's language, whose `yes`/`no` a checkbox reads.
    /// - Parameter currency: for the amount half of a money column, the row's currency code
    ///   (its decimals shape the number format).
    static func of(_ csv: String, column: ExportColumn, language: String, currency: String = "") -> XLSXValue {
        if csv.isEmpty { return .empty }
        if column.moneyPart == .amount {
            guard let amount = number(csv) else { return .text(csv) }
            return .amount(amount, digits: Currency.minorUnitDigits(currency) ?? 2)
        }
        if column.isCheckbox {
            if csv == ExportStrings.word("yes", language: language) { return .boolean(true) }
            if csv == ExportStrings.word("no", language: language) { return .boolean(false) }
            return .text(csv)
        }
        if column.isDate, let day = day(csv) { return day }
        switch column.kind {
        case .number:
            // Measurements (`40.5 mm`) and quantities (`3 bottles`) keep their CSV text, which
            // imports back; plain numbers (ratings, counts, numbers) become numbers.
            return number(csv).map(XLSXValue.number) ?? .text(csv)
        case .money:
            return money(csv) ?? .text(csv)
        case .link:
            return linkable(csv) ? .link(csv) : .text(csv)
        case .text, .photo:
            return .text(csv)
        }
    }

    /// An address Excel opens as a link, as written: a web, FTP or e-mail address within
    /// Excel's 2,079 characters, with none of the characters libxlsxwriter would escape (a
    /// space, `"`, `<`, `>`, `\`, `[`, `]`, `^`, `{`, `}`), so the link is the text exactly.
    static func linkable(_ text: String) -> Bool {
        let lower = text.lowercased()
        guard ["http://", "https://", "ftp://", "mailto:"].contains(where: { lower.hasPrefix($0) && lower.count > $0.count }),
              text.utf16.count <= 2079 else { return false }
        return !text.unicodeScalars.contains { $0.properties.isWhitespace || "\"<>\\[]^{}".unicodeScalars.contains($0) || $0.value < 0x20 }
    }

    /// `-12`, `6450.5`: a plain decimal number (the CSV's form) that a double holds exactly
    /// enough, that is at most 15 significant digits; nil for anything else (`1e5`, `inf`,
    /// hexadecimal, a serial number of 20 digits, which must stay text to keep its digits).
    static func number(_ text: String) -> Double? {
        var body = Substring(text)
        if body.first == "-" { body = body.dropFirst() }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }) else { return nil }
        let significant = parts.joined().drop { $0 == "0" }.count
        guard significant <= 15, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// `CHF 6450.50`: a known currency code, a space and a plain amount.
    static func money(_ text: String) -> XLSXValue? {
        guard let parts = ExportColumn.moneyParts(text), let digits = Currency.minorUnitDigits(parts.currency),
              let amount = number(parts.amount) else { return nil }
        return .money(amount, currency: parts.currency, digits: digits)
    }

    /// `2019-05-14`: a real calendar day Excel can show (from 1900 on; earlier days stay text,
    /// since Excel's day numbers start there).
    static func day(_ text: String) -> XLSXValue? {
        guard let day = CalendarDay(text), day.year >= 1900 else { return nil }
        return .date(year: day.year, month: day.month, day: day.day)
    }

    /// `"CHF "#,##0.00`: the number format of a currency's amounts, with as many decimals as
    /// its minor unit has (`"JPY "#,##0`, `"KWD "#,##0.000`).
    static func moneyFormat(currency: String, digits: Int) -> String {
        "\"\(currency) \"#,##0" + (digits > 0 ? "." + String(repeating: "0", count: digits) : "")
    }

    /// `#,##0.00`: an amount with its grouping and as many decimals as its currency has.
    static func amountFormat(digits: Int) -> String {
        "#,##0" + (digits > 0 ? "." + String(repeating: "0", count: digits) : "")
    }

    /// About how many characters wide the cell shows, for the column's width.
    var width: Int {
        switch self {
        case let .link(text): return text.count
        case let .text(text):
            // The longest line of a multi-line text.
            return text.split(whereSeparator: \.isNewline).map(\.count).max() ?? 0
        case let .number(value): return String(value).count
        case let .money(value, currency, digits):
            let whole = String(Int64(abs(value).rounded(.down))).count
            return currency.count + 1 + whole + (whole - 1) / 3 + (digits > 0 ? digits + 1 : 0) + (value < 0 ? 1 : 0)
        case let .amount(value, digits):
            let whole = String(Int64(abs(value).rounded(.down))).count
            return whole + (whole - 1) / 3 + (digits > 0 ? digits + 1 : 0) + (value < 0 ? 1 : 0)
        case .date: return 10
        case .boolean: return 5
        case .empty: return 0
        }
    }
}
