import Foundation

/// The test page of `--calibrate`: every label's outline where the sheet says it is, a
/// millimetre ruler along the top and left edges, and what to do with what one measures.
/// Printed on plain paper and laid on a label sheet against the light, it shows a printer's
/// shift, which `--offset X,Y` then corrects.
extension LabelRenderer {
    public func calibrate(to path: String) throws {
        let pdf = try LabelPDF(path: path, width: sheet.pageWidth, height: sheet.pageHeight)
        pdf.setMetadata(title: "\(sheet.name): calibration")
        let canvas = try LabelCanvas(width: sheet.pageWidth, height: sheet.pageHeight)
        drawOutlines(canvas, from: 0)
        let mm = LabelSheet.pointsPerMillimetre
        let ox = options.offsetX, oy = options.offsetY
        // Ticks every millimetre from the page's corner (as the printer puts it): 1.5 mm long,
        // 3 mm every 5, 5 mm every 10 with the figure beside it.
        var i = 0
        while Double(i) * mm <= sheet.pageWidth {
            let x = ox + Double(i) * mm, long = i % 10 == 0 ? 5.0 : i % 5 == 0 ? 3.0 : 1.5
            canvas.line(x1: x, y1: oy, x2: x, y2: oy + long * mm, width: 0.25)
            if i % 10 == 0 && i > 0 { canvas.note("\(i)", size: 5, x: x, y: oy + 5.2 * mm, width: 20) }
            i += 1
        }
        i = 0
        while Double(i) * mm <= sheet.pageHeight {
            let y = oy + Double(i) * mm, long = i % 10 == 0 ? 5.0 : i % 5 == 0 ? 3.0 : 1.5
            canvas.line(x1: ox, y1: y, x2: ox + long * mm, y2: y, width: 0.25)
            if i % 10 == 0 && i > 0 { canvas.note("\(i)", size: 5, x: ox + 5.5 * mm, y: y - 3, width: 20, centred: false) }
            i += 1
        }
        let offset = String(format: "%.1f,%.1f", ox / mm, oy / mm)
        let text = """
        \(sheet.name) — \(sheet.description)
        Print at 100 % (no “fit to page”) on plain paper and lay it on a sheet of labels against the light. \
        If the outlines sit right of or below the labels, measure by how much and print with --offset -X,-Y \
        (millimetres; right and down are positive).
        This page: --offset\u{00A0}\(offset)
        """
        let width = min(sheet.pageWidth - 24 * mm, 120 * mm)
        let first = sheet.frame(at: 0)
        let y = sheet.labelsPerPage == 1 ? oy + 7 * mm : oy + first.y + min(first.height, sheet.pageHeight / 3)
        canvas.note(text, size: sheet.labelsPerPage == 1 ? 4.5 : 8, x: ox + sheet.pageWidth / 2, y: y, width: width, background: true)
        pdf.add(try canvas.finishPage())
        try pdf.finish()
    }
}
