extension SearchText {
    /// A piece's search text with its inventory number appended (`k 0007` after the rest, as
    /// migration 13 appends it). `build` ends with it, and the importer's writer calls it on
    /// the text its mapping thread built before the number was known.
    public static func appendingNumber(_ number: Int?, to text: String) -> String {
        guard let numberText = numberText(number) else { return text }
        return text.isEmpty ? numberText : text + " " + numberText
    }
}
