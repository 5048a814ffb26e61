import Foundation

/// Derives storage keys for new fields from their labels
/// (docs/templates.md#key-derivation-fieldkeyderivefromtaken). Keys never change afterwards, so
/// the derivation only has to be predictable, not pretty.
public enum FieldKey {
    /// Letters that carry their mark inside the letter (no Unicode decomposition) or are
    /// ligatures, spelled as the base letters a reader would expect.
    static let foldedLetters: [Character: String] = [
        "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i", "ħ": "h",
    ]

    /// The key for a new field labelled `label`:
    /// 1. lowercased, diacritics removed (canonical decomposition, combining marks dropped;
    ///    ß, æ, œ, ø, ł, đ, ð, þ, ı, ħ spelled out as above),
    /// 2. every character (grapheme) that is not a–z or 0–9 becomes one `_` — runs are not collapsed and
    ///    leading or trailing `_` are not trimmed (the format says each character becomes `_`),
    /// 3. prefixed with `field_` when it does not start with a letter (also when empty),
    /// 4. suffixed `_2`, `_3`, … until it is not in `taken`.
    ///
    /// "Case size (mm)" → `case_size__mm_`, "Année" → `annee`, "1st owner" → `field_1st_owner`.
    public static func derive(from label: String, taken: Set<String>) -> String {
        var base = ""
        for character in label.lowercased() {
            if let folded = foldedLetters[character] {
                base += folded
                continue
            }
            let kept = String(character).decomposedStringWithCanonicalMapping.unicodeScalars
                .filter { $0.properties.generalCategory != .nonspacingMark }
            let isKeyText = !kept.isEmpty && kept.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
            base += isKeyText ? String(String.UnicodeScalarView(kept)) : "_"
        }
        if !(base.first.map { $0 >= "a" && $0 <= "z" } ?? false) { base = "field_" + base }
        guard taken.contains(base) else { return base }
        var n = 2
        while taken.contains("\(base)_\(n)") { n += 1 }
        return "\(base)_\(n)"
    }
}
