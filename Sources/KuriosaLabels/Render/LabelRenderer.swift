import Foundation
import KuriosaCore

/// Lays labels out on a sheet and writes the PDF: each label's code (scaled from libzint's
/// vector, whole modules never below the symbology's minimum) and its number, title and
/// fields, fitted into what the code leaves free.
public struct LabelRenderer: Sendable {
    public let sheet: LabelSheet
    public let options: LabelRenderOptions

    public init(sheet: LabelSheet, options: LabelRenderOptions) {
        self.sheet = sheet
        self.options = options
    }

    /// Where a label's parts go, in points from the label's top left.
    struct Placement {
        var code: (x: Double, y: Double, module: Double, barHeight: Double?)?
        var text: (x: Double, y: Double, width: Double, height: Double)
    }

    static let gap = 1.0 * LabelSheet.pointsPerMillimetre

    /// The code's box and the text's box inside a label, or why the code does not fit.
    func placement(for code: CodeVector, payload: String) throws -> Placement {
        let inner = (x: sheet.paddingX, y: sheet.paddingY,
                     width: sheet.labelWidth - 2 * sheet.paddingX, height: sheet.labelHeight - 2 * sheet.paddingY)
        let symbology = options.symbology
        switch symbology {
        case .none:
            return Placement(code: nil, text: inner)
        case .qr, .datamatrix:
            // The code takes the label's height, at most half its width; the text the rest.
            let side = min(inner.height, inner.width * 0.5)
            let module = side / max(code.width, code.height)
            if module < symbology.minimumModule { throw tooSmall(module: module, payload: payload) }
            let size = module * code.width
            let textX = inner.x + size + Self.gap
            return Placement(code: (inner.x, inner.y + (inner.height - module * code.height) / 2, module, nil),
                             text: (textX, inner.y, inner.x + inner.width - textX, inner.height))
        case .code128:
            // Bars across the bottom; modules of at most 0.5 mm, centred.
            let module = min(inner.width / code.width, 0.5 * LabelSheet.pointsPerMillimetre)
            if module < symbology.minimumModule { throw tooSmall(module: module, payload: payload) }
            let bars = max(symbology.minimumBarHeight, min(inner.height * 0.4, 15 * LabelSheet.pointsPerMillimetre))
            let textHeight = inner.height - bars - Self.gap
            if textHeight < LabelRenderOptions.minimumNumberSize * 1.2 {
                throw LabelError.usage("the labels of \(sheet.name) are \(LabelSheet.millimetres(sheet.labelHeight)) high: too low for Code 128 bars of \(LabelSheet.millimetres(bars)) and a line of text; use --code qr or a larger sheet")
            }
            let width = module * code.width
            return Placement(code: (inner.x + (inner.width - width) / 2, inner.y + textHeight + Self.gap, module, bars),
                             text: (inner.x, inner.y, inner.width, textHeight))
        }
    }

    func tooSmall(module: Double, payload: String) -> LabelError {
        let symbology = options.symbology
        return .usage("the labels of \(sheet.name) (\(LabelSheet.millimetres(sheet.labelWidth)) × \(LabelSheet.millimetres(sheet.labelHeight))) are too small for the \(symbology.rawValue) code of “\(payload.prefix(40))”: its modules would be \(String(format: "%.2f", module / LabelSheet.pointsPerMillimetre)) mm, below the \(String(format: "%.2f", symbology.minimumModule / LabelSheet.pointsPerMillimetre)) mm a phone reads at arm's length (docs/labels.md); choose a larger sheet\(symbology == .code128 ? " or --code qr" : "")")
    }

    /// Writes the labels to `path`, `options.startAt - 1` places left free on the first sheet.
    /// Three kinds of work run side by side: the codes are encoded a chunk ahead on the other
    /// cores (libzint's mask choice is most of a QR code's cost), a drawing thread lays the
    /// labels out on pages (fitting and shaping text, filling codes), and this thread writes
    /// each page into the PDF as soon as it is drawn, in order (docs/labels.md, "Speed").
    /// - Throws: `LabelError.usage` naming the sheet and payload of a code that does not fit
    ///   (the caller removes the unfinished file).
    /// - Parameter progress: called on this thread with the number of labels written so far.
    /// - Returns: the labels that lost text to their size, in label order (`LabelLoss`).
    @discardableResult
    public func render(_ items: [LabelItem], to path: String, progress: (Int) -> Void = { _ in }) throws -> [LabelLoss] {
        let pdf = try LabelPDF(path: path, width: sheet.pageWidth, height: sheet.pageHeight)
        pdf.setMetadata(title: options.title)
        let queue = HandOverQueue<LabelPage>(capacity: 4)
        let spent = SpentPages()
        let losses = LabelLoss.Collector()
        let drawer = Thread { [self] in
            YieldingThreads.lowerCurrentThread()
            do { try drawPages(items, into: queue, releasing: spent, losses: losses) } catch { queue.finish(error); return }
            queue.finish(nil)
        }
        drawer.stackSize = 8 << 20
        drawer.start()
        defer { queue.cancelAndWait() }
        while let page = try queue.next() {
            pdf.add(page)
            progress(page.labelsDrawn)
            spent.put(page)
        }
        try pdf.finish()
        return losses.all
    }

    /// The drawing thread: every page, in order, into `queue`; returns early when the writing
    /// side has stopped. The canvas and its pango objects live and die on this thread, and so
    /// do the pages once written (`spent`), as far as the run goes on.
    func drawPages(_ items: [LabelItem], into queue: HandOverQueue<LabelPage>, releasing spent: SpentPages,
                   losses: LabelLoss.Collector = LabelLoss.Collector()) throws {
        let canvas = try LabelCanvas(width: sheet.pageWidth, height: sheet.pageHeight)
        // Payloads on more than one label: their codes are written once a page (`LabelCanvas.draw`).
        var seen = Set<String>(), repeated = Set<String>()
        for item in items where !seen.insert(item.payload).inserted { repeated.insert(item.payload) }
        var slot = max(0, options.startAt - 1) % sheet.labelsPerPage
        if options.outlines { drawOutlines(canvas, from: 0) }
        // A small first chunk, so that drawing starts soon; then chunks large enough that
        // handing them over costs nothing.
        var bounds: [Range<Int>] = []
        var start = 0
        while start < items.count {
            let end = min(items.count, start + (start == 0 ? 64 : 512))
            bounds.append(start..<end)
            start = end
        }
        var next = bounds.first.map { Self.encodeAhead(Array(items[$0]), as: options.symbology) }
        defer { _ = next?.value } // never leave a worker writing into a chunk no one waits for
        for (n, range) in bounds.enumerated() {
            let codes = try next!.value.get()
            next = n + 1 < bounds.count ? Self.encodeAhead(Array(items[bounds[n + 1]]), as: options.symbology) : nil
            for (index, code) in zip(range, codes) {
                if slot == sheet.labelsPerPage {
                    guard queue.put(try canvas.finishPage()) else { return }
                    _ = spent.takeAll()
                    slot = 0
                    if options.outlines { drawOutlines(canvas, from: 0) }
                }
                let frame = sheet.frame(at: slot)
                if let loss = try draw(items[index], code: code, in: canvas, x: frame.x + options.offsetX, y: frame.y + options.offsetY,
                                       shared: repeated.contains(items[index].payload)) {
                    losses.add(loss)
                }
                canvas.labelsDrawn = index + 1
                slot += 1
            }
        }
        _ = queue.put(try canvas.finishPage())
    }

    /// A chunk's codes, encoded on a worker thread while the chunk before is drawn.
    static func encodeAhead(_ items: [LabelItem], as symbology: LabelSymbology) -> Pending<Result<[CodeVector], any Error>> {
        Pending.computing { try encode(items, as: symbology) }
    }

    /// The codes of `items` in their order, encoded concurrently: each iteration writes its
    /// own slot only.
    static func encode(_ items: [LabelItem], as symbology: LabelSymbology) throws -> [CodeVector] {
        struct Slots: @unchecked Sendable { let base: UnsafeMutablePointer<Result<CodeVector, Error>> }
        let slots = Slots(base: .allocate(capacity: items.count))
        defer { slots.base.deinitialize(count: items.count); slots.base.deallocate() }
        DispatchQueue.concurrentPerform(iterations: items.count) { i in
            (slots.base + i).initialize(to: Result { try ZintEncoder.encode(items[i].payload, as: symbology) })
        }
        return try UnsafeBufferPointer(start: slots.base, count: items.count).map { try $0.get() }
    }

    func drawOutlines(_ canvas: LabelCanvas, from first: Int) {
        for i in first..<sheet.labelsPerPage {
            let f = sheet.frame(at: i)
            canvas.outline(x: f.x + options.offsetX, y: f.y + options.offsetY, width: f.width, height: f.height, radius: sheet.cornerRadius)
        }
    }

    /// One label: the code, then number, title and fields from the top of the text box.
    /// - Returns: what of its text did not fit, nil when all of it did.
    @discardableResult
    func draw(_ item: LabelItem, code: CodeVector, in canvas: LabelCanvas, x: Double, y: Double, shared: Bool = false) throws -> LabelLoss? {
        let p = try placement(for: code, payload: item.payload)
        if let c = p.code { canvas.draw(code, x: x + c.x, y: y + c.y, module: c.module, barHeight: c.barHeight, key: shared ? item.payload : nil) }
        let box = p.text
        // The number's size depends on the box alone, so that every label of a sheet shows
        // it alike: room for it, two lines of title and two fields. The title starts below
        // it, fields below the title; what then overflows the box shrinks once in proportion,
        // and fields that still do not fit are left off.
        var fields = item.fields
        let titleLines = box.height > 60 ? 3 : 2
        let base = min(14, max(LabelRenderOptions.minimumTextSize, box.height / ((1.5 + 2 + 1.7) * 1.2)))
        let number = item.number ?? ""
        let fittedNumber = canvas.fit(number, size: min(24, base * 1.6), minimum: LabelRenderOptions.minimumNumberSize, bold: true, width: box.width, lines: 1, slot: 0)
        let numberHeight = number.isEmpty ? 0 : fittedNumber.height
        var scale = 1.0
        var fittedTitle = LabelCanvas.Fitted(size: 0, height: 0, ellipsized: false, slot: 1), fittedFields: [LabelCanvas.Fitted] = []
        func fitAll() {
            let titleSize = max(LabelRenderOptions.minimumTextSize, min(base, number.isEmpty ? base : fittedNumber.size * 0.75) * scale)
            fittedTitle = canvas.fit(item.title, size: titleSize, minimum: LabelRenderOptions.minimumTextSize, bold: false, width: box.width, lines: titleLines, slot: 1)
            let fieldSize = max(LabelRenderOptions.minimumTextSize, min(base * 0.85 * scale, fittedTitle.size * 0.9))
            // Fields repeat from label to label (ten brands over 10,000 watches): each
            // distinct one is shaped once (`LabelCanvas.fit(reuse:)`).
            fittedFields = fields.enumerated().map { canvas.fit($1, size: fieldSize, minimum: LabelRenderOptions.minimumTextSize, bold: false, width: box.width, lines: 1, slot: 2 + $0, reuse: true) }
        }
        func used() -> Double { numberHeight + fittedTitle.height + fittedFields.reduce(0) { $0 + $1.height } }
        fitAll()
        if used() > box.height {
            scale = max(0.5, (box.height - numberHeight) / max(1, used() - numberHeight))
            fitAll()
        }
        // Leaving a field off changes neither the title's size nor the other fields' (the
        // scale stays): their fits stand, the last is only dropped.
        var leftOff: [String] = []
        while !fields.isEmpty && used() > box.height {
            leftOff.insert(fields.removeLast(), at: 0)
            fittedFields.removeLast()
        }
        let total = used()
        var ty = y + box.y + max(0, (box.height - total) / 2)
        if !number.isEmpty {
            canvas.draw(fittedNumber, x: x + box.x, y: ty)
            ty += fittedNumber.height
        }
        canvas.draw(fittedTitle, x: x + box.x, y: ty)
        ty += fittedTitle.height
        for fitted in fittedFields {
            canvas.draw(fitted, x: x + box.x, y: ty)
            ty += fitted.height
        }
        let cut = zip(fields, fittedFields).filter { $0.1.ellipsized }.map(\.0)
        guard fittedTitle.ellipsized || !cut.isEmpty || !leftOff.isEmpty else { return nil }
        return LabelLoss(itemID: item.itemID, number: item.number, title: item.title, titleCut: fittedTitle.ellipsized,
                         cut: cut, leftOff: leftOff)
    }
}
