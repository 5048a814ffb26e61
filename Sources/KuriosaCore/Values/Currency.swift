/// ISO 4217 facts the catalog needs: money is stored in minor units, so every reader and
/// writer must agree how many digits a currency's minor unit has.
public enum Currency {
    /// The number of decimal digits of the minor unit of an active ISO 4217 currency (the
    /// "E" column of the ISO list), or nil for a code that is not an active currency or has
    /// no minor unit (precious metals, XDR, testing codes), which cannot be stored as money.
    public static func minorUnitDigits(_ code: String) -> Int? {
        guard code.utf8.count == 3 else { return nil }
        if let digits = exponentsOtherThan2[code] { return digits }
        return twoDigitCodes.contains(code) ? 2 : nil
    }

    /// Whether `code` is an active ISO 4217 currency that money can be stored in.
    public static func isKnown(_ code: String) -> Bool { minorUnitDigits(code) != nil }

    /// Every code `minorUnitDigits` knows, sorted.
    public static var allCodes: [String] { (Array(twoDigitCodes) + exponentsOtherThan2.keys).sorted() }

    /// Currencies whose minor unit is not hundredths (ISO 4217, list one, 2025). The import
    /// conventions' `currencyExponentsOtherThan2` is a subset of this (it leaves out the
    /// fund codes CLF, UYI and UYW).
    static let exponentsOtherThan2: [String: Int] = [
        "BHD": 3, "BIF": 0, "CLF": 4, "CLP": 0, "DJF": 0, "GNF": 0, "IQD": 3, "ISK": 0,
        "JOD": 3, "JPY": 0, "KMF": 0, "KRW": 0, "KWD": 3, "LYD": 3, "OMR": 3, "PYG": 0,
        "RWF": 0, "TND": 3, "UGX": 0, "UYI": 0, "UYW": 4, "VND": 0, "VUV": 0, "XAF": 0,
        "XOF": 0, "XPF": 0,
    ]

    /// Active currencies (and fund codes) with two minor-unit digits.
    static let twoDigitCodes: Set<String> = [
        "AED", "AFN", "ALL", "AMD", "ANG", "AOA", "ARS", "AUD", "AWG", "AZN",
        "BAM", "BBD", "BDT", "BGN", "BMD", "BND", "BOB", "BOV", "BRL", "BSD", "BTN", "BWP",
        "BYN", "BZD",
        "CAD", "CDF", "CHE", "CHF", "CHW", "CNY", "COP", "COU", "CRC", "CUC", "CUP", "CVE", "CZK",
        "DKK", "DOP", "DZD",
        "EGP", "ERN", "ETB", "EUR",
        "FJD", "FKP",
        "GBP", "GEL", "GHS", "GIP", "GMD", "GTQ", "GYD",
        "HKD", "HNL", "HTG", "HUF",
        "IDR", "ILS", "INR", "IRR",
        "JMD",
        "KES", "KGS", "KHR", "KPW", "KYD", "KZT",
        "LAK", "LBP", "LKR", "LRD", "LSL",
        "MAD", "MDL", "MGA", "MKD", "MMK", "MNT", "MOP", "MRU", "MUR", "MVR", "MWK", "MXN",
        "MXV", "MYR", "MZN",
        "NAD", "NGN", "NIO", "NOK", "NPR", "NZD",
        "PAB", "PEN", "PGK", "PHP", "PKR", "PLN",
        "QAR",
        "RON", "RSD", "RUB",
        "SAR", "SBD", "SCR", "SDG", "SEK", "SGD", "SHP", "SLE", "SLL", "SOS", "SRD", "SSP",
        "STN", "SVC", "SYP", "SZL",
        "THB", "TJS", "TMT", "TOP", "TRY", "TTD", "TWD", "TZS",
        "UAH", "USD", "USN", "UYU", "UZS",
        "VED", "VES",
        "WST",
        "XCD", "XCG",
        "YER",
        "ZAR", "ZMW", "ZWG", "ZWL",
    ]
}
