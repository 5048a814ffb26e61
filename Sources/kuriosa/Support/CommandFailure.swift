/// A failure the command itself words (a file it cannot read, a template that does not
/// validate): printed as `kuriosa: <message>`, exit 2, nothing written. Mistakes in how the
/// command was called are `UsageError` (exit 64); the modules' own errors (`StoreError`, …)
/// pass through as they are.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
