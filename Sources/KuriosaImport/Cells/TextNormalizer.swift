import Foundation

/// The comparison form of docs/import-rules.md#header-matching, used for headers, option
/// labels, checkbox words, condition labels, unit spellings, and month names: NFKD, diacritics
/// removed, Unicode full case folding (`ß` = `ss`), `’ ‘` and backquote as `'`, `_` and `-` as
/// a space, white space collapsed and trimmed.
package enum TextNormalizer {
    public static func normalize(_ text: some StringProtocol) -> String {
        normalizeASCII(text) ?? normalizeUnicode(text)
    }

    /// The same result for text that is all ASCII, without Foundation's Unicode tables (the
    /// decompositions change nothing there and the folding is lower-casing). Every choice,
    /// condition, and unit cell of an import is normalized, so this is the common path.
    /// Nil when the text has any other character.
    static func normalizeASCII(_ text: some StringProtocol) -> String? {
        let utf8 = text.utf8
        var isASCII = true
        // Written straight into the string's storage: no byte array per cell.
        let normalized = String(unsafeUninitializedCapacity: utf8.count) { out in
            var count = 0
            var pendingSpace = false
            for byte in utf8 {
                var mapped = byte
                switch byte {
                case 0x80...:
                    isASCII = false
                    return 0
                case 0x41...0x5A: mapped = byte + 0x20
                case 0x60: mapped = 0x27  // ` as '
                case 0x5F, 0x2D: mapped = 0x20  // _ and - as a space
                default: break
                }
                if mapped == 0x20 || (0x09...0x0D).contains(mapped) {
                    pendingSpace = count > 0
                    continue
                }
                if pendingSpace {
                    out[count] = 0x20
                    count += 1
                    pendingSpace = false
                }
                out[count] = mapped
                count += 1
            }
            return count
        }
        return isASCII ? normalized : nil
    }

    static func normalizeUnicode(_ text: some StringProtocol) -> String {
        // Foundation's case folding is Unicode full case folding (ß → ss, ſ → s, ς → σ); NFKD
        // first so compatibility forms (ligatures, full-width letters) fold too.
        let decomposed = String(text).decomposedStringWithCompatibilityMapping
        let folded = decomposed.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in folded.decomposedStringWithCompatibilityMapping.unicodeScalars {
            let properties = scalar.properties
            // Left-over combining marks and variation selectors (✔︎) carry no meaning here.
            if properties.generalCategory == .nonspacingMark || properties.generalCategory == .enclosingMark
                || (0xFE00...0xFE0F).contains(scalar.value) {
                continue
            }
            var mapped = scalar
            switch scalar {
            case "\u{2019}", "\u{2018}", "`": mapped = "'"
            case "_", "-": mapped = " "
            default: break
            }
            if mapped.properties.isWhitespace {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace {
                out.append(" ")
                pendingSpace = false
            }
            out.append(mapped)
        }
        return String(out)
    }
}
