import Foundation
import Testing
@testable import KuriosaImport

/// The reader must run in constant memory in the number of rows: a 200,000-row file is read
/// twice (statistics, then rows) while the reader's buffers stay at a chunk and a record.
@Suite("Streaming", .serialized)
struct StreamingTests {
    static let rowCount = 200_000

    static func makeFile() throws -> (path: String, size: Int) {
        let path = NSTemporaryDirectory() + "kuriosa-stream-\(UInt32.random(in: 0...UInt32.max)).csv"
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        var block = "sep=;\r\nTitel;Kaufpreis;Kaufdatum;Notizen\r\n"
        var size = 0
        for row in 1...rowCount {
            block += "Uhr \(row);\(row % 1000),50 €;\(row % 28 + 1).\(row % 12 + 1).2023;\"Zeile 1\r\nZeile; 2\"\r\n"
            if block.utf8.count > 1 << 20 {
                size += block.utf8.count
                try handle.write(contentsOf: Data(block.utf8))
                block = ""
            }
        }
        size += block.utf8.count
        try handle.write(contentsOf: Data(block.utf8))
        return (path, size)
    }

    @Test func readsTwoHundredThousandRowsInConstantMemory() throws {
        let (path, size) = try Self.makeFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try CSVFile.open(.file(path: path))
        #expect(file.delimiter == ";")
        #expect(file.header.cells == ["Titel", "Kaufpreis", "Kaufdatum", "Notizen"])

        // Pass 1: column statistics.
        var vote = DecimalMarkVote()
        let statistics = try file.makeReader()
        while let record = try statistics.next() { vote.observe(record[cell: 1]) }
        let mark = vote.mark(delimiter: file.delimiter)
        #expect(mark == .comma)

        // Pass 2: rows, checking each as it goes by and keeping none.
        let reader = try file.makeReader()
        let money = CellParser(kind: .money(fallbackCurrency: "CHF"), fileMark: mark)
        let date = CellParser(kind: .date(order: .undecided), fileMark: mark)
        var count = 0
        var lastRow = 0
        while let record = try reader.next() {
            count += 1
            lastRow = record.row
            if count % 20_000 == 0 {
                #expect(try money.parse(record[cell: 1]) == .money(minorUnits: Int64(count % 1000) * 100 + 50, currency: "EUR"))
                #expect(try date.parse(record[cell: 2]) != nil)
                #expect(record[cell: 3] == "Zeile 1\nZeile; 2")
            }
        }
        #expect(count == Self.rowCount)
        #expect(lastRow == Self.rowCount + 1)
        // The reader held a chunk and a record, never the file.
        #expect(reader.bufferHighWater < 512 * 1024, "held \(reader.bufferHighWater) bytes")
        #expect(size > 40 * reader.bufferHighWater, "file \(size) bytes")
    }
}
