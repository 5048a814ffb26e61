import Foundation
import Testing
@testable import KuriosaPreviews

@Suite("Metadata JSON")
struct MetadataJSONTests {
    @Test("Keys in order title, siteName, imageURL, null for missing")
    func order() throws {
        #expect(LinkPreviewMetadata.nothing.jsonString() == #"{"title":null,"siteName":null,"imageURL":null}"#)
        let full = LinkPreviewMetadata(title: "T \"q\"", siteName: "S", imageURL: URL(string: "https://example.com/a.jpg"))
        #expect(full.jsonString() == #"{"title":"T \"q\"","siteName":"S","imageURL":"https://example.com/a.jpg"}"#)
        #expect(LinkPreviewMetadata(title: "Zürich <b> / x").jsonString() == #"{"title":"Zürich <b> / x","siteName":null,"imageURL":null}"#)
    }

    @Test("Codable round trip, through JSONEncoder as well as jsonString()")
    func roundTrip() throws {
        let full = LinkPreviewMetadata(title: "T", siteName: nil, imageURL: URL(string: "https://example.com/a.jpg?x=1&y=2"))
        #expect(try JSONDecoder().decode(LinkPreviewMetadata.self, from: Data(full.jsonString().utf8)) == full)
        #expect(try JSONDecoder().decode(LinkPreviewMetadata.self, from: JSONEncoder().encode(full)) == full)
        let object = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(LinkPreviewMetadata.nothing)) as? [String: Any])
        #expect(Set(object.keys) == ["title", "siteName", "imageURL"])
    }
}
