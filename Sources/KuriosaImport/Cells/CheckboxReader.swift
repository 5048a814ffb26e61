/// docs/import-rules.md#checkboxes: the yes/no words of the five languages and Excel's
/// TRUE/FALSE words, ignoring case and accents. Anything else is an error, never a silent
/// false.
package enum CheckboxReader {
    private static let trueWords = Set(ImportConventions.checkboxTrue.map(TextNormalizer.normalize))
    private static let falseWords = Set(ImportConventions.checkboxFalse.map(TextNormalizer.normalize))

    public static func parse(_ cell: String) throws(CellError) -> ParsedCell {
        let word = TextNormalizer.normalize(cell)
        if trueWords.contains(word) { return .checkbox(true) }
        if falseWords.contains(word) { return .checkbox(false) }
        throw CellError(.invalidCheckbox)
    }
}
