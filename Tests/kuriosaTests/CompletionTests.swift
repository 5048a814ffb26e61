import Foundation
import KuriosaTestSupport
import Testing

/// The completion scripts, made from the commands' tables: bash's driven through its own
/// `complete` machinery (the `_kuriosa` function the script registers), zsh's and fish's read
/// by their shells' parsers (scripts/install-deps.sh installs zsh and fish).
@Suite struct CompletionTests {
    /// What bash offers for `words` with the cursor on the last one.
    static func bash(_ words: [String], environment: [String: String] = [:]) throws -> [String] {
        let kuriosa = TestProcess.executable("kuriosa").path
        let script = """
        source <("$KURIOSA" completions bash) || exit 9
        [[ "$(complete -p kuriosa)" == *"-F _kuriosa"* ]] || exit 8
        COMP_WORDS=("$KURIOSA" \(words.dropFirst().map { "'" + $0 + "'" }.joined(separator: " "))); COMP_CWORD=\(words.count - 1); _kuriosa
        printf '%s\\n' "${COMPREPLY[@]}"
        """
        let r = try TestProcess.run(URL(fileURLWithPath: "/bin/bash"), ["--norc", "-c", script],
                                    environment: environment.merging(["KURIOSA": kuriosa]) { _, new in new })
        #expect(r.status == 0, "\(r.stderr)")
        return r.stdout.split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesCommands() throws {
        #expect(try Self.bash(["kuriosa", "exp"]) == ["export", "export-templates"])
        #expect(try Self.bash(["kuriosa", "com"]) == ["completions"])
        #expect(try Self.bash(["kuriosa", "help", "im"]) == ["import"])
    }

    @Test func bashCompletesOptions() throws {
        #expect(try Self.bash(["kuriosa", "import", "lib", "--enc"]) == ["--encoding"])
        #expect(try Self.bash(["kuriosa", "init", "x", "--it"]) == ["--iterations"])
        let export = try Self.bash(["kuriosa", "export", "lib", "--"])
        for option in ["--template", "--output", "--since-report", "--sheet-per-collection", "--recovery-key-file", "--help"] {
            #expect(export.contains(option), "\(option) in \(export)")
        }
        #expect(try Self.bash(["kuriosa", "labels", "lib", "-"]).contains("-o"))
    }

    @Test func bashCompletesValuesAndActions() throws {
        #expect(try Self.bash(["kuriosa", "import", "lib", "f.csv", "--date-order", ""]) == ["dmy", "mdy"])
        #expect(try Self.bash(["kuriosa", "export", "lib", "--format", "p"]) == ["pdf"])
        #expect(try Self.bash(["kuriosa", "previews", "s"]) == ["status", "show"])
        #expect(try Self.bash(["kuriosa", "completions", "f"]) == ["fish"])
        // After LIBRARY: export-templates' actions; a valued option's value is not counted.
        #expect(try Self.bash(["kuriosa", "export-templates", "--catalog", "c.db", "lib", "re"]) == ["remove"])
        #expect(try Self.bash(["kuriosa", "export-templates", "lib", "re"]) == ["remove"])
        // A FILE value completes file names.
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data().write(to: folder.appendingPathComponent("key-file.txt"))
        #expect(try Self.bash(["kuriosa", "info", "lib", "--recovery-key-file", folder.path + "/key"]) == [folder.path + "/key-file.txt"])
    }

    /// `--template` offers the built-in export templates and file names; `labels --sheet`
    /// the preset sheets.
    @Test func bashCompletesTemplatesAndSheets() throws {
        #expect(try Self.bash(["kuriosa", "export", "lib", "--template", "in"]) == ["inventory", "insurance"])
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{}".utf8).write(to: folder.appendingPathComponent("mine.json"))
        #expect(try Self.bash(["kuriosa", "export", "lib", "--template", folder.path + "/mi"]) == [folder.path + "/mine.json"])
        // With a key in the environment, the library's own templates too (by ID).
        let sample = try ExportCommandTests.SampleCopy()
        let inventory = try String(contentsOf: Fixtures.root.appendingPathComponent("ExportTemplates/inventory.json"), encoding: .utf8)
        let own = sample.folder.appendingPathComponent("mine.json")
        try Data(inventory.replacingOccurrences(of: "\"builtin.inventory\"", with: "\"custom.safe-list\"").utf8).write(to: own)
        #expect(try sample.run(["export-templates", sample.library.path, "add", own.path]).status == 0)
        #expect(try Self.bash(["kuriosa", "export", sample.library.path, "--template", "cus"], environment: sample.environment) == ["custom.safe-list"])
        #expect(try Self.bash(["kuriosa", "export", sample.library.path, "--template", "cus"]).isEmpty, "no key, no unlocking")
        #expect(try Self.bash(["kuriosa", "labels", "lib", "--sheet", "avery-l71"]) == ["avery-l7160", "avery-l7163"])
        #expect(try Self.bash(["kuriosa", "labels", "lib", "--sheet", "bro"]) == ["brother-dk22205"])
    }

    @Test func zshAndFishScriptsParse() throws {
        for (shell, check) in [("zsh", ["zsh", "-n"]), ("fish", ["fish", "--no-execute"])] {
            let r = try TestProcess.kuriosa(["completions", shell])
            #expect(r.status == 0 && r.stdout.contains("kuriosa"))
            let folder = try TestFolder.make()
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("kuriosa." + shell)
            try Data(r.stdout.utf8).write(to: file)
            let parsed = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/" + check[0]), Array(check.dropFirst()) + [file.path])
            #expect(parsed.status == 0, "\(shell): \(parsed.stderr)")
        }
        #expect(try TestProcess.kuriosa(["completions", "tcsh"]).status == 64)
    }
}
