import Foundation
import KuriosaCore
import Testing
@_spi(Fixtures) @testable import KuriosaStore

/// #28: a merge refuses, before writing, a copy whose data the toolkit's own readers would
/// refuse afterwards (docs/merge.md#what-a-merge-refuses), and the target stays as it was.
@Suite struct MergeAdmissionTests {
    @Test func aTemplateNestedTooDeepIsRefused() throws {
        let target = try MergeFixtures.ancestor()
        let other = try MergeFixtures.copy(target)
        let deep = #"{"id":"custom.deep","version":1,"name":{"en":"Deep"},"fields":"# + String(repeating: "[", count: 990)
            + String(repeating: "]", count: 990) + "}"
        try other.execute("INSERT INTO template (id, version, json, updated_at) VALUES ('custom.deep', 1, ?, '2026-10-01T10:00:00.000Z')", [deep])
        let before = try MergeFixtures.dump(target)
        #expect(throws: StoreError.self) { try CatalogMerge.merge(into: target, from: other, otherPath: "copy") }
        #expect(try MergeFixtures.dump(target) == before)
    }

    @Test func aNextNumberNoLibraryReachesIsRefused() throws {
        let target = try MergeFixtures.ancestor()
        let other = try MergeFixtures.copy(target)
        try other.execute("UPDATE library_meta SET value = '9223372036854775807' WHERE key = 'next_item_number'")
        let before = try MergeFixtures.dump(target)
        do {
            _ = try CatalogMerge.merge(into: target, from: other, otherPath: "copy")
            Issue.record("merged a copy whose next inventory number is 2^63-1")
        } catch let error as StoreError {
            #expect("\(error)".contains("next inventory number is 9223372036854775807"), "\(error)")
        }
        #expect(try MergeFixtures.dump(target) == before)
        // An ordinary copy still merges.
        _ = try CatalogMerge.merge(into: target, from: try MergeFixtures.copy(target), otherPath: "copy")
    }
}
