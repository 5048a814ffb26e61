/// What a command takes, written once: every option's name, value, default and help line.
/// The parser (`Arguments`), the checks made before a command runs, `--help`, `kuriosa help
/// COMMAND`, the shell completions and the man page are all read from it, so an option cannot
/// be parsed without being documented, or documented without being parsed (docs/cli.md).
struct CommandTable: Sendable {
    let name: String
    /// One line for the command list of `kuriosa --help` and the man page.
    let summary: String
    /// The ways to call the command, one usage line each; the positionals are matched
    /// against them (`CommandForm`).
    var forms: [CommandForm] = []
    /// What the command does: paragraphs printed as written, after the usage lines.
    var about: String = ""
    var sections: [Section] = []
    /// Exit codes and other closing paragraphs, printed as written.
    var footer: String = ""
    /// Groups of options of which at most one may be given, checked before the command runs.
    var exclusive: [[Option]] = []

    init(name: String, summary: String, forms: [CommandForm], about: String = "",
         sections: [Section] = [], footer: String = "", exclusive: [[any DeclaredOption]] = []) {
        self.name = name
        self.summary = summary
        self.forms = forms
        self.about = about
        self.sections = sections
        self.footer = footer
        self.exclusive = exclusive.map { $0.map(\.option) }
    }

    /// A group of options under an optional heading, with prose before or after the list.
    struct Section: Sendable {
        var title: String?
        var intro: String = ""
        /// Arguments explained beside the options (`LIBRARY`), listed first.
        var arguments: [Argument] = []
        var options: [Option]
        var note: String = ""
        /// Groups of this section's options of which at most one may be given.
        var exclusive: [[Option]] = []

        init(_ options: [any DeclaredOption]) { self.init(nil, options) }

        /// - Parameter options: the command's typed options (`OptionKey`), in the order shown.
        init(_ title: String?, intro: String = "", arguments: [Argument] = [], _ options: [any DeclaredOption], note: String = "",
             exclusive: [[any DeclaredOption]] = []) {
            self.title = title
            self.intro = intro
            self.arguments = arguments
            self.options = options.map(\.option)
            self.note = note
            self.exclusive = exclusive.map { $0.map(\.option) }
        }
    }

    struct Argument: Sendable {
        let name: String
        let help: String
    }

    var options: [Option] { sections.flatMap(\.options) }

    func option(_ name: String) -> Option? { options.first { $0.name == name } }

    /// Whether the table declares `key` (`sync` has no `--catalog`).
    func declares(_ key: some DeclaredOption) -> Bool { option(key.option.name) != nil }
}

/// One option of a command.
struct Option: Sendable {
    /// What follows the option's name on the command line.
    enum Value: Sendable {
        /// No value: `--json`.
        case flag
        /// Any text, shown as `placeholder`; what it names decides how a shell completes it.
        case text(String, Completion = .none)
        /// A whole number in `range`, checked before the command runs.
        case integer(String, ClosedRange<Int>)
        /// One of `allowed`, checked before the command runs; shown as `a|b|c` unless a
        /// placeholder is given.
        case choice([String], placeholder: String? = nil)
        /// A typed value (`OptionValue`, `OptionKey.parsed`), shown as the placeholder and
        /// checked before the command runs: `accepts` is the type's own parse.
        case typed(String, expected: String, accepts: @Sendable (String) -> Bool)
    }

    /// How a shell completes a value.
    enum Completion: Sendable {
        case none, file, directory
        /// These names (built-in templates, label sheets), and file names too when `files`.
        case words([String], files: Bool)
        /// The built-in export templates, the library's own ones (by ID, only when a key is
        /// in the environment: a completion function cannot ask for one) and file names.
        case exportTemplates([String])
    }

    let name: String
    let value: Value
    /// The help text, wrapped to the terminal column when printed.
    let help: String
    /// Printed as "(default …)" after the help; the key made with a default (`OptionKey`)
    /// reads that value when the option is not given.
    var defaultValue: String?
    var repeatable = false
    /// A one-letter alias: `-o` for `--output`.
    var short: Character?
    /// For commands with actions: the actions that take the option (nil: all of them).
    var actions: [String]?
    /// Must be given: checked before the command runs ("missing -o FILE|-").
    var required = false

    /// Options are made by `OptionKey`'s factories, which give each its Swift type.
    init(_ name: String, _ value: Value, _ help: String, default defaultValue: String? = nil,
         repeatable: Bool = false, short: Character? = nil, actions: [String]? = nil, required: Bool = false) {
        self.name = name
        self.value = value
        self.help = help
        self.defaultValue = defaultValue
        self.repeatable = repeatable
        self.short = short
        self.actions = actions
        self.required = required
    }

    var takesValue: Bool { if case .flag = value { false } else { true } }

    /// The value's placeholder in help and usage lines: `FILE`, `N`, `dmy|mdy`.
    var placeholder: String? {
        switch value {
        case .flag: nil
        case .text(let p, _), .integer(let p, _), .typed(let p, _, _): p
        case .choice(let allowed, let p): p ?? allowed.joined(separator: "|")
        }
    }

    /// The words a shell offers for the value: the choices, or nothing.
    var choices: [String] { if case .choice(let allowed, _) = value { allowed } else { [] } }

    var completion: Completion { if case .text(_, let c) = value { c } else { .none } }

    /// `-o FILE`, `--template NAME|FILE|ID`: how an error message names the option.
    var spelled: String {
        (short.map { "-\($0)" } ?? "--" + name) + (placeholder.map { " " + $0 } ?? "")
    }

    /// `-o, --output FILE` as the option list prints it.
    var label: String {
        var s = short.map { "-\($0), " } ?? ""
        s += "--" + name
        if let placeholder { s += " " + placeholder }
        return s
    }

    /// Checks a given value against the option's kind; the message names the option.
    func check(_ text: String) throws(UsageError) {
        switch value {
        case .flag, .text: return
        case .integer(_, let range):
            guard let n = Int(text), range.contains(n) else {
                let upper = range.upperBound == Int.max ? "" : " to \(range.upperBound)"
                throw UsageError("--\(name) takes a whole number from \(range.lowerBound)\(upper), not '\(text)'")
            }
        case .choice(let allowed, _):
            guard allowed.contains(text) else { throw UsageError("--\(name) takes one of \(allowed.joined(separator: ", ")), not '\(text)'") }
        case .typed(_, let expected, let accepts):
            guard accepts(text) else { throw UsageError("--\(name) takes \(expected), not '\(text)'") }
        }
    }
}

extension CommandTable.Section {
    /// LIBRARY and the options that unlock it, with where the secret comes from otherwise.
    /// - Parameter writes: the command writes the library, so it takes the package lock and
    ///   `--lock-wait` says how long it waits for it.
    static func library(catalog: Bool = true, writes: Bool = false) -> Self {
        let library = CommandTable.Argument(name: "LIBRARY", help: "the library package, or the folder that holds it")
        let unlock: [any DeclaredOption] = (catalog ? [LibraryOptions.catalog] : []) + [LibraryOptions.recoveryKeyFile, LibraryOptions.passphraseFile]
        let options: [any DeclaredOption] = unlock + (writes ? [LibraryOptions.lockWait] : [])
        return .init("Library:", arguments: [library], options,
                     note: """
        Without --recovery-key-file or --passphrase-file, KURIOSA_RECOVERY_KEY or
        KURIOSA_PASSPHRASE is used, else you are asked on the terminal (the input is not shown).
        """, exclusive: [[LibraryOptions.recoveryKeyFile, LibraryOptions.passphraseFile]])
    }
}
