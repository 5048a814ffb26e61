/// The header's cells in comparison form, to know a row that repeats it: people paste a second
/// copy of a table under the first, or join two exports end to end, and the second header was
/// imported as a piece named `Title` (docs/import.md#the-header-repeated-below).
struct HeaderRepeat {
    private let cells: [String]
    /// The first byte of the first header cell in comparison form, when it is ASCII: most
    /// rows differ from the header there, and are let through without normalizing a cell.
    private let lead: UInt8?

    /// Nil for a header of fewer than two named columns: a one-column list may well hold its
    /// header's word as a value.
    init?(_ header: CSVRecord) {
        let cells = Self.comparable(header.cells)
        guard cells.filter({ !$0.isEmpty }).count >= 2 else { return nil }
        self.cells = cells
        lead = cells.first?.utf8.first.flatMap { $0 < 0x80 ? $0 : nil }
    }

    /// The row's cells are the header's (case, accents and spacing aside; trailing empty cells
    /// do not count).
    func repeats(_ record: CSVRecord) -> Bool {
        guard let first = record.cells.first, !first.isEmpty else { return false }
        // Quotes, `_`, `-` and spaces in front are not in the comparison form.
        if let lead, let byte = first.utf8.first(where: { $0 != 0x22 && $0 != 0x5F && $0 != 0x2D && $0 != 0x20 }), byte < 0x80 {
            if ((0x41...0x5A).contains(byte) ? byte + 0x20 : byte) != lead { return false }
        }
        guard HeaderLabel(first).normalized == cells.first else { return false }
        return Self.comparable(record.cells) == cells
    }

    private static func comparable(_ texts: [String]) -> [String] {
        var out = texts.map { HeaderLabel($0).normalized }
        while out.last?.isEmpty == true { out.removeLast() }
        return out
    }
}
