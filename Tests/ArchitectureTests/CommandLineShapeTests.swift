import Foundation
import Testing

/// The command line only parses and prints (#26): a command reads its positional arguments by
/// the keys its table's forms declare (`args[Self.file]`), so the usage line `--help` prints
/// and the count the parser checks are one declaration. Counting `args.positionals` by hand
/// (52 checks once, each with its own wording) fails here.
@Suite struct CommandLineShapeTests {
    @Test func noCommandCountsItsPositionalsByHand() throws {
        let commands = CModuleImportTests.sources.appendingPathComponent("kuriosa/Commands")
        let files = try FileManager.default.contentsOfDirectory(atPath: commands.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 15)
        var offenders: [String] = []
        for file in files {
            let text = try String(contentsOf: commands.appendingPathComponent(file), encoding: .utf8)
            if text.contains(".positionals") || text.contains("usage: [") { offenders.append(file) }
        }
        #expect(offenders.isEmpty, "read positionals by their ArgumentKey and declare usage as forms: \(offenders)")
    }
}

extension CommandLineShapeTests {
    /// Every `--json` is an `Encodable` type whose shape the compiler checks (#26: 14 files
    /// built `[String: Any]`, and a value JSON could not take printed nothing with exit 0).
    /// Reading JSON with Foundation stays allowed; building output with it does not.
    @Test func everyJSONOutputIsEncodable() throws {
        let sources = CModuleImportTests.sources
        let files = FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []
        var offenders: [String] = []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            if file.hasPrefix("kuriosa/") && text.contains("[String: Any]") { offenders.append(file) }
            if text.contains("var jsonObject: [String: Any]") || text.contains("JSON: [[String: Any]]") { offenders.append(file) }
        }
        #expect(offenders.isEmpty, "build --json output as an Encodable type: \(offenders)")
    }
}
