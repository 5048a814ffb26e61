import KuriosaCore

/// docs/import-rules.md#money on the bytes of ASCII cells (`CHF 59,775.50`, `$1,200`, `-12.50
/// EUR`): the same answers as `parseCharacters` without lower-casing, slicing, and re-trimming
/// `String`s (two price columns in every row of a typical import).
extension MoneyReader {
    /// The symbols whose lower-case form is ASCII (the only ones ASCII text can start or end
    /// with), in the order `parseCharacters` tries them: lower-case bytes, the number of
    /// characters it drops for a match, and the currency.
    private static let asciiSymbols: [(lowered: [UInt8], length: Int, code: String)] = symbols.compactMap { symbol in
        let lowered = symbol.text.lowercased()
        guard lowered.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        return (Array(lowered.utf8), symbol.text.count, symbol.code)
    }

    private enum ASCIIIndication {
        case none, code(String), invalid
    }

    /// `parseCharacters` for a cell of ASCII characters other than CR (every character one
    /// byte); nil for any other cell.
    func parseASCII(_ cell: String) -> Result<ParsedCell, CellError>? {
        let answer = cell.utf8.withContiguousStorageIfAvailable { bytes -> Result<ParsedCell, CellError>? in
            guard !bytes.contains(where: { $0 >= 0x80 || $0 == 0x0D }) else { return nil }
            return readASCII(bytes)
        }
        return answer ?? nil
    }

    private func readASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<ParsedCell, CellError>? {
        let invalid = Result<ParsedCell, CellError>.failure(CellError(.invalidMoney))
        var start = 0
        var end = bytes.count
        Self.trim(bytes, &start, &end)
        var negative = false
        if start < end, bytes[start] == 0x2D || bytes[start] == 0x2B {
            negative = bytes[start] == 0x2D
            start += 1
            while start < end, CellTrimming.isASCIIWhitespace(bytes[start]) { start += 1 }
        }
        let prefix = Self.takeIndication(bytes, &start, &end, atStart: true)
        if case .invalid = prefix { return invalid }
        let suffix = Self.takeIndication(bytes, &start, &end, atStart: false)
        let currency: String
        switch (prefix, suffix) {
        case (.code(let code), .none), (.none, .code(let code)): currency = code
        case (.none, .none): currency = fallbackCurrency
        default: return invalid  // an invalid suffix, or two indications
        }
        Self.trim(bytes, &start, &end)
        guard start < end else { return invalid }
        if negative && (bytes[start] == 0x2D || bytes[start] == 0x2B) { return invalid }
        let exponent = Currency.minorUnitDigits(currency) ?? 2
        let amountBytes = UnsafeBufferPointer(rebasing: bytes[start..<end])
        guard let answer = NumberReader.parseASCII(amountBytes, fileMark: fileMark, ambiguousIsGrouping: exponent <= 2) else {
            return nil
        }
        guard var amount = answer.number else { return invalid }
        if negative {
            amount = DecimalNumber(negative: true, integerDigits: amount.integerDigits, fractionDigits: amount.fractionDigits)
        }
        guard !amount.negative || amount.isZero, let minor = amount.minorUnits(exponent: exponent) else { return invalid }
        return .success(.money(minorUnits: minor, currency: currency))
    }

    private static func trim(_ bytes: UnsafeBufferPointer<UInt8>, _ start: inout Int, _ end: inout Int) {
        while start < end, CellTrimming.isASCIIWhitespace(bytes[start]) { start += 1 }
        while end > start, CellTrimming.isASCIIWhitespace(bytes[end - 1]) { end -= 1 }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }

    /// Removes a currency indication from one end of `bytes[start..<end]`.
    private static func takeIndication(_ bytes: UnsafeBufferPointer<UInt8>, _ start: inout Int, _ end: inout Int,
                                       atStart: Bool) -> ASCIIIndication {
        let count = end - start
        for symbol in asciiSymbols where symbol.lowered.count <= count {
            let from = atStart ? start : end - symbol.lowered.count
            var matches = true
            for (offset, byte) in symbol.lowered.enumerated() where lowered(bytes[from + offset]) != byte {
                matches = false
                break
            }
            guard matches else { continue }
            let dropped = min(symbol.length, count)
            if atStart { start += dropped } else { end -= dropped }
            return .code(symbol.code)
        }
        // Letters at the end that touch a number or stand apart: three are a code or wrong.
        var letters = 0
        while letters < count, isLetter(bytes[atStart ? start + letters : end - 1 - letters]) { letters += 1 }
        guard letters > 0 else { return .none }
        guard letters == 3 else { return .invalid }
        let from = atStart ? start : end - 3
        let code = String(unsafeUninitializedCapacity: 3) { out in
            for offset in 0..<3 {
                let byte = bytes[from + offset]
                out[offset] = byte >= 0x61 ? byte - 0x20 : byte
            }
            return 3
        }
        guard Currency.isKnown(code) else { return .invalid }
        if atStart { start += 3 } else { end -= 3 }
        return .code(code)
    }
}
