/// A command's option, declared once with the Swift type its value is read as. A command keeps
/// its keys as static members (`ExportCommand.Options.template`), lists them in its table (so
/// they are parsed, checked and documented) and reads them in `run` as `args[Options.template]`.
/// The option's name is written only in its declaration, so a look-up cannot misspell it and a
/// renamed option cannot leave a reader behind: the compiler finds every use (docs/cli.md,
/// "One table per command"). Compare swift-argument-parser's `@Option`/`@Flag`, which need a
/// property wrapper and reflection to do the same.
struct OptionKey<Value>: DeclaredOption {
    let option: Option
    /// What the parsed values (every time the option was given, in order) are read as; they
    /// have already been checked against `option.value`, so this only converts.
    let read: @Sendable ([String]) -> Value
}

/// Anything a table can list as an option: an `OptionKey` of any value type.
protocol DeclaredOption: Sendable {
    var option: Option { get }
}

extension OptionKey where Value == Bool {
    /// A flag: `--json`; true when given.
    static func flag(_ name: String, _ help: String, short: Character? = nil, actions: [String]? = nil) -> Self {
        .init(option: Option(name, .flag, help, short: short, actions: actions)) { !$0.isEmpty }
    }
}

extension OptionKey where Value == String? {
    /// Any text, nil when not given.
    static func text(_ name: String, _ placeholder: String, _ completion: Option.Completion, _ help: String,
                     short: Character? = nil, actions: [String]? = nil) -> Self {
        .init(option: Option(name, .text(placeholder, completion), help, short: short, actions: actions)) { $0.last }
    }

    /// One of `allowed`, nil when not given.
    static func choice(_ name: String, _ allowed: [String], placeholder: String? = nil, _ help: String,
                       actions: [String]? = nil) -> Self {
        .init(option: Option(name, .choice(allowed, placeholder: placeholder), help, actions: actions)) { $0.last }
    }
}

extension OptionKey where Value == String {
    /// Any text, else `defaultValue` (printed in the help as "default …").
    static func text(_ name: String, _ placeholder: String, _ completion: Option.Completion, _ help: String,
                     default defaultValue: String, actions: [String]? = nil) -> Self {
        .init(option: Option(name, .text(placeholder, completion), help, default: defaultValue, actions: actions)) { $0.last ?? defaultValue }
    }

    /// Text that must be given: the command does not start without it ("missing --template …").
    static func required(_ name: String, _ placeholder: String, _ completion: Option.Completion, _ help: String,
                         short: Character? = nil) -> Self {
        .init(option: Option(name, .text(placeholder, completion), help, short: short, required: true)) { $0.last ?? "" }
    }

    /// One of `allowed`, else `defaultValue`.
    static func choice(_ name: String, _ allowed: [String], placeholder: String? = nil, _ help: String,
                       default defaultValue: String, actions: [String]? = nil) -> Self {
        .init(option: Option(name, .choice(allowed, placeholder: placeholder), help, default: defaultValue, actions: actions)) {
            $0.last ?? defaultValue
        }
    }
}

extension OptionKey where Value == [String] {
    /// Text that may be given again and again: every value, in order.
    static func list(_ name: String, _ placeholder: String, _ completion: Option.Completion, _ help: String,
                     actions: [String]? = nil) -> Self {
        .init(option: Option(name, .text(placeholder, completion), help, repeatable: true, actions: actions)) { $0 }
    }
}

extension OptionKey where Value == Int? {
    /// A whole number in `range`, nil when not given.
    static func integer(_ name: String, _ placeholder: String, _ range: ClosedRange<Int>, _ help: String,
                        actions: [String]? = nil) -> Self {
        .init(option: Option(name, .integer(placeholder, range), help, actions: actions)) { $0.last.flatMap { Int($0) } }
    }
}

extension OptionKey where Value == Int {
    /// A whole number in `range`, else `defaultValue`.
    static func integer(_ name: String, _ placeholder: String, _ range: ClosedRange<Int>, _ help: String,
                        default defaultValue: Int, actions: [String]? = nil) -> Self {
        .init(option: Option(name, .integer(placeholder, range), help, default: String(defaultValue), actions: actions)) {
            $0.last.flatMap { Int($0) } ?? defaultValue
        }
    }
}

extension OptionKey {
    /// One of an enumeration's cases by raw value, nil when not given: `--paper a4|letter`.
    static func choice<Case: CaseIterable & RawRepresentable & Sendable>(
        _ name: String, _ type: Case.Type, placeholder: String? = nil, _ help: String, actions: [String]? = nil
    ) -> OptionKey<Case?> where Value == Case?, Case.RawValue == String {
        .init(option: Option(name, .choice(Case.allCases.map(\.rawValue), placeholder: placeholder), help, actions: actions)) {
            $0.last.flatMap(Case.init(rawValue:))
        }
    }

}

extension OptionKey where Value: CaseIterable & RawRepresentable & Sendable, Value.RawValue == String {
    /// One of an enumeration's cases by raw value, else `defaultValue`.
    static func choice(_ name: String, _ type: Value.Type, placeholder: String? = nil, _ help: String, default defaultValue: Value,
                       actions: [String]? = nil) -> Self {
        .init(option: Option(name, .choice(Value.allCases.map(\.rawValue), placeholder: placeholder), help,
                             default: defaultValue.rawValue, actions: actions)) {
            $0.last.flatMap(Value.init(rawValue:)) ?? defaultValue
        }
    }
}

/// The same factories for a value that no shell completes as a file or folder: `.text("owner", "NAME", "…")`.
extension OptionKey where Value == String? {
    static func text(_ name: String, _ placeholder: String, _ help: String, short: Character? = nil, actions: [String]? = nil) -> Self {
        text(name, placeholder, .none, help, short: short, actions: actions)
    }
}

extension OptionKey where Value == String {
    static func text(_ name: String, _ placeholder: String, _ help: String, default defaultValue: String, actions: [String]? = nil) -> Self {
        text(name, placeholder, .none, help, default: defaultValue, actions: actions)
    }

    static func required(_ name: String, _ placeholder: String, _ help: String, short: Character? = nil) -> Self {
        required(name, placeholder, .none, help, short: short)
    }
}

extension OptionKey where Value == [String] {
    static func list(_ name: String, _ placeholder: String, _ help: String, actions: [String]? = nil) -> Self {
        list(name, placeholder, .none, help, actions: actions)
    }
}
