import KuriosaCore

/// A library (or part of it) laid out for export: groups of pieces with their values already
/// written as a person reads them, and totals. The renderers (CSV, HTML, PDF) only lay it
/// out, so the three formats always agree on what they show.
public struct ExportDocument: Sendable {
    /// The report's title: the export template's name in the chosen language.
    public var title: String
    public var template: ExportTemplate
    public var options: ExportOptions
    /// The export day as people read it in the locale.
    public var dateText: String
    /// Every column of every group, in order, once: the header of a CSV or ungrouped table.
    public var columns: [ExportColumn]
    public var groups: [ExportGroup]
    /// Over all groups.
    public var total: ExportTotals
    /// The header of a CSV or XLSX of this export (no calculation, no photo column), worked
    /// out with the document so the selection is not made a second time for it.
    public var csvColumns: [ExportColumn] = []
    /// The insurance report's own parts (last valuations, changes, claim gaps); nil for
    /// other reports. Set by `InsuranceReport.attach`.
    public var insurance: InsuranceReport? = nil

    /// Every piece, group by group.
    public var pieces: [ExportPiece] { groups.flatMap(\.pieces) }

    /// A fixed word of the toolkit in the document's language.
    public func word(_ key: String) -> String { ExportStrings.word(key, language: options.language) }

    /// `12 pieces`, `1 Objekt`: a count of catalog entries in the document's language.
    public func pieces(_ count: Int) -> String {
        ExportStrings.counted(count, "piece", language: options.language, locale: options.locale)
    }

    /// `4 pieces · 23 bottles`: the pieces, then the units of every counted collection they
    /// hold, one part per unit name (never adding bottles to rounds).
    public func countText(_ totals: ExportTotals) -> String {
        ([pieces(totals.count)] + totals.units.map { unitsText($0) }).joined(separator: " · ")
    }

    /// `23 bottles`, `1 Flasche`, `2.5 units`.
    public func unitsText(_ units: ExportTotals.Units) -> String {
        Self.unitsText(units, language: options.language, locale: options.locale)
    }

    /// `23 bottles` in a language and locale: whole counts grouped as counts are, parts of
    /// a unit with up to three digits.
    static func unitsText(_ units: ExportTotals.Units, language: String, locale: String) -> String {
        let whole = units.count == units.count.rounded() && abs(units.count) < 1e15
        let isOne = whole && ExportStrings.isOne(Int(units.count), language: language)
        let number = whole ? NumberText.count(Int(units.count), locale: locale)
            : NumberText.string(units.count, locale: locale, maxFractionDigits: 3)
        return number + " " + (isOne ? units.one : units.other)
    }

    /// "Subtotal: 4 pieces · 23 bottles · Estimated value: CHF 1’000.00, EUR 5.00": the
    /// line every subtotal and total of every format reads.
    public func totalsText(_ totals: ExportTotals, word key: String) -> String {
        var parts = ["\(word(key)): " + countText(totals)]
        for sum in totals.sums where !sum.amounts.isEmpty {
            parts.append(sum.label + ": " + sum.amounts.map { MoneyFormatter.string($0, locale: options.locale) }.joined(separator: ", "))
        }
        return parts.joined(separator: " · ")
    }
}

/// One column: its stable ID (`standard:title`, `field:brand`), its header, and how values
/// line up.
public struct ExportColumn: Sendable, Hashable, Identifiable {
    public enum Kind: String, Sendable, Hashable { case text, number, money, photo, link }

    public var id: String
    /// The header in the chosen language.
    public var label: String
    public var kind: Kind
    /// What the column shows.
    public var source: Source
    /// The column holds days (a date field, the purchase date): HTML keeps them on one line.
    public var isDate = false
    /// The column is a checkbox field (`yes`/`no` in the document's language): an XLSX
    /// writes its cells as booleans (docs/export-templates.md, "XLSX").
    public var isCheckbox = false
    /// Only pieces of this template fill the column: a field column headed with its
    /// template's name because another template of the export has a field of that name.
    public var templateID: String?
    /// Which half of a money column this is when a spreadsheet splits it into an amount and
    /// a currency column (`ExportColumn.splittingMoney`); nil for a whole column.
    public var moneyPart: MoneyPart? = nil
    /// The cell this column shows when it is not its own ID's: a currency column shows its
    /// money column's cell (`splittingMoney`).
    public var cellID: String? = nil

    public enum MoneyPart: Sendable, Hashable { case amount, currency }

    public enum Source: Sendable, Hashable {
        case standard(StandardColumn)
        case field(String)
        case wishField(String)
    }

    public init(id: String, label: String, kind: Kind, source: Source) {
        self.id = id; self.label = label; self.kind = kind; self.source = source
    }

    /// Numbers and money are right-aligned in tables.
    public var isNumeric: Bool { kind == .number || kind == .money }
}

/// A heading with its pieces: a collection, a place, or everything.
public struct ExportGroup: Sendable, Identifiable {
    public var id: String
    /// The collection or place path (`Watches › Straps`); empty when nothing is grouped.
    public var title: String
    /// Nesting depth of the collection or place, 0 at the top.
    public var depth: Int
    /// The columns this group shows (its template's highlights differ from another's).
    public var columns: [ExportColumn]
    public var pieces: [ExportPiece]
    public var subtotal: ExportTotals
}

/// One piece or wish with its values.
public struct ExportPiece: Sendable, Identifiable {
    public var id: String
    /// `K-0007`, nil for wishes.
    public var number: String?
    public var title: String
    public var collectionName: String
    /// Column ID → value; a missing key is an empty cell.
    public var cells: [String: ExportCell]
    /// Photos in the order the piece shows them, the primary photo first.
    public var photos: [ExportMedia]
    /// Receipts, certificates and other documents.
    public var documents: [ExportMedia]
    /// How many units the journal says the piece holds now, in a collection that counts.
    public var units: ExportTotals.Units? = nil
}

/// A value in two forms: as a person reads it (HTML, PDF) and as the importer reads it (CSV).
public struct ExportCell: Sendable, Hashable {
    public var text: String
    public var csv: String
    /// A web address to make the text clickable.
    public var link: String?

    public init(text: String, csv: String? = nil, link: String? = nil) {
        self.text = text
        self.csv = csv ?? text
        self.link = link
    }
}

/// A photo or document of a piece, with what is needed to draw it.
public struct ExportMedia: Sendable, Hashable {
    public var id: String
    public var contentType: String
    public var filename: String?
    public var caption: String?
    /// Clockwise degrees: 0, 90, 180 or 270.
    public var rotation: Int
    /// The shown part of the rotated photo, in shares of its size (x, y, width, height);
    /// nil for the whole photo, and always nil for a shown cut-out (it is turned only).
    public var crop: [Double]?
    /// The cut-out (the subject on a transparent background) is shown instead of the photo.
    public var showsCutout: Bool = false

    /// Whether anything has to be done to the stored file before it is shown.
    var isEdited: Bool { rotation % 360 != 0 || crop != nil || showsCutout }
}

/// Counts and sums: money per column and per currency, never adding two currencies.
public struct ExportTotals: Sendable, Hashable {
    public struct Sum: Sendable, Hashable {
        public var column: StandardColumn
        public var label: String
        /// One amount per currency, sorted by currency code.
        public var amounts: [Money]
    }

    /// The units of counted collections (`23 bottles`), one entry per unit name in the
    /// document's language, in the order first met. Pieces without a count add none.
    public struct Units: Sendable, Hashable {
        public var one: String
        public var other: String
        public var count: Double
    }

    public var count: Int
    public var units: [Units] = []
    public var sums: [Sum]

    public init(count: Int, units: [Units] = [], sums: [Sum]) {
        self.count = count; self.units = units; self.sums = sums
    }

    /// Adds units of one name.
    mutating func add(units added: Units) {
        if let index = units.firstIndex(where: { $0.other == added.other && $0.one == added.one }) {
            units[index].count += added.count
        } else {
            units.append(added)
        }
    }

    /// Adds another total column by column and currency by currency.
    mutating func add(_ other: ExportTotals) {
        count += other.count
        for u in other.units { add(units: u) }
        for sum in other.sums {
            if let index = sums.firstIndex(where: { $0.column == sum.column }) {
                sums[index].amounts = Self.merge(sums[index].amounts, sum.amounts)
            } else {
                sums.append(sum)
            }
        }
    }

    /// Adds amounts of the same currency; keeps currencies apart. Saturates instead of
    /// overflowing (no collection is worth 9·10^16 minor units).
    static func merge(_ a: [Money], _ b: [Money]) -> [Money] {
        var by: [String: Int64] = [:]
        for m in a + b {
            let (sum, overflow) = (by[m.currency] ?? 0).addingReportingOverflow(m.minorUnits)
            by[m.currency] = overflow ? Int64.max : sum
        }
        return by.keys.sorted().map { Money(minorUnits: by[$0] ?? 0, currency: $0) }
    }
}
