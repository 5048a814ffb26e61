import Foundation

/// The catalog's one timestamp form, `YYYY-MM-DDTHH:MM:SS.mmmZ` (UTC, exactly three fraction
/// digits), so that text comparison of two timestamps orders them in time.
public enum Timestamp {
    /// Formats a date as catalog timestamp text.
    public static func string(from date: Date) -> String {
        let millis = Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
        let seconds = millis >= 0 ? millis / 1000 : (millis - 999) / 1000
        let ms = Int(millis - seconds * 1000)
        var t = time_t(seconds)
        var parts = tm()
        gmtime_r(&t, &parts)
        return String(
            format: "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ",
            Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday),
            Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec), ms)
    }

    /// The current time as catalog timestamp text.
    public static func now() -> String { string(from: Date()) }

    /// Parses catalog timestamp text; nil when it is not exactly of the catalog's form.
    public static func date(from text: String) -> Date? {
        let b = Array(text.utf8)
        guard b.count == 24, b[4] == 45, b[7] == 45, b[10] == 84, b[13] == 58, b[16] == 58,
              b[19] == 46, b[23] == 90 else { return nil }
        func num(_ r: Range<Int>) -> Int? {
            var v = 0
            for i in r { guard b[i] >= 48, b[i] <= 57 else { return nil }; v = v * 10 + Int(b[i] - 48) }
            return v
        }
        guard let y = num(0..<4), let mo = num(5..<7), let d = num(8..<10), let h = num(11..<13),
              let mi = num(14..<16), let s = num(17..<19), let ms = num(20..<23),
              (1...12).contains(mo), (1...31).contains(d), h < 24, mi < 60, s < 60 else { return nil }
        var parts = tm()
        parts.tm_year = Int32(y - 1900); parts.tm_mon = Int32(mo - 1); parts.tm_mday = Int32(d)
        parts.tm_hour = Int32(h); parts.tm_min = Int32(mi); parts.tm_sec = Int32(s)
        let secs = timegm(&parts)
        var check = tm()
        var t = secs
        gmtime_r(&t, &check)
        guard check.tm_mday == Int32(d), check.tm_mon == Int32(mo - 1) else { return nil }
        return Date(timeIntervalSince1970: Double(secs) + Double(ms) / 1000)
    }
}
