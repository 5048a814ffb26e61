/// Rule 13's file decimal mark, gathered from every cell of the columns read as numbers in a
/// first pass, before any row is checked.
public struct DecimalMarkVote: Sendable, Equatable {
    public private(set) var provesComma = false
    public private(set) var provesPoint = false

    public init() {}

    /// Looks at the first number in a cell (so `CHF 6,450.50`, `13,5 %`, and `4.5/5` count).
    /// A cell proves a mark when both marks are present (the last one is the mark) or when
    /// one mark stands once followed by 1, 2, or 4 or more digits.
    public mutating func observe(_ cell: String) {
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
