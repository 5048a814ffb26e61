import KuriosaCore

/// docs/import-rules.md#dates: the date forms people's files hold, stored as `YYYY-MM-DD`, any
/// time part ignored and never shifted by a time zone.
package enum DateReader {
    /// Reads a (cleaned, non-empty) cell as a calendar day.
    public static func parse(_ cell: String, order: DateOrder) throws(CellError) -> String {
        if let (year, month, day) = isoParts(cell) { return try format(year: year, month: month, day: day) }
        return try parseText(cell, order: order)
    }

    /// `parse` for every form, the ISO one included (what `isoParts` shortens).
    static func parseText(_ cell: String, order: DateOrder) throws(CellError) -> String {
        let text = CellTrimming.trim(cell)
        if text.count == 5, text.unicodeScalars.allSatisfy(NumberReader.isDigit), let serial = Int(text) {
            return try excelSerial(serial)
        }
        let (datePart, timePart) = splitTime(text)
        if let timePart, !isTime(timePart) { throw CellError(.invalidDate) }
        if let numeric = numericParts(datePart) {
            return try numericDate(numeric, order: order)
        }
        guard let named = namedMonthDate(datePart) else { throw CellError(.invalidDate) }
        return try format(year: named.year, month: named.month, day: named.day)
    }

    // MARK: Numeric forms

    private struct NumericParts {
        let parts: [String]
        let separator: Character
    }

    /// `digits sep digits sep digits` with one separator (`-`, `/`, or `.`) used twice.
    private static func numericParts(_ text: Substring) -> NumericParts? {
        guard let separator = text.first(where: { $0 == "-" || $0 == "/" || $0 == "." }) else { return nil }
        let parts = text.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3,
              parts.allSatisfy({ !$0.isEmpty && $0.unicodeScalars.allSatisfy(NumberReader.isDigit) }) else { return nil }
        return NumericParts(parts: parts, separator: separator)
    }

    /// `A/B/YYYY` or `A-B-YYYY`: the two small numbers and the year.
    static func slashParts(_ text: Substring) -> (Int, Int, Int)? {
        guard let numeric = numericParts(text), numeric.separator != ".",
              numeric.parts[0].count <= 2, numeric.parts[1].count <= 2, numeric.parts[2].count == 4,
              let a = Int(numeric.parts[0]), let b = Int(numeric.parts[1]), let year = Int(numeric.parts[2])
        else { return nil }
        return (a, b, year)
    }

    private static func numericDate(_ numeric: NumericParts, order: DateOrder) throws(CellError) -> String {
        let p = numeric.parts
        let numbers = p.compactMap { Int($0) }
        guard numbers.count == 3 else { throw CellError(.invalidDate) }
        if p[0].count == 4 && numeric.separator != "." && p[1].count <= 2 && p[2].count <= 2 {
            return try format(year: numbers[0], month: numbers[1], day: numbers[2])
        }
        guard p[0].count <= 2, p[1].count <= 2, p[2].count == 4 else { throw CellError(.invalidDate) }
        let (a, b, year) = (numbers[0], numbers[1], numbers[2])
        if numeric.separator == "." || a > 12 {
            return try format(year: year, month: b, day: a)
        }
        if b > 12 || a == b {
            return try format(year: year, month: a, day: b)
        }
        switch order {
        case .dayFirst: return try format(year: year, month: b, day: a)
        case .monthFirst: return try format(year: year, month: a, day: b)
        case .undecided: throw CellError(.ambiguousDate)
        }
    }

    // MARK: Time part

    /// Splits off a time part: a space or `T` before `H:MM` after the date.
    static func splitTime(_ text: String) -> (date: Substring, time: Substring?) {
        let scalars = Array(text.unicodeScalars)
        var index = 1
        while index + 3 < scalars.count {
            if scalars[index] == " " || scalars[index] == "T", NumberReader.isDigit(scalars[index - 1]) || scalars[index - 1] == ",",
               NumberReader.isDigit(scalars[index + 1]),
               scalars[index + 2] == ":" || (NumberReader.isDigit(scalars[index + 2]) && scalars[index + 3] == ":") {
                let dateEnd = text.unicodeScalars.index(text.unicodeScalars.startIndex, offsetBy: index)
                let timeStart = text.unicodeScalars.index(after: dateEnd)
                var date = text[..<dateEnd]
                if date.last == "," { date = date.dropLast() }
                return (date, text[timeStart...])
            }
            index += 1
        }
        if text.contains(":") { return (Substring(text), Substring("")) }  // a time with no date
        return (Substring(text), nil)
    }

    /// `H:MM[:SS[.fff]]`, then optionally AM/PM and a zone (`Z`, `+02:00`, `-0500`, `UTC`).
    static func isTime(_ text: Substring) -> Bool {
        var rest = text.unicodeScalars[...]
        func digits(_ min: Int, _ max: Int) -> Bool {
            let count = rest.prefix(while: NumberReader.isDigit).count
            guard count >= min && count <= max else { return false }
            rest = rest.dropFirst(count)
            return true
        }
        guard digits(1, 2), rest.first == ":" else { return false }
        rest = rest.dropFirst()
        guard digits(2, 2) else { return false }
        if rest.first == ":" {
            rest = rest.dropFirst()
            guard digits(2, 2) else { return false }
            if rest.first == "." || rest.first == "," {
                rest = rest.dropFirst()
                guard digits(1, 9) else { return false }
            }
        }
        var tail = String(String.UnicodeScalarView(rest)).trimmingPrefixSpaces().uppercased()
        for marker in ["AM", "PM"] where tail.hasPrefix(marker) {
            tail = String(tail.dropFirst(2)).trimmingPrefixSpaces()
        }
        if tail.isEmpty || tail == "Z" || tail == "UTC" || tail == "GMT" { return true }
        let zone = Array(tail.unicodeScalars)
        guard zone.first == "+" || zone.first == "-" else { return false }
        let body = zone.dropFirst().filter { $0 != ":" }
        return (body.count == 2 || body.count == 4) && body.allSatisfy(NumberReader.isDigit)
    }

    // MARK: Calendar

    static func excelSerial(_ serial: Int) throws(CellError) -> String {
        // 1899-12-30 is day 0 of Excel's 1900 system (which counts a false 1900-02-29); serials
        // of five digits are all past it. Civil-from-days on the proleptic Gregorian calendar.
        let days = serial - 25569  // days from 1970-01-01
        let (year, month, day) = civil(fromDays: days)
        return try format(year: year, month: month, day: day)
    }

    /// Howard Hinnant's days-from-civil inverse.
    private static func civil(fromDays days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    static func format(year: Int, month: Int, day: Int) throws(CellError) -> String {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1,
              day <= daysIn(month: month, year: year) else { throw CellError(.invalidDate) }
        // Always ten bytes: the checks above keep every part within its width.
        return String(unsafeUninitializedCapacity: 10) { out in
            func put(_ value: Int, width: Int, at offset: Int) {
                var rest = value
                for position in stride(from: offset + width - 1, through: offset, by: -1) {
                    out[position] = UInt8(0x30 + rest % 10)
                    rest /= 10
                }
            }
            put(year, width: 4, at: 0)
            out[4] = 0x2D
            put(month, width: 2, at: 5)
            out[7] = 0x2D
            put(day, width: 2, at: 8)
            return 10
        }
    }

    static func daysIn(month: Int, year: Int) -> Int { CalendarDay.daysIn(month: month, year: year) }
}

extension String {
    fileprivate func trimmingPrefixSpaces() -> String {
        String(drop { $0 == " " })
    }
}
