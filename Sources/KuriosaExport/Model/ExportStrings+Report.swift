extension ExportStrings {
    /// Words of the insurance report's own pages (changes since a date, what a claim lacks).
    static let reportWords: [String: [String: String]] = [:]
}
