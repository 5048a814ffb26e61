/// Names an option by its id or by a label in any language
/// (docs/import-rules.md#dropdowns-and-conditions), compared in the normalized form of
/// docs/import-rules.md#header-matching. Hidden options match too: an import restores data.
package struct ChoiceMatcher: Sendable {
    public let options: [ImportOption]
    private let lookup: [String: Int]

    public init(options: [ImportOption]) {
        self.options = options
        var lookup: [String: Int] = [:]
        for (index, option) in options.enumerated() {
            for name in [option.id] + option.labels.values.sorted() {
                let key = TextNormalizer.normalize(name)
                if lookup[key] == nil { lookup[key] = index }  // the first option keeps a shared name
            }
        }
        self.lookup = lookup
    }

    /// The index of the option a whole text names.
    public func index(of text: some StringProtocol) -> Int? {
        lookup[TextNormalizer.normalize(text)]
    }

    /// Dropdown: the whole cell names one option; nothing is split.
    public func dropdown(_ cell: String) throws(CellError) -> ParsedCell {
        guard let index = index(of: cell) else { throw CellError(.invalidOption) }
        return .choice([options[index].id])
    }

    /// Multiple choice (docs/import-rules.md#multiple-choice-cells): the whole cell, else its
    /// parts split at `,` and `;`, each once, in the order of the options. Only separators is
    /// no value (nil).
    public func multipleChoice(_ cell: String) throws(CellError) -> ParsedCell? {
        if let index = index(of: cell) { return .choice([options[index].id]) }
        let parts = SeparatedList.split(cell, at: SeparatedList.choiceSeparators)
        guard !parts.isEmpty else { return nil }
        var chosen = Set<Int>()
        for part in parts {
            guard let index = index(of: part) else { throw CellError(.invalidOption) }
            chosen.insert(index)
        }
        return .choice(chosen.sorted().map { options[$0].id })
    }
}
