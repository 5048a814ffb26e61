import Foundation
@_spi(Fixtures) @testable import KuriosaStore
import Testing

/// Inventory numbers (version 13): the larger of next_item_number and one above every
/// number in item, deleted rows included; never given twice.
@Suite struct ItemNumbersTests {
    typealias S = RecordSamples

    /// A catalog whose items hold `numbers` (the last one on a deleted item) and whose
    /// next_item_number is `stored` (nil: absent).
    static func catalog(numbers: [Int], stored: String?) throws -> Database {
        let db = try CatalogSchema.makeFresh()
        try S.template.insert(db)
        try S.collection.insert(db)
        for (i, n) in numbers.enumerated() {
            var item = S.wish
            item.id = "n\(i)"
            item.kind = .owned
            item.number = n
            if i == numbers.count - 1 { item.deletedAt = S.later }
            try item.insert(db)
        }
        try LibraryMeta.remove(db, key: "next_item_number")
        if let stored { try LibraryMeta.set(db, key: "next_item_number", value: stored) }
        return db
    }

    @Test(arguments: [
        ([1, 2, 9], "3", 10),  // stale: a deleted row holds 9
        ([1, 2], "12", 12),  // stored is larger: numbers of undone additions are not reused
        ([1, 4], nil, 5),  // absent
        ([], nil, 1),
        ([], "1", 1),
    ] as [([Int], String?, Int)])
    func nextNumber(numbers: [Int], stored: String?, expected: Int) throws {
        let db = try Self.catalog(numbers: numbers, stored: stored)
        #expect(try ItemNumbers.assignNext(db) == expected)
        #expect(try LibraryMeta.value(db, key: "next_item_number") == String(expected + 1))
        // Not yet used by a row, the number is still never handed out twice.
        #expect(try ItemNumbers.assignNext(db) == expected + 1)
    }

    @Test(arguments: ["", "abc", "-3", "0", " 5", "5.0"])
    func malformedStoredNumberNamesTheKey(_ text: String) throws {
        let db = try Self.catalog(numbers: [1], stored: text)
        #expect(throws: RecordError.self) { try ItemNumbers.assignNext(db) }
    }

    @Test func goldenCatalogContinuesAfterMigration13() throws {
        let db = try GoldenHistoryTests.migratedGolden()
        let highest = try #require(try db.scalar("SELECT max(number) FROM item").int)
        #expect(try LibraryMeta.fetch(db).nextItemNumber() == highest + 1)
        #expect(try ItemNumbers.assignNext(db) == highest + 1)
    }
}
