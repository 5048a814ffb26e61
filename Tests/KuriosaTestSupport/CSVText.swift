/// A CSV reader for test assertions only (quotes, doubled quotes, CRLF).
public enum CSVText {
    public static func records(_ text: String, delimiter: Character = ",") -> [[String]] {
        var records: [[String]] = [], record: [String] = [], cell = "", quoted = false
        var chars = Array(text.replacingOccurrences(of: "\r\n", with: "\n")), i = 0
        if chars.first == "\u{FEFF}" { chars.removeFirst() }
        while i < chars.count {
            let c = chars[i]
            if quoted {
                if c == "\"" {
                    if i + 1 < chars.count, chars[i + 1] == "\"" { cell.append("\""); i += 1 } else { quoted = false }
                } else { cell.append(c) }
            } else if c == "\"" { quoted = true } else if c == delimiter { record.append(cell); cell = "" } else if c == "\n" {
                record.append(cell); records.append(record); record = []; cell = ""
            } else { cell.append(c) }
            i += 1
        }
        if !cell.isEmpty || !record.isEmpty { record.append(cell); records.append(record) }
        return records
    }
}

extension CSVText {
    /// The text with every `Export stamp` cell written `S#`: the stamp moves with every change
    /// of its piece, and the laws compare values, not when they were last changed.
    public static func withoutStamps(_ text: String) -> String {
        text.replacingOccurrences(of: #"(?<=[,;\t])(S\d{17}|H[0-9a-f]{16})(?=[,;\t\r\n]|$)"#, with: "S#", options: .regularExpression)
    }
}

extension CSVText {
    /// The records with one column's cells emptied (a column derived from others, such as
    /// `Price per unit`, which moves with the count it divides by).
    public static func records(_ text: String, without column: String) -> [[String]] {
        let rows = records(text)
        guard let index = rows.first?.firstIndex(of: column) else { return rows }
        return rows.enumerated().map { n, row in
            n == 0 || index >= row.count ? row : row.enumerated().map { $0.offset == index ? "" : $0.element }
        }
    }
}
