import Foundation
import KuriosaCore
import KuriosaExport

/// A type an option's text is read as — compare swift-argument-parser's
/// `ExpressibleByArgument` (docs/cli.md#typed-options): the one parse of that type,
/// run when the command line is read, so a wrong value is wrong usage naming the option
/// (`--date takes YYYY-MM-DD, not '2026-13-01'`, exit 64) before the command opens anything,
/// and `run` gets the typed value instead of text to check by hand (#26).
protocol OptionValue: Sendable {
    init?(optionText: String)
    /// What the option takes, in the error's words: `YYYY-MM-DD`.
    static var expected: String { get }
}

extension CalendarDay: OptionValue {
    init?(optionText: String) { self.init(optionText) }
    static var expected: String { "YYYY-MM-DD" }
}

extension StalePeriod: OptionValue {
    init?(optionText: String) { self.init(optionText) }
    static var expected: String { "a number and y, m, w or d (3y, 18m, 6w, 400d)" }
}

extension OptionKey {
    /// A value of an `OptionValue` type, nil when not given.
    static func value<T: OptionValue>(_ name: String, _ placeholder: String, _ type: T.Type, _ help: String,
                                      actions: [String]? = nil) -> OptionKey<T?> where Value == T? {
        parsed(name, placeholder, expected: T.expected, help, actions: actions) { T(optionText: $0) }
    }

    /// A value read by `parse` (a range of seconds, a currency code: rules whose type is a
    /// plain number or text), nil when not given; `expected` names what it takes.
    static func parsed<T: Sendable>(_ name: String, _ placeholder: String, expected: String, _ help: String, actions: [String]? = nil,
                                    parse: @escaping @Sendable (String) -> T?) -> OptionKey<T?> where Value == T? {
        .init(option: Option(name, .typed(placeholder, expected: expected, accepts: { parse($0) != nil }), help, actions: actions)) {
            $0.last.flatMap(parse)
        }
    }

    /// Seconds in `range`, else `defaultValue` (printed as the default): `--photo-timeout`.
    static func seconds(_ name: String, _ placeholder: String, _ range: ClosedRange<Double>, _ help: String,
                        default defaultValue: Double) -> OptionKey<Double> where Value == Double {
        let seconds = SecondsRange(range)
        return .init(option: Option(name, .typed(placeholder, expected: seconds.expected, accepts: { seconds.parse($0) != nil }), help,
                                    default: SecondsRange.words(defaultValue))) {
            $0.last.flatMap(seconds.parse) ?? defaultValue
        }
    }

    /// Seconds in `range` (`--lock-wait`), nil when not given.
    static func seconds(_ name: String, _ placeholder: String, _ range: ClosedRange<Double>, _ help: String,
                        actions: [String]? = nil) -> OptionKey<Double?> where Value == Double? {
        let seconds = SecondsRange(range)
        return parsed(name, placeholder, expected: seconds.expected, help, actions: actions, parse: seconds.parse)
    }
}

/// Seconds in a range: the one parse and wording of the options that take seconds.
private struct SecondsRange: Sendable {
    let range: ClosedRange<Double>

    init(_ range: ClosedRange<Double>) { self.range = range }

    /// `seconds from 0.1 to 3600`.
    var expected: String { "seconds from \(Self.words(range.lowerBound)) to \(Self.words(range.upperBound))" }

    @Sendable func parse(_ text: String) -> Double? {
        guard let seconds = Double(text), seconds.isFinite, range.contains(seconds) else { return nil }
        return seconds
    }

    /// `20`, `0.1`: whole numbers without a fraction.
    static func words(_ x: Double) -> String { x == x.rounded() ? String(Int(x)) : String(x) }
}

extension OptionKey where Value: OptionValue {
    /// A value of an `OptionValue` type, else the value of `defaultText` (printed as the default).
    static func value(_ name: String, _ placeholder: String, _ type: Value.Type, _ help: String,
                      default defaultText: String, actions: [String]? = nil) -> Self {
        let option = Option(name, .typed(placeholder, expected: Value.expected, accepts: { Value(optionText: $0) != nil }), help,
                            default: defaultText, actions: actions)
        return .init(option: option) { texts in
            guard let value = Value(optionText: texts.last ?? defaultText) else {
                preconditionFailure("--\(name)'s default '\(defaultText)' is no \(Value.self)")
            }
            return value
        }
    }
}
