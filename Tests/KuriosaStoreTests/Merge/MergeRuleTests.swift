import Foundation
@_spi(Fixtures) @testable import KuriosaStore
import Testing

/// One test per rule of section 10, on two copies of the golden ancestor changed by hand.
/// Every case is merged both ways and must give the same catalog.
@Suite struct MergeRuleTests {
    static let rolex = "0e0daaca-922b-434c-8f4a-d2587e899cf4"
    static let omega = "4729c1cc-760b-442b-8091-1182ddfd489e"
    static let seiko = "b4277b83-b439-4aa0-965b-6f0d77972168"
    static let watches = "5a23bddc-4df7-4307-b981-a49e2590f7f3"
    static let straps = "e06d24b5-bf51-4b38-a4c1-0dd587dc9913"
    static let pocket = "40498045-2d78-4ad8-aae1-592de6d1f384"

    /// Both copies, edited, then merged both ways; the two results must be identical.
    func merge(_ editA: (Database) throws -> Void, _ editB: (Database) throws -> Void) throws -> (Database, MergeReport) {
        let a = try MergeFixtures.ancestor(), b = try MergeFixtures.ancestor()
        try editA(a)
        try editB(b)
        let (ab, report) = try MergeFixtures.merged(a, b)
        let (ba, _) = try MergeFixtures.merged(b, a)
        #expect(try MergeFixtures.dump(ab) == MergeFixtures.dump(ba), "merge(A, B) == merge(B, A)")
        #expect(try MergeFixtures.merged(ab, a).1.isEmpty && MergeFixtures.merged(ab, b).1.isEmpty, "merging again changes nothing")
        #expect(try CatalogCheck.run(ab).isEmpty)
        return (ab, report)
    }

    func writer(_ time: String) -> HistoryWriter { HistoryWriter(device: nil, occurredAt: time) }

    func editItem(_ db: Database, _ id: String, at time: String, _ change: (inout ItemRecord) -> Void) throws {
        var item = try #require(try ItemRecord.fetchOne(db, id: id))
        let old = item
        change(&item)
        item.updatedAt = time
        try item.update(db)
        try writer(time).update(old: old, new: item, in: db)
    }

    func item(_ db: Database, _ id: String) throws -> ItemRecord { try #require(try ItemRecord.fetchOne(db, id: id)) }

    @Test func eachPathTakesTheValueWhoseHistoryChangedItLast() throws {
        let (m, _) = try merge({ a in
            try editItem(a, Self.rolex, at: "2026-10-01T10:00:00.000Z") { $0.title = "A title" }
            try editItem(a, Self.rolex, at: "2026-10-01T12:00:00.000Z") { $0.notes = "A notes" }
        }, { b in
            try editItem(b, Self.rolex, at: "2026-10-01T11:00:00.000Z") { $0.title = "B title" }
            try editItem(b, Self.rolex, at: "2026-10-01T09:00:00.000Z") { $0.notes = "B notes" }
        })
        let r = try item(m, Self.rolex)
        #expect(r.title == "B title" && r.notes == "A notes")
        // Combined from both copies: updated_at is the merge's time, one millisecond after
        // the latest time either copy knows (docs/merge.md).
        #expect(r.updatedAt == "2026-10-01T12:00:00.001Z")
    }

    @Test func withoutHistoryTheLaterUpdatedAtThenTheLargerTextDecides() throws {
        let (m, _) = try merge({ a in
            try a.execute("UPDATE item SET title = 'Zebra', updated_at = '2026-10-01T10:00:00.000Z' WHERE id = ?", [Self.rolex])
            try a.execute("UPDATE item SET title = 'Apple', updated_at = '2026-10-02T10:00:00.000Z' WHERE id = ?", [Self.omega])
        }, { b in
            try b.execute("UPDATE item SET title = 'Yak', updated_at = '2026-10-01T10:00:00.000Z' WHERE id = ?", [Self.rolex])
            try b.execute("UPDATE item SET title = 'Banana', updated_at = '2026-10-01T10:00:00.000Z' WHERE id = ?", [Self.omega])
        })
        #expect(try item(m, Self.rolex).title == "Zebra", "same updated_at: the larger JSON text")
        #expect(try item(m, Self.omega).title == "Apple", "the later updated_at")
    }

    @Test func journalEntriesAndTagsAreCombinedPerID() throws {
        let tags = try TagRecord.fetchAll(try MergeFixtures.ancestor())
        let (m, _) = try merge({ a in
            try editItem(a, Self.seiko, at: "2026-10-01T10:00:00.000Z") {
                $0.events = JSONText(.array([.object(["id": .string("e-a"), "kind": .string("used")])]))
                $0.tagIDs.append(tags[0].id)
            }
        }, { b in
            try editItem(b, Self.seiko, at: "2026-10-01T11:00:00.000Z") {
                $0.events = JSONText(.array([.object(["id": .string("e-b"), "kind": .string("used")])]))
                $0.tagIDs.append(tags[1].id)
            }
        })
        let r = try item(m, Self.seiko)
        #expect(MergeHistory.ids(r.events.value, MergeHistory.entryIdentity) == ["e-a", "e-b"])
        #expect(Set(r.tagIDs).isSuperset(of: [tags[0].id, tags[1].id]))
    }

    @Test func aTagRemovedInOneCopyStaysRemoved() throws {
        let ancestorTags = try item(try MergeFixtures.ancestor(), Self.rolex).tagIDs
        let removed = try #require(ancestorTags.first)
        let (m, _) = try merge({ a in
            try editItem(a, Self.rolex, at: "2026-10-01T10:00:00.000Z") { $0.tagIDs.removeAll { $0 == removed } }
        }, { b in
            try editItem(b, Self.rolex, at: "2026-10-01T11:00:00.000Z") { $0.title = "Edited" }
        })
        #expect(try !item(m, Self.rolex).tagIDs.contains(removed))
    }

    @Test(arguments: [("2026-10-01T11:00:00.000Z", true), ("2026-10-01T09:00:00.000Z", false)])
    func aDeletedRecordChangedLaterInTheOtherCopyIsRestored(changeTime: String, restored: Bool) throws {
        let (m, report) = try merge({ a in
            try editItem(a, Self.omega, at: "2026-10-01T10:00:00.000Z") { $0.deletedAt = "2026-10-01T10:00:00.000Z" }
        }, { b in
            try editItem(b, Self.omega, at: changeTime) { $0.title = "Changed" }
        })
        #expect(try item(m, Self.omega).deletedAt == nil ? restored : !restored)
        #expect(report.repairs.contains { $0.kind == .restored && $0.id == Self.omega } == restored)
        if restored {
            let entry = try #require(try HistoryEntry.fetchAll(m, entityID: Self.omega).last)
            #expect(entry.actor == "merge" && entry.action == .restore)
        }
    }

    @Test func aRelationOneCopyRemovedIsNotBroughtBack() throws {
        let ancestor = try MergeFixtures.ancestor()
        let relation = try #require(try RelationRecord.fetchAll(ancestor).first)
        let (m, _) = try merge({ a in
            try writer("2026-10-01T10:00:00.000Z").deletePhysically(relation, in: a)
            try relation.delete(a)
        }, { _ in })
        #expect(try RelationRecord.fetchOne(m, id: relation.id) == nil)
    }

    @Test func mediaDeletedForGoodIsRemovedAndNoLongerNamed() throws {
        let ancestor = try MergeFixtures.ancestor()
        let photo = try #require(try ItemRecord.fetchAll(ancestor).compactMap(\.primaryPhotoID).first)
        let (m, _) = try merge({ a in
            try a.execute("UPDATE item SET primary_photo_id = NULL WHERE primary_photo_id = ?", [photo])
            try a.execute("DELETE FROM media WHERE id = ?", [photo])
            try LibraryMeta.noteRemoved(a, id: photo, at: "2026-10-01T10:00:00.000Z")
        }, { _ in })
        #expect(try MediaRecord.fetchOne(m, id: photo) == nil)
        #expect(try m.scalar("SELECT count(*) FROM item WHERE primary_photo_id = ?", [photo]).int == 0)
    }

    @Test func tagsWithOneNameBecomeTheOneWithTheSmallerID() throws {
        let small = "00000000-0000-4000-8000-000000000001", large = "ffffffff-0000-4000-8000-000000000001"
        let (m, _) = try merge({ a in
            try TagRecord(id: large, name: "Rare").insert(a)
            try editItem(a, Self.rolex, at: "2026-10-01T10:00:00.000Z") { $0.tagIDs.append(large) }
        }, { b in
            try TagRecord(id: small, name: "rare").insert(b)
        })
        #expect(try TagRecord.fetchOne(m, id: large) == nil)
        #expect(try TagRecord.fetchOne(m, id: small)?.name == "rare")
        #expect(try item(m, Self.rolex).tagIDs.contains(small))
    }

    @Test func libraryMetaRules() throws {
        let (m, _) = try merge({ a in
            try LibraryMeta.setNextItemNumber(a, 40)
            try LibraryMeta.set(a, key: "removed:aaaaaaaa-0000-4000-8000-000000000001", value: "2026-10-01T10:00:00.000Z")
            try LibraryMeta.setLinkPreviews(a, on: true, at: "2026-10-02T10:00:00.000Z")
            try LibraryMeta.set(a, key: "other", value: "b")
        }, { b in
            try LibraryMeta.setNextItemNumber(b, 30)
            try LibraryMeta.set(b, key: "removed:bbbbbbbb-0000-4000-8000-000000000001", value: "2026-10-01T10:00:00.000Z")
            try LibraryMeta.setLinkPreviews(b, on: false, at: "2026-10-01T10:00:00.000Z")
            try LibraryMeta.set(b, key: "other", value: "a")
        })
        let meta = try LibraryMeta.fetch(m)
        #expect(try meta.nextItemNumber() == 40)
        #expect(meta.removedIDs.count == 2)
        #expect(meta.linkPreviewsAreOn)
        #expect(meta.entries["other"] == "a")
    }

    @Test func twoPiecesWithOneNumber() throws {
        func newPiece(_ db: Database, _ id: String, _ time: String) throws {
            let item = ItemRecord(id: id, collectionID: Self.watches, kind: .owned, title: id, createdAt: time, updatedAt: time,
                                  number: try ItemNumbers.assignNext(db))
            try item.insert(db)
            try writer(time).create(item, in: db)
        }
        let first = "11111111-0000-4000-8000-000000000001", second = "22222222-0000-4000-8000-000000000002"
        let (m, report) = try merge({ try newPiece($0, second, "2026-10-01T11:00:00.000Z") },
                                    { try newPiece($0, first, "2026-10-01T10:00:00.000Z") })
        let a = try item(m, first), b = try item(m, second)
        #expect(a.number != nil && b.number == (a.number ?? 0) + 1)
        #expect(report.repairs.map(\.kind) == [.duplicateNumber])
        #expect(try LibraryMeta.fetch(m).nextItemNumber() == (b.number ?? 0) + 1)
    }

    @Test func loopsOfCollectionsMoveTheLargestIDToTheTop() throws {
        let (m, report) = try merge({ a in
            var c = try #require(try CollectionRecord.fetchOne(a, id: Self.watches))
            let old = c
            c.parentID = Self.straps
            try c.update(a)
            try writer("2026-10-01T10:00:00.000Z").update(old: old, new: c, in: a)
        }, { _ in })
        // Straps already sits under Watches: A's move alone is a loop in the merge only if
        // B keeps Straps there; moving Watches under Straps closes it.
        let top = [Self.watches, Self.straps].max(by: MergeOrder.precedes) ?? ""
        #expect(try CollectionRecord.fetchOne(m, id: top)?.parentID == nil)
        #expect(report.repairs.contains { $0.kind == .treeLoop })
    }

    @Test func aDeletedCollectionThatHoldsALivePieceIsRestored() throws {
        let (m, report) = try merge({ a in
            try editItem(a, Self.seiko, at: "2026-10-01T10:00:00.000Z") { $0.collectionID = Self.pocket }
        }, { _ in })
        #expect(try CollectionRecord.fetchOne(m, id: Self.pocket)?.deletedAt == nil)
        #expect(report.repairs.contains { $0.kind == .restoredHolder && $0.id == Self.pocket })
    }

    @Test func linksAndCodes() throws {
        let t1 = "2026-10-01T10:00:00.000Z", t2 = "2026-10-01T11:00:00.000Z"
        let (m, report) = try merge({ a in
            try RelationRecord(id: "aaaaaaaa-0000-4000-8000-000000000001", fromItemID: Self.rolex, toItemID: Self.omega, type: .partOf, createdAt: t1).insert(a)
            try RelationRecord(id: "aaaaaaaa-0000-4000-8000-000000000002", fromItemID: Self.rolex, toItemID: Self.seiko, type: .linked, createdAt: t1).insert(a)
            try ItemCodeRecord(id: "aaaaaaaa-0000-4000-8000-000000000003", itemID: Self.rolex, payload: "EAN 1", createdAt: t1).insert(a)
        }, { b in
            try RelationRecord(id: "bbbbbbbb-0000-4000-8000-000000000001", fromItemID: Self.omega, toItemID: Self.rolex, type: .partOf, createdAt: t2).insert(b)
            try RelationRecord(id: "bbbbbbbb-0000-4000-8000-000000000002", fromItemID: Self.seiko, toItemID: Self.rolex, type: .linked, createdAt: t2).insert(b)
            try ItemCodeRecord(id: "bbbbbbbb-0000-4000-8000-000000000003", itemID: Self.omega, payload: "EAN 1", createdAt: t2).insert(b)
        })
        #expect(try RelationRecord.fetchOne(m, id: "bbbbbbbb-0000-4000-8000-000000000001") == nil, "part_of loop: the later link goes")
        #expect(try RelationRecord.fetchOne(m, id: "bbbbbbbb-0000-4000-8000-000000000002") == nil, "a neutral link twice: the first stays")
        #expect(try ItemCodeRecord.fetchOne(m, payload: "EAN 1")?.itemID == Self.omega, "one code on two pieces: the later link stays")
        #expect(Set(report.repairs.map(\.kind)) == [.partOfLoop, .duplicateLink, .duplicateCode])
        #expect(try HistoryEntry.fetchAll(m).filter { $0.actor == "merge" }.count == 3)
    }

    @Test func aJournalWithEntriesFromBothCopiesTakesTheStatusItLeadsTo() throws {
        func add(_ db: Database, _ id: String, _ kind: String, _ date: String, _ time: String) throws {
            try editItem(db, Self.seiko, at: time) { item in
                guard case .array(var list) = item.events.value else { return }
                list.append(.object(["id": .string(id), "kind": .string(kind), "date": .string(date)]))
                item.events = JSONText(.array(list))
                item.status = kind == "lent_out" ? .lentOut : .inCollection
            }
        }
        let (m, report) = try merge({ try add($0, "e-lent", "lent_out", "2026-10-05", "2026-10-01T11:00:00.000Z") },
                                    { try add($0, "e-back", "returned", "2026-10-01", "2026-10-01T10:00:00.000Z") })
        // Lent on the 5th after a return on the 1st: lent out, whatever each copy had.
        #expect(try item(m, Self.seiko).status == .lentOut)
        _ = report
    }

    @Test func linkPreviewsFollowTheMergedSwitch() throws {
        func preview(_ db: Database, _ id: String, _ at: String) throws {
            try LinkPreviewRow(id: id, itemID: Self.rolex, url: "https://example.com/a", title: id, loadedAt: at).replace(db)
        }
        let (m, _) = try merge({ a in
            try LibraryMeta.setLinkPreviews(a, on: true, at: "2026-10-01T00:00:00.000Z")
            try preview(a, "aaaaaaaa-0000-4000-8000-00000000000a", "2026-10-02T00:00:00.000Z")
        }, { b in
            try LibraryMeta.setLinkPreviews(b, on: true, at: "2026-10-01T00:00:00.000Z")
            try preview(b, "bbbbbbbb-0000-4000-8000-00000000000b", "2026-10-03T00:00:00.000Z")
        })
        #expect(try LinkPreviewRow.fetchAll(m).map(\.id) == ["bbbbbbbb-0000-4000-8000-00000000000b"], "the later loaded_at")
        let (off, _) = try merge({ try LibraryMeta.setLinkPreviews($0, on: false, at: "2026-10-05T00:00:00.000Z") },
                                 { b in
            try LibraryMeta.setLinkPreviews(b, on: true, at: "2026-10-01T00:00:00.000Z")
            try preview(b, "bbbbbbbb-0000-4000-8000-00000000000b", "2026-10-03T00:00:00.000Z")
        })
        #expect(try LinkPreviewRow.fetchAll(off).isEmpty, "turned off later: no row stays")
    }

    @Test func searchTextOfACombinedPieceIsRebuilt() throws {
        let (m, _) = try merge({ a in
            try editItem(a, Self.rolex, at: "2026-10-01T10:00:00.000Z") { $0.title = "Alpha Watch" }
        }, { b in
            try editItem(b, Self.rolex, at: "2026-10-01T11:00:00.000Z") { item in
                var fields = item.fields.objectMembers
                fields["brand"] = .object(["type": .string("text"), "value": .string("Zenith")])
                item.fields = JSONText(.object(fields))
            }
        })
        let text = try m.scalar("SELECT text FROM item_search WHERE item_id = ?", [Self.rolex]).string ?? ""
        #expect(text.contains("alpha") && text.contains("zenith"), "\(text)")
    }

    @Test func aNewerCopyIsRefused() throws {
        let target = try MergeFixtures.ancestor(), newer = try MergeFixtures.ancestor()
        try newer.execute("PRAGMA user_version = 17")
        let before = try MergeFixtures.dump(target)
        #expect(throws: StoreError.self) { try CatalogMerge.merge(into: target, from: newer) }
        #expect(try MergeFixtures.dump(target) == before)
    }

    @Test func repairEntryIDsAreDerivedFromTheInputs() {
        let id = MergeEngine.derivedID("x")
        #expect(id == MergeEngine.derivedID("x") && id != MergeEngine.derivedID("y"))
        #expect(Manifest.isLowercaseUUID(id))
    }
}
