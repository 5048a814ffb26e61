import Testing
@testable import KuriosaImport

/// The shape of a number Excel shows shortened, saved as CSV as shown
/// (docs/import.md#numbers-a-spreadsheet-shortened).
@Suite("numbers a spreadsheet shortened")
struct ShortenedNumberTests {
    @Test(arguments: [("9.78971E+12", true), ("1E+15", true), ("4,00602E+11", true), ("9.78971e+12", true),
                      ("E+12", false), ("9.E+12", false), ("978-3-16", false), ("1.5E-3", false), ("Band 1E+2", false),
                      ("9.78971E+1234", false), ("12E+3", false)])
    func shapes(_ example: (cell: String, shortened: Bool)) {
        #expect(ShortenedNumber.matches(example.cell) == example.shortened, "\(example.cell)")
    }
}
