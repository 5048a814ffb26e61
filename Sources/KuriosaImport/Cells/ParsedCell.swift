/// A cell read as its column's type; the importer maps it to the core's `FieldValue` later.
package enum ParsedCell: Sendable, Equatable {
    /// Text, title, source, notes: the trimmed, cleaned cell.
    case text(String)
    /// A `number` field.
    case number(Double)
    /// A `currency` field or the price columns: ISO 4217 code and minor units.
    case money(minorUnits: Int64, currency: String)
    /// A `measurement` field in the canonical unit of its kind (mm, g, ml).
    case measurement(canonical: Double)
    /// A calendar day, `YYYY-MM-DD`.
    case date(String)
    /// Dropdown (one id) and multiple choice (ids in the order of the options).
    case choice([String])
    /// A condition id (`mint`, `excellent`, `very_good`, `good`, `fair`, `poor`).
    case condition(String)
    /// A rating from 0 to the field's `ratingMax`.
    case rating(Int)
    case checkbox(Bool)
    /// An `http(s)` URL (`www.` cells get `https://`).
    case url(String)
    /// A `quantity` field: an amount and the option id of its unit.
    case quantity(amount: Double, unit: String)
    /// The quantity column (`purchaseQuantity`): how many were bought.
    case count(Double)
    /// A wish's priority, 1…5 (`wishPriority`).
    case priority(Int)
    /// Tags in the order written, each once (case-insensitively, first spelling kept).
    case tags([String])
    /// A place path from the top level.
    case place([String])
}
