import Testing
@testable import KuriosaImport

@Suite("Bytes to text")
struct EncodingDetectionTests {
    static let cases: [(name: String, bytes: [UInt8], encoding: TextEncodingKind, header: String)] = [
        ("UTF-8 BOM", [0xEF, 0xBB, 0xBF] + Array("Titel,Marke\n".utf8), .utf8, "Titel"),
        ("UTF-8 no BOM", Array("Schätzwert,x\n".utf8), .utf8, "Schätzwert"),
        ("UTF-16LE BOM", utf16LE("Titel\tMünchen\r\n"), .utf16LE, "Titel"),
        ("UTF-16BE BOM", utf16BE("Titel;€ 😀\n"), .utf16BE, "Titel"),
        ("Windows-1252", [0x4D, 0xFC, 0x6E, 0x63, 0x68, 0x65, 0x6E, 0x2C, 0x80, 0x0D, 0x0A], .windows1252, "München"),
        ("Windows-1252 LF only", [0x4D, 0xFC, 0x2C, 0x9B, 0x0A], .windows1252, "Mü"),
        ("Mac Roman lone CR", [0x4D, 0x9F, 0x6E, 0x2C, 0xDB, 0x0D, 0x61, 0x2C, 0x62, 0x0D], .macRoman, "Mün"),
        ("Mac Roman needs every break to be CR", [0x4D, 0x9F, 0x0D, 0x61, 0x0D, 0x0A], .windows1252, "M\u{0178}"),
        ("invalid UTF-8, no break", [0x4D, 0xFC], .windows1252, "Mü"),
        // As many stray bytes as UTF-8 characters (an old library character set in one cell
        // of a UTF-8 export): UTF-8, each stray byte U+FFFD.
        ("UTF-8 with as many stray bytes as characters",
         Array("Schön,Æleen,altın,…\n".utf8) + [0x61, 0xE5, 0x62, 0xE2, 0x63, 0xE5, 0x64, 0xE2, 0x0A], .utf8, "Schön"),
        // Windows-1252 whose accents by chance hold two well-formed pairs (`Ü»`, `Ã©`): still 1252.
        ("Windows-1252 with two accidental UTF-8 pairs",
         [0xDC, 0xBB, 0x2C, 0xC3, 0xA9, 0x2C, 0x4D, 0xFC, 0x6E, 0x2C, 0xE9, 0x74, 0xE9, 0x2C, 0xE0, 0x20, 0xF4, 0x0A],
         .windows1252, "Ü»"),
    ]

    @Test(arguments: cases)
    func detects(_ example: (name: String, bytes: [UInt8], encoding: TextEncodingKind, header: String)) throws {
        let (file, header, _) = try readAll(example.bytes)
        #expect(file.encoding == example.encoding, "\(example.name)")
        #expect(header.first == example.header, "\(example.name)")
    }

    @Test func bomIsNeverPartOfTheFirstHeader() throws {
        for bytes in [[0xEF, 0xBB, 0xBF] + Array("title\n".utf8), utf16LE("title\n"), utf16BE("title\n")] {
            #expect(try readAll(bytes).header == ["title"])
        }
    }

    @Test func windows1252HighHalfIsDecodedAsWritten() throws {
        let bytes: [UInt8] = [0x80, 0x81, 0x8D, 0x8F, 0x90, 0x9D, 0x9B, 0x9F, 0xA0, 0xFF, 0x2C, 0x78, 0x0A]
        let header = try readAll(bytes).header
        #expect(header[0].unicodeScalars.map(\.value) == [0x20AC, 0x81, 0x8D, 0x8F, 0x90, 0x9D, 0x203A, 0x178, 0xA0, 0xFF])
    }

    @Test func macRomanEuroAndApple() throws {
        let header = try readAll([0xDB, 0xC6, 0xF0, 0xA5, 0x0D]).header
        #expect(header == ["€∆\u{F8FF}•"])
    }

    @Test func utf16SurrogatePairsAcrossChunks() throws {
        // A pair straddling the 64 KiB chunk boundary must decode.
        let padding = String(repeating: "a", count: CSVRecordReader.chunkSize / 2 - 2)
        let bytes = utf16LE("t\n\(padding)😀\n")
        let rows = try readAll(bytes).rows
        #expect(rows.first?.cells == [padding + "😀"])
    }

    static let fatal: [(name: String, bytes: [UInt8], reason: CSVReadError.Reason)] = [
        ("zero bytes", [], .emptyFile),
        ("BOM only", [0xEF, 0xBB, 0xBF], .emptyFile),
        ("blank rows only", Array(",,\n;;\n\n".utf8), .emptyFile),
        ("UTF-16 without BOM", utf16LE("title,x\n", bom: false), .unsupportedEncoding),
        ("NUL in 1252", [0x41, 0x00, 0xFC, 0x0A], .unsupportedEncoding),
        ("NUL after a UTF-8 BOM", [0xEF, 0xBB, 0xBF, 0x41, 0x00, 0x0A], .unsupportedEncoding),
        ("odd UTF-16", [0xFF, 0xFE, 0x41, 0x00, 0x42], .unsupportedEncoding),
        ("lone low surrogate", [0xFF, 0xFE, 0x00, 0xDC, 0x41, 0x00], .unsupportedEncoding),
        ("lone high surrogate", [0xFE, 0xFF, 0xD8, 0x00, 0x00, 0x41], .unsupportedEncoding),
    ]

    @Test(arguments: fatal)
    func refuses(_ example: (name: String, bytes: [UInt8], reason: CSVReadError.Reason)) {
        #expect(fatalError(of: example.bytes)?.reason == example.reason, "\(example.name)")
    }

    /// BOM-less UTF-16 is refused, not guessed; a file whose every other byte is NUL is named
    /// for what it looks like, with the option that reads it (Dragon Shield's UTF-16LE export).
    @Test func bomlessUTF16IsNamedWithTheOptionThatReadsIt() {
        let little = fatalError(of: utf16LE("\"sep=,\"\nFolder Name,Card Name\nWhite ⚪,Sol Ring\n", bom: false))?.detail ?? ""
        #expect(little.contains("as in UTF-16LE text without its mark: import it again with --encoding utf-16le"), "\(little)")
        let big = fatalError(of: utf16BE("Title,Brand\nSpeedmaster,Omega\n", bom: false))?.detail ?? ""
        #expect(big.contains("--encoding utf-16be"), "\(big)")
        #expect(fatalError(of: [0x41, 0x00, 0xFC, 0x0A])?.detail.contains("--encoding") == false, "a stray NUL names no encoding")
    }
}
