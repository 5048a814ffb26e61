/// A small command-line parser in the shape of swift-argument-parser (which cannot be fetched
/// here): each command declares its options, and anything undeclared is a usage error that
/// names the option, rather than being silently ignored.
struct Arguments {
    struct Spec {
        /// Options that take a value (`--name VALUE` or `--name=VALUE`).
        var valued: Set<String> = []
        /// Options that are flags.
        var flags: Set<String> = []
        /// Options that may be given more than once.
        var repeatable: Set<String> = []
    }

    private(set) var positionals: [String] = []
    private(set) var values: [String: [String]] = [:]
    private(set) var flags: Set<String> = []

    init(_ args: [String], spec: Spec) throws(UsageError) {
        var i = 0
        var onlyPositionals = false
        while i < args.count {
            let a = args[i]
            i += 1
            if onlyPositionals || !a.hasPrefix("--") || a == "-" {
                if !onlyPositionals && a.hasPrefix("-") && a != "-" && a.count > 1 && !a.hasPrefix("--") {
                    if a == "-h" { flags.insert("help"); continue }
                    if a == "-o" && spec.valued.contains("output") {
                        guard i < args.count else { throw UsageError("-o needs a value") }
                        values["output", default: []].append(args[i]); i += 1; continue
                    }
                    throw UsageError("unknown option \(a)")
                }
                positionals.append(a)
                continue
            }
            if a == "--" { onlyPositionals = true; continue }
            var name = String(a.dropFirst(2))
            var inline: String?
            if let eq = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            if name == "help" { flags.insert("help"); continue }
            if spec.flags.contains(name) {
                guard inline == nil else { throw UsageError("--\(name) takes no value") }
                flags.insert(name)
            } else if spec.valued.contains(name) {
                let value: String
                if let inline { value = inline } else {
                    guard i < args.count else { throw UsageError("--\(name) needs a value") }
                    value = args[i]
                    i += 1
                }
                if values[name] != nil && !spec.repeatable.contains(name) { throw UsageError("--\(name) given twice") }
                values[name, default: []].append(value)
            } else {
                throw UsageError("unknown option --\(name)")
            }
        }
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) }
    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }

    func int(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let n = Int(text), range.contains(n) else {
            throw UsageError("--\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return n
    }

    func choice(_ name: String, _ allowed: [String]) throws(UsageError) -> String? {
        guard let v = value(name) else { return nil }
        guard allowed.contains(v) else { throw UsageError("--\(name) takes one of \(allowed.joined(separator: ", ")), not '\(v)'") }
        return v
    }

    /// Exactly `count` positionals, named for the error message.
    func positionals(_ names: [String]) throws(UsageError) -> [String] {
        guard positionals.count == names.count else {
            if positionals.count < names.count { throw UsageError("missing \(names[positionals.count])") }
            throw UsageError("unexpected argument '\(positionals[names.count])'")
        }
        return positionals
    }
}

/// A mistake in how the command was called: exit code 64, with the usage line.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
