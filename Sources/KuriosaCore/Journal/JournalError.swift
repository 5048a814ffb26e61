/// Why a journal or reminder list could not be read or is not valid. Every case names what
/// to fix: the history path, the entry, the reminder, the key.
public enum JournalError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stored list (`item.events`, `item.reminders`, or the list a history change holds
    /// at a path) cannot be read; `source` names which.
    case unreadableList(source: String, reason: String)
    /// A journal entry breaks a rule of `item.events`.
    case invalidEntry(id: String, key: String, reason: String)
    /// A reminder breaks a rule of `item.reminders`.
    case invalidReminder(id: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadableList(source, reason):
            "\(source): not a readable list (\(reason))"
        case let .invalidEntry(id, key, reason):
            "Journal entry \(id), \(key): \(reason)"
        case let .invalidReminder(id, reason):
            "Reminder \(id): \(reason)"
        }
    }

    /// A short text of a decoding error with the path of keys where it happened.
    static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case let .keyNotFound(key, context):
            return "missing \(key.stringValue) at \(path(context))"
        case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
            return "\(context.debugDescription) at \(path(context))"
        @unknown default:
            return "\(error)"
        }
    }
}
