import Foundation
import KuriosaStore

/// A subcommand: its table (options, help) and what it does with the parsed arguments.
protocol Command {
    static var table: CommandTable { get }
    static func run(_ args: Arguments) throws -> ExitCode
}

extension Command {
    static var name: String { table.name }
    static var summary: String { table.summary }
    static var help: String { HelpText.render(table) }
}

/// Finds the subcommand, parses its options by its table, runs it, and turns every error into
/// a message on stderr and an exit code (docs/cli.md).
enum CommandRunner {
    static var commands: [any Command.Type] { [
        InitCommand.self, InfoCommand.self, CheckCommand.self, MigrateCommand.self, TemplatesCommand.self,
        ImportCommand.self, ExportCommand.self, ExportTemplatesCommand.self, PreviewsCommand.self, MergeCommand.self, SyncCommand.self,
        HistoryCommand.self, UndoCommand.self, LabelsCommand.self, FindCommand.self, CodesCommand.self, KeysCommand.self,
        HelpCommand.self, CompletionsCommand.self, ManCommand.self,
    ] }

    static let version = "0.1.0"

    static var usage: String {
        var s = """
        kuriosa — works on the encrypted collection libraries of the Kuriosa catalog app.

        Usage: kuriosa <command> [options]    (kuriosa <command> --help or kuriosa help <command> for more)

        Commands:

        """
        let width = commands.map { $0.name.count }.max()! + 2
        for c in commands {
            let label = "  " + c.name + String(repeating: " ", count: width - c.name.count)
            s += label + HelpText.wrap(c.summary, width: HelpText.width - label.count, indent: "")
                .joined(separator: "\n" + String(repeating: " ", count: label.count)) + "\n"
        }
        s += """

        Exit codes: 0 success, 1 problems found (check) or nothing found (find), 2 error
        (nothing was written), 3 partly done (some rows or links rejected, see the report),
        64 wrong usage, 75 busy (another refresh of the library), 130 interrupted.
        """
        return s
    }

    static func command(named name: String) -> (any Command.Type)? { commands.first { $0.name == name } }

    static func run(_ argv: [String]) -> ExitCode {
        guard let first = argv.first else {
            Terminal.note(usage)
            return .usage
        }
        if first == "--help" || first == "-h" {
            Terminal.out(usage)
            return .success
        }
        if first == "--version" {
            Terminal.out("kuriosa \(version) (catalog schema \(CatalogSchema.currentVersion), library format \(Manifest.supportedFormatVersion))")
            return .success
        }
        guard let command = command(named: first) else {
            // One line, with the nearest name: the whole help buried the typo (#27).
            let near = NearestName.to(first, among: commands.map { $0.name }).map { " (did you mean '\($0)'?)" } ?? ""
            Terminal.error("unknown command '\(first)'\(near); 'kuriosa --help' lists the commands")
            return .usage
        }
        do {
            var args = try Arguments(Array(argv.dropFirst()), table: command.table)
            if args.wantsHelp {
                Terminal.out(HelpText.render(command.table, action: args.givenAction.flatMap { command.table.actions.contains($0) ? $0 : nil }))
                return .success
            }
            try args.validate()
            return try command.run(args)
        } catch let error as UsageError {
            Terminal.error("\(command.name): \(error.description)\nRun 'kuriosa \(command.name) --help' for its options.")
            return .usage
        } catch let exit as ExitWith {
            return exit.code
        } catch let error as StoreError {
            Terminal.error("\(error)")
            // Another process held the library's lock past --lock-wait: not now, try again.
            if case .busy = error { return .busy }
            return .failure
        } catch let error as DatabaseError where [11, 26].contains(error.code & 0xFF) {
            // SQLITE_CORRUPT or SQLITE_NOTADB met while reading: the documented message, not
            // SQLite's code and statement (docs/store.md#a-damaged-catalog-is-never-sealed-again).
            Terminal.error("the catalog decrypts, but its SQLite database is damaged (\(error.message)); nothing was written. "
                           + "Run `kuriosa check` and restore a backup or an undamaged copy")
            return .failure
        } catch let error as PackageLockWait.Cancelled {
            Terminal.error("\(error)")
            return .interrupted
        } catch {
            Terminal.error("\(error)")
            return .failure
        }
    }
}
