/// The rules of `item.reminders`: a well-formed id, no repeat on a due date, at most one
/// reminder per date, and (when the caller knows the template and journal) a date to be on.
extension Reminder {
    /// Every rule this reminder breaks on its own, empty when it may be stored.
    public var problems: [JournalError] {
        switch target {
        case nil:
            return [.invalidReminder(id: id, reason: "the id is neither field:<key> nor due:<entry id>")]
        case .due? where `repeat` != nil:
            return [.invalidReminder(id: id, reason: "a due date never repeats (repeat \(`repeat`?.rawValue ?? ""))")]
        default:
            return []
        }
    }

    /// Throws the first rule this reminder breaks.
    /// - Throws: `JournalError.invalidReminder` naming the reminder.
    public func validate() throws {
        if let first = problems.first { throw first }
    }

    /// Every rule a piece's list breaks: each reminder's own, a second reminder on one date,
    /// and, when given, a `field:` reminder on a key that is not a date field of the template
    /// (`dateFieldKeys`) or a `due:` reminder on an entry that is not a lent_out or
    /// at_service entry with a due date in the journal (`entries`; removing an entry or its
    /// due date removes its reminder). Whether a date field has a value does not matter: a
    /// `field:` reminder without a date simply does not come.
    public static func problems(
        in reminders: [Reminder], dateFieldKeys: Set<String>? = nil, entries: [JournalEntry]? = nil
    ) -> [JournalError] {
        var found: [JournalError] = []
        var seen: Set<String> = []
        for reminder in reminders {
            found += reminder.problems
            if !seen.insert(reminder.id).inserted {
                found.append(.invalidReminder(id: reminder.id, reason: "a second reminder on the same date"))
            }
            switch reminder.target {
            case let .field(key)? where dateFieldKeys.map({ !$0.contains(key) }) ?? false:
                found.append(.invalidReminder(id: reminder.id, reason: "\(key) is not a date field of the template"))
            case let .due(entryID)?:
                guard let entries else { break }
                if let entry = entries.first(where: { $0.id == entryID && $0.kind.canBeDue }) {
                    if entry.dueDate == nil {
                        found.append(.invalidReminder(id: reminder.id, reason: "journal entry \(entryID) has no due date"))
                    }
                } else {
                    found.append(.invalidReminder(
                        id: reminder.id, reason: "no lent_out or at_service journal entry \(entryID)"))
                }
            default:
                break
            }
        }
        return found
    }
}
