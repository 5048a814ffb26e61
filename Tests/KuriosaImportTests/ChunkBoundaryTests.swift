import Testing
@testable import KuriosaImport

/// Every chunk boundary must be invisible: reading with chunks of 1, 2, 3, or 5 bytes gives
/// the same file, records, and errors as 64 KiB chunks (BOMs, UTF-8 and UTF-16 characters,
/// CRLF pairs, `""` pairs, and multi-byte delimiters all straddle boundaries this way).
@Suite("Chunk boundaries")
struct ChunkBoundaryTests {
    static func read(_ bytes: [UInt8], chunkSize: Int) -> String {
        do {
            let file = try CSVFile.open(.bytes(bytes), chunkSize: chunkSize)
            var rows: [CSVRecord] = []
            try file.makeReader().forEach { rows.append($0) }
            return "\(file.encoding) \(file.delimiter.value) \(file.header) \(rows)"
        } catch {
            return "\(error)"
        }
    }

    static let inputs: [[UInt8]] = RecordTests.recordCases.map { Array($0.text.utf8) }
        + RecordTests.delimiters.map { Array($0.text.utf8) }
        + EncodingDetectionTests.cases.map(\.bytes)
        + EncodingDetectionTests.fatal.map(\.bytes)
        + [
            Array("sep=§\r\na§b\r\n\"x§\"\"y\"\"\"§ü😀\r\n".utf8),
            utf16LE("Titel\tPreis\r\n\"a\r\nb\"\t€ 12\r\n😀\t\u{00A0}x\u{202F}\r\n"),
            utf16BE("sep=;\na;b\n1;2"),
            [0xEF, 0xBB, 0xBF] + Array("title\n\"open\nnever closes\n".utf8),
        ]

    @Test(arguments: [1, 2, 3, 5])
    func smallChunksReadTheSame(_ chunkSize: Int) {
        for bytes in Self.inputs {
            #expect(Self.read(bytes, chunkSize: chunkSize) == Self.read(bytes, chunkSize: 65536), "\(bytes)")
        }
    }
}
