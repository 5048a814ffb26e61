/// ISO 4217 codes that name a currency (docs/import-rules.md#money: three letters that are not
/// a code are `invalid_money`).
///
/// The current list one codes for money, plus three still met in old files (ANG, SLL, ZWL).
/// Left out on purpose: precious metals, bond units, SDR, test and "no currency" codes
/// (XAU, XAG, XPT, XPD, XBA–XBD, XDR, XSU, XUA, XTS, XXX), which have no minor unit, and fund
/// codes (BOV, CHE, CHW, CLF, COU, MXV, USN, UYI, UYW), whose exponents the conventions table
/// does not list (CLF and UYW have 4).
public enum CurrencyCodes {
    public static let all: Set<String> = [
        "AED", "AFN", "ALL", "AMD", "ANG", "AOA", "ARS", "AUD", "AWG", "AZN",
        "BAM", "BBD", "BDT", "BGN", "BHD", "BIF", "BMD", "BND", "BOB", "BRL",
        "BSD", "BTN", "BWP", "BYN", "BZD", "CAD", "CDF", "CHF", "CLP", "CNY",
        "COP", "CRC", "CUC", "CUP", "CVE", "CZK", "DJF", "DKK", "DOP", "DZD",
        "EGP", "ERN", "ETB", "EUR", "FJD", "FKP", "GBP", "GEL", "GHS", "GIP",
        "GMD", "GNF", "GTQ", "GYD", "HKD", "HNL", "HTG", "HUF", "IDR", "ILS",
        "INR", "IQD", "IRR", "ISK", "JMD", "JOD", "JPY", "KES", "KGS", "KHR",
        "KMF", "KPW", "KRW", "KWD", "KYD", "KZT", "LAK", "LBP", "LKR", "LRD",
        "LSL", "LYD", "MAD", "MDL", "MGA", "MKD", "MMK", "MNT", "MOP", "MRU",
        "MUR", "MVR", "MWK", "MXN", "MYR", "MZN", "NAD", "NGN", "NIO", "NOK",
        "NPR", "NZD", "OMR", "PAB", "PEN", "PGK", "PHP", "PKR", "PLN", "PYG",
        "QAR", "RON", "RSD", "RUB", "RWF", "SAR", "SBD", "SCR", "SDG", "SEK",
        "SGD", "SHP", "SLE", "SLL", "SOS", "SRD", "SSP", "STN", "SVC", "SYP",
        "SZL", "THB", "TJS", "TMT", "TND", "TOP", "TRY", "TTD", "TWD", "TZS",
        "UAH", "UGX", "USD", "UYU", "UZS", "VED", "VES", "VND", "VUV", "WST",
        "XAF", "XCD", "XCG", "XOF", "XPF", "YER", "ZAR", "ZMW", "ZWG", "ZWL",
    ]

    /// The ISO 4217 exponent: digits after the decimal mark in the currency's minor unit.
    public static func exponent(of code: String) -> Int {
        ImportConventions.currencyExponentsOtherThan2[code] ?? 2
    }
}
