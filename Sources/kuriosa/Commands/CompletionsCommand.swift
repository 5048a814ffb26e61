/// `kuriosa completions bash|zsh|fish`: a completion script made from every command's table.
enum CompletionsCommand: Command {
    static let shells = ["bash", "zsh", "fish"]
    static let table = CommandTable(
        name: "completions", summary: "print a shell completion script for bash, zsh or fish",
        forms: [.init(actions: shells, [.action])],
        about: """
        Prints a script that completes commands, options, their values (choices, files,
        folders) and actions. scripts/install.sh installs all three; by hand:

          bash: source <(kuriosa completions bash)     (or save it in ~/.local/share/bash-completion/completions/kuriosa)
          zsh:  kuriosa completions zsh > "${fpath[1]}/_kuriosa"
          fish: kuriosa completions fish > ~/.config/fish/completions/kuriosa.fish
        """,
        footer: "Exit codes: 0 printed, 64 wrong usage.")

    static func run(_ args: Arguments) throws -> ExitCode {
        guard let shell = args.action else { throw UsageError("missing the shell (bash, zsh or fish)") }
        let tables = CommandRunner.commands.map { $0.table }
        switch shell {
        case "bash": Terminal.out(ShellCompletion.bash(tables))
        case "zsh": Terminal.out(ShellCompletion.zsh(tables))
        case "fish": Terminal.out(ShellCompletion.fish(tables))
        default: throw UsageError("completions are made for bash, zsh or fish, not '\(shell)'")
        }
        return .success
    }
}
