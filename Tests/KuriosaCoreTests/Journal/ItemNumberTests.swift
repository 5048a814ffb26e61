import KuriosaCore
import Testing

@Suite struct ItemNumberTests {
    @Test(arguments: [
        (1, "K-0001"), (7, "K-0007"), (42, "K-0042"), (999, "K-0999"), (1000, "K-1000"), (9999, "K-9999"),
        (12345, "K-12345"), (Int.max, "K-9223372036854775807"),
    ])
    func displaysKAndAtLeastFourDigits(number: Int, text: String) {
        #expect(ItemNumber.display(number) == text)
    }

    @Test(arguments: [nil, 0, -3] as [Int?])
    func displaysNothingForWishesAndImpossibleNumbers(number: Int?) {
        #expect(ItemNumber.display(number) == nil)
    }

    @Test(arguments: [
        ("K-0042", 42), ("k-0042", 42), ("K-42", 42), ("K42", 42), ("k 0007", 7), ("  K-12345 ", 12345), ("K-0001", 1),
    ])
    func parsesWhatPeopleType(text: String, number: Int) {
        #expect(ItemNumber.parse(text) == number)
    }

    @Test(arguments: ["", "K-", "K-0000", "0042", "X-0042", "K--42", "K-4 2", "K-+42", "K-99999999999999999999", "K-٤٢", "K-0042a"])
    func refusesOtherText(text: String) {
        #expect(ItemNumber.parse(text) == nil)
    }

    @Test(arguments: [1, 9, 10, 99, 999, 1000, 9999, 10_000, 123_456])
    func parseReadsDisplay(number: Int) {
        #expect(ItemNumber.parse(ItemNumber.display(number) ?? "") == number)
    }

    @Test(arguments: [
        // (next_item_number, max(item.number), assigned, stored afterwards)
        (nil, nil, 1, 2), // a fresh library
        (14, 13, 14, 15), // golden-v10 after migration 13
        (nil, 13, 14, 15), // meta absent: one above the largest
        (20, 13, 20, 21), // numbers of removed pieces are not given again
        (5, 13, 14, 15), // meta behind (another copy added pieces): one above the largest
        (0, nil, 1, 2), // a damaged meta value never gives 0
        (-7, 2, 3, 4),
    ] as [(Int?, Int?, Int, Int)])
    func nextNumber(meta: Int?, largest: Int?, assigned: Int, stored: Int) throws {
        let next = try ItemNumber.next(nextItemNumberMeta: meta, maxNumberInItems: largest)
        #expect(next.assigned == assigned)
        #expect(next.newNextItemNumber == stored)
    }

    @Test(arguments: [(Int.max, nil), (nil, Int.max), (Int.max - 1, Int.max)] as [(Int?, Int?)])
    func refusesToOverflow(meta: Int?, largest: Int?) {
        #expect(throws: ItemNumber.Failure.self) { try ItemNumber.next(nextItemNumberMeta: meta, maxNumberInItems: largest) }
    }
}
