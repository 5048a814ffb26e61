/// Excel's display of a large number in a cell of the General format, saved as CSV as shown:
/// a long identifier (an ISBN, a UPC) opened in a spreadsheet comes back as `9.78971E+12`, its
/// digits after the sixth gone. Such a cell is no identifier, so a text field does not take it
/// (docs/import.md#numbers-a-spreadsheet-shortened).
enum ShortenedNumber {
    static let reason = "shortened_number"

    /// A digit, maybe a point (or comma) and more digits, `E+` and at most three digits
    /// (`9.78971E+12`, `1E+15`, `4,00602E+11`).
    static func matches(_ cell: String) -> Bool {
        let bytes = Array(cell.utf8)
        guard let e = bytes.firstIndex(where: { $0 == 0x45 || $0 == 0x65 }), e >= 1, e + 2 < bytes.count, bytes[e + 1] == 0x2B else { return false }
        let mantissa = bytes[..<e], exponent = bytes[(e + 2)...]
        let isDigit = { (b: UInt8) in (0x30...0x39).contains(b) }
        guard isDigit(mantissa[0]), exponent.count <= 3, exponent.allSatisfy(isDigit) else { return false }
        if mantissa.count == 1 { return true }
        return (mantissa[1] == 0x2E || mantissa[1] == 0x2C) && mantissa.count > 2 && mantissa.dropFirst(2).allSatisfy(isDigit)
    }
}
