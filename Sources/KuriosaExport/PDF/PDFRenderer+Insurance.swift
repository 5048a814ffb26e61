import Foundation
import KuriosaCore

/// The insurance report's own PDF pages — "Changes since …" and "What a claim would lack" —
/// and the page numbers its lists refer to. Page numbers come from the counting pass
/// (`insurancePages`), so the writing pass can print them before the pages exist.
extension PDFRenderer {
    /// After the summary: the changes (when asked for), then the claim gaps, each starting on
    /// a page of its own and ending with a new page for what follows.
    func insuranceSections() {
        guard let report = document.insurance else { return }
        let text = InsuranceText(document: document)
        if let changes = report.changes {
            changesPage(changes, text: text)
            newPage()
        }
        claimGapsPage(report.claimGaps, text: text)
        newPage()
    }

    /// Notes the page something starts on, in the counting pass only (the writing pass
    /// reads it).
    func noteInsurancePage(_ key: String) {
        if !writing && !canvas.suppressed && document.insurance != nil { insurancePages[key] = canvas.page }
    }

    func changesPage(_ changes: ReportChanges, text t: InsuranceText) {
        let heading = t.changesHeading(changes)
        if drawing { canvas.outline(heading, y: y) }
        y += canvas.text(heading, x: margin, y: y, width: contentWidth, style: .init(size: 14, bold: true)) + 4
        y += canvas.text(t.changesBasis(changes), x: margin, y: y, width: contentWidth, style: .init(size: 9, gray: 0.35)) + 10
        if changes.isEmpty {
            y += canvas.text(t.word("noChanges"), x: margin, y: y, width: contentWidth, style: .init(size: 10)) + 10
        }
        let widths = [0.36, 0.30, 0.17, 0.17]
        let header = [t.word("colPiece"), t.word("colWhat"), t.word("colBefore"), t.word("colNow")]
        for (key, entries) in [("changesAdded", changes.added), ("changesGone", changes.gone), ("changesRevalued", changes.revalued)]
        where !entries.isEmpty {
            ensureSpace(60)
            y += canvas.text(t.section(key, entries.count), x: margin, y: y, width: contentWidth, style: .init(size: 11, bold: true)) + 4
            insuranceRow(header, widths: widths, bold: true, rightFrom: 2)
            for entry in entries {
                insuranceRow([t.piece(number: entry.number, title: entry.title), t.what(entry), t.money(entry.oldValue), t.money(entry.newValue)],
                             widths: widths, rightFrom: 2)
            }
            y += 12
        }
        guard !changes.totals.isEmpty else { return }
        ensureSpace(60)
        y += canvas.text(t.word("changesTotals"), x: margin, y: y, width: contentWidth, style: .init(size: 11, bold: true)) + 4
        let totalWidths = [0.22, 0.26, 0.26, 0.26]
        insuranceRow([t.word("colCurrency"), t.word("colBefore"), t.word("colNow"), t.word("colDifference")], widths: totalWidths, bold: true)
        for total in changes.totals {
            insuranceRow([total.currency, t.money(total.old), t.money(total.new), t.difference(total.difference)], widths: totalWidths)
        }
    }

    func claimGapsPage(_ gaps: ClaimGaps, text t: InsuranceText) {
        let heading = t.word("claimGaps")
        if drawing { canvas.outline(heading, y: y) }
        y += canvas.text(heading, x: margin, y: y, width: contentWidth, style: .init(size: 14, bold: true)) + 4
        y += canvas.text(t.word("claimGapsText"), x: margin, y: y, width: contentWidth, style: .init(size: 9, gray: 0.35)) + 10
        let widths = [0.56, 0.24, 0.20]
        for (title, entries) in t.gapLists(gaps) {
            gapHeading(title, count: entries.count, text: t)
            if entries.isEmpty { continue }
            insuranceTable([t.word("colPiece"), t.word("colValue"), t.word("colLastValued")], widths: widths, rows: entries.map { e in
                [t.piece(number: e.number, title: e.title), t.money(e.estimatedValue), e.lastValued.map(t.day) ?? "—"]
            })
            y += 10
        }
        gapHeading(t.word("gapScheduled"), count: gaps.scheduled.count, text: t, note: t.scheduledText(gaps))
        guard !gaps.scheduled.isEmpty else { return }
        insuranceTable([t.word("colPiece"), t.word("colValue"), t.word("colPage")], widths: widths, rows: gaps.scheduled.map { e in
            [t.piece(number: e.number, title: e.title), t.money(e.estimatedValue), insurancePages["piece:" + e.id].map(String.init) ?? ""]
        })
    }

    /// A table of the claim-gaps page (#29): its header row stays with the first row, and
    /// every page it runs on to starts with the header again. Before, the list of scheduled
    /// pieces ran on to the next page without its header.
    private func insuranceTable(_ header: [String], widths: [Double], rows: [[String]]) {
        let headerHeight = rowHeight(header, widths: widths, bold: true)
        ensureSpace(headerHeight + (rows.first.map { rowHeight($0, widths: widths) } ?? 0))
        insuranceRow(header, widths: widths, bold: true)
        for row in rows {
            // Measured once: the row is laid out from this height (a 5,000-piece report has
            // four such lists).
            let height = rowHeight(row, widths: widths)
            if y + height > contentBottom {
                newPage()
                insuranceRow(header, widths: widths, bold: true)
            }
            insuranceRow(row, widths: widths, height: height)
        }
    }

    private func rowHeight(_ cells: [String], widths: [Double], bold: Bool = false) -> Double {
        cells.enumerated().map { index, cell in
            canvas.text(cell, x: 0, y: 0, width: contentWidth * widths[index] - 6, style: .init(size: 9, bold: bold), draw: false)
        }.max().map { $0 + 6 } ?? 6
    }

    /// "Without a photo: 2 pieces", or "…: 0 pieces" and "None.", with an optional note.
    private func gapHeading(_ title: String, count: Int, text t: InsuranceText, note: String? = nil) {
        ensureSpace(50)
        y += canvas.text("\(title): \(t.count(count))", x: margin, y: y, width: contentWidth, style: .init(size: 11, bold: true)) + 3
        if let note {
            y += canvas.text(note, x: margin, y: y, width: contentWidth, style: .init(size: 9, gray: 0.35)) + 4
        }
        if count == 0 {
            y += canvas.text(t.word("gapNone"), x: margin, y: y, width: contentWidth, style: .init(size: 9)) + 10
        }
    }

    /// One row of a small table: cells side by side (amounts, from `rightFrom` on,
    /// right-aligned), kept whole on one page, a hairline below.
    private func insuranceRow(_ cells: [String], widths: [Double], bold: Bool = false, rightFrom: Int = 1, height known: Double? = nil) {
        let style = PDFCanvas.Style(size: 9, bold: bold)
        func layOut(draw: Bool) -> Double {
            var x = margin
            var tallest = 0.0
            for (index, cell) in cells.enumerated() {
                let w = contentWidth * widths[index]
                var s = style
                s.alignRight = index >= rightFrom
                tallest = max(tallest, canvas.text(cell, x: x + 3, y: y + 3, width: w - 6, style: s, draw: draw))
                x += w
            }
            return tallest
        }
        let height = known ?? layOut(draw: false) + 6
        ensureSpace(height)
        // The counting pass needs only the height.
        if writing { _ = layOut(draw: true) }
        y += height
        canvas.line(x1: margin, y1: y, x2: margin + contentWidth, y2: y, gray: bold ? 0.6 : 0.85)
    }

    /// One line of a piece's document list; returns its height. On an insurance report it
    /// says where the document is: "receipt.pdf — page 7", or "receipt.pdf — not appended
    /// (image/heic)". The room taken is the same in both passes (the widest page number
    /// measured), so the pages counted stay the pages written.
    func listDocument(_ doc: ExportMedia) -> Double {
        let x = margin + 8, width = contentWidth - 8
        let style = PDFCanvas.Style(size: 9)
        guard document.insurance != nil else {
            return canvas.text("• \(Self.name(of: doc)) (\(doc.contentType))", x: x, y: y, width: width, style: style)
        }
        let name = "• " + Self.name(of: doc) + " — "
        let notAppended = name + document.word("docNotAppended") + " (\(doc.contentType))"
        let room = max(canvas.text(name + document.word("docPage") + " 99999", x: x, y: y, width: width, style: style, draw: false),
                       canvas.text(notAppended, x: x, y: y, width: width, style: style, draw: false))
        let line = insurancePages["doc:" + doc.id].map { name + document.word("docPage") + " \($0)" } ?? notAppended
        canvas.text(line, x: x, y: y, width: width, style: style, draw: writing)
        return room
    }
}
