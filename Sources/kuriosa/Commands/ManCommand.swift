/// `kuriosa man`: the manual page in roff, made from every command's table; docs/kuriosa.1 is
/// its output, kept up to date by a test.
enum ManCommand: Command {
    static let table = CommandTable(
        name: "man", summary: "print the manual page (roff; man -l <(kuriosa man) shows it)",
        forms: [.init([])],
        about: "Prints kuriosa(1) in roff, the same text as docs/kuriosa.1.",
        footer: "Exit codes: 0 printed, 64 wrong usage.")

    static func run(_ args: Arguments) throws -> ExitCode {
        Terminal.out(ManPage.render(CommandRunner.commands.map { $0.table }, version: CommandRunner.version))
        return .success
    }
}
