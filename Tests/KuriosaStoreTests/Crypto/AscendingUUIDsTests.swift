import Foundation
@testable import KuriosaStore
import Testing

/// `AscendingUUIDs` hands out random v4 IDs in ascending order (for index locality); these
/// check the order, the form, that the IDs still spread over the whole range, and that a
/// test's ID sequence is followed instead.
@Suite("Ascending UUIDs")
struct AscendingUUIDsTests {
    /// `xxxxxxxx-xxxx-4xxx-[89ab]xxx-xxxxxxxxxxxx`, lowercase.
    static func isVersion4(_ id: String) -> Bool {
        let b = Array(id.utf8)
        let hex = Set("0123456789abcdef".utf8)
        return b.count == 36 && [8, 13, 18, 23].allSatisfy { b[$0] == 0x2D }
            && b.enumerated().allSatisfy { [8, 13, 18, 23].contains($0.offset) || hex.contains($0.element) }
            && b[14] == UInt8(ascii: "4") && Set("89ab".utf8).contains(b[19])
    }

    @Test(arguments: [1, 2, 1_000, 50_000])
    func ascendingUniqueVersion4(count: Int) throws {
        var ids = AscendingUUIDs(count: count)
        let made = (0..<count).map { _ in ids.next() }
        #expect(Set(made).count == count)
        #expect(made.allSatisfy(Self.isVersion4))
        // Ascending by the 48 ordered bits; only a tie there (about never) could swap two.
        #expect(zip(made, made.dropFirst()).allSatisfy { $0.0 < $0.1 })
    }

    /// A sorted uniform sample: the smallest and largest of 50,000 are near the range's ends,
    /// and each sixteenth of the range holds about a sixteenth of the IDs.
    @Test func spreadOverTheRange() throws {
        var ids = AscendingUUIDs(count: 50_000)
        let made = (0..<50_000).map { _ in ids.next() }
        let firstDigits = made.map { Int(String($0.prefix(1)), radix: 16) ?? -1 }
        #expect(made.first?.hasPrefix("000") == true)
        #expect(made.last?.hasPrefix("fff") == true)
        for digit in 0..<16 {
            let share = Double(firstDigits.filter { $0 == digit }.count) / 50_000
            #expect(abs(share - 1.0 / 16) < 0.01, "first digit \(digit): \(share)")
        }
    }

    @Test func afterTheCountPlainRandomIDs() {
        var ids = AscendingUUIDs(count: 2)
        let made = (0..<200).map { _ in ids.next() }
        #expect(Set(made).count == 200)
        #expect(made.allSatisfy(Self.isVersion4))
        // 198 random IDs in a row are not all ascending.
        #expect(!zip(made.dropFirst(2), made.dropFirst(3)).allSatisfy { $0.0 < $0.1 })
    }

    @Test func followsATestSequence() {
        let made = SecureRandom.$sequence.withValue(UUIDSequence()) {
            var ids = AscendingUUIDs(count: 10)
            return (0..<3).map { _ in ids.next() }
        }
        #expect(made == ["00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000002",
                         "00000000-0000-4000-8000-000000000003"])
    }
}
