/// Text normalization for `title` and `site_name` (docs/link-preview-rules.md#white-space,
/// docs/link-preview-rules.md#length).
enum PreviewText {
    /// The cap, in Unicode scalar values: the same count in Swift, Kotlin, Python and SQL,
    /// unlike grapheme counts (Unicode-version dependent) and UTF-16 counts (split pairs).
    static let maximumScalars = 300

    /// Collapsed, trimmed and capped text, or `nil` when nothing is left ("absent": the next
    /// source is tried).
    static func normalized(_ raw: String?) -> String? {
        guard let raw else { return nil }
        let collapsed = collapsingWhiteSpace(raw)
        guard !collapsed.isEmpty else { return nil }
        let cut = truncated(collapsed, maximumScalars: maximumScalars)
        return cut.isEmpty ? nil : cut
    }

    /// Every run of Unicode White_Space (tab, LF, CR, U+00A0, U+2003, …) becomes one space and
    /// the ends are trimmed. Zero-width characters are not White_Space and stay.
    static func collapsingWhiteSpace(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace {
                result.append(" ")
                pendingSpace = false
            }
            result.append(scalar)
        }
        return String(result)
    }

    /// At most `maximumScalars` scalars, cut only between grapheme clusters: the cluster that
    /// would cross the limit is dropped whole. Whitespace the cut leaves at the end is trimmed.
    static func truncated(_ text: String, maximumScalars: Int) -> String {
        guard text.unicodeScalars.count > maximumScalars else { return text }
        var kept = 0
        var end = text.startIndex
        for character in text {
            let size = character.unicodeScalars.count
            if kept + size > maximumScalars { break }
            kept += size
            end = text.index(after: end)
        }
        var result = text[..<end]
        while let last = result.unicodeScalars.last, last.properties.isWhitespace {
            result = result[..<result.unicodeScalars.index(before: result.unicodeScalars.endIndex)]
        }
        return String(result)
    }
}
