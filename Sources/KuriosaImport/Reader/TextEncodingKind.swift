/// The encodings docs/import-rules.md#bytes-to-text can detect: the three Excel writes (UTF-8
/// and UTF-16 with BOMs, Windows-1252 on Windows, Mac Roman from Excel for Mac's "CSV
/// (Macintosh)").
package enum TextEncodingKind: String, Sendable, Equatable, CaseIterable {
    case utf8 = "UTF-8"
    case utf16LE = "UTF-16LE"
    case utf16BE = "UTF-16BE"
    case macRoman = "Mac Roman"
    case windows1252 = "Windows-1252"
}
