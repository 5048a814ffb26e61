/// `normalize` for the text of European collections without Foundation: titles and notes
/// with `é`, `ü`, `ß`, `’`, `–` are the common case of an import, and the Unicode path
/// (two compatibility decompositions and a case folding of the whole text) was half of the
/// search text's cost.
///
/// Why per character works: every step of the Unicode path maps one scalar at a time
/// (decomposition, upper and lower case mapping, the category test), except the canonical
/// reordering of combining marks, which never moves a mark across a scalar of combining class
/// 0. The table holds only scalars of class 0 whose every step starts with a class-0 scalar,
/// so the normalization of a text made of ASCII and table scalars is the concatenation of
/// what each scalar becomes alone. Text with any other scalar takes the Unicode path.
extension SearchText {
    /// What one scalar adds to the normalized text: letters and digits kept (lower-cased,
    /// accents gone), or a gap (a space between kept characters); marks add nothing.
    enum Piece: Sendable, Equatable {
        case kept(Unicode.Scalar)
        case gap
    }

    /// The table's blocks: Latin-1 Supplement and Latin Extended-A and -B, General
    /// Punctuation, Currency Symbols.
    static let tableRanges: [ClosedRange<UInt32>] = [0x80...0x24F, 0x2000...0x20CF]

    /// Per scalar of `tableRanges` (in order), its pieces; nil where the scalar is not safe to
    /// normalize alone.
    private static let table: [[Piece]?] = tableRanges.flatMap { range in
        range.map { value in Unicode.Scalar(value).flatMap(pieces(alone:)) }
    }

    /// The pieces the Unicode path makes of `scalar` alone, or nil when it may interact with
    /// its neighbours (a combining class other than 0 at the start of a step).
    static func pieces(alone scalar: Unicode.Scalar) -> [Piece]? {
        guard scalar.properties.canonicalCombiningClass == .notReordered else { return nil }
        let decomposed = String(scalar).decomposedStringWithCompatibilityMapping
        let folded = caseFolded(decomposed)
        let final = folded.decomposedStringWithCompatibilityMapping
        for step in [decomposed, folded, final] {
            if let first = step.unicodeScalars.first, first.properties.canonicalCombiningClass != .notReordered {
                return nil
            }
        }
        var pieces: [Piece] = []
        for scalar in final.unicodeScalars {
            switch category(of: scalar) {
            case .mark: continue
            case .kept: pieces.append(.kept(scalar))
            case .gap: pieces.append(.gap)
            }
        }
        return pieces
    }

    /// The pieces of a scalar from the table, nil outside it or where it has none.
    private static func tablePieces(_ value: UInt32) -> [Piece]? {
        var offset = 0
        for range in tableRanges {
            if range.contains(value) { return table[offset + Int(value - range.lowerBound)] }
            offset += range.count
        }
        return nil
    }

    /// `normalize` for text of ASCII and table scalars; nil when it has any other scalar.
    static func normalizeTable(_ text: String) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var gap = false
        func keep(_ scalar: Unicode.Scalar) {
            if gap, !out.isEmpty { out.append(0x20) }
            gap = false
            UTF8.encode(scalar) { out.append($0) }
        }
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                switch value {
                case 0x41...0x5A: keep(Unicode.Scalar(UInt8(value) + 0x20))
                case 0x61...0x7A, 0x30...0x39: keep(scalar)
                default: gap = true
                }
                continue
            }
            guard let pieces = tablePieces(value) else { return nil }
            for piece in pieces {
                switch piece {
                case .kept(let kept): keep(kept)
                case .gap: gap = true
                }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
