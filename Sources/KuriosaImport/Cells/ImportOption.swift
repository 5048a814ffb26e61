/// A choice of a dropdown, multiple-choice, or quantity field, as the template defines it
/// (`{id, label, hidden}`), in the importer's own small form.
package struct ImportOption: Sendable, Equatable {
    public let id: String
    /// Language code → label.
    public let labels: [String: String]
    public let hidden: Bool

    public init(id: String, labels: [String: String], hidden: Bool = false) {
        self.id = id
        self.labels = labels
        self.hidden = hidden
    }
}
