/// `--sheet custom`: a sheet from a label size, a grid and a page (docs/labels.md, "A sheet of
/// one's own").
extension LabelSheet {
    public enum Paper: String, Sendable, CaseIterable {
        case a4, letter
        /// The page is the grid itself: a roll, or a sheet cut to the labels.
        case label
    }

    /// Lengths in points. Without `margins` (top, left) the grid is centred on the page.
    /// - Throws: `LabelError.sheet` when the grid does not fit its page or labels overlap.
    public static func custom(labelWidth: Double, labelHeight: Double, columns: Int, rows: Int, paper: Paper,
                              margins: (top: Double, left: Double)?, gap: (across: Double, down: Double)) throws -> LabelSheet {
        if let problem = gridProblem(columns: columns, rows: rows) { throw LabelError.sheet("--sheet custom: \(problem)") }
        let usedX = labelWidth * Double(columns) + gap.across * Double(columns - 1)
        let usedY = labelHeight * Double(rows) + gap.down * Double(rows - 1)
        let page: (width: Double, height: Double)
        switch paper {
        case .a4: page = (210 * pointsPerMillimetre, 297 * pointsPerMillimetre)
        case .letter: page = (612, 792)
        case .label: page = (usedX, usedY)
        }
        // A centred grid larger than its page starts at the page's edge, so that the message
        // says by how much it is too large instead of calling a margin negative.
        let (top, left) = margins ?? (max(0, (page.height - usedY) / 2), max(0, (page.width - usedX) / 2))
        let padding = min(2 * pointsPerMillimetre, labelWidth / 10, labelHeight / 10)
        let size = "\(millimetres(labelWidth)) × \(millimetres(labelHeight))"
        let sheet = LabelSheet(id: "custom", name: "custom sheet (\(size), \(columns) × \(rows))",
                               description: "\(columns * rows) labels of \(size)",
                               pageWidth: page.width, pageHeight: page.height, labelWidth: labelWidth, labelHeight: labelHeight,
                               columns: columns, rows: rows, top: top, left: left,
                               pitchX: labelWidth + gap.across, pitchY: labelHeight + gap.down, paddingX: padding, paddingY: padding)
        if let problem = sheet.geometryProblem { throw LabelError.sheet("--sheet custom: \(problem)") }
        return sheet
    }
}
