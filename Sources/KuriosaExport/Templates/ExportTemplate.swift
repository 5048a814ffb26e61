import Foundation
import KuriosaCore

/// How a library is shown when it leaves the app: which pieces, in which order and groups,
/// with which columns and totals, on which paper. Export templates are data (like collection
/// templates) so that a person can make their own and keep it in the library
/// (docs/export-templates.md).
public struct ExportTemplate: Sendable, Hashable, Identifiable {
    /// An output format a template is made for.
    public enum Format: String, Sendable, Hashable, CaseIterable { case csv, html, pdf, xlsx }

    /// How pieces are grouped; each group gets a heading and, when asked, a subtotal.
    public enum Grouping: String, Sendable, Hashable, CaseIterable { case collection, place, none }

    /// `builtin.<name>` or `custom.<anything>`.
    public var id: String
    public var version: Int
    public var name: LocalizedText
    public var description: LocalizedText?
    /// The formats the template is meant for, the first being the default.
    public var formats: [Format]
    public var selection: Selection
    public var grouping: Grouping
    /// Whether each group ends with its count and money sums.
    public var subtotals: Bool
    /// Sort keys, most important first; pieces keep their catalog order on ties.
    public var sort: [SortKey]
    public var columns: [ExportColumnSpec]
    public var totals: Totals
    public var pdf: PDFOptions

    public init(id: String, version: Int = 1, name: LocalizedText, description: LocalizedText? = nil,
                formats: [Format], selection: Selection = Selection(), grouping: Grouping = .none,
                subtotals: Bool = false, sort: [SortKey] = [], columns: [ExportColumnSpec],
                totals: Totals = Totals(), pdf: PDFOptions = PDFOptions()) {
        self.id = id; self.version = version; self.name = name; self.description = description
        self.formats = formats; self.selection = selection; self.grouping = grouping
        self.subtotals = subtotals; self.sort = sort; self.columns = columns; self.totals = totals; self.pdf = pdf
    }

    /// Whether this is a template shipped with the toolkit.
    public var isBuiltin: Bool { id.hasPrefix("builtin.") }

    /// Whether a person's name for the template (`--template "My list"`) is its name in one
    /// of its languages, case and surrounding spaces ignored.
    public func isNamed(_ text: String) -> Bool {
        let wanted = text.trimmingCharacters(in: .whitespaces).lowercased()
        return name.texts.values.contains { $0.trimmingCharacters(in: .whitespaces).lowercased() == wanted }
    }
}

extension ExportTemplate {
    /// Which pieces are exported. Every list that is absent (nil) selects everything; deleted
    /// pieces are never exported, whatever the selection says.
    public struct Selection: Sendable, Hashable {
        /// `owned` pieces, `wish`es, or both.
        public var kinds: [String]
        /// Item statuses (`in_collection`, `lent_out`, …); nil for all.
        public var statuses: [String]?
        /// Collection IDs or names; nil for all.
        public var collections: [String]?
        /// Whether a chosen collection brings its sub-collections along.
        public var includeSubcollections: Bool
        /// Tag IDs or names: a piece needs one of them. nil for all.
        public var tags: [String]?
        /// Place IDs or names: a piece kept there or in a place inside it. nil for all.
        public var places: [String]?

        public init(kinds: [String] = ["owned"], statuses: [String]? = nil, collections: [String]? = nil,
                    includeSubcollections: Bool = true, tags: [String]? = nil, places: [String]? = nil) {
            self.kinds = kinds; self.statuses = statuses; self.collections = collections
            self.includeSubcollections = includeSubcollections; self.tags = tags; self.places = places
        }
    }

    /// One sort key: a column (`number`, `title`, `field:brand`, …) and its direction.
    public struct SortKey: Sendable, Hashable {
        public var column: String
        public var descending: Bool

        public init(column: String, descending: Bool = false) {
            self.column = column
            self.descending = descending
        }
    }

    /// What the end of a group and of the document adds up.
    public struct Totals: Sendable, Hashable {
        /// Show how many pieces there are.
        public var count: Bool
        /// Money columns (standard names) summed per currency, never across currencies.
        public var sums: [StandardColumn]

        public init(count: Bool = true, sums: [StandardColumn] = []) {
            self.count = count
            self.sums = sums
        }
    }

    /// How the PDF looks.
    public struct PDFOptions: Sendable, Hashable {
        /// `table`: a list with a header row; `cards`: a photo beside each piece's values;
        /// `pages`: one page per piece with its photos and details.
        public enum Layout: String, Sendable, Hashable, CaseIterable { case table, cards, pages }
        /// Sheet sizes in `ExportPaper.swift` (`points`); `legal` and `a5` for `--paper`.
        public enum Paper: String, Sendable, Hashable, CaseIterable { case a4, letter, legal, a5 }
        public enum Orientation: String, Sendable, Hashable, CaseIterable { case portrait, landscape }

        public var layout: Layout
        public var paper: Paper
        public var orientation: Orientation
        /// A cover page with the title, the owner (`--owner`), the date and the value basis.
        public var cover: Bool
        /// A summary per group (counts and totals per currency) before the pieces.
        public var summary: Bool
        /// A bar chart of the summed value per group on the summary page.
        public var chart: Bool
        /// List each piece's documents (receipts, certificates) on its page.
        public var documents: Bool
        /// At most this many photos per piece on a `pages` layout.
        public var photosPerPiece: Int

        public init(layout: Layout = .table, paper: Paper = .a4, orientation: Orientation = .portrait,
                    cover: Bool = false, summary: Bool = false, chart: Bool = false, documents: Bool = false,
                    photosPerPiece: Int = 3) {
            self.layout = layout; self.paper = paper; self.orientation = orientation; self.cover = cover
            self.summary = summary; self.chart = chart; self.documents = documents; self.photosPerPiece = photosPerPiece
        }
    }
}
