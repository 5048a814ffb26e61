/// Which keys with a default value a document spelled out, so that writing it back neither
/// adds defaults that were not there nor drops an explicit `false`. Two values that differ
/// only in this are equal: it is about the text, not the meaning.
struct PresentKeys: Sendable, Hashable {
    var keys: Set<String> = []

    static func == (lhs: PresentKeys, rhs: PresentKeys) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
