import Foundation

/// A sheet of labels or a label roll: its page, the grid of labels on it and how far in from
/// a label's edge the content stays. Presets are data (`LabelSheets/*.json`, docs/labels.md);
/// `--sheet custom` makes one from the command line. Lengths are points (1/72 in), as cairo
/// draws; the documents give them in `mm` or `in`, exactly as the maker publishes them.
public struct LabelSheet: Sendable, Hashable {
    /// `builtin.avery_l7160`, or `custom`.
    public var id: String
    /// `Avery L7160`.
    public var name: String
    public var aliases: [String]
    public var description: String
    public var pageWidth: Double
    public var pageHeight: Double
    public var labelWidth: Double
    public var labelHeight: Double
    public var cornerRadius: Double
    public var columns: Int
    public var rows: Int
    public var top: Double
    public var left: Double
    public var pitchX: Double
    public var pitchY: Double
    /// How far content stays inside the label's edge: the printer's unprintable edge on a
    /// roll, the die-cut's tolerance on a sheet.
    public var paddingX: Double
    public var paddingY: Double
    /// A roll cut to length: one label a page.
    public var continuous: Bool

    public static let pointsPerMillimetre = 72.0 / 25.4

    public init(id: String, name: String, aliases: [String] = [], description: String = "",
                pageWidth: Double, pageHeight: Double, labelWidth: Double, labelHeight: Double,
                cornerRadius: Double = 0, columns: Int, rows: Int, top: Double, left: Double,
                pitchX: Double, pitchY: Double, paddingX: Double, paddingY: Double, continuous: Bool = false) {
        self.id = id; self.name = name; self.aliases = aliases; self.description = description
        self.pageWidth = pageWidth; self.pageHeight = pageHeight
        self.labelWidth = labelWidth; self.labelHeight = labelHeight; self.cornerRadius = cornerRadius
        self.columns = columns; self.rows = rows; self.top = top; self.left = left
        self.pitchX = pitchX; self.pitchY = pitchY; self.paddingX = paddingX; self.paddingY = paddingY
        self.continuous = continuous
    }

    public var labelsPerPage: Int { columns * rows }

    /// The label at `index` on its page (row by row, from the top left), in points from the
    /// page's top-left corner, before any `--offset`.
    public func frame(at index: Int) -> (x: Double, y: Double, width: Double, height: Double) {
        let column = index % columns, row = index / columns
        return (left + Double(column) * pitchX, top + Double(row) * pitchY, labelWidth, labelHeight)
    }

    /// Nil when every label lies on the page and nothing overlaps, else what is wrong.
    public var geometryProblem: String? {
        if let problem = Self.gridProblem(columns: columns, rows: rows) { return problem }
        let all = [pageWidth, pageHeight, labelWidth, labelHeight, top, left, pitchX, pitchY, paddingX, paddingY, cornerRadius]
        if all.contains(where: { !$0.isFinite || $0 < 0 }) { return "a length is negative or not a number" }
        if labelWidth <= 2 * paddingX || labelHeight <= 2 * paddingY { return "the label is no larger than its padding" }
        if columns > 1 && pitchX < labelWidth - 0.01 { return "the labels of a row overlap (pitch below the label width)" }
        if rows > 1 && pitchY < labelHeight - 0.01 { return "the rows overlap (pitch below the label height)" }
        let right = left + Double(columns - 1) * pitchX + labelWidth
        let bottom = top + Double(rows - 1) * pitchY + labelHeight
        if right > pageWidth + 0.01 { return "the last column ends \(Self.millimetres(right - pageWidth)) beyond the page" }
        if bottom > pageHeight + 0.01 { return "the last row ends \(Self.millimetres(bottom - pageHeight)) beyond the page" }
        return nil
    }

    /// Why a grid of `columns` × `rows` cannot be a sheet, checked before anything multiplies
    /// them (`--grid 9999999999x9999999999` overflowed and stopped the process).
    public static func gridProblem(columns: Int, rows: Int) -> String? {
        guard (1...1000).contains(columns), (1...1000).contains(rows), columns * rows <= 1000 else {
            return "the grid must have 1 to 1000 labels, not \(columns) × \(rows)"
        }
        return nil
    }

    /// `1.5 mm`: a length for messages.
    public static func millimetres(_ points: Double) -> String {
        String(format: "%.1f mm", points / pointsPerMillimetre)
    }
}
