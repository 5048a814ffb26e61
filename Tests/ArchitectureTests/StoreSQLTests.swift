import Foundation
import Testing

/// "Only the store speaks SQL" (docs/architecture.md#only-the-store-speaks-sql), checked on the
/// source text beside what the compiler holds: `Database`'s raw API is internal to the store
/// (`@_spi(Fixtures)` for tests and benchmark fixtures), and these tests fail when catalog SQL
/// is written as text in a Swift file of another module under Sources/, or when a module there
/// opens the fixtures' door.
@Suite struct StoreSQLTests {
    /// Statements as the store writes them (upper-case keywords), not the words in prose.
    static var sql: Regex<AnyRegexOutput> { try! Regex(
        #"INSERT (OR [A-Z]+ )?INTO |SELECT [A-Za-z0-9_*(]|UPDATE [a-z_]+ SET |DELETE FROM |REPLACE INTO |CREATE (TEMP |UNIQUE )?(TABLE|INDEX|TRIGGER|VIEW) |DROP (TABLE|INDEX) |ALTER TABLE |PRAGMA [a-z_]+|BEGIN (IMMEDIATE|EXCLUSIVE|DEFERRED)|VACUUM"#) }

    /// A line of a Swift file under Sources/ outside the store.
    struct Line: CustomStringConvertible {
        var file: String
        var number: Int
        var text: String
        var description: String { "Sources/\(file):\(number): \(text.trimmingCharacters(in: .whitespaces))" }
    }

    /// The code lines (comments left out) of every Swift file under Sources/ but the store's.
    static func linesOutsideTheStore() throws -> [Line] {
        let sources = CModuleImportTests.sources
        var lines = [Line]()
        let files = FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []
        for file in files.sorted() where file.hasSuffix(".swift") && !file.hasPrefix("KuriosaStore/") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = raw.drop { $0 == " " || $0 == "\t" }
                if trimmed.hasPrefix("//") || trimmed.hasPrefix("*") || trimmed.hasPrefix("/*") { continue }
                lines.append(Line(file: file, number: n + 1, text: String(raw)))
            }
        }
        return lines
    }

    @Test func theRegexFindsTheStoresOwnSQL() throws {
        // The check would pass on anything if it found nothing: it must find the store's SQL.
        let item = try String(contentsOf: CModuleImportTests.sources.appendingPathComponent("KuriosaStore/Records/ItemRecord+BulkInserter.swift"),
                              encoding: .utf8)
        let sql = Self.sql
        #expect(item.contains(sql))
        for statement in ["INSERT INTO item (id) VALUES (?)", "SELECT id FROM item", "UPDATE item SET title = ?", "DELETE FROM item_tag",
                          "INSERT OR REPLACE INTO item_search", "PRAGMA user_version", "CREATE TABLE t (a)"] {
            #expect(statement.contains(sql), "\(statement)")
        }
        for prose in ["Select a collection", "update the piece", "SELECT", "the PRAGMA"] {
            #expect(!prose.contains(sql), "\(prose)")
        }
    }

    @Test func noCatalogSQLOutsideTheStore() throws {
        let lines = try Self.linesOutsideTheStore()
        #expect(lines.count > 10_000, "read too few lines under \(CModuleImportTests.sources.path)")
        let sql = Self.sql
        for line in lines where line.text.contains(sql) {
            Issue.record("\(line): SQL outside KuriosaStore; add a store type or method for it")
        }
    }

    @Test func noModuleUsesTheFixturesSPI() throws {
        for line in try Self.linesOutsideTheStore() where line.text.contains("@_spi(Fixtures)") {
            Issue.record("\(line): the store's fixture API is for Tests/ and Benchmarks/ only")
        }
    }
}
