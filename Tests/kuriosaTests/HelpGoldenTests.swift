import Foundation
import KuriosaTestSupport
import Testing

/// Every command's `--help` (and each action's, `previews refresh --help`) against a file in
/// Golden/, so a change to a command's table shows in review as a change of its help. After a
/// deliberate change: `KURIOSA_UPDATE_GOLDEN=1 swift test --skip-build --filter HelpGoldenTests`
/// (or scripts/update-cli-golden.sh) rewrites the files and docs/kuriosa.1.
@Suite struct HelpGoldenTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static var updating: Bool { ProcessInfo.processInfo.environment["KURIOSA_UPDATE_GOLDEN"] == "1" }

    /// The commands `kuriosa --help` lists, in its order.
    static func commands() throws -> [String] {
        let help = try TestProcess.kuriosa(["--help"]).stdout
        let list = help.components(separatedBy: "Commands:\n")[1].components(separatedBy: "\n\n")[0]
        // A command's line starts with two spaces; a wrapped summary continues further in.
        return list.split(separator: "\n").filter { !$0.hasPrefix("   ") }.compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    /// Commands whose first argument is an action with help of its own.
    static let actions: [String: [String]] = [
        "previews": ["refresh", "on", "off", "status", "show", "extract"],
        "codes": ["add", "remove", "list"],
        "templates": ["list", "show", "validate"],
    ]

    static func compare(_ arguments: [String], with name: String) throws {
        let r = try TestProcess.kuriosa(arguments)
        #expect(r.status == 0, "\(arguments): \(r.stderr)")
        let file = golden.appendingPathComponent(name + ".txt")
        if updating {
            try Data(r.stdout.utf8).write(to: file)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(r.stdout == expected, "\(arguments.joined(separator: " ")) differs from Golden/\(name).txt")
    }

    @Test func theGeneralHelp() throws {
        try Self.compare(["--help"], with: "kuriosa")
        let list = try Self.commands()
        #expect(list.contains("export-templates") && list.contains("completions") && list.contains("man"), "\(list)")
    }

    @Test func everyCommandsHelp() throws {
        for command in try Self.commands() {
            try Self.compare([command, "--help"], with: command)
        }
    }

    @Test func everyActionsHelp() throws {
        for (command, actions) in Self.actions {
            for action in actions { try Self.compare([command, action, "--help"], with: command + "." + action) }
        }
    }

    @Test func helpCommandEqualsHelpOption() throws {
        for command in try Self.commands() {
            let viaHelp = try TestProcess.kuriosa(["help", command])
            #expect(viaHelp.status == 0)
            #expect(viaHelp.stdout == (try TestProcess.kuriosa([command, "--help"])).stdout, "kuriosa help \(command)")
        }
        #expect(try TestProcess.kuriosa(["help"]).stdout == (try TestProcess.kuriosa(["--help"])).stdout)
        #expect(try TestProcess.kuriosa(["help", "nosuch"]).status == 64)
    }

    @Test func noGoldenFileIsLeftOver() throws {
        var expected = Set(try Self.commands() + ["kuriosa"])
        for (command, actions) in Self.actions { for action in actions { expected.insert(command + "." + action) } }
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.golden.path).filter { $0.hasSuffix(".txt") }
        #expect(Set(files.map { String($0.dropLast(4)) }) == expected)
    }

    /// The layout bugs of before: a command name cut short, the unlock note inside an option
    /// list, init's usage line without --iterations.
    @Test func layout() throws {
        let general = try TestProcess.kuriosa(["--help"]).stdout
        #expect(general.contains("  export-templates  list, show, add or remove export templates"), "\(general)")
        let initHelp = try TestProcess.kuriosa(["init", "--help"]).stdout
        let usage = initHelp.components(separatedBy: "\n\n")[0]
        #expect(usage.contains("--iterations N"), "\(usage)")
        for command in try Self.commands() {
            let help = try TestProcess.kuriosa([command, "--help"]).stdout
            guard let note = help.range(of: "Without --recovery-key-file") else { continue }
            // The note closes the Library section: a blank line follows it, never an option.
            let after = help[note.upperBound...].components(separatedBy: "\n\n").first ?? ""
            #expect(!after.contains("\n  --"), "\(command): an option follows the unlock note")
        }
    }
}
