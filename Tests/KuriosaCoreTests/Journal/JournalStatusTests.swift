import Foundation
import KuriosaCore
import Testing

/// The status rule of docs/journal-and-status.md, one row per example there.
@Suite struct JournalStatusTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var first: Double?
        var entries: [JournalEntry]
        var current: ItemStatus = .inCollection
        var status: ItemStatus
        var testDescription: String { name }
    }

    // MARK: Pieces without a count: the latest entry about where the piece is decides.
    static let withoutCount: [Case] = [
        Case(name: "empty journal keeps the current status", entries: [], current: .lost, status: .lost),
        Case(name: "purchases and uses decide nothing", entries: [e(.purchase, "2026-01-01"), e(.used, "2026-02-01")],
             current: .atService, status: .atService),
        Case(name: "sold", entries: [e(.sold, "2026-02-14")], status: .sold),
        Case(name: "given away", entries: [e(.givenAway, "2025-12-24")], status: .givenAway),
        Case(name: "lost", entries: [e(.lost, "2026-05-05")], status: .lost),
        Case(name: "lent out", entries: [e(.lentOut, "2026-09-10")], status: .lentOut),
        Case(name: "at service", entries: [e(.atService, "2026-09-01")], status: .atService),
        Case(name: "returned", entries: [e(.lentOut, "2024-06-01"), e(.returned, "2024-06-14")], current: .lentOut,
             status: .inCollection),
        Case(name: "golden Speedmaster: lent, back, at service",
             entries: [e(.lentOut, "2024-06-01"), e(.returned, "2024-06-14"), e(.atService, "2026-09-01")], status: .atService),
        Case(name: "golden IWC: entered out of order, the latest day decides",
             entries: [e(.lentOut, "2025-01-10"), e(.returned, "2025-02-08"), e(.atService, "2024-11-01"),
                       e(.returned, "2024-12-20"), e(.lentOut, "2026-08-01")], status: .lentOut),
        Case(name: "a return entered later for an earlier day does not end a newer loan",
             entries: [e(.lentOut, "2026-08-01"), e(.returned, "2026-07-01")], status: .lentOut),
        Case(name: "same day: the one entered later", entries: [e(.atService, "2026-03-01"), e(.returned, "2026-03-01")],
             status: .inCollection),
        Case(name: "undated entries come before every day", entries: [e(.lost), e(.lentOut, "2026-01-01")], status: .lentOut),
        Case(name: "undated entries alone: the one entered last", entries: [e(.lentOut), e(.lost)], status: .lost),
        Case(name: "bought back after selling", entries: [e(.sold, "2024-01-01"), e(.purchase, "2025-01-01")],
             status: .inCollection),
        Case(name: "buying more does not bring back what is lent",
             entries: [e(.lentOut, "2024-01-01"), e(.purchase, "2025-01-01")], status: .lentOut),
        Case(name: "using does not bring it back", entries: [e(.sold, "2024-01-01"), e(.used, "2025-01-01")],
             status: .sold),
        Case(name: "counts without a purchase count are whole-piece entries",
             entries: [e(.used, "2025-04-20", 50)], current: .inCollection, status: .inCollection),
        Case(name: "a counted sale without any purchase count sells the piece", entries: [e(.sold, "2025-04-20", 2)],
             status: .sold),
    ]

    // MARK: Pieces with a count: the figures decide after a counted entry.
    static let withCount: [Case] = [
        Case(name: "only the first count decides nothing", first: 6, entries: [], current: .lentOut, status: .lentOut),
        Case(name: "golden Château Margaux: 3 left", first: 6,
             entries: [e(.purchase, "2021-03-01"), e(.used, "2023-12-24", 1), e(.sold, "2024-05-02", 2)], status: .inCollection),
        Case(name: "golden .223: 250 left", first: 500,
             entries: [e(.purchase, "2025-05-03"), e(.used, "2025-04-13", 120), e(.used, "2025-05-10", 80),
                       e(.givenAway, "2025-05-11", 50)], status: .inCollection),
        Case(name: "the last pieces sold", first: 6, entries: [e(.used, "2024-01-01", 2), e(.sold, "2024-02-01", 4)],
             status: .sold),
        Case(name: "the last pieces given away", first: 2, entries: [e(.givenAway, "2024-01-01", 2)], status: .givenAway),
        Case(name: "the last pieces lost", first: 2, entries: [e(.sold, "2024-01-01", 1), e(.lost, "2024-02-01", 1)],
             status: .lost),
        Case(name: "used up stays in the collection", first: 6, entries: [e(.sold, "2024-01-01", 5), e(.used, "2024-02-01", 1)],
             status: .inCollection),
        Case(name: "the entry that took the last pieces decides, by day", first: 6,
             entries: [e(.used, "2024-02-01", 1), e(.sold, "2024-01-01", 5)], status: .inCollection),
        Case(name: "taking more than there is still ends it", first: 2, entries: [e(.sold, "2024-01-01", 5)], status: .sold),
        Case(name: "bought again after the last were sold", first: 2,
             entries: [e(.sold, "2024-01-01", 2), e(.purchase, "2024-06-01", 3)], status: .inCollection),
        Case(name: "some lent out: still in the collection", first: 6, entries: [e(.lentOut, "2024-01-01", 2)],
             status: .inCollection),
        Case(name: "everything left lent out", first: 6,
             entries: [e(.sold, "2024-01-01", 4), e(.lentOut, "2024-02-01", 2)], status: .lentOut),
        Case(name: "everything left at service", first: 2, entries: [e(.atService, "2024-01-01", 2)], status: .atService),
        Case(name: "mixed away: the latest kind", first: 3,
             entries: [e(.atService, "2024-01-01", 1), e(.lentOut, "2024-01-02", 2)], status: .lentOut),
        Case(name: "a counted return brings it back", first: 2,
             entries: [e(.lentOut, "2024-01-01", 2), e(.returned, "2024-02-01", 1)], status: .inCollection),
        Case(name: "a return without a count: the whole piece is back", first: 2,
             entries: [e(.lentOut, "2024-01-01", 2), e(.returned, "2024-02-01")], status: .inCollection),
        Case(name: "a loan without a count lends the whole piece", first: 6,
             entries: [e(.used, "2024-01-01", 1), e(.lentOut, "2024-02-01")], status: .lentOut),
        Case(name: "a sale without a count sells the whole piece", first: 6, entries: [e(.sold, "2024-02-01")],
             status: .sold),
        Case(name: "a counted entry after a whole-piece one: the figures", first: 6,
             entries: [e(.lentOut, "2024-02-01"), e(.used, "2024-03-01", 1)], status: .inCollection),
        Case(name: "a use without a count decides nothing", first: 6, entries: [e(.used, "2024-02-01")],
             current: .atService, status: .atService),
        Case(name: "a later purchase without a count after a counted sell-out", first: 2,
             entries: [e(.sold, "2024-01-01", 2), e(.purchase, "2024-03-01")], status: .inCollection),
    ]

    @Test(arguments: withoutCount + withCount)
    func status(c: Case) {
        let journal = Journal(firstPurchase: .init(quantity: c.first), entries: c.entries)
        #expect(journal.status(current: c.current) == c.status)
    }

    /// The golden catalogs store a status for each piece with status events; after migration
    /// 11 the journal must lead to that same status.
    @Test(arguments: [
        (GoldenEvents.iwcPilot, ItemStatus.lentOut),
        (GoldenEvents.speedmaster, .atService),
        (GoldenEvents.tudor, .sold),
        (#"[{"id":"484951e0-c23c-4143-b2f1-36d25dfdfa46","kind":"given_away","date":"2025-12-24","counterparty":"Anna","note":"Christmas present"}]"#, .givenAway),
        (#"[{"id":"3fb3cbd9-aa5f-49b5-bbf6-ea3c796c8ec7","kind":"lost","date":"2026-05-05","note":"Probably lost when moving"}]"#, .lost),
        (#"[{"id":"149a5631-2fa7-4750-af96-4c63cfa10321","kind":"lent_out","date":"2026-09-10","counterparty":"Jonas","dueDate":"2026-10-10","note":"For his holiday"}]"#, .lentOut),
    ])
    func goldenPiecesKeepTheirStatus(events: String, stored: ItemStatus) throws {
        let journal = Journal(firstPurchase: .init(), entries: try JournalEntry.entries(storedText: events))
        #expect(journal.status(current: .inCollection) == stored)
    }
}

@Suite struct JournalAwayTests {
    @Test(arguments: [
        (nil, [e(.lentOut, "2026-01-01")], ItemStatus.lentOut, true),
        (6, [e(.lentOut, "2026-01-01", 2)], .inCollection, true),
        (6, [e(.lentOut, "2026-01-01", 2), e(.returned, "2026-02-01", 2)], .inCollection, false),
        (nil, [], .inCollection, false),
        (nil, [], .atService, true),
    ] as [(Double?, [JournalEntry], ItemStatus, Bool)])
    func somethingAway(first: Double?, entries: [JournalEntry], status: ItemStatus, away: Bool) {
        let journal = Journal(firstPurchase: .init(quantity: first), entries: entries)
        #expect(journal.hasSomethingAway(status: journal.status(current: status)) == away)
    }
}
