/// Why a template document could not be read, naming where: the path of the object
/// (`fields[3] "brand"`) and the key. A person fixing the JSON by hand knows where to look.
public struct TemplateDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where in the document, for example `fields[3] "brand"`, or `template` for the top level.
    public var path: String
    /// The key at fault, when one is.
    public var key: String?
    /// What is wrong.
    public var message: String

    public init(path: String, key: String?, message: String) {
        self.path = path
        self.key = key
        self.message = message
    }

    public var description: String {
        if let key { return "\(path): \"\(key)\": \(message)" }
        return "\(path): \(message)"
    }
}
