/// A command line parsed by its command's table (`CommandTable`): anything the table does not
/// declare is a usage error that names the option, and every value is checked against its
/// option's kind here, before the command runs (and so before a library is touched). A command
/// reads its options by their typed keys, `args[Options.limit]`; there is no look-up by name.
struct Arguments {
    let table: CommandTable
    /// The positionals as given; commands read them by their keys (`args[Files.csv]`), after
    /// `validate` matched them against the table's form.
    private(set) var positionals: [String] = []
    /// The positionals by name, filled by `validate`.
    private var matched: [String: [String]] = [:]
    /// The action word given, when the table has actions (checked by `validate`).
    private(set) var action: String?
    /// Every value given, by option name, in order; a flag has an empty text each time given.
    private var values: [String: [String]] = [:]
    /// `--help` or `-h`: the runner prints the help instead of running the command.
    private(set) var wantsHelp = false

    init(_ args: [String], table: CommandTable) throws(UsageError) {
        self.table = table
        var byName: [String: Option] = [:]
        for option in table.options { byName[option.name] = option }
        var i = 0
        var onlyPositionals = false
        while i < args.count {
            let a = args[i]
            i += 1
            if onlyPositionals || !a.hasPrefix("-") || a == "-" {
                positionals.append(a)
                continue
            }
            if a == "--" { onlyPositionals = true; continue }
            if a == "-h" { wantsHelp = true; continue }
            var option: Option
            var inline: String?
            if a.hasPrefix("--") {
                var name = String(a.dropFirst(2))
                if let eq = name.firstIndex(of: "=") {
                    inline = String(name[name.index(after: eq)...])
                    name = String(name[..<eq])
                }
                if name == "help" { wantsHelp = true; continue }
                guard let known = byName[name] else {
                    let near = NearestName.to(name, among: Array(byName.keys)).map { " (did you mean --\($0)?)" } ?? ""
                    throw UsageError("unknown option --\(name)\(near)")
                }
                option = known
            } else {
                guard a.count == 2, let known = table.options.first(where: { $0.short.map { "-\($0)" } == a }) else {
                    throw UsageError("unknown option \(a)")
                }
                option = known
            }
            let name = option.name
            guard option.takesValue else {
                guard inline == nil else { throw UsageError("--\(name) takes no value") }
                values[name, default: []].append("")
                continue
            }
            let value: String
            if let inline { value = inline } else {
                guard i < args.count else { throw UsageError("\(a) needs a value") }
                value = args[i]
                i += 1
            }
            if values[name] != nil && !option.repeatable { throw UsageError("--\(name) given twice") }
            try option.check(value)
            values[name, default: []].append(value)
        }
        try checkActions()
    }

    /// For a command with actions: an option given to an action that does not take it is
    /// refused, naming the actions that do.
    private func checkActions() throws(UsageError) {
        guard let action = givenAction, table.actions.contains(action) else { return }
        for option in table.options {
            guard let allowed = option.actions, !allowed.contains(action), values[option.name] != nil else { continue }
            throw UsageError("--\(option.name) is for '\(table.name) \(allowed.sorted().joined(separator: "/"))', not '\(action)'")
        }
    }

    /// The form the command line is: of the action given, the one whose `when` option is
    /// given, else the one without.
    private func form() throws(UsageError) -> CommandForm? {
        var candidates = table.forms
        if let index = actionPosition {
            let list = Self.list(table.actions)
            guard positionals.count > index else {
                throw UsageError(positionals.count == index ? "missing the action: \(list)" : "missing \(Positional.library.name) and the action: \(list)")
            }
            let word = positionals[index]
            guard table.actions.contains(word) else {
                let near = NearestName.to(word, among: table.actions).map { " (did you mean '\($0)'?)" } ?? ""
                throw UsageError("unknown action '\(word)'\(near): give \(list)")
            }
            candidates = candidates.filter { $0.actions.contains(word) }
        }
        return candidates.first { $0.when.map { values[$0.name] != nil } ?? false }
            ?? candidates.first { $0.when == nil } ?? candidates.first
    }

    /// Fills `matched` from the positionals by the form's slots: every required one, the
    /// optional ones in order while there are more, the repeated one with the rest.
    private mutating func matchPositionals() throws(UsageError) {
        guard let form = try form() else { return }
        // An option the form's line shows bare (`keys remove LIBRARY --slot N`) must be given.
        for case .option(let option, true) in form.items where values[option.name] == nil {
            throw UsageError("missing \(option.spelled)")
        }
        var slots = form.positionals
        let isLibrary: (UsageItem.Slot) -> Bool = { if case .argument(let p) = $0 { p == .library } else { false } }
        let libraryDropped = catalogGiven && table.forms.contains { $0.positionals.contains(where: isLibrary) }
        if libraryDropped { slots.removeAll(where: isLibrary) }
        let required = slots.filter { if case .argument(let p) = $0 { p.count == .one } else { true } }.count
        if positionals.count < required {
            var filled = 0
            for slot in slots {
                guard case .argument(let p) = slot else { filled += 1; continue }
                guard p.count == .one else { continue }
                if filled == positionals.count { throw UsageError("missing \(p.name)" + (p.hint.map { " (\($0))" } ?? "")) }
                filled += 1
            }
        }
        var surplus = positionals.count - required
        var next = 0
        for slot in slots {
            switch slot {
            case .action:
                action = positionals[next]
                next += 1
            case .argument(let p):
                let take = switch p.count {
                case .one: 1
                case .optional: surplus > 0 ? 1 : 0
                case .any: surplus
                }
                if p.count != .one { surplus -= take }
                matched[p.name] = Array(positionals[next..<next + take])
                next += take
            }
        }
        guard next == positionals.count else {
            if libraryDropped { throw UsageError("give either LIBRARY or --catalog FILE, not both") }
            throw UsageError("unexpected argument '\(positionals[next])'" + (form.surplusHint.map { " (\($0))" } ?? ""))
        }
    }

    /// Where the action word stands among the positionals given: the table's place for it,
    /// one earlier when --catalog FILE stands for the LIBRARY before it
    /// (`export-templates --catalog FILE list`); nil for a command without actions.
    private var actionPosition: Int? {
        table.actionIndex.map { $0 > 0 && catalogGiven ? $0 - 1 : $0 }
    }

    /// The word at the action's place, whatever it is (`--help` shows that action's help when
    /// it is one); `action` is the one `validate` accepted.
    var givenAction: String? {
        actionPosition.flatMap { positionals.count > $0 ? positionals[$0] : nil }
    }

    /// LIBRARY and --catalog FILE are two ways to name the same thing.
    private var catalogGiven: Bool {
        table.declares(LibraryOptions.catalog) && values[LibraryOptions.catalog.option.name] != nil
    }

    /// `a, b or c`.
    static func list(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
    }

    /// The checks of the table that look at more than one value: required options, and
    /// groups of which at most one may be given. Run after `--help` is handled (which needs
    /// neither), before the command starts.
    mutating func validate() throws(UsageError) {
        try matchPositionals()
        for option in table.options where option.required && values[option.name] == nil {
            throw UsageError("missing \(option.spelled)")
        }
        for group in table.exclusive + table.sections.flatMap(\.exclusive) {
            let given = group.filter { values[$0.name] != nil }.map { "--" + $0.name }
            guard given.count > 1 else { continue }
            throw UsageError(given.count == 2 ? "give either \(given[0]) or \(given[1]), not both"
                             : "give only one of \(given.dropLast().joined(separator: ", ")) and \(given.last ?? "")")
        }
    }

    /// The option's value, typed as its key says (`Bool` for a flag, `[String]` for a
    /// repeatable one, its default when not given).
    subscript<Value>(key: OptionKey<Value>) -> Value { key.read(values(of: key)) }

    /// Whether the option was given at all (its default does not count).
    func given(_ key: some DeclaredOption) -> Bool { !values(of: key).isEmpty }

    /// The option's value checked against a range the command learns only when it runs (the
    /// labels on a sheet), naming the option in the error.
    func int(_ key: OptionKey<Int>, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        let n = self[key]
        guard range.contains(n) else {
            throw UsageError("--\(key.option.name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(n)'")
        }
        return n
    }

    private func values(of key: some DeclaredOption) -> [String] {
        let name = key.option.name
        guard table.option(name) != nil else { preconditionFailure("\(table.name) reads --\(name), which its table lacks") }
        return values[name] ?? []
    }

    /// The positional argument, typed as its key says.
    subscript<Value>(key: ArgumentKey<Value>) -> Value { key.read(key.positional.name, matched[key.positional.name]) }
}

/// The one error for a mistake in how a command was called: exit code 64, printed with the
/// command's name and a pointer to its `--help`. Errors of the library and its files are the
/// modules' own (`StoreError`, …) and exit 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
