import KuriosaCore
import Testing

/// The cycles of a tree by parent (docs/store.md#a-cycle-of-collections-or-places).
@Suite("Tree cycles")
struct TreeCyclesTests {
    @Test func findsEachCycleOnceFromItsSmallestID() {
        let nodes: [(id: String, parentID: String?)] = [
            ("a", nil), ("b", "a"), ("c", "d"), ("d", "c"), ("e", "d"), ("f", "f"), ("g", "gone"), ("h", "i"), ("i", "j"), ("j", "h"),
        ]
        #expect(TreeCycles.find(nodes) == [["c", "d"], ["f"], ["h", "i", "j"]])
    }

    @Test func aTreeHasNone() {
        #expect(TreeCycles.find([("a", nil), ("b", "a"), ("c", "b"), ("d", "missing")]).isEmpty)
    }
}
