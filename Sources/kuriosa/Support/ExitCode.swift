/// Exit codes, the same for every command (documented in docs/cli.md and in `--help`).
enum ExitCode: Int32 {
    /// Everything worked.
    case success = 0
    /// The command ran and found problems (`check`).
    case problemsFound = 1
    /// A fatal error: bad input, a wrong key, a damaged or newer file. Nothing was written.
    case failure = 2
    /// Partly done: some rows or links were rejected and reported, the rest was written.
    case partial = 3
    /// The command line was wrong.
    case usage = 64
    /// Not now: another job holds the library (`previews refresh` without `--wait`); try
    /// again later (sysexits' EX_TEMPFAIL). Nothing was read or written.
    case busy = 75
    /// Interrupted (Ctrl-C).
    case interrupted = 130
}

/// Thrown by a command that has already printed its report and wants a specific exit code.
struct ExitWith: Error {
    let code: ExitCode
}
