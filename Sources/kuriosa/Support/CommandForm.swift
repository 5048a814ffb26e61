/// One way to call a command, declared in its table: the words of its usage line in order —
/// the action, the positional arguments, the options the line shows. The parser matches the
/// command line's positionals against the form it picks, so `missing OTHER` and `unexpected
/// argument 'x'` come from the same declaration `--help` prints; no command counts its
/// positionals by hand (#26).
struct CommandForm: Sendable {
    /// The actions the form is for (`previews on|off|status`); empty for a command without.
    let actions: [String]
    /// The form is the one taken when this option is given (`labels --places`, `merge
    /// --catalog`); the form without one is taken otherwise.
    let when: Option?
    let items: [UsageItem]
    /// What `unexpected argument 'x'` adds in parentheses, where another form takes more.
    let surplusHint: String?

    init(actions: [String] = [], when: (any DeclaredOption)? = nil, _ items: [UsageItem], surplusHint: String? = nil) {
        self.actions = actions
        self.when = when?.option
        self.items = items
        self.surplusHint = surplusHint
    }

    /// The positional arguments in the order the command line gives them, the action counted.
    var positionals: [UsageItem.Slot] {
        items.flatMap(\.slots)
    }
}

/// A word of a usage line.
indirect enum UsageItem: Sendable {
    /// Where the action word stands (`keys ACTION LIBRARY`, `export-templates LIBRARY ACTION`).
    case action
    case argument(Positional)
    /// An option the line shows: `--template NAME` when required, `[--batch ID]` otherwise,
    /// `...` after a repeatable one.
    case option(Option, required: Bool)
    /// `[--all|--stale]`: at most one of these options.
    case either([Option])
    /// `[options]`: the rest of the table.
    case others
    /// `(a | b c | d)`: exactly one of these alternatives.
    case oneOf([[UsageItem]])
    /// `[a b]`: these together, or none of them.
    case optionalGroup([UsageItem])

    static func option(_ key: some DeclaredOption) -> Self { .option(key.option, required: false) }
    static func required(_ key: some DeclaredOption) -> Self { .option(key.option, required: true) }
    /// LIBRARY (`ArgumentKey.library`).
    static let library = Self.argument(Positional.library)
    static func either(_ keys: [any DeclaredOption]) -> Self { .either(keys.map(\.option)) }

    /// A slot the parser fills from the positionals.
    enum Slot: Sendable {
        case action
        case argument(Positional)
    }

    var slots: [Slot] {
        switch self {
        case .action: [.action]
        case .argument(let p): [.argument(p)]
        case .option, .either, .others, .oneOf, .optionalGroup: []
        }
    }

    /// The item as the usage line prints it, in words a line may be broken between (a
    /// group's options are words of their own); `actions` are the form's (`on|off|status`).
    func words(actions: [String]) -> [String] {
        switch self {
        case .action: return [actions.joined(separator: "|")]
        case .argument(let p): return [p.usageText]
        case .option(let option, let required):
            let repeats = option.repeatable ? "..." : ""
            return [required ? option.spelled + repeats : "[" + option.spelled + "]" + repeats]
        case .either(let options): return ["[" + options.map(\.spelled).joined(separator: "|") + "]"]
        case .others: return ["[options]"]
        case .oneOf(let alternatives):
            let words = alternatives.map { $0.flatMap { $0.words(actions: actions) } }
                .reduce(into: [String]()) { all, alternative in all += (all.isEmpty ? [] : ["|"]) + alternative }
            return Self.enclosed(words, "(", ")")
        case .optionalGroup(let items):
            return Self.enclosed(items.flatMap { $0.words(actions: actions) }, "[", "]")
        }
    }

    private static func enclosed(_ words: [String], _ open: String, _ close: String) -> [String] {
        guard let first = words.first, let last = words.last else { return [] }
        if words.count == 1 { return [open + first + close] }
        return [open + first] + words.dropFirst().dropLast() + [last + close]
    }
}

/// A positional argument: its name as usage lines and errors show it, and how many it takes.
struct Positional: Sendable, Hashable {
    enum Count: Sendable, Hashable {
        case one, optional, any
    }

    let name: String
    let count: Count
    /// What `missing NAME` adds in parentheses: `(a scanned code, K-0042, or - for standard input)`.
    let hint: String?

    init(_ name: String, _ count: Count = .one, hint: String? = nil) {
        self.name = name
        self.count = count
        self.hint = hint
    }

    /// `LIBRARY`, `[K-0042|ID]`, `[PLACE…]`.
    var usageText: String {
        switch count {
        case .one: name
        case .optional: "[" + name + "]"
        case .any: "[" + name + "…]"
        }
    }

    /// The package every library command works on; `--catalog FILE` stands in for it where
    /// the table declares that option (a form `when: LibraryOptions.catalog` leaves it out).
    static let library = Positional("LIBRARY")
}

extension CommandTable {
    /// The forms `--help` prints for `action` (all of them when nil).
    func forms(for action: String?) -> [CommandForm] {
        guard let action else { return forms }
        let mine = forms.filter { $0.actions.contains(action) }
        return mine.isEmpty ? forms : mine
    }

    /// The actions in the order the forms declare them: what completion and errors offer.
    var actions: [String] {
        var seen: [String] = []
        for form in forms { for action in form.actions where !seen.contains(action) { seen.append(action) } }
        return seen
    }

    /// Where the action stands among the positionals (0: first, 1: after LIBRARY), nil when
    /// the command has no actions.
    var actionIndex: Int? {
        for form in forms { if let i = form.positionals.firstIndex(where: { if case .action = $0 { true } else { false } }) { return i } }
        return nil
    }
}

/// A positional argument with the Swift type a command reads it as, as `OptionKey` is for an
/// option: `args[Arguments.file]` is a `String`, an optional one a `String?`, a repeated one
/// `[String]`. The form's declaration has already checked the count when `run` reads it.
struct ArgumentKey<Value>: Sendable {
    let positional: Positional
    let read: @Sendable (_ name: String, _ values: [String]?) -> Value
}

extension ArgumentKey<String> {
    /// One argument every form that reads it gives.
    static func one(_ name: String, hint: String? = nil) -> Self {
        .init(positional: Positional(name, .one, hint: hint)) { name, values in
            guard let value = values?.first else { preconditionFailure("the command reads \(name), which its form lacks") }
            return value
        }
    }
}

extension ArgumentKey<String?> {
    /// An argument that may be left out (`[K-0042|ID]`).
    static func optional(_ name: String) -> Self {
        .init(positional: Positional(name, .optional)) { _, values in values?.first }
    }

    /// LIBRARY: required in a form that shows it, absent in one made for `--catalog FILE`.
    static let library = Self(positional: .library) { _, values in values?.first }
}

extension ArgumentKey<[String]> {
    /// Any number of arguments (`[PLACE…]`), the last of a form.
    static func any(_ name: String) -> Self {
        .init(positional: Positional(name, .any)) { _, values in values ?? [] }
    }
}

extension UsageItem {
    static func argument<Value>(_ key: ArgumentKey<Value>) -> Self { .argument(key.positional) }
}
