import Foundation
import KuriosaTestSupport
import Testing

/// Box labels (`kuriosa labels --places`, docs/labels.md#box-labels) through real processes:
/// a label a place with its name, path and count; zbarimg reads every code off a 300 dpi
/// rendering of its label; `kuriosa find` of the code lists the place's pieces, inner places
/// included; nothing is written to the library.
@Suite("labels: boxes and shelves", .serialized)
struct PlaceLabelCommandTests {
    @Test("every place's code reads back and finds the pieces inside it")
    func everyPlaceReadsBack() throws {
        let fixture = try LabelFixture()
        let before = try fixture.snapshot()
        let sheet = try #require(SheetGeometry.all.first { $0.preset == "avery-l7163" })
        let pdf = fixture.folder.appendingPathComponent("boxes.pdf")
        let report = try fixture.labels(["--places", "--sheet", sheet.preset, "--contents", "2"], output: pdf)
        let places = try #require(report["places"] as? [[String: Any]])
        #expect(places.count >= 11 && report["linked"] as? Int == 0, "the sample has 11 places and more: \(places.map { $0["path"] ?? "" })")
        #expect(try fixture.snapshot() == before, "box labels link nothing and write nothing")
        #expect(try LabelFixture.tool("qpdf", ["--check", pdf.path]).status == 0)
        try FileManager.default.createDirectory(at: LabelFixture.artifacts, withIntermediateDirectories: true)
        _ = try LabelFixture.tool("pdftoppm", ["-r", "150", "-f", "1", "-l", "1", "-png", "-singlefile", pdf.path,
                                               LabelFixture.artifacts.appendingPathComponent("places").path])

        let (crops, texts) = try fixture.labels(pdf, sheet: sheet, count: places.count)
        let decoded = try LabelFixture.decode(crops)
        for (i, place) in places.enumerated() {
            let payload = try #require(place["payload"] as? String), id = try #require(place["id"] as? String)
            #expect(payload == "KP-" + id.replacingOccurrences(of: "-", with: "").uppercased(), "the form docs/labels.md gives: \(payload)")
            #expect(decoded[crops[i].path] == [payload], "label \(i + 1): zbarimg read \(decoded[crops[i].path] ?? []), expected \(payload)")
            let name = try #require(place["name"] as? String), pieces = try #require(place["pieces"] as? Int)
            #expect(LabelRenderTests.shows(name, in: texts[i]), "label \(i + 1) shows \(texts[i]), not \(name)")
            #expect(texts[i].contains("\(pieces) piece"), "label \(i + 1) shows \(texts[i]), not its count \(pieces)")

            // The scanned code lists what the label counts, inner places included.
            let found = try fixture.run("find", [decoded[crops[i].path]?.first ?? payload, "--json"])
            #expect(found.status == 0, "\(found.stderr)")
            let answer = try LabelCommandTests.json(found)
            let matches = try #require(answer["matches"] as? [[String: Any]])
            #expect(matches.count == pieces, "\(name): find lists \(matches.count), the label counts \(pieces)")
            let path = try #require(place["path"] as? String)
            #expect(matches.allSatisfy { ($0["place"] as? String).map { $0 == path || $0.hasPrefix(path + " › ") } ?? false }, "\(matches)")
            #expect((answer["place"] as? [String: Any])?["path"] as? String == path)
        }
        // Home holds the office's safe and the bedroom: its count is theirs together.
        let count = { (path: String) in places.first { $0["path"] as? String == path }?["pieces"] as? Int ?? -1 }
        #expect(count("Home") == count("Home › Office") + count("Home › Bedroom") && count("Home") > 0)
        #expect(try fixture.snapshot() == before, "find reads only")
    }

    @Test("named places by name, path or ID; an unknown one, --fields or --contents alone is wrong usage")
    func namedPlacesAndUsage() throws {
        let fixture = try LabelFixture()
        let pdf = fixture.folder.appendingPathComponent("two.pdf")
        let report = try fixture.labels(["--places", "Safe", "cellar > rack a", "--sheet", "dymo-99012"], output: pdf)
        let places = try #require(report["places"] as? [[String: Any]])
        #expect(places.compactMap { $0["path"] as? String } == ["Home › Office › Safe", "Cellar › Rack A"])
        let text = try LabelFixture.tool("pdftotext", [pdf.path, "-"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("Safe") && text.contains("Home › Office › Safe") && text.contains("Rack A"), "\(text)")

        for (arguments, message) in [(["--places", "Attic"], "no place has the ID, path or name “Attic”"),
                                     (["--places", "--fields", "brand"], "--fields is for pieces' labels"),
                                     (["--contents", "2"], "--contents is for --places"),
                                     (["Safe"], "places are labelled with --places")] {
            let r = try fixture.run("labels", ["-o", fixture.folder.appendingPathComponent("x.pdf").path] + arguments)
            #expect(r.status == 64 && r.stderr.contains(message), "\(arguments): \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: fixture.folder.appendingPathComponent("x.pdf").path))
        }
        let unknown = try fixture.run("find", ["KP-00000000000000000000000000000000"])
        #expect(unknown.status == 1 && unknown.stdout.contains("no place of this library has this code"), "\(unknown.stdout)")
    }
}
