/// The file decimal mark of docs/import-rules.md#numbers-and-the-decimal-mark, gathered from
/// every cell of the columns read as numbers in a first pass, before any row is checked.
package struct DecimalMarkVote: Sendable, Equatable {
    public private(set) var provesComma = false
    public private(set) var provesPoint = false

    public init() {}

    /// Looks at the first number in a cell (so `CHF 6,450.50`, `13,5 %`, and `4.5/5` count).
    /// A cell proves a mark when both marks are present (the last one is the mark) or when
    /// one mark stands once followed by 1, 2, or 4 or more digits.
    public mutating func observe(_ cell: String) {
        let handled = cell.utf8.withContiguousStorageIfAvailable { bytes in observeASCII(bytes) }
        if handled == true { return }
        observeScalars(cell)
    }

    /// `observeScalars` on bytes when the cell's first number is ASCII up to the first byte
    /// that ends it (every number cell of the first pass); false, having looked at nothing,
    /// when a non-ASCII scalar comes before that (it may be a grouping space).
    mutating func observeASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = bytes.firstIndex(where: { $0 >= 0x30 && $0 <= 0x39 }) else { return true }
        var end = start  // after the token's last digit
        var index = start
        scan: while index < bytes.count {
            switch bytes[index] {
            case 0x30...0x39: end = index + 1
            case 0x2E, 0x2C, 0x27, 0x20: break
            case 0x80...: return false
            default: break scan
            }
            index += 1
        }
        var points = 0
        var commas = 0
        var lastMark = -1
        for position in start..<end where bytes[position] == 0x2E || bytes[position] == 0x2C {
            if bytes[position] == 0x2E { points += 1 } else { commas += 1 }
            lastMark = position
        }
        if points > 0 && commas > 0 {
            if bytes[lastMark] == 0x2E { provesPoint = true } else { provesComma = true }
            return true
        }
        guard points + commas == 1 else { return true }
        var digitsAfter = 0
        while lastMark + 1 + digitsAfter < end, bytes[lastMark + 1 + digitsAfter] >= 0x30, bytes[lastMark + 1 + digitsAfter] <= 0x39 {
            digitsAfter += 1
        }
        guard digitsAfter == 1 || digitsAfter == 2 || digitsAfter >= 4 else { return true }
        if bytes[lastMark] == 0x2E { provesPoint = true } else { provesComma = true }
        return true
    }

    /// `observe` scalar by scalar: the rule as written, for every text.
    mutating func observeScalars(_ cell: String) {
        let scalars = Array(cell.unicodeScalars)
        guard let start = scalars.firstIndex(where: NumberReader.isDigit) else { return }
        var token: [Unicode.Scalar] = []
        for scalar in scalars[start...] {
            guard NumberReader.isDigit(scalar) || NumberReader.isSeparator(scalar) else { break }
            token.append(scalar)
        }
        while let last = token.last, !NumberReader.isDigit(last) { token.removeLast() }
        let marks = token.enumerated().filter { $0.element == "." || $0.element == "," }
        let hasPoint = marks.contains { $0.element == "." }
        let hasComma = marks.contains { $0.element == "," }
        if hasPoint && hasComma {
            if marks.last?.element == "." { provesPoint = true } else { provesComma = true }
            return
        }
        guard marks.count == 1, let mark = marks.first else { return }
        let digitsAfter = token[(mark.offset + 1)...].prefix(while: NumberReader.isDigit).count
        guard digitsAfter == 1 || digitsAfter == 2 || digitsAfter >= 4 else { return }
        if mark.element == "." { provesPoint = true } else { provesComma = true }
    }

    /// The file's mark: the one proven alone, else `,` for `;` files and `.` otherwise.
    public func mark(delimiter: Unicode.Scalar) -> DecimalMark {
        if provesComma && !provesPoint { return .comma }
        if provesPoint && !provesComma { return .point }
        return delimiter == ";" ? .comma : .point
    }
}
