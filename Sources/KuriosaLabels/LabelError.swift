/// Why labels cannot be made. The command line reports `usage` as wrong usage (exit code 64:
/// a label too small for its code, a field no template has) and the rest as errors (2).
public enum LabelError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A sheet preset or a custom sheet whose geometry does not hold.
    case sheet(String)
    /// The labels cannot be made as asked; the message names the sheet or option.
    case usage(String)
    /// libzint refused a payload, or cairo could not write.
    case render(String)

    public var description: String {
        switch self {
        case let .sheet(m), let .usage(m), let .render(m): m
        }
    }
}
