import Foundation
import KuriosaTestSupport
import Testing

/// `kuriosa man` is kuriosa(1) in roff; docs/kuriosa.1 is its output, kept up to date here, and
/// groff reads it without a warning.
@Suite struct ManPageTests {
    static let file = RepositoryFiles.root.appendingPathComponent("docs/kuriosa.1")

    @Test func docsCopyIsUpToDate() throws {
        let r = try TestProcess.kuriosa(["man"])
        #expect(r.status == 0)
        if HelpGoldenTests.updating { try Data(r.stdout.utf8).write(to: Self.file) }
        let stored = try String(contentsOf: Self.file, encoding: .utf8)
        #expect(r.stdout == stored, "docs/kuriosa.1 is stale: KURIOSA_UPDATE_GOLDEN=1 swift test --filter ManPageTests")
        for command in try HelpGoldenTests.commands() { #expect(r.stdout.contains(".SS \(command.replacingOccurrences(of: "-", with: "\\-"))\n")) }
    }

    @Test func groffFormatsItWithoutWarnings() throws {
        let r = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/env"),
                                    ["groff", "-man", "-Tutf8", "-ww", "-z", Self.file.path])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
    }

    /// Read at 80 columns (as `man` sets a page for an 80-column terminal: line length 78),
    /// no line is wider than the terminal; the prose was preformatted and ran 146 lines past.
    @Test func itFitsEightyColumns() throws {
        let r = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/env"),
                                    ["groff", "-man", "-Tutf8", "-rLL=78n", "-P-c", "-P-b", "-P-u", Self.file.path])
        #expect(r.status == 0)
        let wide: [String] = r.stdout.components(separatedBy: "\n").filter { $0.count > 80 }
        #expect(wide.isEmpty, "\(wide.count) lines wider than 80 columns, the first: \(wide.first ?? "")")
    }
}
