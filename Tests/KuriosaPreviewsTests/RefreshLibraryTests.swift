import Foundation
import KuriosaCore
@_spi(Fixtures) @testable import KuriosaStore
import KuriosaTestSupport
import Testing
@testable import KuriosaPreviews

/// A refresh over a real library package: which links get rows, the switch, replacement
/// with new ids, the one-day rule, deleted links, saving, and the history left alone.
@Suite("Refresh over a library")
struct RefreshLibraryTests {
    @Test func fullCycle() throws {
        let server = try TestServer.start()
        let folder = try TestFolder.make("kq-refresh")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (library, recoveryKey) = try LibraryPackage.create(at: folder.appendingPathComponent("test.kuriosa"))
        var session = try library.openCatalog()
        var db = session.db
        try RefreshFixtures.prepare(db)
        let page = server.url("/page?title=Maker")
        let review = server.pageWithPicture("alpha.png", title: "Review")
        let shop = server.url("/page?title=Shop&site=Dealer")
        let piece = try RefreshFixtures.addItem(db, number: 1, fields: [
            "maker_page": page, "review": review,
            "old_link": server.url("/page?title=Hidden"), "dealer_login": server.url("/page?title=Secret"),
        ])
        // Plain http and a missing host never get a row; the same link twice is one row.
        let other = try RefreshFixtures.addItem(db, number: 2, fields: ["maker_page": "http://example.com/x", "review": "https://"])
        let wish = try RefreshFixtures.addItem(db, number: 3, kind: "wish", fields: ["maker_page": shop], wishFields: ["shop_url": shop])
        try db.execute("""
            INSERT INTO history (id, batch_id, occurred_at, actor, entity, entity_id, action, changes)
            VALUES ('h1', 'b1', ?, 'local', 'item', ?, 'create', '[]')
            """, [RefreshFixtures.now, piece])
        try session.save()
        let historyBefore = try db.rows("SELECT * FROM history")

        // Off (absent): nothing happens, and the report says so.
        var report = try RefreshJob.run(db, options: RefreshFixtures.options(server), save: { try session.save() })
        #expect(report.switchOff)
        #expect(try LinkPreviewRow.fetchAll(db).isEmpty)

        // On: one row per piece and link.
        try PreviewSwitch.set(true, in: db)
        report = try RefreshJob.run(db, options: RefreshFixtures.options(server), save: { try session.save() })
        #expect(report.count(.loaded) == 3)
        #expect(report.count(.failed) == 0)
        var rows = try LinkPreviewRow.fetchAll(db)
        #expect(Set(rows.map(\.link)) == [
            PreviewLink(itemID: piece, url: page), PreviewLink(itemID: piece, url: review), PreviewLink(itemID: wish, url: shop),
        ])
        #expect(!rows.contains { $0.itemID == other })
        #expect(rows.first { $0.url == shop }?.siteName == "Dealer")
        #expect(rows.first { $0.url == review }?.pictureWidth == 800)

        // Saved: a new session on the package sees the rows; the history is untouched.
        let reopened = try LibraryPackage(url: library.package.url).open(.recoveryKey(recoveryKey))
        session = try reopened.openCatalog()
        db = session.db
        #expect(try LinkPreviewRow.fetchAll(db).count == 3)
        #expect(try db.rows("SELECT * FROM history") == historyBefore)

        // Nothing is due now; --all loads everything again, each row with a new id.
        report = try RefreshJob.run(db, options: RefreshFixtures.options(server), save: { try session.save() })
        #expect(report.outcomes.isEmpty && report.fresh == 3)
        var all = RefreshFixtures.options(server)
        all.selection = .all
        report = try RefreshJob.run(db, options: all, save: { try session.save() })
        #expect(report.count(.unchanged) == 3)
        let reloaded = try LinkPreviewRow.fetchAll(db)
        #expect(Set(reloaded.map(\.id)).isDisjoint(with: rows.map(\.id)))
        rows = reloaded

        // A link the piece no longer has loses its row; an empty row a day old is loaded again.
        try RefreshFixtures.setFields(db, itemID: piece, ["maker_page": page])
        try db.execute("UPDATE link_preview SET title = NULL, picture = NULL, picture_width = NULL, picture_height = NULL, loaded_at = '2020-01-01T00:00:00.000Z' WHERE url = ?", [shop])
        report = try RefreshJob.run(db, options: RefreshFixtures.options(server), save: { try session.save() })
        #expect(report.removedRows == 1)
        #expect(report.outcomes.map(\.link) == [PreviewLink(itemID: wish, url: shop)])
        #expect(report.count(.loaded) == 1)
        rows = try LinkPreviewRow.fetchAll(db)
        #expect(rows.count == 2)
        #expect(rows.first { $0.url == shop }?.title == "Shop")

        // Off deletes every row; refresh then does nothing.
        #expect(try PreviewSwitch.set(false, in: db) == 2)
        #expect(try LinkPreviewRow.fetchAll(db).isEmpty)
        #expect(try PreviewSwitch.read(db).isOn == false)
        try session.save()
        #expect(try db.rows("SELECT * FROM history") == historyBefore)
    }

    @Test func collectionFilterAndDryRun() throws {
        let server = try TestServer.start()
        let db = try RefreshFixtures.catalog()
        try RefreshFixtures.addItem(db, number: 1, fields: ["maker_page": server.url("/page?title=A")])
        var options = RefreshFixtures.options(server)
        options.dryRun = true
        options.collection = "watches"
        var saves = 0
        let report = try RefreshJob.run(db, options: options, save: { saves += 1 })
        #expect(report.outcomes.map(\.status) == [.notLoaded])
        #expect(saves == 0)
        #expect(try LinkPreviewRow.fetchAll(db).isEmpty)
        options.collection = "Cameras"
        #expect(throws: PreviewRefreshError.noSuchCollection("Cameras")) {
            try RefreshJob.run(db, options: options, save: {})
        }
    }

    /// Ctrl-C: loads in progress stop, nothing more is loaded, what was stored is saved.
    @Test func cancelledRunSavesWhatItHas() throws {
        let server = try TestServer.start()
        let db = try RefreshFixtures.catalog()
        for n in 1...4 { try RefreshFixtures.addItem(db, number: n, fields: ["maker_page": server.url("/slow?n=\(n)")]) }
        var options = RefreshFixtures.options(server)
        options.loader.pageTimeout = 30
        let flag = CancellationToken()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { flag.cancel() }
        let started = Date()
        let report = try RefreshJob.run(db, options: options, cancellation: flag, save: {})
        #expect(report.interrupted)
        #expect(Date().timeIntervalSince(started) < 3)
        #expect(report.count(.notLoaded) == 4)
        #expect(try LinkPreviewRow.fetchAll(db).isEmpty)
    }
}

/// The bound on loads at once: never more than two to one host.
@Suite("Refresh concurrency")
struct RefreshConcurrencyTests {
    @Test func atMostTwoLoadsPerHost() throws {
        let server = try TestServer.start()
        let db = try RefreshFixtures.catalog()
        let key = UUID().uuidString
        for n in 1...6 { try RefreshFixtures.addItem(db, number: n, fields: ["maker_page": server.url("/hold?key=\(key)&ms=250&n=\(n)")]) }
        for n in 7...8 {
            try RefreshFixtures.addItem(db, number: n, fields: ["maker_page": server.url("/hold?key=\(key)&ms=250&n=\(n)", host: "other.test")])
        }
        let report = try RefreshJob.run(db, options: RefreshFixtures.options(server), save: {})
        #expect(report.count(.loaded) == 8)
        let loader = try PageLoader(configuration: server.configuration)
        let stats = try loader.loadPage(try #require(URL(string: server.url("/stats?key=\(key)")))).get()
        let most = try #require(try JSONSerialization.jsonObject(with: stats.body) as? [String: Int])
        #expect(most["shop.test:\(server.port)"] == 2)
        #expect(most["other.test:\(server.port)"] == 2)
    }
}
