/// `kuriosa help [COMMAND]`: the general help, or a command's own (the same as its `--help`).
enum HelpCommand: Command {
    static let table = CommandTable(
        name: "help", summary: "print the help of kuriosa or of one command",
        forms: [.init([.argument(command)])],
        about: "Without COMMAND, the list of commands; with one, the same as 'kuriosa COMMAND --help'.",
        footer: "Exit codes: 0 printed, 64 unknown command.")

    static let command = ArgumentKey.optional("COMMAND")

    static func run(_ args: Arguments) throws -> ExitCode {
        guard let name = args[command] else {
            Terminal.out(CommandRunner.usage)
            return .success
        }
        guard let command = CommandRunner.command(named: name) else {
            throw UsageError("unknown command '\(name)' (kuriosa help lists them)")
        }
        Terminal.out(command.help)
        return .success
    }
}
