import Foundation
import KuriosaPictures
import KuriosaStore
import Testing
@testable import KuriosaPreviews

/// One piece with one link per case, refreshed against the test server: the row each case
/// must leave, and what the report says.
@Suite("Refresh: the row each case leaves")
struct RefreshCaseTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var link: @Sendable (TestServer) -> String
        var status: RefreshReport.Status
        var reason: String? = nil
        var title: String? = nil
        var pictureSize: (Int, Int)? = nil
        var pictureReason: String? = nil
        /// A refusal of the toolkit's own stores nothing, so the next run tries it again.
        var storesRow = true
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "page with a transparent PNG", link: { $0.pageWithPicture("alpha.png", title: "PNG") },
             status: .loaded, title: "PNG", pictureSize: (800, 400)),
        Case(name: "redirects", link: { $0.url("/redirect/3") }, status: .loaded, title: "Redirected"),
        Case(name: "too many redirects", link: { $0.url("/redirect/6") }, status: .failed, reason: "too_many_redirects"),
        Case(name: "an http:// hop", link: { $0.url("/redirect-to?url=http%3A%2F%2Fshop.test%3A\($0.port)%2Fpage") },
             status: .failed, reason: "insecure_redirect"),
        Case(name: "a slow server", link: { $0.url("/slow") }, status: .failed, reason: "timeout"),
        Case(name: "a huge page", link: { $0.url("/huge") }, status: .loaded, title: "Early title"),
        Case(name: "a wrong content type", link: { $0.url("/json") }, status: .failed, reason: "not_html"),
        Case(name: "a 404", link: { $0.url("/missing") }, status: .failed, reason: "http_status_404"),
        Case(name: "a GIF", link: { $0.pageWithPicture("frames.gif", title: "GIF") }, status: .loaded, title: "GIF",
             pictureSize: (40, 20)),
        Case(name: "a WebP", link: { $0.pageWithPicture("green.webp", title: "WebP") }, status: .loaded, title: "WebP",
             pictureSize: (120, 80)),
        Case(name: "a decompression bomb", link: { $0.pageWithPicture("bomb.gif", title: "Bomb") }, status: .loaded,
             title: "Bomb", pictureReason: "picture_too_many_pixels"),
        Case(name: "a picture above the byte cap", link: { $0.pageWithPicture("big.png", title: "Big") }, status: .loaded,
             title: "Big", pictureReason: "picture_too_large"),
        Case(name: "a private-address redirect",
             link: { $0.url("/redirect-to?url=https%3A%2F%2Fintranet.test%3A\($0.port)%2Fpage") },
             status: .failed, reason: "blocked_address", storesRow: false),
        Case(name: "a page that gives nothing", link: { $0.url("/nothing") }, status: .empty),
    ]

    @Test(arguments: cases)
    func leavesItsRow(_ c: Case) throws {
        let server = try TestServer.start()
        let db = try RefreshFixtures.catalog()
        let url = c.link(server)
        let itemID = try RefreshFixtures.addItem(db, number: 1, fields: ["maker_page": url])
        var saves = 0
        let report = try RefreshJob.run(db, options: RefreshFixtures.options(server), save: { saves += 1 })
        let outcome = try #require(report.outcomes.first)
        #expect(report.outcomes.count == 1)
        #expect(outcome.status == c.status)
        #expect(outcome.reason == c.reason)
        #expect(outcome.pictureReason == c.pictureReason)
        #expect(saves == (c.storesRow ? 1 : 0))

        let rows = try LinkPreviewRow.fetchAll(db)
        guard c.storesRow else {
            #expect(rows.isEmpty, "a refusal of our own leaves no row: due again at the next run")
            #expect(outcome.heldBack == false)
            return
        }
        let row = try #require(rows.first)
        #expect(rows.count == 1, "one row per piece and link, also for failures")
        #expect(row.itemID == itemID && row.url == url)
        #expect(row.title == c.title)
        #expect(row.pictureWidth == c.pictureSize?.0 && row.pictureHeight == c.pictureSize?.1)
        #expect((row.picture != nil) == (c.pictureSize != nil))
        if let jpeg = row.picture { #expect(PictureFormat(sniffing: jpeg) == .jpeg) }
        #expect(row.loadedAt.count == 24)
    }
}
