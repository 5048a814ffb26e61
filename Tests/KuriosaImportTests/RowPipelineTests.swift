import Foundation
@testable import KuriosaStore
import Synchronization
import Testing
@testable import KuriosaImport
import KuriosaPictures

/// The second pass on two threads (`RowPipeline`): what happens when either side stops early.
/// (That both sides write the same catalog as one thread is `DirectWriterTests`.)
@Suite("Row pipeline")
struct RowPipelineTests {
    /// `rows` watch rows whose notes are quoted and hold a comma.
    static func watches(rows: Int) -> String {
        "Title,Brand,Notes\n" + (1...rows).map { "Watch \($0),Omega,\"Serviced, box and papers \($0)\"\n" }.joined()
    }

    /// The file changes between the passes: the mapping thread meets a quote that never
    /// closes. The writer gets the read error after the rows before it, the import is the
    /// fatal `unterminated_quote` with nothing written, and no thread is left waiting.
    @Test func aReadErrorOnTheMappingThreadIsFatal() throws {
        let lib = try ImportTestLibrary()
        try lib.makeCollection("Watches", template: "builtin.watch")
        let text = Self.watches(rows: 20_000)
        let url = lib.folder.appendingPathComponent("watches.csv")
        try Data(text.utf8).write(to: url)
        // Cut the file inside the quoted notes of a row far ahead of what the mapping thread
        // may have read when the writer reports its first progress.
        let bytes = Array(text.utf8)
        let opening = Array("\"Serviced".utf8)
        let cut = try #require((0..<(bytes.count - 1_000)).reversed().first { Array(bytes[$0..<$0 + opening.count]) == opening }) + 4
        let cutDone = Mutex(false)
        let before = try lib.fileHashes()
        var options = ImportOptions(destination: .collectionPath("Watches"))
        options.csvPath = url.path
        options.progress = { done, _ in
            guard done >= 256, cutDone.withLock({ let first = !$0; $0 = true; return first }) else { return }
            let handle = try? FileHandle(forWritingTo: url)
            try? handle?.truncate(atOffset: UInt64(cut))
            try? handle?.close()
        }
        let importer = CSVImporter(session: try lib.library.openCatalog(), library: lib.library, options: options)
        let report = try importer.run(.file(path: url.path))
        #expect(cutDone.withLock { $0 })
        #expect(report.fatal?.reason == "unterminated_quote")
        #expect(report.created.isEmpty)
        #expect(try lib.fileHashes() == before)
    }

    /// The writer stops (it failed): `cancel` wakes the mapping thread blocked on a full
    /// queue, waits until it has ended, and returns.
    @Test func cancelStopsTheMappingThread() throws {
        let file = try CSVFile.open(.bytes(Array(Self.watches(rows: 50_000).utf8)))
        let mapped = Mutex(0)
        let pipeline = RowPipeline(file: file) {
            { record in
                mapped.withLock { $0 += 1 }
                return .rejected([ImportReport.RowError(row: record.row, column: nil, columnIndex: 1, reason: "test", text: "")])
            }
        }
        let first = try #require(try pipeline.next())
        #expect(first.count == RowPipeline.batchSize)
        pipeline.cancel()
        // Bounded by the queue: the thread stopped long before the end of the file.
        #expect(mapped.withLock { $0 } <= RowPipeline.batchSize * (RowPipeline.capacity + 2))
    }

    /// Photos prepared ahead on all cores (`RowPhotos.prepare(batch:)`) give the catalog and
    /// the report of the one-thread import: photos in the order named, a missing or
    /// unreadable photo the row's error in the same place, under one test ID sequence.
    @Test func photosPreparedAheadGiveTheSameImport() throws {
        func run(pipelined: Bool) throws -> (String, String) {
            let lib = try ImportTestLibrary()
            for i in 0..<6 {
                let pixels = (0..<(64 * 48 * 3)).map { UInt8(truncatingIfNeeded: $0 &* (i + 3)) }
                try lib.writeFile("p\(i).jpg", try JPEGCodec.encode(RGBImage(width: 64, height: 48, pixels: pixels), quality: 90))
            }
            try lib.writeFile("broken.jpg", [0xFF, 0xD8, 0xFF, 0x00, 0x01])
            var csv = "Title,Brand,Photos\n"
            for r in 0..<13 {
                let names = r % 5 == 3 ? "p1.jpg; missing.jpg; broken.jpg" : r % 4 == 1 ? "" : "p\(r % 6).jpg; p\((r + 2) % 6).jpg"
                csv += "Watch \(r),Omega,\(names)\n"
            }
            var report = try SecureRandom.$sequence.withValue(UUIDSequence()) {
                try lib.run(csv, into: .newCollection(name: "Watches", template: "builtin.watch", parentPath: nil),
                            pipelineRows: pipelined ? 2_000 : .max)
            }
            report.batchID = nil
            // A photo error's detail names the folder looked in, which is each library's own.
            let text = String(decoding: try report.jsonData(), as: UTF8.self).replacingOccurrences(of: lib.folder.path, with: "<folder>")
            return (try lib.comparableDump(), text)
        }
        let (oneThread, oneThreadReport) = try run(pipelined: false)
        let (pipelined, pipelinedReport) = try run(pipelined: true)
        #expect(oneThread.contains("INSERT INTO \"media\""))
        #expect(oneThreadReport.contains("missing_photo") && oneThreadReport.contains("unreadable_photo"))
        #expect(oneThread == pipelined)
        #expect(oneThreadReport == pipelinedReport)
    }

    /// Every record arrives once, in file order, across many batches.
    @Test func batchesKeepFileOrder() throws {
        let file = try CSVFile.open(.bytes(Array(Self.watches(rows: 3_000).utf8)))
        let pipeline = RowPipeline(file: file) {
            { record in .rejected([ImportReport.RowError(row: record.row, column: nil, columnIndex: 1, reason: "test", text: "")]) }
        }
        var rows: [Int] = []
        while let batch = try pipeline.next() {
            for case .rejected(let errors) in batch { rows += errors.map(\.row) }
        }
        #expect(rows == Array(2...3_001))
    }
}
