/// The names a person may give for a CSV's encoding and delimiter when detection should not
/// decide (`kuriosa import --encoding`, `--delimiter`; docs/import.md): the words accepted,
/// and what a delimiter may not be (a quote or a line break would make every row ambiguous).
public enum CSVOverride {
    /// The encodings as named in messages and help.
    public static let encodingList = "UTF-8, UTF-16LE, UTF-16BE, macroman or windows-1252"

    private static let encodingNames: [String: TextEncodingKind] = [
        "utf-8": .utf8, "utf8": .utf8, "utf-16le": .utf16LE, "utf-16be": .utf16BE, "macroman": .macRoman,
        "mac-roman": .macRoman, "mac roman": .macRoman, "windows-1252": .windows1252, "cp1252": .windows1252,
    ]

    /// The encoding a name means, case ignored; nil for a name not known.
    package static func encoding(named name: String) -> TextEncodingKind? { encodingNames[name.lowercased()] }

    /// The delimiter a text means: one character, or `tab` (any case); never `"`, CR or LF.
    public static func delimiter(_ text: String) -> Unicode.Scalar? {
        let scalars = text.lowercased() == "tab" ? ["\t"] : Array(text.unicodeScalars)
        guard scalars.count == 1, let scalar = scalars.first, scalar != "\"", scalar != "\n", scalar != "\r" else { return nil }
        return scalar
    }
}
