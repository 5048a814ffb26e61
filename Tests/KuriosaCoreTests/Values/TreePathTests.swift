import KuriosaCore
import Testing

/// The one path joiner (#26): top-down names, a cycle stopped where it closes, a missing
/// node an empty path.
@Suite struct TreePathTests {
    static let tree: [String: (name: String, parentID: String?)] = [
        "home": ("Home", nil), "office": ("Office", "home"), "safe": ("Safe", "office"),
        "a": ("A", "b"), "b": ("B", "a"),
    ]

    @Test func namesFromTheTopDown() {
        #expect(TreePath.text(TreePath.names(of: "safe") { Self.tree[$0] }) == "Home › Office › Safe")
        #expect(TreePath.names(of: "home") { Self.tree[$0] } == ["Home"])
    }

    @Test func aCycleStopsAndAMissingNodeIsEmpty() {
        #expect(TreePath.names(of: "a") { Self.tree[$0] } == ["B", "A"])
        #expect(TreePath.names(of: "nowhere") { Self.tree[$0] }.isEmpty)
    }
}
