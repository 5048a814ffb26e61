import KuriosaCore
import Testing

/// One `StandardColumn` for the export and the import (#26), each side with its spelling:
/// export templates name `number`, `collection`, `wish_priority`; the import's header keys are
/// `inventory_number`, `collection_path`, `priority`, which no template's field key takes.
@Suite struct StandardColumnTests {
    @Test func eachSideKeepsItsSpelling() {
        #expect(StandardColumn(exportName: "number") == .number)
        #expect(StandardColumn(importKey: "inventory_number") == .number)
        #expect(StandardColumn(importKey: "number") == nil, "the import never reads a header `number` as the standard column")
        #expect(StandardColumn(importKey: "collection_path") == .collection && StandardColumn(importKey: "priority") == .wishPriority)
        #expect(StandardColumn(importKey: "quantity") == .count && StandardColumn(exportName: "quantity") == .count)
    }

    @Test func importOnlyAndExportOnlyColumns() {
        for name in ["photos", "documents", "status_since"] {
            #expect(StandardColumn(exportName: name) == nil, "\(name) is read, never an export template's column")
            #expect(StandardColumn(importKey: name) != nil)
        }
        #expect(StandardColumn.photo.importKey == nil, "the thumbnail is drawn, never read")
        #expect(StandardColumn.exportColumns.first == .number && !StandardColumn.exportColumns.contains(.photos))
    }

    @Test func keysAreUnique() {
        let keys = StandardColumn.allCases.compactMap(\.importKey)
        #expect(Set(keys).count == keys.count)
    }
}
