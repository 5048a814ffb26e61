import KuriosaCore
import Testing

/// `CalendarDay`, the one owner of "is this a real day" (#26): the field validator, `check`,
/// `export --date`, the XLSX writer and the date reader all ask it.
@Suite struct CalendarDayTests {
    @Test(arguments: ["2024-02-29", "2000-02-29", "0001-01-01", "9999-12-31", "1900-03-01"])
    func realDays(_ text: String) {
        #expect(CalendarDay(text)?.text == text)
        #expect(FieldValueValidator.isCalendarDay(text))
    }

    @Test(arguments: ["2023-02-29", "1900-02-29", "2024-04-31", "0000-01-01", "2024-13-01", "2024-00-10",
                      "2024-1-5", "24-01-05", "2024-01-05T00:00", "２０２４-01-05", ""])
    func notDays(_ text: String) {
        #expect(CalendarDay(text) == nil)
        #expect(!FieldValueValidator.isCalendarDay(text))
    }

    @Test func ordersAndCounts() {
        #expect(CalendarDay("2019-05-14")! < CalendarDay("2019-06-01")!)
        #expect(CalendarDay.daysIn(month: 2, year: 2100) == 28 && CalendarDay.daysIn(month: 2, year: 2400) == 29)
    }
}
