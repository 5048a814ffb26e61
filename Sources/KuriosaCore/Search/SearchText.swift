import Foundation

/// The search text of `item_search` (derived data, rebuilt from item and template at any
/// time): one normalized form of everything a person may type to find a piece, so that
/// "hirtenbuste", "Hirtenbüste" and "HIRTENBÜSTE" find the same coin. The rule is written
/// down in docs/search-text.md; the golden catalogs' rows follow it.
public enum SearchText {
    /// Normalizes text for storing and for the query alike:
    /// 1. compatibility decomposition (NFKD: `ﬁ` → `fi`, `²` → `2`, `é` → `e` + accent),
    /// 2. full case folding (`Straße` → `strasse`, `ΣΊΣΥΦΟΣ` → `σισυφοσ`),
    /// 3. nonspacing and enclosing marks dropped (the accents),
    /// 4. every run of other characters than letters, digits and spacing marks one space,
    ///    none at the start or end.
    /// The same function must be used on both sides, so a query matches by substring.
    public static func normalize(_ text: String) -> String {
        normalizeASCII(text) ?? normalizeTable(text) ?? normalizeUnicode(text)
    }

    static func normalizeUnicode(_ text: String) -> String {
        let folded = caseFolded(text.decomposedStringWithCompatibilityMapping)
            .decomposedStringWithCompatibilityMapping
        var out = String.UnicodeScalarView()
        var gap = false
        for scalar in folded.unicodeScalars {
            switch category(of: scalar) {
            case .mark:
                continue
            case .kept:
                if gap, !out.isEmpty { out.append(" ") }
                gap = false
                out.append(scalar)
            case .gap:
                gap = true
            }
        }
        return String(out)
    }

    /// What step 3 and 4 do with a decomposed, folded scalar.
    enum Category {
        /// Nonspacing and enclosing marks: dropped.
        case mark
        /// Letters, digits, spacing marks.
        case kept
        /// Everything else: part of a gap.
        case gap
    }

    static func category(of scalar: Unicode.Scalar) -> Category {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark:
            return .mark
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber, .spacingMark:
            return .kept
        default:
            return .gap
        }
    }

    /// `normalize` for text that is all ASCII, where the decompositions and the case folding
    /// are plain lower-casing and only A–Z, a–z and 0–9 are letters or digits: the same
    /// result without Foundation's Unicode tables. An import normalizes every row's title
    /// and identifying values and builds every search text, so this is the common path.
    /// Nil when the text has any other character.
    static func normalizeASCII(_ text: String) -> String? {
        let utf8 = text.utf8
        var isASCII = true
        // Written straight into the string's storage: no byte array per text.
        let normalized = String(unsafeUninitializedCapacity: utf8.count) { out in
            var count = 0
            var gap = false
            for byte in utf8 {
                let kept: UInt8
                switch byte {
                case 0x80...:
                    isASCII = false
                    return 0
                case 0x41...0x5A: kept = byte + 0x20
                case 0x61...0x7A, 0x30...0x39: kept = byte
                default:
                    gap = true
                    continue
                }
                if gap, count > 0 {
                    out[count] = 0x20
                    count += 1
                }
                gap = false
                out[count] = kept
                count += 1
            }
            return count
        }
        return isASCII ? normalized : nil
    }

    /// Full case folding without a locale: upper case, then lower case, which maps `ß` to
    /// `ss`, final `ς` to `σ` and `İ` to `i` + dot (dropped as a mark), so the Unicode
    /// case-folding pairs compare equal. (Foundation on Linux has no full case folding of its
    /// own: `folding(options: .caseInsensitive)` is a lower-casing here.)
    static func caseFolded(_ text: String) -> String {
        text.uppercased().lowercased()
    }

    /// The number part of the normal text, as migration 13 appends it: `k 0007`, `k 12345`.
    public static func numberText(_ number: Int?) -> String? {
        ItemNumber.display(number).map(normalize)
    }
}
