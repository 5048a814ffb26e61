extension ExportStrings {
    /// Words the export command and the HTML pages add (options, print headers).
    /// `wrote` is the line `kuriosa export` ends with: `{pieces}`, `{format}` and `{path}`
    /// are replaced.
    static let commandWords: [String: [String: String]] = [
        "wrote": [
            "en": "Wrote {pieces} as {format} to {path}",
            "de": "{format} geschrieben ({pieces}): {path}",
            "fr": "Fichier {format} écrit ({pieces}) : {path}",
            "it": "File {format} scritto ({pieces}): {path}",
            "es": "Archivo {format} escrito ({pieces}): {path}",
        ],
    ]
}
