import Foundation
import KuriosaCore
import Testing

@Suite struct TimestampTests {
    @Test(arguments: [
        (0.0, "1970-01-01T00:00:00.000Z"),
        (1_790_000_000.123, "2026-09-21T14:13:20.123Z"),
        (1_790_000_000.9999, "2026-09-21T14:13:20.999Z"),
    ])
    func formats(seconds: Double, text: String) {
        #expect(Timestamp.string(from: Date(timeIntervalSince1970: seconds)) == text)
    }

    @Test func roundTrips() throws {
        let date = try #require(Timestamp.date(from: "2026-09-29T15:04:05.123Z"))
        #expect(Timestamp.string(from: date) == "2026-09-29T15:04:05.123Z")
    }

    @Test(arguments: ["2026-09-29T15:04:05Z", "2026-02-30T15:04:05.123Z", "2026-09-29 15:04:05.123Z", ""])
    func refusesOtherForms(text: String) {
        #expect(Timestamp.date(from: text) == nil)
    }
}
