/// How labels are put on the sheet (docs/labels.md).
public struct LabelRenderOptions: Sendable, Hashable {
    public var symbology: LabelSymbology
    /// The first label to print on the first sheet, from 1 (row by row from the top left):
    /// labels already used are skipped.
    public var startAt: Int
    /// Points right and down that everything moves, for a printer that shifts the page.
    public var offsetX: Double
    public var offsetY: Double
    /// Draw each label's die-cut outline (for plain paper, and for checking the geometry).
    public var outlines: Bool
    /// The PDF's title.
    public var title: String

    public init(symbology: LabelSymbology = .qr, startAt: Int = 1, offsetX: Double = 0, offsetY: Double = 0,
                outlines: Bool = false, title: String = "Labels") {
        self.symbology = symbology; self.startAt = startAt; self.offsetX = offsetX; self.offsetY = offsetY
        self.outlines = outlines; self.title = title
    }

    /// Smallest text sizes, points: below them a label is not read without glasses.
    public static let minimumNumberSize = 7.0
    public static let minimumTextSize = 5.5
}
