/// The ISO form on bytes: what most files hold, and what the general reader (trimming,
/// looking for a time, splitting into `String`s) reads as year, month, and day.
extension DateReader {
    /// `YYYY-M-D` with one or two digits for month and day and nothing else (no white space,
    /// no time): the year, month, and day as written, not yet checked as a calendar day.
    /// Nil for every other text, which the general reader takes.
    static func isoParts(_ cell: String) -> (year: Int, month: Int, day: Int)? {
        let parts = cell.utf8.withContiguousStorageIfAvailable { bytes -> (Int, Int, Int)? in
            guard bytes.count >= 8, bytes.count <= 10, bytes[4] == 0x2D else { return nil }
            var year = 0
            for index in 0..<4 {
                guard let digit = digit(bytes[index]) else { return nil }
                year = year * 10 + digit
            }
            var index = 5
            func number() -> Int? {
                var value = 0
                let start = index
                while index < bytes.count, index - start < 3, let digit = digit(bytes[index]) {
                    value = value * 10 + digit
                    index += 1
                }
                let length = index - start
                return length >= 1 && length <= 2 ? value : nil
            }
            guard let month = number(), index < bytes.count, bytes[index] == 0x2D else { return nil }
            index += 1
            guard let day = number(), index == bytes.count else { return nil }
            return (year, month, day)
        }
        return parts ?? nil
    }

    private static func digit(_ byte: UInt8) -> Int? {
        byte >= 0x30 && byte <= 0x39 ? Int(byte - 0x30) : nil
    }
}
