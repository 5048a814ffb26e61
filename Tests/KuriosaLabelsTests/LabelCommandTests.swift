import Foundation
import KuriosaTestSupport
import Testing

/// `kuriosa labels`, `find` and `codes` as a person runs them: links in one batch that
/// `kuriosa undo` takes back, `kuriosa check` passing after each step, refusals that name
/// the sheet or the piece and leave the library byte for byte as it was.
@Suite("labels, find and codes through kuriosa", .serialized)
struct LabelCommandTests {
    static func json(_ r: TestProcess.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], "\(r.stdout)\(r.stderr)")
    }

    func check(_ fixture: LabelFixture, _ step: String) throws {
        let r = try fixture.run("check", [])
        #expect(r.status == 0, "kuriosa check after \(step): \(r.stdout)\(r.stderr)")
    }

    @Test("labels link new payloads in one batch; find finds each; undo takes them back; check passes")
    func labelsFindUndo() throws {
        let fixture = try LabelFixture()
        let pdf = fixture.folder.appendingPathComponent("labels.pdf")
        let report = try fixture.labels(["--sheet", "avery-l7163", "--code", "code128"], output: pdf)
        let items = try #require(report["items"] as? [[String: Any]])
        #expect(report["linked"] as? Int == items.count)
        let payloads = items.compactMap { $0["payload"] as? String }
        #expect(payloads.allSatisfy { $0.count == 18 && $0.hasPrefix("K1") }, "\(payloads)")
        #expect(Set(payloads).count == payloads.count)
        try check(fixture, "labels")
        // Code 128 bars read back too.
        let png = fixture.folder.appendingPathComponent("page.png")
        _ = try LabelFixture.tool("pdftoppm", ["-r", "300", "-f", "1", "-l", "1", "-png", "-singlefile", pdf.path, png.deletingPathExtension().path])
        let decoded = try LabelFixture.decode(png)
        #expect(Set(decoded) == Set(payloads.prefix(14)), "zbarimg read \(decoded)")
        // A desk scanner types one code a line: every printed payload is found.
        let scanned = try fixture.run("find", ["-", "--json"], stdin: payloads.joined(separator: "\n") + "\n")
        #expect(scanned.status == 0, "\(scanned.stderr)")
        let answers = scanned.stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(answers.count == payloads.count)
        for (answer, item) in zip(answers, items) {
            #expect(answer["found"] as? Bool == true && answer["id"] as? String == item["id"] as? String, "\(answer)")
        }
        // A second run prints the same codes and links nothing.
        let again = try fixture.labels(["--sheet", "avery-l7163"], output: pdf)
        #expect(again["linked"] as? Int == 0)
        #expect((again["items"] as? [[String: Any]])?.compactMap { $0["payload"] as? String } == payloads)
        // Undo the batch: the codes are gone, check passes, find no longer knows them.
        let undo = try fixture.run("undo", ["--batch", try #require(report["batchID"] as? String)])
        #expect(undo.status == 0, "\(undo.stderr)")
        try check(fixture, "undo of the labels")
        let gone = try fixture.run("find", [payloads[0]])
        #expect(gone.status == 1)
        let list = try Self.json(try fixture.codes(["list", "--json"]))
        #expect((list["codes"] as? [Any])?.isEmpty == true)
    }

    @Test("codes add, a code of another piece refused naming it, remove, undo, check")
    func codesAddRemove() throws {
        let fixture = try LabelFixture()
        let added = try fixture.codes(["add", "K-0012", "8001234567890", "--json"])
        #expect(added.status == 0, "\(added.stderr)")
        try check(fixture, "codes add")
        let before = try fixture.snapshot()
        let taken = try fixture.codes(["add", "K-0013", "8001234567890"])
        #expect(taken.status == 2)
        #expect(taken.stderr.contains("K-0012") && taken.stderr.contains("Barolo"), "\(taken.stderr)")
        #expect(try fixture.snapshot() == before, "a refused link changed the library")
        // The wine's own code is what its label prints.
        let pdf = fixture.folder.appendingPathComponent("wine.pdf")
        let report = try fixture.labels(["--sheet", "avery-l7160", "--collection", "Wine cellar"], output: pdf)
        let barolo = (report["items"] as? [[String: Any]])?.first { $0["number"] as? String == "K-0012" }
        #expect(barolo?["payload"] as? String == "8001234567890" && barolo?["new"] as? Bool == false)
        let removed = try fixture.codes(["remove", "8001234567890", "--json"])
        #expect(removed.status == 0, "\(removed.stderr)")
        try check(fixture, "codes remove")
        #expect(try fixture.run("find", ["8001234567890"]).status == 1)
        let undo = try fixture.run("undo", [])
        #expect(undo.status == 0, "\(undo.stderr)")
        try check(fixture, "undo of codes remove")
        let found = try Self.json(try fixture.run("find", ["8001234567890", "--json"]))
        #expect(found["number"] as? String == "K-0012")
        #expect(try fixture.codes(["remove", "NOT-A-CODE"]).status == 2)
    }

    @Test("a label too small for its code is wrong usage naming the sheet; nothing is written")
    func tooSmall() throws {
        let fixture = try LabelFixture()
        let before = try fixture.snapshot()
        let pdf = fixture.folder.appendingPathComponent("small.pdf")
        let r = try fixture.run("labels", ["--sheet", "avery-l7651", "--code", "code128", "-o", pdf.path])
        #expect(r.status == 64)
        #expect(r.stderr.contains("Avery L7651"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: pdf.path))
        let unknown = try fixture.run("labels", ["--sheet", "avery-l9999", "-o", pdf.path])
        #expect(unknown.status == 64 && unknown.stderr.contains("avery-l9999"), "\(unknown.stderr)")
        let field = try fixture.run("labels", ["--fields", "no_such_field", "-o", pdf.path])
        #expect(field.status == 64 && field.stderr.contains("no_such_field"), "\(field.stderr)")
        #expect(try fixture.snapshot() == before)
    }

    @Test("--start-at leaves used labels free; --dry-run links nothing; a Data Matrix reads back")
    func startAtAndDataMatrix() throws {
        let fixture = try LabelFixture()
        let before = try fixture.snapshot()
        let pdf = fixture.folder.appendingPathComponent("dm.pdf")
        let report = try fixture.labels(["--sheet", "avery-l7163", "--code", "datamatrix", "--start-at", "13", "--dry-run",
                                         "--collection", "Watches"], output: pdf)
        #expect(report["linked"] as? Int == 0)
        #expect(try fixture.snapshot() == before, "--dry-run changed the library")
        let items = try #require(report["items"] as? [[String: Any]])
        // Slots 13 and 14 hold the first two pieces; the rest go on page 2.
        let sheet = try #require(SheetGeometry.all.first { $0.preset == "avery-l7163" })
        let empty = fixture.folder.appendingPathComponent("empty.png")
        let f0 = sheet.frame(0)
        try LabelFixture.crop(pdf, page: 1, x: f0.x, y: f0.y, width: f0.width, height: f0.height, dpi: 150, to: empty)
        #expect(try LabelFixture.text(pdf, page: 1, x: f0.x, y: f0.y, width: f0.width, height: f0.height).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        let f = sheet.frame(12)
        let png = fixture.folder.appendingPathComponent("dm.png")
        try LabelFixture.crop(pdf, page: 1, x: f.x, y: f.y, width: f.width, height: f.height, dpi: 150, to: png)
        let read = try LabelFixture.tool("dmtxread", ["-n", "-N", "1", png.path])
        #expect(read.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == items.first?["payload"] as? String, "dmtxread: \(read.stdout)\(read.stderr)")
    }

    @Test("--sheet custom: a grid of one's own on A4 reads back; one that does not fit is wrong usage")
    func customSheet() throws {
        let fixture = try LabelFixture()
        let pdf = fixture.folder.appendingPathComponent("custom.pdf")
        let report = try fixture.labels(["--sheet", "custom", "--label", "50x25mm", "--grid", "4x10", "--margins", "10,5",
                                         "--gap", "0,2mm", "--collection", "Coins", "--dry-run"], output: pdf)
        let items = try #require(report["items"] as? [[String: Any]])
        let info = try LabelFixture.tool("pdfinfo", [pdf.path]).stdout
        #expect(info.contains("595.276 x 841.89"), "\(info)")
        let mm = 72 / 25.4
        let png = fixture.folder.appendingPathComponent("c.png")
        try LabelFixture.crop(pdf, page: 1, x: 55 * mm, y: 10 * mm, width: 50 * mm, height: 25 * mm, dpi: 300, to: png)
        #expect(try LabelFixture.decode(png) == [items[1]["payload"] as? String ?? ""])
        let wide = try fixture.run("labels", ["--sheet", "custom", "--label", "60x25mm", "--grid", "4x10", "-o", pdf.path])
        #expect(wide.status == 64 && wide.stderr.contains("--sheet custom: the last column ends 30.0 mm beyond the page"), "\(wide.stderr)")
        // Grids too large to multiply are refused before anything multiplies them.
        for grid in ["9999999999x9999999999", "1001x1", "40x30"] {
            let huge = try fixture.run("labels", ["--sheet", "custom", "--label", "5x5mm", "--grid", grid, "-o", pdf.path])
            #expect(huge.status == 64 && huge.stderr.contains("the grid must have 1 to 1000 labels"), "\(grid): \(huge.stderr)")
        }
    }

    @Test("--calibrate writes outlines and a ruler without a library")
    func calibrate() throws {
        let folder = try TestFolder.make("kuriosa-calibrate")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pdf = folder.appendingPathComponent("cal.pdf")
        let r = try TestProcess.kuriosa(["labels", "--calibrate", "--sheet", "L7160", "--offset", "1.5,-0.5", "-o", pdf.path])
        #expect(r.status == 0, "\(r.stderr)")
        let text = try LabelFixture.tool("pdftotext", [pdf.path, "-"]).stdout
        #expect(text.contains("Avery L7160") && text.contains("--offset 1.5,-0.5"), "\(text)")
    }
}

extension LabelFixture {
    func codes(_ arguments: [String]) throws -> TestProcess.Result {
        try TestProcess.kuriosa(["codes", arguments[0], library.path] + arguments.dropFirst() + unlock, environment: environment)
    }
}
