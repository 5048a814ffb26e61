import Foundation
import KuriosaTestSupport
import Testing

/// What docs/labels.md promises, through real processes: every preset renders; zbarimg reads every
/// code off a 300 dpi rendering of its label; the code names, through item_code
/// (`kuriosa find`), the piece whose number and title that label prints; the outlines lie
/// where the makers' figures put the labels, within 0.2 mm.
@Suite("labels: every preset read back", .serialized)
struct LabelRenderTests {
    @Test("every preset's codes decode and find the piece printed on their label")
    func everyPresetDecodes() throws {
        let fixture = try LabelFixture()
        try FileManager.default.createDirectory(at: LabelFixture.artifacts, withIntermediateDirectories: true)
        for sheet in SheetGeometry.all {
            let pdf = fixture.folder.appendingPathComponent("\(sheet.preset).pdf")
            let report = try fixture.labels(["--sheet", sheet.preset, "--fields", "brand,reference"], output: pdf)
            let items = try #require(report["items"] as? [[String: Any]])
            #expect(items.count == 20, "\(sheet.preset): \(items.count) labels")
            let info = try LabelFixture.tool("qpdf", ["--check", pdf.path])
            #expect(info.status == 0, "\(sheet.preset): qpdf --check: \(info.stdout)")
            // The page a person looks at: the first of every preset, at 150 dpi.
            _ = try LabelFixture.tool("pdftoppm", ["-r", "150", "-f", "1", "-l", "1", "-png", "-singlefile", pdf.path,
                                                   LabelFixture.artifacts.appendingPathComponent(sheet.preset).path])
            // Each label cut out of its page at 300 dpi; zbarimg reads them all in one run.
            let (crops, texts) = try fixture.labels(pdf, sheet: sheet, count: items.count)
            let decoded = try LabelFixture.decode(crops)
            // Through item_code: `kuriosa find` answers every code read, one a line.
            let scanned = items.indices.map { decoded[crops[$0].path]?.first ?? "(nothing read)" }
            let found = try fixture.run("find", ["-", "--json"], stdin: scanned.joined(separator: "\n") + "\n")
            let answers = found.stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
            try #require(answers.count == items.count, "\(sheet.preset): \(found.stdout)\(found.stderr)")
            for (i, item) in items.enumerated() {
                let payload = try #require(item["payload"] as? String)
                #expect(decoded[crops[i].path] == [payload], "\(sheet.preset) label \(i + 1): zbarimg read \(decoded[crops[i].path] ?? []), expected \(payload)")
                let piece = answers[i]
                #expect(piece["code"] as? String == payload, "\(sheet.preset): \(payload) is not in item_code")
                let number = piece["number"] as? String ?? "?", title = piece["title"] as? String ?? "?"
                #expect(texts[i].contains(number), "\(sheet.preset) label \(i + 1) shows \(texts[i]), not \(number)")
                #expect(Self.shows(title, in: texts[i]), "\(sheet.preset) label \(i + 1) shows \(texts[i]), not the title \(title)")
            }
        }
    }

    /// Whether the label's text holds the title's beginning (a long title is cut with "…";
    /// a line break may split a word). pdftotext gives right-to-left text back letter by
    /// letter in the order drawn, so for it the letters of the first word must all be there.
    static func shows(_ title: String, in text: String) -> Bool {
        let squeezed = text.filter { !$0.isWhitespace && $0 != "-" }
        let words = title.split(separator: " ").map { $0.filter { $0 != "-" } }
        if title.unicodeScalars.contains(where: { (0x0590...0x08FF).contains($0.value) }) {
            var letters = Array(squeezed)
            for c in words.first ?? "" {
                guard let i = letters.firstIndex(of: c) else { return false }
                letters.remove(at: i)
            }
            return true
        }
        return words.prefix(2).allSatisfy { squeezed.contains($0.prefix(6)) } || squeezed.contains(String(title.filter { !$0.isWhitespace }.prefix(6)))
    }

    @Test("label outlines lie where the makers' figures put them, within 0.2 mm")
    func outlinesMatchGeometry() throws {
        let fixture = try LabelFixture()
        for sheet in SheetGeometry.all {
            let pdf = fixture.folder.appendingPathComponent("\(sheet.preset)-outlines.pdf")
            _ = try fixture.labels(["--sheet", sheet.preset, "--outlines", "--dry-run", "--code", "none"], output: pdf)
            let base = fixture.folder.appendingPathComponent("page")
            let r = try LabelFixture.tool("pdftoppm", ["-r", "300", "-f", "1", "-l", "1", "-singlefile", pdf.path, base.path])
            try #require(r.status == 0)
            let image = try PPM(Data(contentsOf: base.appendingPathExtension("ppm")))
            let px = 300 / 25.4 // pixels a millimetre
            let pt = 72 / 25.4
            for i in 0..<sheet.perPage {
                let f = sheet.frame(i)
                let (x, y, w, h) = (f.x / pt, f.y / pt, f.width / pt, f.height / pt) // millimetres
                let midY = Int((y + h / 2) * px), midX = Int((x + w / 2) * px)
                let edges: [(String, Double, Double?)] = [
                    ("left", x, image.redRun(row: midY, around: x * px, within: px)),
                    ("right", x + w, image.redRun(row: midY, around: (x + w) * px, within: px)),
                    ("top", y, image.redRun(column: midX, around: y * px, within: px)),
                    ("bottom", y + h, image.redRun(column: midX, around: (y + h) * px, within: px)),
                ]
                for (name, expected, found) in edges {
                    let measured = found.map { $0 / px }
                    #expect(measured.map { abs($0 - expected) <= 0.2 } ?? false,
                            "\(sheet.preset) label \(i + 1) \(name) edge at \(measured.map { String(format: "%.2f", $0) } ?? "none") mm, expected \(expected) mm")
                }
            }
        }
    }
}

/// A binary PPM (P6) as pdftoppm writes it, and where its red outline pixels lie.
struct PPM {
    let width: Int, height: Int
    let pixels: [UInt8]

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        var fields: [String] = [], i = 0, current = ""
        while fields.count < 4, i < bytes.count {
            let c = Character(UnicodeScalar(bytes[i]))
            if c.isWhitespace { if !current.isEmpty { fields.append(current); current = "" } } else { current.append(c) }
            i += 1
        }
        guard fields.count == 4, fields[0] == "P6", let w = Int(fields[1]), let h = Int(fields[2]) else { throw CocoaError(.fileReadCorruptFile) }
        width = w; height = h
        pixels = Array(bytes[i...])
    }

    init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// A part of the image, in pixels (rounded outwards, clipped to the image).
    func crop(x: Double, y: Double, width w: Double, height h: Double) -> PPM {
        let x0 = max(0, Int(x.rounded(.down))), y0 = max(0, Int(y.rounded(.down)))
        let x1 = min(width, Int((x + w).rounded(.up))), y1 = min(height, Int((y + h).rounded(.up)))
        var out: [UInt8] = []
        out.reserveCapacity((x1 - x0) * (y1 - y0) * 3)
        for row in y0..<y1 { out += pixels[((row * width + x0) * 3)..<((row * width + x1) * 3)] }
        return PPM(width: x1 - x0, height: y1 - y0, pixels: out)
    }

    func write(to url: URL) throws {
        try (Data("P6\n\(width) \(height)\n255\n".utf8) + Data(pixels)).write(to: url)
    }

    func isRed(_ x: Int, _ y: Int) -> Bool {
        guard x >= 0, y >= 0, x < width, y < height else { return false }
        let o = (y * width + x) * 3
        let r = Int(pixels[o]), g = Int(pixels[o + 1]), b = Int(pixels[o + 2])
        return r > 120 && r - g > 50 && r - b > 50
    }

    /// The centre (pixels, weighted by redness) of the red pixels on `row` within
    /// `within` pixels of `around`; nil when there are none.
    func redRun(row: Int, around: Double, within: Double) -> Double? {
        centre(Int(around - within)...Int(around + within)) { isRed($0, row) }
    }

    func redRun(column: Int, around: Double, within: Double) -> Double? {
        centre(Int(around - within)...Int(around + within)) { isRed(column, $0) }
    }

    private func centre(_ range: ClosedRange<Int>, _ red: (Int) -> Bool) -> Double? {
        let hits = range.filter(red)
        guard !hits.isEmpty else { return nil }
        return Double(hits.reduce(0, +)) / Double(hits.count) + 0.5
    }
}
