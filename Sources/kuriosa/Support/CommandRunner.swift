import Foundation
import KuriosaStore

/// A subcommand: its name, its help text, and what it does.
protocol Command {
    static var name: String { get }
    static var summary: String { get }
    static var help: String { get }
    static var spec: Arguments.Spec { get }
    static func run(_ args: Arguments) throws -> ExitCode
}

/// Finds the subcommand, parses its options, runs it, and turns every error into a message
/// on stderr and an exit code (docs/cli.md).
enum CommandRunner {
    static var commands: [any Command.Type] { [
        InitCommand.self, InfoCommand.self, CheckCommand.self, MigrateCommand.self, TemplatesCommand.self,
        ImportCommand.self, ExportCommand.self, ExportTemplatesCommand.self, PreviewsCommand.self, MergeCommand.self, SyncCommand.self,
        HistoryCommand.self, UndoCommand.self, LabelsCommand.self, FindCommand.self, CodesCommand.self,
    ] }

    static var usage: String {
        var s = """
        kuriosa — works on the encrypted collection libraries of the Kuriosa catalog app.

        Usage: kuriosa <command> [options]    (kuriosa <command> --help for more)

        Commands:

        """
        for c in commands { s += "  " + c.name.padding(toLength: 12, withPad: " ", startingAt: 0) + c.summary + "\n" }
        s += """

        Exit codes: 0 success, 1 problems found (check) or nothing found (find), 2 error
        (nothing was written), 3 partly done (some rows or links rejected, see the report),
        64 wrong usage, 130 interrupted.
        """
        return s
    }

    static func run(_ argv: [String]) -> ExitCode {
        guard let first = argv.first else {
            Terminal.note(usage)
            return .usage
        }
        if first == "--help" || first == "-h" || first == "help" {
            Terminal.out(usage)
            return .success
        }
        if first == "--version" {
            Terminal.out("kuriosa 0.1.0 (catalog schema \(CatalogSchema.currentVersion), library format \(Manifest.supportedFormatVersion))")
            return .success
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            Terminal.error("unknown command '\(first)'\n\n" + usage)
            return .usage
        }
        do {
            var spec = command.spec
            spec.flags.insert("help")
            let args = try Arguments(Array(argv.dropFirst()), spec: spec)
            if args.has("help") {
                Terminal.out(command.help)
                return .success
            }
            return try command.run(args)
        } catch let error as UsageError {
            Terminal.error("\(command.name): \(error.description)\nRun 'kuriosa \(command.name) --help' for its options.")
            return .usage
        } catch let exit as ExitWith {
            return exit.code
        } catch {
            Terminal.error("\(error)")
            return .failure
        }
    }
}
