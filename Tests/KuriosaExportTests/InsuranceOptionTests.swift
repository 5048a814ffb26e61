import Foundation
import KuriosaCore
import KuriosaExport
import Testing

/// The values the insurance options take: `--stale-after` periods, `--item-limit` amounts,
/// and sidecars that do not read.
@Suite struct InsuranceOptionTests {
    @Test(arguments: [("3y", "2023-10-01"), ("18m", "2025-04-01"), ("6w", "2026-08-20"), ("400d", "2025-08-27"),
                      ("1 year", "2025-10-01"), ("2 Months", "2026-08-01")])
    func stalePeriods(text: String, freshFrom: String) throws {
        let period = try #require(StalePeriod(text))
        #expect(period.freshFrom("2026-10-01") == freshFrom)
    }

    @Test func monthEndsAreKept() {
        #expect(StalePeriod("1m")?.freshFrom("2026-03-31") == "2026-02-28")
        #expect(StalePeriod("1y")?.freshFrom("2028-02-29") == "2027-02-28")
    }

    @Test(arguments: ["", "3", "y", "0y", "-3y", "3x", "3.5y", "10000d", "3yy"])
    func badPeriods(text: String) {
        #expect(StalePeriod(text) == nil)
    }

    @Test(arguments: [("CHF 5000", 500_000, "CHF"), ("5000 chf", 500_000, "CHF"), ("EUR 2500.50", 250_050, "EUR"),
                      ("CHF 5'000", 500_000, "CHF"), ("JPY 1000000", 1_000_000, "JPY"),
                      ("USD 1,250,000.00", 125_000_000, "USD")])
    func itemLimits(text: String, minor: Int64, currency: String) {
        #expect(InsuranceOptions.money(text) == Money(minorUnits: minor, currency: currency))
    }

    @Test(arguments: ["5000", "CHF", "XYZ 5000", "CHF -5", "CHF 0", "JPY 10.5", "CHF 1.234", "CHF 5,000.00.0", "CHF five",
                      "EUR 2500,50", "CHF 50,00", "CHF 5,0000", "CHF 1.000,00"])
    func badItemLimits(text: String) {
        #expect(InsuranceOptions.money(text) == nil)
    }

    @Test(arguments: ["[]", "{}", #"{"format":"kuriosa.insurance-sidecar","version":2,"date":"2026-01-01","readAt":"2026-01-01T00:00:00.000Z","pieces":[]}"#,
                      #"{"format":"kuriosa.insurance-sidecar","version":1,"date":"2026-01-01","readAt":"yesterday","pieces":[]}"#,
                      #"{"format":"kuriosa.insurance-sidecar","version":1,"date":"2026-01-01","readAt":"2026-01-01T00:00:00.000Z","pieces":[{"id":"a","estimatedValue":{"currency":"CHF"}}]}"#])
    func badSidecars(text: String) {
        #expect(throws: InsuranceSidecar.ReadError.self) { try InsuranceSidecar(data: Data(text.utf8)) }
    }
}
