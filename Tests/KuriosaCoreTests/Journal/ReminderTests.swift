import Foundation
import KuriosaCore
import Testing

@Suite struct ReminderTests {
    @Test(arguments: [
        #"[{"id":"field:next_inspection","lead":"week_before","repeat":"every_2_years"}]"#,
        #"[{"id":"due:6d399173-f757-49b0-b961-69c09732b7f9","lead":"day_before"}]"#,
        #"[{"id":"field:drink_until","lead":"month_before","repeat":"yearly"},{"id":"field:last_service","lead":"on_the_day","repeat":"monthly"}]"#,
        #"[{"id":"field:a","lead":"on_the_day","repeat":"every_3_years"},{"id":"field:b","lead":"on_the_day","repeat":"every_5_years"}]"#,
        "[]",
    ])
    func roundTripsStoredText(text: String) throws {
        let reminders = try Reminder.reminders(storedText: text)
        #expect(Reminder.storedText(reminders) == text)
        #expect(Reminder.problems(in: reminders).isEmpty)
    }

    @Test func keepsUnknownKeys() throws {
        let reminders = try Reminder.reminders(storedText: #"[{"sound":"bell","lead":"day_before","id":"field:x","repeat":null}]"#)
        #expect(reminders == [Reminder(id: "field:x", lead: .dayBefore, unknownKeys: ["sound": .string("bell")])])
        #expect(Reminder.storedText(reminders) == #"[{"id":"field:x","lead":"day_before","sound":"bell"}]"#)
    }

    @Test(arguments: [
        (#"[{"id":"field:x"}]"#, "lead"),
        (#"[{"id":"field:x","lead":"two_days_before"}]"#, "lead"),
        (#"[{"id":"field:x","lead":"on_the_day","repeat":"weekly"}]"#, "repeat"),
        (#"[{"lead":"on_the_day"}]"#, "id"),
    ])
    func refusesUnknownValuesNamingTheKey(text: String, key: String) {
        #expect {
            _ = try Reminder.reminders(storedText: text)
        } throws: { error in
            let message = "\(error)"
            return message.hasPrefix("item.reminders") && message.contains(key)
        }
    }

    @Test(arguments: [
        ("field:next_inspection", Reminder.Target.field(key: "next_inspection")),
        ("due:abc", .due(entryID: "abc")),
        ("field:a:b", .field(key: "a:b")),
    ])
    func targets(id: String, target: Reminder.Target) {
        #expect(Reminder.Target(id: id) == target)
        #expect(target.id == id)
    }

    @Test(arguments: ["field:", "due:", "fields:x", "", "x"])
    func idsThatNameNoDate(id: String) {
        #expect(Reminder.Target(id: id) == nil)
        #expect(Reminder(id: id, lead: .onTheDay).problems.count == 1)
    }

    @Test(arguments: Reminder.Repeat.allCases)
    func aDueDateNeverRepeats(repeat: Reminder.Repeat) {
        #expect(throws: JournalError.self) {
            try Reminder(target: .due(entryID: "e1"), lead: .dayBefore, repeat: `repeat`)
        }
        #expect(Reminder(id: "due:e1", lead: .dayBefore, repeat: `repeat`).problems.count == 1)
        #expect((try? Reminder(target: .field(key: "f"), lead: .dayBefore, repeat: `repeat`)) != nil)
    }

    @Test func listRules() {
        let entries = [
            JournalEntry(id: "loan", kind: .lentOut, dueDate: "2026-09-01"),
            JournalEntry(id: "sale", kind: .sold),
            JournalEntry(id: "service", kind: .atService),
        ]
        let reminders = [
            Reminder(id: "field:last_service", lead: .weekBefore, repeat: .yearly),
            Reminder(id: "field:last_service", lead: .dayBefore), // a second one on the same date
            Reminder(id: "field:brand", lead: .onTheDay), // not a date field
            Reminder(id: "due:loan", lead: .dayBefore),
            Reminder(id: "due:sale", lead: .dayBefore), // a sale is never due back
            Reminder(id: "due:gone", lead: .dayBefore), // no such entry
            Reminder(id: "due:service", lead: .dayBefore), // no due date
        ]
        let problems = Reminder.problems(in: reminders, dateFieldKeys: ["last_service"], entries: entries)
        #expect(problems.map { "\($0)" } == [
            "Reminder field:last_service: a second reminder on the same date",
            "Reminder field:brand: brand is not a date field of the template",
            "Reminder due:sale: no lent_out or at_service journal entry sale",
            "Reminder due:gone: no lent_out or at_service journal entry gone",
            "Reminder due:service: journal entry service has no due date",
        ])
    }
}
