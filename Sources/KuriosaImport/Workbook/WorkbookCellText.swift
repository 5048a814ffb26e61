/// The text an .xlsx cell gives the import's cell rules, which read the CSV's texts: a number
/// in its shortest exact decimal form with a point (`6450.5`, `0.1`, never `1e-05` nor a
/// grouping mark), a date as `YYYY-MM-DD` from its serial number in the workbook's date
/// system, money as `CHF 6450.50`, a boolean as `TRUE`/`FALSE` (docs/import.md, "XLSX").
enum WorkbookCellText {
    /// The text of a number cell's value (`<v>`) shown in `format`.
    static func number(_ value: String, format: WorkbookNumberFormat, date1904: Bool) -> String {
        guard let number = Double(value), number.isFinite else { return value }
        switch format {
        case .number: return decimal(number)
        case .percent: return shifted(decimal(number), by: 2) + " %"
        case .money(let currency, let decimals): return currency + " " + padded(decimal(number), decimals: decimals)
        case .date(let time): return date(serial: number, date1904: date1904, time: time) ?? decimal(number)
        case .time: return clock(number)
        }
    }

    /// `t="d"`: an ISO 8601 date and time as the file writes it, the time left out at midnight.
    static func isoDate(_ value: String) -> String {
        let parts = value.split(separator: "T", maxSplits: 1)
        guard parts.count == 2 else { return value }
        let time = parts[1].prefix { $0 != "Z" && $0 != "+" && $0 != "-" }
        return time.allSatisfy { $0 == "0" || $0 == ":" || $0 == "." } ? String(parts[0]) : parts[0] + " " + time
    }

    /// The shortest decimal text that reads back as `number`, without an exponent.
    static func decimal(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 9.0e15 { return String(Int64(number)) }
        let text = "\(number)"
        guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }), let exponent = Int(text[text.index(after: e)...]) else {
            return text
        }
        var mantissa = String(text[..<e])
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa.removeFirst() }
        return (negative ? "-" : "") + shifted(mantissa, by: exponent)
    }

    /// A plain decimal text with its point moved `places` to the right (left when negative).
    static func shifted(_ text: String, by places: Int) -> String {
        var body = text
        let negative = body.hasPrefix("-")
        if negative { body.removeFirst() }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        var digits = String(parts[0]) + (parts.count > 1 ? String(parts[1]) : "")
        var point = parts[0].count + places
        if point < 1 {
            digits = String(repeating: "0", count: 1 - point) + digits
            point = 1
        }
        if point > digits.count { digits += String(repeating: "0", count: point - digits.count) }
        var whole = String(digits.prefix(point)).drop { $0 == "0" }
        var fraction = Substring(digits.dropFirst(point))
        while fraction.last == "0" { fraction = fraction.dropLast() }
        if whole.isEmpty { whole = "0" }
        return (negative ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// An amount with at least the decimals its format shows (`6450.5` → `6450.50`).
    static func padded(_ text: String, decimals: Int) -> String {
        let have = text.firstIndex(of: ".").map { text.distance(from: $0, to: text.endIndex) - 1 } ?? 0
        guard have < decimals else { return text }
        return text + (have == 0 ? "." : "") + String(repeating: "0", count: decimals - have)
    }

    /// The day of a serial number: 1900 system, day 1 is 1900-01-01 and day 60 the
    /// 1900-02-29 Excel counts (which never was, so it stays that text and the date rule
    /// rejects it); 1904 system, day 0 is 1904-01-01. Nil before day 0 and past 9999.
    static func date(serial: Double, date1904: Bool, time: Bool) -> String? {
        guard serial >= 0, serial < 2_958_466 else { return nil }
        var seconds = Int((serial * 86_400).rounded())
        var days = seconds / 86_400
        seconds %= 86_400
        if !time { seconds = 0 }
        if !date1904, days == 0 { return nil }
        if !date1904, days == 60 { return "1900-02-29" + (seconds > 0 ? " " + clock(seconds: seconds) : "") }
        if date1904 {
            days += 1462  // 1904-01-01 is serial 1462 of the 1900 system
        } else if days < 60 {
            days += 1  // before the false leap day, serials run one behind
        }
        guard let text = try? DateReader.excelSerial(days) else { return nil }
        return seconds > 0 ? text + " " + clock(seconds: seconds) : text
    }

    /// `h:mm:ss` of a fraction of a day; a duration past a day counts its hours on.
    static func clock(_ fraction: Double) -> String {
        clock(seconds: Int((fraction * 86_400).rounded()))
    }

    static func clock(seconds: Int) -> String {
        pad(seconds / 3600, 2) + ":" + pad(seconds / 60 % 60, 2) + ":" + pad(seconds % 60, 2)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}
