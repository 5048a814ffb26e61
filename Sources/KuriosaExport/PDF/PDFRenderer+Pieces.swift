import Foundation
import KuriosaCore

extension PDFRenderer {
    /// The cover: title, owner, date, value basis, and whether sensitive fields are included.
    func cover() {
        y = contentTop + 120
        y += canvas.text(document.title, x: margin, y: y, width: contentWidth, style: .init(size: 26, bold: true)) + 24
        if let owner = document.options.owner {
            y += canvas.text("\(document.word("owner")): \(owner)", x: margin, y: y, width: contentWidth, style: .init(size: 14)) + 8
        }
        y += canvas.text("\(document.word("date")): \(document.dateText)", x: margin, y: y, width: contentWidth, style: .init(size: 14)) + 24
        y += canvas.text(document.word("valueBasis"), x: margin, y: y, width: contentWidth, style: .init(size: 11, bold: true)) + 4
        y += canvas.text(document.word("valueBasisText"), x: margin, y: y, width: contentWidth, style: .init(size: 11)) + 16
        y += canvas.text(totalsText(document.total, word: "total"), x: margin, y: y, width: contentWidth, style: .init(size: 11)) + 16
        if document.options.includeSensitive {
            canvas.text(document.word("sensitiveIncluded"), x: margin, y: y, width: contentWidth, style: .init(size: 11, bold: true))
        }
    }

    /// A table of groups with counts and sums per currency, then a bar chart of the first sum.
    func summary() {
        if drawing { canvas.outline(document.word("summary"), y: y) }
        y += canvas.text(document.word("summary"), x: margin, y: y, width: contentWidth, style: .init(size: 14, bold: true)) + 8
        let sums = document.template.totals.sums
        let labelWidth = contentWidth * 0.34
        let countWidth = contentWidth * 0.16
        let sumWidth = sums.isEmpty ? 0 : (contentWidth - labelWidth - countWidth) / Double(sums.count)
        let bold = PDFCanvas.Style(size: 9, bold: true)
        func row(_ texts: [String], style: PDFCanvas.Style) {
            var x = margin
            var heights: [Double] = []
            for (index, text) in texts.enumerated() {
                let w = index == 0 ? labelWidth : index == 1 ? countWidth : sumWidth
                var s = style
                s.alignRight = index > 0
                heights.append(canvas.text(text, x: x + 3, y: y + 3, width: w - 6, style: s))
                x += w
            }
            y += (heights.max() ?? 0) + 6
            canvas.line(x1: margin, y1: y, x2: margin + contentWidth, y2: y, gray: 0.85)
        }
        let language = document.options.language
        row([ExportStrings.label(.collection, language: language), document.word("piecesHeading")]
            + sums.map { ExportStrings.label($0, language: language) }, style: bold)
        for group in document.groups {
            ensureSpace(24)
            row([group.title, summaryCount(group.subtotal)] + sums.map { column in
                (group.subtotal.sums.first { $0.column == column }?.amounts ?? [])
                    .map { MoneyFormatter.string($0, locale: document.options.locale) }.joined(separator: "\n")
            }, style: .init(size: 9))
        }
        row([document.word("total"), summaryCount(document.total)] + sums.map { column in
            (document.total.sums.first { $0.column == column }?.amounts ?? [])
                .map { MoneyFormatter.string($0, locale: document.options.locale) }.joined(separator: "\n")
        }, style: bold)
        guard document.template.pdf.chart, let first = sums.first else { return }
        let sections = ExportChart.sections(document, column: first)
        guard !sections.isEmpty else { return }
        y += 18
        ensureSpace(40)
        y += canvas.text(ExportStrings.label(first, language: language), x: margin, y: y, width: contentWidth, style: bold) + 6
        let barLeft = margin + contentWidth * 0.3
        let barMax = contentWidth * 0.45
        for section in sections {
            ensureSpace(34)
            if sections.count > 1 {
                y += canvas.text(section.currency, x: margin, y: y, width: contentWidth, style: .init(size: 8.5, bold: true)) + 4
            }
            for bar in section.bars {
                ensureSpace(18)
                canvas.text(bar.label, x: margin, y: y, width: contentWidth * 0.29, style: .init(size: 8.5))
                canvas.fill(x: barLeft, y: y + 1, width: max(1, barMax * bar.share), height: 10, red: 0.29, green: 0.44, blue: 0.65)
                canvas.text(MoneyFormatter.string(bar.amount, locale: document.options.locale), x: barLeft + barMax * bar.share + 6, y: y,
                            width: contentWidth - (barLeft - margin) - barMax * bar.share - 6, style: .init(size: 8.5))
                y += 16
            }
            y += 6
        }
    }

    /// Pieces one after another (cards) or one per page, with photos, values and documents.
    /// A piece's block stays on one page when it fits on one: it is measured first (once,
    /// in the counting pass) and starts a new page when the rest of this one is too short.
    /// A block taller than a page runs on, each further page headed `K-0002 Title (continued)`.
    func pieces(_ group: ExportGroup, newPagePerPiece: Bool, first: Bool) {
        var groupOutline: Int32 = 0
        // A page per piece names its group in the head line (`Insurance report · Watches`),
        // on every page of the group, and spends no room of the page on it.
        let groupInHead = newPagePerPiece && !group.title.isEmpty
        let savedHead = runningHead
        if groupInHead { runningHead = group.title }
        defer { runningHead = savedHead }
        for (index, piece) in group.pieces.enumerated() {
            if writing && newPagePerPiece && index % Self.prepareAhead == 0 {
                preparedPictures.removeAll()
                prepareDetailPictures(group.pieces[index..<min(group.pieces.count, index + Self.prepareAhead)])
            }
            if newPagePerPiece && (index > 0 || !first || y > contentTop) {
                newPage()
            } else if groupInHead && index == 0 {
                // This page was started before the group: add its name to the head line.
                canvas.text(" · " + group.title, x: margin + canvas.textWidth(document.title, style: headStyle), y: margin,
                            width: contentWidth / 2, style: headStyle)
            }
            let height = blockHeight(piece, group: group, newPagePerPiece: newPagePerPiece)
            var fits = height <= contentBottom - contentTop
            if groupInHead && index == 0, drawing { groupOutline = canvas.outline(group.title, y: y) }
            if index == 0 && !group.title.isEmpty && !groupInHead {
                let titleHeight = canvas.text(group.title, x: 0, y: 0, width: contentWidth, style: groupTitleStyle, draw: false) + 4
                // The heading stays with its first piece: a block that fits a page only without
                // the heading runs on from under it instead of leaving the heading alone.
                if fits && titleHeight + height > contentBottom - contentTop { fits = false }
                ensureSpace(titleHeight + (fits ? height : min(height, 120)))
                if drawing { groupOutline = canvas.outline(group.title, y: y) }
                y += canvas.text(group.title, x: margin, y: y, width: contentWidth, style: groupTitleStyle) + 4
            }
            if fits { ensureSpace(height) }
            if drawing && newPagePerPiece { canvas.outline(heading(piece), parent: groupOutline, y: y) }
            if fits && !writing {
                // The counting pass needs only where the block ends; it never breaks inside,
                // so everything it draws is on this page.
                noteInsurancePage("piece:" + piece.id)
                for doc in blockDocuments[piece.id] ?? [] { noteInsurancePage("doc:" + doc) }
                y += height
            } else if fits {
                keepingTogether { block(piece, group: group, newPagePerPiece: newPagePerPiece) }
            } else {
                // Taller than a page: it starts on a page of its own and runs on.
                if y > contentTop + 40 { newPage() }
                block(piece, group: group, newPagePerPiece: newPagePerPiece, runsOn: true)
                continuation = nil
            }
            if document.template.pdf.documents && newPagePerPiece { appendPDFDocuments(piece) }
            pieceDone()
        }
        if document.template.subtotals && !group.pieces.isEmpty && !newPagePerPiece {
            ensureSpace(20)
            y += canvas.text(totalsText(group.subtotal, word: "subtotal"), x: margin, y: y, width: contentWidth,
                             style: .init(size: 9, bold: true)) + 12
        }
    }

    var groupTitleStyle: PDFCanvas.Style { .init(size: 10, gray: 0.4) }

    /// `K-0007 Speedmaster Professional`.
    func heading(_ piece: ExportPiece) -> String {
        [piece.number, piece.title].compactMap { $0 }.joined(separator: " ")
    }

    /// One piece: heading, photos, values, documents and the rule below it. With `runsOn`,
    /// every page after the heading's starts with the heading and "(continued)".
    func block(_ piece: ExportPiece, group: ExportGroup, newPagePerPiece: Bool, runsOn: Bool = false) {
        ensureSpace(newPagePerPiece ? 40 : 150)
        noteInsurancePage("piece:" + piece.id)
        y += canvas.text(heading(piece), x: margin, y: y, width: contentWidth,
                         style: .init(size: newPagePerPiece ? 16 : 12, bold: true)) + 8
        if runsOn { continuation = heading(piece) + " " + document.word("continued") }
        if newPagePerPiece { detailPhotos(piece) } else { photos(piece, maxHeight: 110) }
        details(piece, columns: group.columns)
        if document.template.pdf.documents, !piece.documents.isEmpty {
            documents(piece, shown: newPagePerPiece)
        }
        y += 14
        if !newPagePerPiece { canvas.line(x1: margin, y1: y - 7, x2: margin + contentWidth, y2: y - 7) }
    }

    /// The height of a piece's block laid out without page breaks, measured with drawing
    /// off the first time and remembered, so both passes break pages at the same places.
    func blockHeight(_ piece: ExportPiece, group: ExportGroup, newPagePerPiece: Bool) -> Double {
        let key = group.id + "\u{1F}" + piece.id
        if let known = blockHeights[key] { return known }
        let (savedY, savedSuppressed) = (y, canvas.suppressed)
        canvas.suppressed = true
        y = contentTop
        keepingTogether { block(piece, group: group, newPagePerPiece: newPagePerPiece) }
        let height = y - contentTop
        (y, canvas.suppressed) = (savedY, savedSuppressed)
        blockHeights[key] = height
        return height
    }

    /// Runs `body` with `ensureSpace` starting no page: for a block known to fit.
    func keepingTogether(_ body: () -> Void) {
        let saved = keepTogether
        keepTogether = true
        body()
        keepTogether = saved
    }

    /// Up to `photosPerPiece` thumbnails side by side, fitted into the content width.
    func photos(_ piece: ExportPiece, maxHeight: Double) {
        let shown = piece.photos.prefix(document.template.pdf.photosPerPiece)
            .compactMap { photo in thumbnail(photo).map { (photo, $0) } }
            .filter { !$0.1.isEmpty }
        guard !shown.isEmpty else { return }
        let gap = 8.0
        let slot = (contentWidth - gap * Double(shown.count - 1)) / Double(shown.count)
        ensureSpace(maxHeight + 8)
        var x = margin
        var tallest = 0.0
        for (photo, data) in shown {
            let width = canvas.imageWidth(data, media: photo, maxWidth: slot, maxHeight: maxHeight)
            tallest = max(tallest, canvas.image(data, media: photo, x: x, y: y, maxWidth: slot, maxHeight: maxHeight, draw: drawing))
            x += width + gap
        }
        y += tallest + 10
    }

    /// A page per piece: the first photo large across the page, the others in a row below
    /// it, each the picture `printPicture` chooses for the size it is drawn at.
    func detailPhotos(_ piece: ExportPiece) {
        let rows = detailRows(piece)
        guard !rows.isEmpty else { return }
        for row in rows {
            ensureSpace(row.maxHeight + 8)
            var x = margin
            var tallest = 0.0
            for photo in row.photos {
                guard let data = detailPicture(photo, maxWidth: row.slot, maxHeight: row.maxHeight) else { continue }
                let width = canvas.imageWidth(data, media: photo, maxWidth: row.slot, maxHeight: row.maxHeight)
                tallest = max(tallest, canvas.image(data, media: photo, x: x, y: y, maxWidth: row.slot, maxHeight: row.maxHeight, draw: drawing))
                x += width + Self.detailGap
            }
            y += tallest + 8
        }
        y += 4
    }

    /// Label and value pairs in two columns of text.
    func details(_ piece: ExportPiece, columns: [ExportColumn]) {
        let labelWidth = min(150, contentWidth * 0.32)
        for column in columns where column.kind != .photo {
            if case .standard(let s) = column.source, s == .title || s == .number { continue }
            guard let cell = piece.cells[column.id], !cell.text.isEmpty else { continue }
            let valueWidth = contentWidth - labelWidth - 8
            var first = true
            // Measured once: a value that fits a page (nearly every one) is one part of known height.
            let whole = canvas.text(cell.text, x: 0, y: 0, width: valueWidth, style: .init(size: 10), draw: false)
            let parts = whole > chunkLimit ? chunks(cell.text, width: valueWidth) : [cell.text]
            for chunk in parts {
                let measured = parts.count == 1 ? whole : canvas.text(chunk, x: 0, y: 0, width: valueWidth, style: .init(size: 10), draw: false)
                let h = max(measured, 12)
                ensureSpace(h + 4)
                if first {
                    canvas.text(column.label, x: margin, y: y + 1, width: labelWidth, style: .init(size: 9, gray: 0.4))
                    first = false
                }
                canvas.text(chunk, x: margin + labelWidth + 8, y: y, width: valueWidth, style: .init(size: 10), link: cell.link)
                y += h + 4
            }
        }
    }

    /// The height above which a value is cut into parts: a page less room for its heading.
    var chunkLimit: Double { contentBottom - contentTop - 60 }

    /// A value cut into parts that each fit on a page: the whole value when it does (the
    /// usual case), else paragraphs, and a paragraph taller than a page at word boundaries.
    /// Long notes then run on over pages instead of being drawn past the page's foot.
    func chunks(_ text: String, width: Double) -> [String] {
        let style = PDFCanvas.Style(size: 10)
        let page = chunkLimit
        func height(_ t: String) -> Double { canvas.text(t, x: 0, y: 0, width: width, style: style, draw: false) }
        var out: [String] = []
        var current = ""
        func flush() { if !current.isEmpty { out.append(current); current = "" } }
        for paragraph in text.components(separatedBy: "\n") {
            let joined = current.isEmpty ? paragraph : current + "\n" + paragraph
            if height(joined) <= page / 2 { current = joined; continue }
            flush()
            if height(paragraph) <= page / 2 { current = paragraph; continue }
            // One paragraph taller than half a page: words, as many as fit in half a page.
            var words = paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            while !words.isEmpty {
                var (low, high) = (1, words.count)
                while low < high {
                    let mid = (low + high + 1) / 2
                    if height(words.prefix(mid).joined(separator: " ")) <= page / 2 { low = mid } else { high = mid - 1 }
                }
                out.append(words.prefix(low).joined(separator: " "))
                words.removeFirst(low)
            }
        }
        flush()
        return out
    }

    /// A summary row's count: the pieces, then each unit total on a line of its own.
    func summaryCount(_ totals: ExportTotals) -> String {
        ([NumberText.count(totals.count, locale: document.options.locale)] + totals.units.map { document.unitsText($0) })
            .joined(separator: "\n")
    }
}
