extension ExportStrings {
    /// Words the export command and the HTML pages add (options, print headers).
    static let commandWords: [String: [String: String]] = [:]
}
