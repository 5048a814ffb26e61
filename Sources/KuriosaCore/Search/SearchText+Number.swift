extension SearchText {
    /// A piece's search text with its inventory number appended (`k 0007` after the rest, as
    /// migration 13 appends it), for a writer that made the rest before the number was known.
    /// Equal to `build(…, number: number).text` given `build(…, number: nil).text`.
    public static func appendingNumber(_ number: Int?, to text: String) -> String {
        guard let numberText = numberText(number) else { return text }
        return text.isEmpty ? numberText : text + " " + numberText
    }
}
