import Testing
@testable import KuriosaImport

/// Every byte-level fast path of the cell readers gives exactly what the general path gives:
/// the same value or the same error, on tables of written cases and on random cells made of
/// the characters that matter to each reader (ASCII, odd white space, non-ASCII separators
/// and letters).
@Suite("Cell reader fast paths")
struct CellFastPathTests {
    /// Random texts of `length` characters drawn from `alphabet`.
    static func randomTexts(_ count: Int, from alphabet: [String], maxLength: Int = 12) -> [String] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in
            (0..<Int.random(in: 0...maxLength, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator) ?? ""
            }.joined()
        }
    }

    /// White space and look-alikes: ASCII, NBSP, figure space, narrow NBSP, thin space, U+0085,
    /// ideographic space, CR LF, a combining mark, and a zero-width space (not white space).
    static let spaces = [" ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{00A0}", "\u{2007}", "\u{202F}", "\u{2009}",
                         "\u{0085}", "\u{3000}", "\u{0301}", "\u{200B}"]

    static let numberAlphabet = ["0", "1", "2", "3", "5", "9", "0", "4", ".", ",", "'", " ", "+", "-", "\u{2019}", "\u{00A0}",
                                 "\u{202F}", "\u{2007}", "\t", "a", "é", "%"]

    static let moneyAlphabet = numberAlphabet + ["$", "€", "£", "¥", "US$", "Fr.", "SFr.", "CHF", "chf", "usd", "EUR", "U", "S",
                                                 "D", "F", "r", "X", "  ", "\r", "\u{0301}", "JPY", "BHD", "kwd"]

    // MARK: Trimming and clean-up

    @Test func trimAgreesWithUnicodeTrim() {
        var texts = ["", " ", "a", " a ", "\u{00A0}a\u{00A0}", "\u{2007}x", "x\u{202F}", "\t\n x y \r\n", " \u{0301}a",
                     "a \u{0301}", "\u{0085}a\u{0085}", "é", " é ", "\u{3000}日本\u{3000}", "a\u{200B}", " \u{200B} "]
        texts += Self.randomTexts(3000, from: Self.spaces + ["a", "Z", "é", "日", "-", "0"], maxLength: 6)
        for text in texts {
            #expect(CellTrimming.trim(text) == CellTrimming.trimUnicode(Substring(text)), "\(text.unicodeScalars.map(\.value))")
            let padded = "  " + text + "  "
            let inner = padded.dropFirst().dropLast()
            #expect(CellTrimming.trim(inner) == CellTrimming.trimUnicode(inner))
        }
    }

    /// The clean-up as it was before its first-byte check.
    static func cleanWithoutCheck(_ cell: String) -> String {
        let triggers: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]
        if cell.hasPrefix("'"), let second = cell.unicodeScalars.dropFirst().first, triggers.contains(Character(second)) {
            return String(cell.unicodeScalars.dropFirst())
        }
        if cell.hasPrefix("=\""), cell.hasSuffix("\""), cell.unicodeScalars.count >= 3 {
            let inner = cell.unicodeScalars.dropFirst(2).dropLast()
            if !inner.contains("\"") { return String(String.UnicodeScalarView(inner)) }
        }
        return cell
    }

    @Test func formulaCleanupAgrees() {
        var texts = ["", "'", "'=1", "'\u{0301}=1", "=\"0123\"", "=\"\"", "=\"", "==\"x\"", "x", "é", "'+41 44", "=\"a\"b\""]
        texts += Self.randomTexts(2000, from: ["'", "=", "\"", "+", "-", "@", "\t", "\r", "a", "é", "\u{0301}", " "], maxLength: 5)
        for text in texts {
            #expect(FormulaCleanup.clean(text) == Self.cleanWithoutCheck(text), "\(text.unicodeScalars.map(\.value))")
        }
    }

    @Test(arguments: [SeparatedList.choiceSeparators, SeparatedList.placeSeparators])
    func separatedListAgrees(_ separators: SeparatedList.Separators) {
        var texts = ["a, b;;c ,", "Home / Office > Safe", "Zürich › Bank › Box 3", " / ", "x\ny", "a\u{00A0},\u{2007}b", "a\r\n,b"]
        texts += Self.randomTexts(3000, from: Self.spaces + ["a", "B", "é", ",", ";", "/", ">", "\u{203A}"], maxLength: 8)
        for text in texts {
            let general = text.split(whereSeparator: { separators.characters.contains($0) })
                .map { CellTrimming.trimUnicode($0) }.filter { !$0.isEmpty }
            #expect(SeparatedList.split(text, at: separators) == general, "\(text.unicodeScalars.map(\.value))")
        }
    }

    @Test func textNormalizerAgrees() {
        var texts = ["Very good plus (VG+)", "  Mint\t(M) ", "Très bon", "\u{00A0}mint\u{2007}", "STRAẞE", "Ç-a_va"]
        texts += Self.randomTexts(2000, from: Self.spaces + ["a", "Q", "-", "_", "`", "'", "é", "ß", "’"], maxLength: 8)
        for text in texts {
            #expect(TextNormalizer.normalize(text) == TextNormalizer.normalizeUnicode(text), "\(text.unicodeScalars.map(\.value))")
        }
    }

    // MARK: Numbers

    static let numberCases = [
        "", "0", "-0", "+0", "1", "12", "1.5", "1,5", "1.234", "1,234", "0.123", "0,123", "1.234,5", "1,234.5", "1.234.567",
        "1,234,567", "1 234 567", "1'234'567", "1’234.50", "1\u{00A0}234,50", "1\u{202F}234", "12.34.56", "1..2", ".5", "5.",
        "-1.234", "+12,5", "--1", "1-", "1234.567", "12345,678", "1,2345", "00.123", "1.23a", "١٢٣", "1 234.5", "1 23",
        "1.234'567", "1'234,567.5", "9999999999999999999", "0.000", "1.000", "007", "1.2.3,4", "1,234'567",
    ]

    static var numberTexts: [String] {
        numberCases + randomTexts(4000, from: numberAlphabet, maxLength: 10)
    }

    @Test func numberParseAgrees() {
        for text in Self.numberTexts {
            for mark in [DecimalMark.point, .comma] {
                for grouping in [false, true] {
                    let fast = NumberReader.parse(text, fileMark: mark, ambiguousIsGrouping: grouping)
                    let general = NumberReader.parseScalars(text, fileMark: mark, ambiguousIsGrouping: grouping)
                    #expect(fast == general, "\(text.unicodeScalars.map(\.value)) \(mark) \(grouping)")
                }
            }
        }
    }

    @Test func splitLeadingNumberAgrees() {
        var texts = ["36 mm", "38,5mm", "13,5 %", "48 h", "1992", "-5 kg", "+", "mm", " 5", "5\u{00A0}mm", "5 \u{00A0}mm", "5\u{0301}mm",
                     "5\r\nmm", "1’234 g", "5 é", "4.5/5", "12 bottles"]
        texts += Self.randomTexts(3000, from: Self.numberAlphabet + ["m", "g", "/", "\r\n", "\u{0301}", "\u{00A0}"], maxLength: 8)
        for text in texts {
            let fast = NumberReader.splitLeadingNumber(text)
            let general = NumberReader.splitLeadingNumberScalars(text)
            #expect(fast.number == general.number && fast.rest == general.rest, "\(text.unicodeScalars.map(\.value))")
        }
    }

    @Test func decimalNumberAgreesWithItsText() {
        var generator = SystemRandomNumberGenerator()
        var numbers: [DecimalNumber] = []
        for _ in 0..<3000 {
            let digits = { (count: Int) in String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) }) }
            numbers.append(DecimalNumber(negative: Bool.random(using: &generator), integerDigits: digits(Int.random(in: 1...12, using: &generator)),
                                         fractionDigits: digits(Int.random(in: 0...9, using: &generator))))
        }
        numbers += [DecimalNumber(negative: true, integerDigits: "0", fractionDigits: ""),
                    DecimalNumber(negative: false, integerDigits: "9007199254740993", fractionDigits: ""),
                    DecimalNumber(negative: false, integerDigits: "123456789012345", fractionDigits: ""),
                    DecimalNumber(negative: false, integerDigits: "1", fractionDigits: "00000000000001"),
                    DecimalNumber(negative: false, integerDigits: "", fractionDigits: "5"),
                    DecimalNumber(negative: false, integerDigits: "", fractionDigits: ""),
                    DecimalNumber(negative: false, integerDigits: "9223372036854775807", fractionDigits: ""),
                    DecimalNumber(negative: true, integerDigits: "92233720368547758", fractionDigits: "08")]
        for number in numbers {
            let text = (number.negative ? "-" : "") + number.integerDigits + (number.fractionDigits.isEmpty ? "" : "." + number.fractionDigits)
            let expected = Double(text) ?? .nan
            #expect(number.doubleValue.bitPattern == expected.bitPattern || (number.doubleValue.isNaN && expected.isNaN), "\(text)")
            #expect(number.isZero == (number.integerDigits + number.fractionDigits).allSatisfy { $0 == "0" })
            for exponent in [0, 2, 3] {
                #expect(number.minorUnits(exponent: exponent) == Self.minorUnitsByJoining(number, exponent: exponent), "\(text)")
            }
        }
    }

    /// Minor units as they were computed before: the digits joined into one string.
    static func minorUnitsByJoining(_ number: DecimalNumber, exponent: Int) -> Int64? {
        guard number.fractionDigits.count <= exponent else { return nil }
        let digits = number.integerDigits + number.fractionDigits + String(repeating: "0", count: exponent - number.fractionDigits.count)
        var value: Int64 = 0
        for digit in digits.utf8 {
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(Int64(digit - 0x30))
            if overflow1 || overflow2 { return nil }
            value = sum
        }
        return number.negative ? -value : value
    }

    @Test func decimalMarkVoteAgrees() {
        var texts = ["CHF 6,450.50", "13,5 %", "4.5/5", "1.234", "1,5", "abc", "1 234,5", "1\u{00A0}234,5", "x1.2345", "1,2.3",
                     "1'234.5", "é 1,25", "1.\u{00A0}5", "12,"]
        texts += Self.randomTexts(4000, from: Self.numberAlphabet + ["x", "CHF "], maxLength: 10)
        for text in texts {
            var fast = DecimalMarkVote()
            fast.observe(text)
            var general = DecimalMarkVote()
            general.observeScalars(text)
            #expect(fast == general, "\(text.unicodeScalars.map(\.value))")
        }
    }

    // MARK: Money

    static func outcome(_ body: () throws(CellError) -> ParsedCell) -> Result<ParsedCell, CellError> {
        do { return .success(try body()) } catch { return .failure(error) }
    }

    @Test func moneyAgrees() {
        var texts = ["CHF 59,775.50", "CHF 9,352.48", "USD 56,149.00", "$1,200", "US$ 5", "-12.50 EUR", "- 12.50 EUR", "12.50-",
                     "SFr. 1'000.–", "Fr. 12.–", "€ 1.234,56", "1.234,56 €", "¥1000", "JPY 1,234", "BHD 1.234", "KWD 1,2345",
                     "USD", "$", "-$5", "$-5", "+$5", "CHF\u{00A0}12", "12\u{00A0}CHF", "12 chf", "12 ABC", "12 CHFX", "EUR 5 USD",
                     "5 US$", "$ 5 $", "-0", "-0.00 USD", "1e5", "\t 12.50 \t", "12 \u{2007}", "\u{2007}12", "12\r\nCHF", "0,5"]
        texts += Self.randomTexts(6000, from: Self.moneyAlphabet, maxLength: 8)
        for text in texts {
            for mark in [DecimalMark.point, .comma] {
                for fallback in ["CHF", "", "jpy", "BHD"] {
                    let reader = MoneyReader(fallbackCurrency: fallback, fileMark: mark)
                    let fast = Self.outcome { () throws(CellError) in try reader.parse(text) }
                    let general = Self.outcome { () throws(CellError) in try reader.parseCharacters(text) }
                    #expect(fast == general, "\(text.unicodeScalars.map(\.value)) \(mark) \(fallback)")
                }
            }
        }
    }

    // MARK: Dates

    static func dateOutcome(_ body: () throws(CellError) -> String) -> Result<String, CellError> {
        do { return .success(try body()) } catch { return .failure(error) }
    }

    @Test func datesAgree() {
        var texts = ["2011-12-25", "2011-1-5", "2011-01-05", "2011-13-01", "2011-02-29", "2012-02-29", "0000-01-01", "9999-12-31",
                     "2011-12-025", "2011-12-", "2011--25", "2011-12-25 10:30", "2011-12-25T10:30:00Z", " 2011-12-25", "2011-12-25 ",
                     "2011/12/25", "25.12.2011", "12/25/2011", "05/06/2011", "45000", "April 1, 2023", "20111-12-25", "201-12-25",
                     "２０１１-12-25", "2011-12-2\u{0301}", "2011\u{2010}12\u{2010}25", "2011-00-10", "2011-10-00", "2011-1-1"]
        texts += Self.randomTexts(4000, from: ["0", "1", "2", "9", "-", "/", ".", " ", ":", "T", "20", "12", "2011-"], maxLength: 8)
        for text in texts {
            for order in [DateOrder.dayFirst, .monthFirst, .undecided] {
                let fast = Self.dateOutcome { () throws(CellError) in try DateReader.parse(text, order: order) }
                let general = Self.dateOutcome { () throws(CellError) in try DateReader.parseText(text, order: order) }
                #expect(fast == general, "\(text) \(order)")
            }
            // The vote skips ISO dates: the general vote finds no slash date in them.
            if DateReader.isoParts(text) != nil {
                #expect(DateReader.slashParts(DateReader.splitTime(text).date) == nil, "\(text)")
            }
        }
    }

    /// The day as it was written before: padded decimal strings joined by interpolation.
    static func formatByInterpolation(year: Int, month: Int, day: Int) -> String {
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    @Test(arguments: [1, 9, 10, 99, 100, 999, 1000, 1900, 2000, 2024, 9999, 0, 10000, -1])
    func dayFormatAgrees(year: Int) {
        for month in 0...13 {
            for day in 0...32 {
                let written = Self.dateOutcome { () throws(CellError) in try DateReader.format(year: year, month: month, day: day) }
                if case .success(let text) = written {
                    #expect(text == Self.formatByInterpolation(year: year, month: month, day: day))
                } else {
                    #expect(!(1...9999).contains(year) || !(1...12).contains(month) || day < 1
                            || day > DateReader.daysIn(month: month, year: year))
                }
            }
        }
    }
}
