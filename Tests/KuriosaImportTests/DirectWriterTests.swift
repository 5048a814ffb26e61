import Foundation
import KuriosaCore
@testable import KuriosaStore
import Testing
@testable import KuriosaImport

/// The import writes most pieces through `PieceWriter.writeDirect` (columns bound from the
/// row, JSON texts built as bytes). These tests run the same imports once through the general
/// path (`ItemRecord`, `historyPaths()`, `HistoryWriter`) and once through the direct one,
/// with the same ID sequence, and compare the two catalogs' canonical dumps byte for byte.
@Suite("Direct piece writer")
struct DirectWriterTests {
    /// One import step: the CSV, where it goes, and its options.
    struct Step: Sendable {
        var csv: String
        var destination: ImportOptions.Destination
        var configure: @Sendable (inout ImportOptions) -> Void = { _ in }
    }

    static let newWatches = ImportOptions.Destination.newCollection(name: "Watches", template: "builtin.watch", parentPath: nil)

    /// Every kind of watch value, with escapes, non-ASCII, repeated tags and places.
    static func watchCSV(rows: Int) -> String {
        var lines = ["Title;Brand;Reference;Year;Manufacturer URL;Movement;Complications;Case diameter (mm);Box;Service cost (CHF);"
            + "Rate deviation;Papers date;Purchase price (EUR);Purchase date;Estimated value (USD);Condition;Source;Place;Tags;Notes"]
        let movements = ["Automatic", "Manual", "Quartz", ""]
        let conditions = ["Mint", "Very good", "Good", "Sehr gut", "", "Poor"]
        for i in 0..<rows {
            let note: String
            switch i % 5 {
            case 0: note = "\"He said \"\"hi\"\"\nand left\""
            case 1: note = "back\\slash\ttab"
            case 2: note = "Größe ✓ — 日本"
            case 3: note = ""
            default: note = "plain note \(i)"
            }
            let fields = [
                "Watch \(i) ‹\(i % 7)›", i % 3 == 0 ? "Omega" : "Rolex", "REF-\(i * 37)", i % 4 == 0 ? "" : String(1950 + i % 70),
                i % 6 == 0 ? "www.example.com/w/\(i)" : "", movements[i % 4], i % 2 == 0 ? "Chronograph, Date" : "",
                i % 9 == 0 ? "" : "\(36 + i % 8),\(i % 10)", i % 2 == 0 ? "ja" : "no", i % 5 == 0 ? "1.250,50" : "",
                i % 3 == 0 ? "-2,5" : "\(i % 11)", i % 8 == 0 ? "2021-03-0\(1 + i % 9)" : "",
                "\(1000 + i),\(i % 100)", i % 2 == 0 ? "0\(1 + i % 9).04.2023" : "2022-11-\(10 + i % 19)",
                i % 3 == 0 ? "" : "\(2000 + i)", conditions[i % 6], i % 4 == 0 ? "Chrono24" : "",
                i % 5 == 0 ? "" : "Home / Office / Safe \(i % 3)", i % 2 == 0 ? "vintage, Chrono, Vintage" : "gift", note,
            ]
            lines.append(fields.joined(separator: ";"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static let ink = """
    Title,Brand,Colors,Shimmer,Rating,Bottle size,Quantity,Purchase price,Tags
    Blue Velvet,Pilot,"Blue, Black",yes,4,50 ml,3,"12.50 EUR",ink
    Sheen,Diamine,Red,no,5,30,1.5,"CHF 20",ink
    """

    /// Wishes with a priority and a shop link (the wishlist template's field), and an update.
    static let wishes = """
    Title;Brand;Priority;Link to buy;Purchase price;Notes
    Nautilus;Patek Philippe;5;www.example.com/nautilus;CHF 120000;Größe ✓
    Speedmaster;Omega;;;;
    Daytona;Rolex;1;https://example.com/d?a=1&b=2;;
    """

    static let steps: [String: [Step]] = [
        "wishes with priority and link": [
            Step(csv: wishes, destination: newWatches) { $0.kind = .wish },
            Step(csv: wishes.replacingOccurrences(of: ";5;", with: ";3;"), destination: .collectionPath("Watches")) {
                $0.kind = .wish
                $0.onDuplicate = .update
            },
        ],
        "watches with errors": [Step(csv: ImportWritingTests.watches, destination: newWatches)],
        "many watches": [Step(csv: watchCSV(rows: 700), destination: newWatches)],
        "wishes": [Step(csv: watchCSV(rows: 20), destination: newWatches) { $0.kind = .wish }],
        "ink with quantity": [Step(csv: ink, destination: .newCollection(name: "Ink", template: "builtin.ink", parentPath: nil))],
        "second import updates and creates": [
            Step(csv: watchCSV(rows: 30), destination: newWatches),
            Step(csv: watchCSV(rows: 40), destination: .collectionPath("Watches")) { $0.onDuplicate = .update },
            Step(csv: watchCSV(rows: 10), destination: .collectionPath("Watches")) { $0.onDuplicate = .create },
        ],
    ]

    @Test(arguments: steps.keys.sorted())
    func directPathWritesTheSameCatalog(_ name: String) throws {
        let steps = try #require(Self.steps[name])
        let (general, generalReports) = try Self.dump(steps, writesDirectly: false)
        let (direct, directReports) = try Self.dump(steps, writesDirectly: true)
        // The same rows mapped on the pipeline's second thread (`RowPipeline`).
        let (pipelined, pipelinedReports) = try Self.dump(steps, writesDirectly: true, pipelineRows: 0)
        #expect(general.contains("INSERT INTO \"item\""))
        #expect(general == direct)
        #expect(general == pipelined)
        #expect(generalReports == directReports)
        #expect(generalReports == pipelinedReports)
        if general != direct {
            // Both dumps beside each other for a diff.
            let base = FileManager.default.temporaryDirectory.appendingPathComponent("direct-writer-\(name.replacingOccurrences(of: " ", with: "-"))")
            try general.write(to: base.appendingPathExtension("general.sql"), atomically: true, encoding: .utf8)
            try direct.write(to: base.appendingPathExtension("direct.sql"), atomically: true, encoding: .utf8)
        }
    }

    /// The catalog after the steps, with the times and the IDs made outside the sequence
    /// (the library's own, the device's) replaced.
    /// Also the reports' JSON, without the batch IDs (made outside the sequence).
    static func dump(_ steps: [Step], writesDirectly: Bool, pipelineRows: Int = .max) throws -> (String, [String]) {
        let lib = try ImportTestLibrary()
        var reports: [String] = []
        try SecureRandom.$sequence.withValue(UUIDSequence()) {
            for step in steps {
                var report = try lib.run(step.csv, into: step.destination, writesDirectly: writesDirectly, pipelineRows: pipelineRows,
                                         configure: step.configure)
                #expect(report.fatal == nil)
                report.batchID = nil
                reports.append(String(decoding: try report.jsonData(), as: UTF8.self))
            }
        }
        return (try lib.comparableDump(), reports)
    }
}
