/// The one way this toolkit spells a `Double` in JSON: a whole number below a limit without a
/// fraction (`48`, not `48.0`), any other number in Swift's shortest text that reads back to
/// the same `Double` (`0.1`, `1.5e-07`, `1e+16`, a whole number above the limit but below 2^53 as
/// `2000000000000000.0`).
///
/// The writers differ only in the limit, and each limit stays because the bytes already in
/// catalogs depend on it:
/// - `fieldValueLimit` (2^53, every whole number a `Double` holds exactly): `item.fields`
///   values (`FieldJSON.number`), as the app writes them.
/// - `catalogLimit` (10^15): the canonical text of the catalog's JSON columns and history
///   changes (`JSONValue.catalogJSONText`). SQLite's `json()` prints a REAL with 15
///   significant digits, so its migrations wrote whole numbers below 10^15 as integers.
/// - `documentLimit` (9·10^15): template documents and the journal lists (`JSONWriter`).
///
/// The store's byte writer of new pieces (`JSONBytes`) repeats the first two rules on bytes and is
/// tested equal to these writers.
public enum JSONNumber {
    public static let fieldValueLimit: Double = 9_007_199_254_740_992
    public static let catalogLimit: Double = 1e15
    public static let documentLimit: Double = 9e15

    /// The text of `value`; whole numbers whose magnitude is below `limit` (at most 2^63) as
    /// integers. Infinities and NaN come out as Swift spells them (`inf`, `nan`), which is not
    /// JSON: writers that can meet them check `isFinite` first.
    public static func text(_ value: Double, wholeBelow limit: Double) -> String {
        if value.rounded() == value, abs(value) < limit { return String(Int64(value)) }
        return "\(value)"
    }
}
