import Foundation
@_spi(Fixtures) @testable import KuriosaStore
import Testing

/// The schema SQL is the specification's text, and migrating the golden catalogs gives
/// exactly what the independent implementation got.
@Suite struct MigrationTests {
    @Test(arguments: 1...16)
    func schemaSQLIsTheSpecificationsText(version: Int) throws {
        let file = try String(contentsOf: Fixtures.url(String(format: "schema/v%02d.sql", version)), encoding: .utf8)
        let expected = file.trimmingCharacters(in: .newlines)
        #expect(CatalogSchema.statements[version - 1].joined(separator: "\n\n") == expected)
    }

    @Test func freshCatalogMatchesTheReferenceSchema() throws {
        let db = try CatalogSchema.makeFresh()
        #expect(try db.userVersion == 16)
        let reference = try JSONSerialization.jsonObject(with: Fixtures.data("schema/fresh-v16-normalized.json")) as? [[String: String]] ?? []
        let ours = try SchemaCheck.entries(of: db)
        #expect(ours.count == reference.count)
        for r in reference {
            let match = ours.first { $0.name == r["name"] && $0.type == r["type"] }
            #expect(match?.sql == r["sql"], "\(r["name"] ?? "")")
        }
        #expect(try SchemaCheck.differences(of: db).isEmpty)
    }

    @Test(arguments: ["golden-v1", "golden-v10"])
    func goldenCatalogMigratesExactly(name: String) throws {
        let db = try Database(serialized: Fixtures.data("\(name)/catalog.db"))
        let from = try CatalogSchema.migrate(db, path: name)
        #expect(from == (name == "golden-v1" ? 1 : 10))
        let expected = try String(contentsOf: Fixtures.url("\(name)/expected-v16.sql"), encoding: .utf8)
        let dump = try CatalogDump.canonical(db)
        if dump != expected {
            let a = dump.split(separator: "\n", omittingEmptySubsequences: false)
            let b = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let i = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
            Issue.record("first difference at line \(i + 1):\nours:     \(i < a.count ? a[i] : "<end>")\nexpected: \(i < b.count ? b[i] : "<end>")")
        }
        #expect(try db.scalar("PRAGMA integrity_check").string == "ok")
        #expect(try db.rows("PRAGMA foreign_key_check").isEmpty)
        #expect(try SchemaCheck.differences(of: db).isEmpty)
        #expect(try CatalogSchema.migrate(db, path: name) == 16, "migrating again changes nothing")
    }

    @Test func newerCatalogIsRefusedUnchanged() throws {
        let db = try CatalogSchema.makeFresh()
        try db.execute("PRAGMA user_version = 17")
        let before = try db.serialize()
        #expect(throws: StoreError.newerCatalog(path: "x.db", version: 17, supported: 16)) { try CatalogSchema.migrate(db, path: "x.db") }
        #expect(try db.serialize() == before)
    }

    @Test func failedMigrationRollsBackEverything() throws {
        // Observation S2: a counting-down quantity whose amount is non-numeric text aborts v11.
        let db = try CatalogSchema.makeFresh(version: 10)
        try db.execute("""
            INSERT INTO template VALUES ('custom.t', 1, '{"id":"custom.t","fields":[{"key":"n","type":"quantity","countsDown":true,"options":[{"id":"p","label":{"en":"pack"}}]}]}', '2026-01-01T00:00:00.000Z');
            INSERT INTO collection (id, name, template_id, created_at, updated_at) VALUES ('c', 'C', 'custom.t', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z');
            INSERT INTO item (id, collection_id, kind, title, status, fields, created_at, updated_at) VALUES ('i', 'c', 'owned', 'T', 'in_collection', '{"n":{"type":"quantity","value":{"amount":"lots","unit":"p"}}}', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z');
            """)
        let before = try db.serialize()
        #expect(throws: StoreError.self) { try CatalogSchema.migrate(db, path: "x.db") }
        #expect(try db.userVersion == 10)
        #expect(try db.serialize() == before)
    }
}
