/// A problem with how the import was asked for (a mapping file, a preset, a template, a
/// collection that does not exist): nothing was read from the CSV yet, and nothing is written.
public struct ImportSetupError: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String
    /// True when the command line itself asked for something impossible (a new collection
    /// whose path exists, a mapping naming a field the template lacks): `kuriosa import`
    /// exits 64, as for any other wrong usage, instead of 2.
    public let isUsage: Bool

    public init(_ message: String, usage: Bool = false) {
        description = message
        isUsage = usage
    }
}
