import Foundation
import KuriosaTestSupport
import Testing

/// The insurance report's claim-gaps tables run on with their header (#29): every page a
/// table continues on starts with the header row again. Before, the list of scheduled pieces
/// ran on to the next page without it.
@Suite("Insurance tables repeat their header")
struct InsuranceTableTests {
    @Test func everyPageOfAClaimGapsTableStartsWithItsHeader() throws {
        let lib = try CLILibrary()
        let rows = (0..<160).map { "Watch \($0),Omega,CHF \(1000 + $0)" }.joined(separator: "\n")
        #expect(try lib.importFile(try lib.write("w.csv", "Title,Brand,Estimated value\n" + rows + "\n"),
                                   ["--new-collection", "Watches", "--template", "builtin.watch"]).status == 0)
        let pdf = lib.folder.appendingPathComponent("r.pdf").path
        // A page a piece, so that every page with such rows before them is a claim-gaps page.
        let r = try lib.run(["export", "--template", "insurance", "-o", pdf, "--layout", "pages"])
        #expect(r.status == 0, "\(r.stderr)")
        var continued = 0
        for page in 2...12 {
            let text = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/pdftotext"), ["-f", "\(page)", "-l", "\(page)", "-layout", pdf, "-"]).stdout
            let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            // A page of a claim-gaps table: rows "K-0042 Watch 41   CHF 1,041.00   …".
            guard lines.contains(where: { $0.hasPrefix("K-0") && $0.contains("CHF") }), !lines.contains(where: { $0.hasPrefix("What a claim would lack") }) else { continue }
            continued += 1
            #expect(lines.dropFirst().first?.hasPrefix("Piece") == true, "page \(page) starts with \(lines.prefix(3))")
        }
        #expect(continued >= 2, "the tables ran on to at least two further pages")
    }
}
