import Foundation

extension PDFRenderer {
    static let cellPadding = 3.0
    static let photoSize = 34.0

    /// One group as a table whose header row is repeated on every page it continues on.
    /// A group with more columns than the page can hold legibly (a template listing every
    /// field of several collections) is laid out as cards instead: label and value pairs
    /// never squeezed to a letter per line.
    /// - Parameter subtotal: false for a part of a group (the insurance schedule beside the
    ///   pages of its pieces with photos), whose subtotal would count pieces it does not list.
    func table(_ group: ExportGroup, first: Bool, subtotal: Bool = true) {
        guard let widths = columnWidths(group) else {
            pieces(group, newPagePerPiece: false, first: first)
            return
        }
        let headerStyle = PDFCanvas.Style(size: 8, bold: true, gray: 0.2)
        let cellStyle = PDFCanvas.Style(size: 8)
        let headerHeight = group.columns.enumerated().map { index, column in
            canvas.text(column.label, x: 0, y: 0, width: widths[index] - 2 * Self.cellPadding, style: headerStyle, draw: false)
        }.max().map { $0 + 2 * Self.cellPadding } ?? 0

        ensureSpace(headerHeight + 60)
        if !group.title.isEmpty {
            y += 4
            if drawing { canvas.outline(group.title, y: y) }
            y += canvas.text(group.title, x: margin + Double(group.depth) * 0, y: y, width: contentWidth, style: .init(size: 12, bold: true)) + 4
        }
        func header() {
            canvas.fill(x: margin, y: y, width: contentWidth, height: headerHeight, red: 0.93, green: 0.93, blue: 0.93)
            var x = margin
            for (index, column) in group.columns.enumerated() {
                var style = headerStyle
                style.alignRight = column.isNumeric
                canvas.text(column.label, x: x + Self.cellPadding, y: y + Self.cellPadding,
                            width: widths[index] - 2 * Self.cellPadding, style: style)
                x += widths[index]
            }
            y += headerHeight
        }
        header()
        // Pages the table runs on to say whose table it is, in the page's head line (a line
        // of its own would cost a row on every page).
        let savedHead = runningHead
        if !group.title.isEmpty { runningHead = group.title + " " + document.word("continued") }
        defer { runningHead = savedHead }
        for piece in group.pieces {
            // Measured in the counting pass and reused when writing: same page breaks, half
            // the text layout.
            let key = group.id + "\u{1F}" + piece.id
            let rowHeight: Double
            if let known = rowHeights[key] {
                rowHeight = known
            } else {
                var tallest = 0.0
                for (index, column) in group.columns.enumerated() {
                    let h: Double
                    if column.kind == .photo {
                        h = piece.photos.isEmpty ? 0 : Self.photoSize
                    } else if let text = piece.cells[column.id]?.text, !text.isEmpty {
                        h = canvas.text(text, x: 0, y: 0, width: widths[index] - 2 * Self.cellPadding, style: cellStyle, draw: false)
                    } else {
                        h = 0
                    }
                    tallest = max(tallest, h)
                }
                rowHeight = tallest + 2 * Self.cellPadding
                rowHeights[key] = rowHeight
            }
            if y + rowHeight > contentBottom {
                newPage()
                header()
            }
            // The claim-gaps page names where each scheduled piece is.
            if document.insurance != nil { noteInsurancePage("piece:" + piece.id) }
            guard writing else {
                // The counting pass needs only where the row ends.
                y += rowHeight
                pieceDone()
                continue
            }
            var x = margin
            for (index, column) in group.columns.enumerated() {
                let w = widths[index] - 2 * Self.cellPadding
                if column.kind == .photo {
                    if let photo = piece.photos.first, let data = thumbnail(photo) {
                        canvas.image(data, media: photo, x: x + Self.cellPadding, y: y + Self.cellPadding,
                                     maxWidth: min(w, Self.photoSize), maxHeight: Self.photoSize)
                    }
                } else if let cell = piece.cells[column.id] {
                    var style = cellStyle
                    style.alignRight = column.isNumeric
                    canvas.text(cell.text, x: x + Self.cellPadding, y: y + Self.cellPadding, width: w, style: style, link: cell.link)
                }
                x += widths[index]
            }
            y += rowHeight
            canvas.line(x1: margin, y1: y, x2: margin + contentWidth, y2: y, gray: 0.85)
            pieceDone()
        }
        if document.template.subtotals && subtotal {
            let text = totalsText(group.subtotal, word: "subtotal")
            let h = canvas.text(text, x: 0, y: 0, width: contentWidth, style: .init(size: 8.5, bold: true), draw: false)
            ensureSpace(h + 8)
            y += 3
            y += canvas.text(text, x: margin, y: y, width: contentWidth, style: .init(size: 8.5, bold: true)) + 10
        } else {
            y += 10
        }
    }

    /// Column widths that fill the page. Each column keeps at least the width of its header
    /// word and, for numbers and money, of its widest value (an amount is never broken);
    /// the rest of the page is shared in proportion to each column's natural one-line width
    /// (header and longest value, capped). Text that is still wider wraps inside its cell.
    /// nil when the columns' minimums do not fit across the page.
    func columnWidths(_ group: ExportGroup) -> [Double]? {
        let pad = 2 * Self.cellPadding + 1
        let style = PDFCanvas.Style(size: 8)
        let bold = PDFCanvas.Style(size: 8, bold: true)
        var minimum: [Double] = []
        var natural: [Double] = []
        for column in group.columns {
            if column.kind == .photo {
                minimum.append(Self.photoSize + pad)
                natural.append(Self.photoSize + pad)
                continue
            }
            let longestWord = column.label.split(separator: " ").map { canvas.textWidth(String($0), style: bold) }.max() ?? 0
            var widest = min(canvas.textWidth(column.label, style: bold), 90)
            var widestNumber = 0.0
            for piece in group.pieces.prefix(200) {
                guard let text = piece.cells[column.id]?.text else { continue }
                let w = canvas.textWidth(text, style: style)
                widest = max(widest, min(w, 220))
                if column.isNumeric { widestNumber = max(widestNumber, w) }
            }
            minimum.append(min(max(longestWord, widestNumber) + pad, contentWidth / 3))
            natural.append(widest + pad)
        }
        let floor = minimum.reduce(0, +)
        guard floor <= contentWidth else { return nil }
        let extra = zip(natural, minimum).map { max(0, $0 - $1) }
        let extraTotal = extra.reduce(0, +)
        let spare = contentWidth - floor
        return minimum.indices.map { index in
            extraTotal > 0 ? minimum[index] + spare * extra[index] / extraTotal : minimum[index] + spare / Double(minimum.count)
        }
    }
}
