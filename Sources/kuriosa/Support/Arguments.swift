/// A command line parsed by its command's table (`CommandTable`): anything the table does not
/// declare is a usage error that names the option, and every value is checked against its
/// option's kind here, before the command runs (and so before a library is touched).
struct Arguments {
    let table: CommandTable
    private(set) var positionals: [String] = []
    private(set) var values: [String: [String]] = [:]
    private(set) var flags: Set<String> = []

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
            if a == "-h" { flags.insert("help"); continue }
            var option: Option
            var inline: String?
            if a.hasPrefix("--") {
                var name = String(a.dropFirst(2))
                if let eq = name.firstIndex(of: "=") {
                    inline = String(name[name.index(after: eq)...])
                    name = String(name[..<eq])
                }
                if name == "help" { flags.insert("help"); continue }
                guard let known = byName[name] else { throw UsageError("unknown option --\(name)") }
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
                flags.insert(name)
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
        guard !table.actions.isEmpty else { return }
        let index = table.actionsAfterLibrary ? 1 : 0
        guard positionals.count > index, table.actions.contains(positionals[index]) else { return }
        let action = positionals[index]
        for option in table.options {
            guard let allowed = option.actions, !allowed.contains(action), has(option.name) || values[option.name] != nil else { continue }
            throw UsageError("--\(option.name) is for '\(table.name) \(allowed.sorted().joined(separator: "/"))', not '\(action)'")
        }
    }

    private func declared(_ name: String) -> Option {
        guard let option = table.option(name) else { preconditionFailure("\(table.name) reads --\(name), which its table lacks") }
        return option
    }

    func has(_ flag: String) -> Bool {
        if flag != "help" { _ = declared(flag) }
        return flags.contains(flag)
    }

    /// The value given (the last, for a repeatable option), or nil: not the table's default.
    func value(_ name: String) -> String? {
        _ = declared(name)
        return values[name]?.last
    }

    func all(_ name: String) -> [String] {
        _ = declared(name)
        return values[name] ?? []
    }

    /// The value given, else the table's default.
    func string(_ name: String) -> String? { value(name) ?? declared(name).defaultValue }

    /// An `.integer` option's value (already checked), else its default.
    func int(_ name: String) -> Int? { string(name).flatMap { Int($0) } }

    /// An `.integer` option whose range depends on what the command has read (labels on a
    /// sheet), checked against that range too.
    func int(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let n = int(name) else { return nil }
        guard range.contains(n) else {
            throw UsageError("--\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(string(name) ?? "")'")
        }
        return n
    }

    /// A `.choice` option's value (already checked), else its default.
    func choice(_ name: String) -> String? { string(name) }

    /// Exactly `count` positionals, named for the error message.
    func positionals(_ names: [String]) throws(UsageError) -> [String] {
        guard positionals.count == names.count else {
            if positionals.count < names.count { throw UsageError("missing \(names[positionals.count])") }
            throw UsageError("unexpected argument '\(positionals[names.count])'")
        }
        return positionals
    }
}

/// The one error for a mistake in how a command was called: exit code 64, printed with the
/// command's name and a pointer to its `--help`. Errors of the library and its files are the
/// modules' own (`StoreError`, …) and exit 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
