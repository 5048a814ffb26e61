import Foundation

/// Rule 7's comparison form, used for headers, option labels, checkbox words, condition
/// labels, unit spellings, and month names: NFKD, diacritics removed, Unicode full case
/// folding (`ß` = `ss`), `’ ‘` and backquote as `'`, `_` and `-` as a space, white space
/// collapsed and trimmed.
public enum TextNormalizer {
    public static func normalize(_ text: some StringProtocol) -> String {
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
