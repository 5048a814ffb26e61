import KuriosaCore

/// docs/import-rules.md#money: an amount with at most one currency indication (ISO code or
/// symbol) before or after it, read into the currency's minor units exactly.
public struct MoneyReader: Sendable {
    /// The currency when the cell names none: the column's bracket currency, else the import's
    /// default currency.
    public let fallbackCurrency: String
    package let fileMark: DecimalMark

    package init(fallbackCurrency: String, fileMark: DecimalMark) {
        self.fallbackCurrency = fallbackCurrency.uppercased()
        self.fileMark = fileMark
    }

    /// Symbols longest first, so `US$` wins over `$` and `SFr.` over `Fr.`.
    static let symbols: [(text: String, code: String)] = ImportConventions.currencySymbols
        .map { (text: $0.key, code: $0.value) }
        .sorted { $0.text.count != $1.text.count ? $0.text.count > $1.text.count : $0.text < $1.text }

    private static let loweredSymbols: [String] = symbols.map { $0.text.lowercased() }

    /// The currency a header bracket or a cell's indication names: a code (any case) or a
    /// symbol; nil for anything else.
    public static func currency(forIndication text: String) -> String? {
        let trimmed = CellTrimming.trim(text)
        if let symbol = symbols.first(where: { $0.text.lowercased() == trimmed.lowercased() }) { return symbol.code }
        let upper = trimmed.uppercased()
        return Currency.isKnown(upper) ? upper : nil
    }

    package func parse(_ cell: String) throws(CellError) -> ParsedCell {
        if let answer = parseASCII(cell) { return try answer.get() }
        return try parseCharacters(cell)
    }

    /// `parse` character by character: the rule as written, for every text.
    func parseCharacters(_ cell: String) throws(CellError) -> ParsedCell {
        var text = Substring(CellTrimming.trim(cell))
        var negative = false
        if text.first == "-" || text.first == "+" {
            negative = text.first == "-"
            text = text.dropFirst().drop(while: \.isWhitespace)
        }
        let prefix = Self.takeIndication(&text, atStart: true)
        let suffix = Self.takeIndication(&text, atStart: false)
        if case .invalid = prefix { throw CellError(.invalidMoney) }
        if case .invalid = suffix { throw CellError(.invalidMoney) }
        let currency: String
        switch (prefix, suffix) {
        case (.code(let code), .none), (.none, .code(let code)): currency = code
        case (.none, .none): currency = fallbackCurrency
        default: throw CellError(.invalidMoney)  // two indications
        }
        var amountText = CellTrimming.trim(text)
        if negative {
            guard amountText.first != "-" && amountText.first != "+" else { throw CellError(.invalidMoney) }
            amountText = "-" + amountText
        }
        let exponent = Currency.minorUnitDigits(currency) ?? 2
        guard !amountText.isEmpty,
              let amount = NumberReader.parse(amountText, fileMark: fileMark, ambiguousIsGrouping: exponent <= 2),
              !amount.negative || amount.isZero,
              let minor = amount.minorUnits(exponent: exponent) else { throw CellError(.invalidMoney) }
        return .money(minorUnits: minor, currency: currency)
    }

    private enum Indication {
        case none, code(String), invalid
    }

    /// Removes a currency indication from one end of `text`.
    private static func takeIndication(_ text: inout Substring, atStart: Bool) -> Indication {
        // Lower-cased once per cell, not once per symbol.
        let lowered = text.lowercased()
        for (symbol, symbolLowered) in zip(symbols, loweredSymbols) {
            let matches = atStart ? lowered.hasPrefix(symbolLowered) : lowered.hasSuffix(symbolLowered)
            if matches {
                text = atStart ? text.dropFirst(symbol.text.count) : text.dropLast(symbol.text.count)
                return .code(symbol.code)
            }
        }
        // Letters at the end that touch a number or stand apart: three are a code or wrong.
        let letters = atStart ? text.prefix(while: \.isLetter) : Substring(text.reversed().prefix(while: \.isLetter).reversed())
        guard !letters.isEmpty else { return .none }
        guard letters.count == 3 else { return .invalid }
        let code = letters.uppercased()
        guard Currency.isKnown(code) else { return .invalid }
        text = atStart ? text.dropFirst(3) : text.dropLast(3)
        return .code(code)
    }
}
