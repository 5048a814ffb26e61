import Foundation
import KuriosaCore
import Testing

/// Short entry makers for the tables: `e(.used, "2026-01-02", 3)`.
func e(
    _ kind: JournalEntryKind, _ date: String? = nil, _ quantity: Double? = nil, _ price: Money? = nil, id: String? = nil
) -> JournalEntry {
    JournalEntry(id: id ?? "\(kind.rawValue)-\(date ?? "undated")-\(quantity ?? 0)", kind: kind, date: date, quantity: quantity, price: price)
}

func chf(_ minor: Int64) -> Money { Money(minorUnits: minor, currency: "CHF") }
func eur(_ minor: Int64) -> Money { Money(minorUnits: minor, currency: "EUR") }

@Suite struct JournalFiguresTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var first: Journal.FirstPurchase
        var entries: [JournalEntry]
        var count: Double?
        var away: Double?
        var testDescription: String { name }
    }

    @Test(arguments: [
        Case(name: "no counts at all", first: .init(), entries: [e(.sold, "2026-01-01")], count: nil, away: nil),
        Case(name: "first purchase only", first: .init(quantity: 6), entries: [], count: 6, away: 0),
        Case(name: "uses without a purchase count give none", first: .init(), entries: [e(.used, "2025-04-20", 50)],
             count: nil, away: nil),
        Case(name: "a later purchase count is enough", first: .init(), entries: [e(.purchase, nil, 10), e(.used, nil, 4)],
             count: 6, away: 0),
        Case(name: "golden .223: 500 - 120 - 80 - 50", first: .init(quantity: 500),
             entries: [e(.purchase, "2025-05-03"), e(.used, "2025-04-13", 120), e(.used, "2025-05-10", 80),
                       e(.givenAway, "2025-05-11", 50)], count: 250, away: 0),
        Case(name: "golden Château Margaux: 6 - 1 - 2", first: .init(quantity: 6),
             entries: [e(.purchase, "2021-03-01"), e(.used, "2023-12-24", 1), e(.sold, "2024-05-02", 2)], count: 3, away: 0),
        Case(name: "never below zero", first: .init(quantity: 2), entries: [e(.used, nil, 5), e(.purchase, nil, 1)],
             count: 0, away: 0),
        Case(name: "every taking-away kind", first: .init(quantity: 10),
             entries: [e(.used, nil, 1), e(.sold, nil, 2), e(.givenAway, nil, 3), e(.lost, nil, 1)], count: 3, away: 0),
        Case(name: "entries without a count are left out", first: .init(quantity: 4),
             entries: [e(.used), e(.sold), e(.lentOut)], count: 4, away: 0),
        Case(name: "a first quantity of zero is no count", first: .init(quantity: 0), entries: [e(.used, nil, 1)],
             count: nil, away: nil),
        Case(name: "stored zero quantities are left out", first: .init(quantity: 3), entries: [e(.used, nil, 0), e(.sold, nil, -1)],
             count: 3, away: 0),
        Case(name: "decimal counts add exactly", first: .init(quantity: 0.1), entries: [e(.purchase, nil, 0.2)],
             count: 0.3, away: 0),
        Case(name: "away: lent and at service minus returned", first: .init(quantity: 10),
             entries: [e(.lentOut, nil, 3), e(.atService, nil, 2), e(.returned, nil, 1)], count: 10, away: 4),
        Case(name: "away at most the count", first: .init(quantity: 5),
             entries: [e(.lentOut, nil, 4), e(.sold, nil, 3)], count: 2, away: 2),
        Case(name: "away at least zero", first: .init(quantity: 5), entries: [e(.returned, nil, 2)], count: 5, away: 0),
    ])
    func countAndAway(c: Case) {
        let journal = Journal(firstPurchase: c.first, entries: c.entries)
        #expect(journal.count == c.count)
        #expect(journal.awayCount == c.away)
        #expect(journal.hasCount == (c.count != nil))
    }

    struct PriceCase: Sendable, CustomTestStringConvertible {
        var name: String
        var first: Journal.FirstPurchase
        var entries: [JournalEntry]
        var perUnit: Money?
        var total: Money?
        var testDescription: String { name }
    }

    @Test(arguments: [
        PriceCase(name: "nothing priced", first: .init(quantity: 3), entries: [], perUnit: nil, total: nil),
        PriceCase(name: "price without a count: total only", first: .init(price: chf(1500)), entries: [],
                  perUnit: nil, total: chf(1500)),
        PriceCase(name: "golden .223: the later purchase has no count", first: .init(price: chf(25000), quantity: 500),
                  entries: [e(.purchase, "2025-05-03", nil, chf(24000)), e(.purchase, "2025-06-14")],
                  perUnit: chf(50), total: chf(49000)),
        PriceCase(name: "golden 9mm: 1000 rounds, the half case has no count", first: .init(price: chf(42000), quantity: 1000),
                  entries: [e(.purchase, "2025-06-01", nil, chf(21000))], perUnit: chf(42), total: chf(63000)),
        PriceCase(name: "total of prices over total of counts", first: .init(price: chf(1000), quantity: 1),
                  entries: [e(.purchase, nil, 3, chf(2000))], perUnit: chf(750), total: chf(3000)),
        PriceCase(name: "rounded half away from zero", first: .init(price: chf(5), quantity: 2), entries: [],
                  perUnit: chf(3), total: chf(5)),
        PriceCase(name: "a third rounds down", first: .init(price: chf(1000), quantity: 3), entries: [],
                  perUnit: chf(333), total: chf(1000)),
        PriceCase(name: "other currencies are not added", first: .init(price: chf(6000), quantity: 2),
                  entries: [e(.purchase, nil, 2, eur(9999)), e(.purchase, nil, 1, chf(3000))],
                  perUnit: chf(3000), total: chf(9000)),
        PriceCase(name: "golden Château Margaux: EUR first, the sale is no purchase",
                  first: .init(price: eur(360000), quantity: 6),
                  entries: [e(.purchase, "2021-03-01", nil, eur(120000)), e(.sold, "2024-05-02", 2, chf(140000))],
                  perUnit: eur(60000), total: eur(480000)),
        PriceCase(name: "no first price: the earliest later purchase's currency",
                  first: .init(quantity: 1),
                  entries: [e(.purchase, "2026-03-01", 1, chf(900)), e(.purchase, "2026-01-01", 1, eur(700))],
                  perUnit: eur(700), total: eur(700)),
        PriceCase(name: "yen have no minor digits", first: .init(price: Money(minorUnits: 35000, currency: "JPY"), quantity: 3),
                  entries: [], perUnit: Money(minorUnits: 11667, currency: "JPY"), total: Money(minorUnits: 35000, currency: "JPY")),
        PriceCase(name: "a price of a service or sale is no purchase price", first: .init(price: chf(100)),
                  entries: [e(.atService, nil, nil, chf(48000)), e(.sold, nil, nil, chf(50))], perUnit: nil, total: chf(100)),
    ])
    func prices(c: PriceCase) {
        let journal = Journal(firstPurchase: c.first, entries: c.entries)
        #expect(journal.pricePerUnit == c.perUnit)
        #expect(journal.totalPurchasePrice == c.total)
    }

    @Test func overflowingTotalsAreNone() {
        let journal = Journal(
            firstPurchase: .init(price: chf(Int64.max), quantity: 1), entries: [e(.purchase, nil, 1, chf(1))])
        #expect(journal.totalPurchasePrice == nil)
    }

    /// golden-v10 "IWC Pilot's Watch Mark XVIII": status events were entered out of order.
    @Test func showsNewestFirstWithUndatedEntriesLast() throws {
        var entries = try JournalEntry.entries(storedText: GoldenEvents.iwcPilot)
        entries.insert(JournalEntry(id: "undated-1", kind: .purchase), at: 1)
        entries.append(JournalEntry(id: "same-day-later", kind: .returned, date: "2025-02-08"))
        entries.append(JournalEntry(id: "undated-2", kind: .used, date: "someday"))
        let journal = Journal(purchaseDate: "2018-06-30", purchasePrice: chf(420000), source: nil, purchaseQuantity: nil, events: entries)
        #expect(journal.entriesNewestFirst.map(\.id) == [
            "6d399173-f757-49b0-b961-69c09732b7f9", // 2026-08-01 lent out
            "same-day-later", // 2025-02-08, entered after the other return of that day
            "b1e1a99e-5c65-416b-a04c-0eb37c8b1499", // 2025-02-08
            "901fdc66-f5e1-416a-82cf-5fa43fe5dfd3", // 2025-01-10
            "3596dd57-7b35-47f6-89e9-f3e1eaf5d477", // 2024-12-20
            "64101660-736e-474c-a3eb-631dfec7ad0c", // 2024-11-01
            "undated-2", "undated-1",
        ])
        #expect(journal.entriesInOrder.map(\.id) == journal.entriesNewestFirst.reversed().map(\.id))
    }
}
