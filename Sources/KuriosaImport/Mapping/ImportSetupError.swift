/// A problem with how the import was asked for (a mapping file, a preset, a template, a
/// collection that does not exist): nothing was read from the CSV yet, and nothing is written.
public struct ImportSetupError: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ message: String) {
        description = message
    }
}
