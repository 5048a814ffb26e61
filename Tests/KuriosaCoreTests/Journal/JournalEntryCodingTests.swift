import Foundation
import KuriosaCore
import Testing

/// `item.events` texts from the golden catalogs (vectors/golden-v10 and golden-v1,
/// expected-v16.json `eventsText`), copied as literals.
enum GoldenEvents {
    static let chateauMargaux = #"[{"id":"e449db5c-2102-4c76-9d5c-1b0e4a56f16d","kind":"purchase","date":"2021-03-01","price":{"minorUnits":120000,"currency":"EUR"},"counterparty":"Vinothek Bern","note":"Two more bottles"},{"id":"a0af851a-8762-43a4-8379-23d28f21c0a1","kind":"used","date":"2023-12-24","quantity":1,"note":"Christmas dinner"},{"id":"c26d1e0d-d9c5-497d-8b0b-2312b39a0a04","kind":"sold","date":"2024-05-02","quantity":2,"price":{"minorUnits":140000,"currency":"CHF"},"counterparty":"Weinbörse Zürich"}]"#
    static let rem223 = #"[{"id":"38eda56e-c66d-45fa-bcac-884198a3cc78","kind":"purchase","date":"2025-05-03","price":{"minorUnits":24000,"currency":"CHF"},"counterparty":"Waffen Kaufmann"},{"id":"b86bcb5e-5d29-4e03-9fc2-c9e7fc35305a","kind":"purchase","date":"2025-06-14","note":"Club order, price not known yet"},{"id":"23c95056-16f5-4a57-b370-e65e8b6bd643","kind":"used","date":"2025-04-13","quantity":120,"note":"Range day"},{"id":"85e633a2-0516-48ae-a830-98d062a0d78c","kind":"used","date":"2025-05-10","quantity":80},{"id":"d7447619-88b6-4697-be2f-b0c57f55a505","kind":"given_away","date":"2025-05-11","quantity":50,"counterparty":"Club member"}]"#
    static let iwcPilot = #"[{"id":"901fdc66-f5e1-416a-82cf-5fa43fe5dfd3","kind":"lent_out","date":"2025-01-10","counterparty":"Lukas","dueDate":"2025-02-10"},{"id":"b1e1a99e-5c65-416b-a04c-0eb37c8b1499","kind":"returned","date":"2025-02-08","note":"Returned early"},{"id":"64101660-736e-474c-a3eb-631dfec7ad0c","kind":"at_service","date":"2024-11-01","price":{"minorUnits":48000,"currency":"CHF"},"counterparty":"IWC Schaffhausen","note":"Entered afterwards"},{"id":"3596dd57-7b35-47f6-89e9-f3e1eaf5d477","kind":"returned","date":"2024-12-20"},{"id":"6d399173-f757-49b0-b961-69c09732b7f9","kind":"lent_out","date":"2026-08-01","counterparty":"Sara","dueDate":"2026-09-01"}]"#
    static let speedmaster = #"[{"id":"02fa8353-ae8f-4d67-a0f9-319ed2103fa5","kind":"lent_out","date":"2024-06-01","counterparty":"Marco","dueDate":"2024-06-15"},{"id":"afd428c3-8dcd-41df-a756-d42c7b5b0348","kind":"returned","date":"2024-06-14"},{"id":"3db7d96e-337c-4a8c-839a-c4b23aa9500d","kind":"at_service","date":"2026-09-01","price":{"minorUnits":65000,"currency":"CHF"},"counterparty":"Omega Service Center Biel","dueDate":"2026-11-15","note":"Full service, new crystal"}]"#
    static let tudor = #"[{"id":"7343c25b-5365-4d6b-95ad-78d5944e86f1","kind":"sold","date":"2026-02-14","price":{"minorUnits":310000,"currency":"CHF"},"counterparty":"Chrono24 buyer (Hamburg)"}]"#
    static let coffeeUse = #"[{"id":"95a770a6-26ae-41db-b2fc-1f5109a617ed","kind":"used","date":"2025-05-12","quantity":1,"note":"Cupping"}]"#
}

@Suite struct JournalEntryCodingTests {
    @Test(arguments: [
        GoldenEvents.chateauMargaux, GoldenEvents.rem223, GoldenEvents.iwcPilot, GoldenEvents.speedmaster,
        GoldenEvents.tudor, GoldenEvents.coffeeUse, "[]",
    ])
    func roundTripsStoredTextByteForByte(text: String) throws {
        let entries = try JournalEntry.entries(storedText: text)
        #expect(JournalEntry.storedText(entries) == text)
    }

    @Test func readsEveryKey() throws {
        let entries = try JournalEntry.entries(storedText: GoldenEvents.chateauMargaux)
        #expect(entries[2] == JournalEntry(
            id: "c26d1e0d-d9c5-497d-8b0b-2312b39a0a04", kind: .sold, date: "2024-05-02", quantity: 2,
            price: Money(minorUnits: 140000, currency: "CHF"), counterparty: "Weinbörse Zürich"))
    }

    @Test func leavesOutKeysThatAreNotSet() throws {
        let entry = JournalEntry(id: "a", kind: .lentOut, counterparty: "Sara/Marc", dueDate: "2026-09-01")
        #expect(JournalEntry.storedText([entry]) == #"[{"id":"a","kind":"lent_out","counterparty":"Sara/Marc","dueDate":"2026-09-01"}]"#)
    }

    @Test func keepsUnknownKeysAfterTheKnownOnes() throws {
        let text = #"[{"zeta":[1,"x"],"id":"a","note":"n","kind":"used","alpha":{"k":true},"quantity":0.5}]"#
        let entries = try JournalEntry.entries(storedText: text)
        #expect(entries[0].unknownKeys == ["zeta": .array([.number(1), .string("x")]), "alpha": .object(["k": .bool(true)])])
        #expect(JournalEntry.storedText(entries)
            == #"[{"id":"a","kind":"used","quantity":0.5,"note":"n","alpha":{"k":true},"zeta":[1,"x"]}]"#)
    }

    @Test func readsNullAsNotSet() throws {
        let entries = try JournalEntry.entries(storedText: #"[{"id":"a","kind":"returned","date":null,"price":null}]"#)
        #expect(entries == [JournalEntry(id: "a", kind: .returned)])
    }

    @Test(arguments: [
        (#"[{"kind":"used"}]"#, "missing id"),
        (#"[{"id":"a","kind":"borrowed"}]"#, "kind"),
        (#"[{"id":"a","kind":"used","quantity":"12"}]"#, "quantity"),
        (#"{"id":"a"}"#, "item.events"),
    ])
    func refusesDamagedEntriesNamingTheKey(text: String, named: String) {
        #expect {
            _ = try JournalEntry.entries(storedText: text)
        } throws: { error in
            "\(error)".contains(named) && "\(error)".hasPrefix("item.events")
        }
    }

    /// golden-v10 "Château Margaux 2015": `item.purchases` (v8) and `item.uses` (v9) read as
    /// history lists give the entries migration 11 made of them.
    @Test func readsVersion8And9HistoryListsAsMigration11Did() throws {
        let purchases = #"[{"id":"e449db5c-2102-4c76-9d5c-1b0e4a56f16d","date":"2021-03-01","price":{"minorUnits":120000,"currency":"EUR"},"source":"Vinothek Bern","note":"Two more bottles"}]"#
        let uses = #"[{"id":"a0af851a-8762-43a4-8379-23d28f21c0a1","kind":"used","date":"2023-12-24","amount":1,"fieldKey":"bottles","note":"Christmas dinner"},{"id":"c26d1e0d-d9c5-497d-8b0b-2312b39a0a04","kind":"sold","date":"2024-05-02","amount":2,"fieldKey":"bottles","price":{"minorUnits":140000,"currency":"CHF"},"counterparty":"Weinbörse Zürich"}]"#
        let entries = try JournalEntry.historyEntries(path: "morePurchases", json: Data(purchases.utf8))
            + JournalEntry.historyEntries(path: "uses", json: Data(uses.utf8))
        #expect(JournalEntry.storedText(entries) == GoldenEvents.chateauMargaux)
    }

    @Test(arguments: ["events", "morePurchases", "uses"])
    func readsAMissingHistoryValueAsNoEntries(path: String) throws {
        #expect(try JournalEntry.historyEntries(path: path, value: .null) == [])
    }

    @Test func refusesOtherHistoryPaths() {
        #expect(throws: JournalError.self) { try JournalEntry.historyEntries(path: "title", value: .array([])) }
    }

    @Test(arguments: [
        (JournalEntry(id: "a", kind: .used, quantity: 0), "quantity"),
        (JournalEntry(id: "a", kind: .used, quantity: -3), "quantity"),
        (JournalEntry(id: "a", kind: .sold, date: "2026-13-01"), "date"),
        (JournalEntry(id: "a", kind: .sold, date: "1.2.2026"), "date"),
        (JournalEntry(id: "a", kind: .sold, dueDate: "2026-10-01"), "dueDate"),
        (JournalEntry(id: "a", kind: .lentOut, dueDate: "soon"), "dueDate"),
        (JournalEntry(id: "a", kind: .purchase, price: Money(minorUnits: 1, currency: "XXX")), "price"),
        (JournalEntry(id: "", kind: .purchase), "id"),
    ])
    func validationNamesTheKey(entry: JournalEntry, key: String) {
        #expect(entry.problems.count == 1)
        #expect(entry.problems.first.map { "\($0)".contains(", \(key):") } == true)
    }

    @Test func validEntriesHaveNoProblems() throws {
        for entry in try JournalEntry.entries(storedText: GoldenEvents.iwcPilot + "") {
            #expect(entry.problems.isEmpty)
            try entry.validate()
        }
    }
}
