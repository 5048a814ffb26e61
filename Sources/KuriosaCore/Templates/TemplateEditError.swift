/// Why an edit of a template was refused, naming the field or option.
public struct TemplateEditError: Error, Sendable, Hashable, CustomStringConvertible {
    public var fieldKey: String?
    public var message: String

    public init(fieldKey: String?, message: String) {
        self.fieldKey = fieldKey
        self.message = message
    }

    public var description: String {
        if let fieldKey { return "field \"\(fieldKey)\": \(message)" }
        return message
    }
}
