/// What a cell's number format says its number is: the only way an .xlsx tells a date (a
/// serial number of days) or an amount of money from a plain number (docs/import.md, "XLSX").
enum WorkbookNumberFormat: Sendable, Equatable {
    case number
    /// `0%`: the number shown times 100 with a percent sign.
    case percent
    /// A day, with a time of day when the format shows one.
    case date(time: Bool)
    /// A time of day or a duration only (`h:mm`, `[h]:mm:ss`).
    case time
    /// An amount: the currency the format names (`"CHF "#,##0.00`, `[$EUR]`, `€#,##0`), and
    /// the decimals it shows.
    case money(currency: String, decimals: Int)

    /// Excel's built-in formats by id: 14–17 and 22 days, 18–21 and 45–47 times; 27–36 and
    /// 50–58 are the days of the East Asian locales. Every other built-in id is a number.
    static func builtIn(_ id: Int) -> WorkbookNumberFormat {
        switch id {
        case 14...17, 27...31, 34...36, 50...58: .date(time: false)
        case 22: .date(time: true)
        case 18...21, 32, 33, 45...47: .time
        case 9, 10: .percent
        default: .number
        }
    }

    /// Reads a format code: its first section, outside quotes, escapes and brackets, decides.
    static func parse(_ code: String) -> WorkbookNumberFormat {
        if code.lowercased().hasPrefix("general") { return .number }
        var day = false, time = false, months = false, percent = false
        var currency: String?
        var decimals = 0, afterPoint = false
        var scalars = code.unicodeScalars[...]
        func literal(_ text: String) {
            let trimmed = CellTrimming.trim(text)
            if currency == nil, !trimmed.isEmpty, let code = MoneyReader.currency(forIndication: trimmed) { currency = code }
        }
        scan: while let scalar = scalars.popFirst() {
            switch scalar {
            case ";": break scan
            case "\"":
                var text = ""
                while let next = scalars.popFirst(), next != "\"" { text.unicodeScalars.append(next) }
                literal(text)
            case "\\":
                if let next = scalars.popFirst() { literal(String(next)) }
            case "_", "*":
                _ = scalars.popFirst()
            case "[":
                var text = ""
                while let next = scalars.popFirst(), next != "]" { text.unicodeScalars.append(next) }
                let lower = text.lowercased()
                if lower.hasPrefix("$") {
                    // `[$EUR]`, `[$€-407]`: the part before the locale.
                    literal(String(text.dropFirst().prefix { $0 != "-" }))
                } else if ["h", "hh", "m", "mm", "s", "ss"].contains(lower) {
                    time = true
                }
            case "y", "Y", "d", "D": day = true
            case "h", "H", "s", "S": time = true
            // Minutes beside an hour or seconds (`h:mm`, `mm:ss`), else months (`mmm`).
            case "m", "M": months = true
            case "%": percent = true
            case ".": afterPoint = true
            case "0", "#", "?": if afterPoint { decimals += 1 }
            case "$", "€", "£", "¥": literal(String(scalar))
            default: break
            }
        }
        if day || (months && !time) { return .date(time: time) }
        if time { return .time }
        if let currency { return .money(currency: currency, decimals: decimals) }
        return percent ? .percent : .number
    }
}
