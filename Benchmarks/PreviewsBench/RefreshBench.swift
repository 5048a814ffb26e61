import Foundation
import KuriosaBenchSupport
import KuriosaPreviews
@_spi(Fixtures) import KuriosaStore

/// A refresh of many links against Benchmarks/previews_server.py, which answers each request
/// after a fixed delay: with C loads at once and a delay d, the ideal is links × d / C. The
/// library is a plain catalog file saved by `CatalogSession.save` every 200 rows and at the
/// end, as `kuriosa previews refresh` saves; only the loader's test configuration (trusted CA,
/// host names resolved to 127.0.0.1, loopback allowed) differs from the command's.
struct RefreshBench {
    let port: Int
    let certificate: String
    let links: Int
    let hosts: Int
    let concurrency: Int

    static let templateID = "bench.links"
    static let collectionID = "c0000000-0000-4000-8000-000000000001"
    static let templateJSON = """
        {"id": "bench.links", "version": 1, "name": {"en": "Links"}, "icon": "link",
         "sections": [{"id": "main", "label": {"en": "Main"}}],
         "fields": [{"key": "maker_page", "type": "url", "label": {"en": "Maker page"}, "section": "main"}]}
        """

    func hostName(_ n: Int) -> String { String(format: "h%02d.bench.test", n) }

    /// Link i goes to host i mod hosts, so every host has links/hosts of them, interleaved.
    func url(_ i: Int) -> String { "https://\(hostName(i % hosts)):\(port)/item/\(i)" }

    func run() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kq-bench-refresh-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("catalog.db")
        try makeCatalog().serialize().write(to: catalog)
        let session = try CatalogSession(plainFile: catalog)

        var options = RefreshOptions()
        options.concurrency = concurrency
        options.loader.trustedCAFile = certificate
        options.loader.allowLoopback = true
        options.loader.hostAddresses = (0..<hosts).map { .init(host: hostName($0), port: port, address: "127.0.0.1") }
        var saves = 0
        let start = BenchMeasure.now()
        let report = try RefreshJob.run(session.db, options: options, save: {
            try session.save()
            saves += 1
        })
        let seconds = BenchMeasure.now() - start

        let loaded = report.count(.loaded)
        // The server names host and path in each page's title: every link got its own answer.
        let wrongTitles = report.outcomes.filter { $0.title != String($0.link.url.dropFirst("https://".count)) }.count
        let reasons = Dictionary(grouping: report.outcomes.compactMap(\.reason), by: { $0 }).mapValues(\.count)
        let stored = try CatalogSession(plainFile: catalog).db.scalar("SELECT count(*) FROM link_preview WHERE title IS NOT NULL").int ?? -1
        print("links=\(report.links) loaded=\(loaded) failed=\(report.count(.failed)) wrong_titles=\(wrongTitles) "
            + "stored=\(stored) saves=\(saves)" + (reasons.isEmpty ? "" : " reasons=\(reasons)"))
        if let first = report.outcomes.first { print("# \(first.link.url) -> \(first.title ?? "nil")") }
        guard loaded == links, wrongTitles == 0, stored == links else {
            throw BenchError("the refresh did not load every link (see above)")
        }
        print(String(format: "s=%.2f links_per_s=%.1f", seconds, Double(links) / seconds))
    }

    /// A fresh catalog with previews on and one piece per link.
    func makeCatalog() throws -> Database {
        let db = try CatalogSchema.makeFresh()
        let now = "2026-11-01T10:00:00.000Z"
        try db.transaction {
            try db.execute("INSERT INTO template (id, version, json, updated_at) VALUES (?, 1, ?, ?)", [Self.templateID, Self.templateJSON, now])
            try db.execute("INSERT INTO collection (id, name, template_id, created_at, updated_at) VALUES (?, 'Watches', ?, ?, ?)",
                           [Self.collectionID, Self.templateID, now, now])
            for i in 0..<links {
                let fields = "{\"maker_page\":{\"type\":\"url\",\"value\":\"\(url(i))\"}}"
                try db.execute("""
                    INSERT INTO item (id, collection_id, kind, title, status, fields, wish_fields, number, created_at, updated_at)
                    VALUES (?, ?, 'owned', ?, 'in_collection', ?, '{}', ?, ?, ?)
                    """, [String(format: "a0000000-0000-4000-8000-%012d", i), Self.collectionID, "Piece \(i)", fields, i + 1, now, now])
            }
        }
        try PreviewSwitch.set(true, in: db)
        return db
    }
}
