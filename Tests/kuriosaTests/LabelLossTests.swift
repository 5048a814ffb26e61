import Foundation
import KuriosaTestSupport
import Testing

/// Labels never hide a loss (#29, docs/labels.md, "What does not fit"): text that does not
/// fit at the smallest readable size is cut with an ellipsis or left off, and `kuriosa
/// labels` lists every such label, in its text and in `--json`, and exits 0.
@Suite("Labels name what does not fit")
struct LabelLossTests {
    @Test func cutAndLeftOffFieldsAreListed() throws {
        let lib = try CLILibrary()
        let long = String(repeating: "Manufacture d'horlogerie de la Vallée de Joux ", count: 3)
        let csv = try lib.write("w.csv", "Title,Brand,Reference\nSpeedmaster,Omega,311.30\n\"\(long)\",\"\(long)\",\"\(long)\"\n")
        #expect(try lib.importFile(csv, ["--new-collection", "Watches", "--template", "builtin.watch"]).status == 0)
        let pdf = lib.folder.appendingPathComponent("labels.pdf").path
        let text = try lib.run(["labels", "--sheet", "avery-l7651", "--fields", "brand,reference", "-o", pdf, "--dry-run"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stderr.contains("1 label could not hold all their text at the smallest readable size"), "\(text.stderr)")
        #expect(text.stderr.contains("  K-0002 Manufacture"), "\(text.stderr)")
        #expect(!text.stderr.contains("K-0001 Speedmaster:"), "\(text.stderr)")
        let json = try lib.run(["labels", "--sheet", "avery-l7651", "--fields", "brand,reference", "-o", pdf, "--dry-run", "--json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let cut = try #require(report["cut"] as? [[String: Any]])
        #expect(cut.count == 1 && cut.first?["number"] as? String == "K-0002", "\(cut)")
        let entry = try #require(cut.first)
        let lost = (entry["fieldsCut"] as? [String] ?? []) + (entry["fieldsLeftOff"] as? [String] ?? [])
        #expect(entry["titleCut"] as? Bool == true && !lost.isEmpty, "\(entry)")
        // Both labels are in the PDF (pdftotext gives a cut text whole: cairo keeps the
        // original words of an ellipsis as its ActualText).
        let shown = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/pdftotext"), [pdf, "-"])
        #expect(shown.stdout.contains("K-0001") && shown.stdout.contains("K-0002"), "\(shown.stdout)")
    }
}
