/// A day of the Gregorian calendar as the catalog stores it, `YYYY-MM-DD`, years 0001–9999:
/// the one owner of "is this a real day" (#26). It was written five times with different
/// bounds — the field validator, `check`, `export --date`, the XLSX writer and the importer's
/// date reader — each with its own leap-year line; they ask this type now, and a caller with
/// a narrower range (Excel's day numbers start in 1900) says so on top.
public struct CalendarDay: Sendable, Hashable, Comparable {
    public let year: Int
    public let month: Int
    public let day: Int

    /// nil unless the day exists (February 29 only in leap years) and the year is 1…9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1, day <= Self.daysIn(month: month, year: year) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads exactly `YYYY-MM-DD` (ASCII digits, zero-padded); nil for anything else.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                guard (0x30...0x39).contains(bytes[index]) else { return nil }
                value = value * 10 + Int(bytes[index] - 0x30)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Days of a month in the Gregorian calendar (proleptic before 1582).
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// `2019-05-14`.
    public var text: String {
        func pad(_ n: Int, _ width: Int) -> String { String(repeating: "0", count: max(0, width - String(n).count)) + String(n) }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    public static func < (a: CalendarDay, b: CalendarDay) -> Bool { (a.year, a.month, a.day) < (b.year, b.month, b.day) }
}
