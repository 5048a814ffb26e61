/// Reads one JSON object of a template, naming the path and key in every error, and keeps
/// the members it was not asked for so they can be written back unchanged.
struct JSONObjectReader {
    let path: String
    /// What the paths of nested objects start with: the path and a dot, or nothing at the
    /// top level (`fields[2]`, not `template "x".fields[2]`).
    private let childPrefix: String
    private let members: [String: JSONValue]
    private var used: Set<String> = []

    init(_ value: JSONValue, path: String, topLevel: Bool = false) throws {
        guard case .object(let members) = value else {
            throw TemplateDecodingError(path: path, key: nil, message: "expected an object, found \(value.typeName)")
        }
        self.members = members
        self.path = path
        self.childPrefix = topLevel ? "" : path + "."
    }

    /// Whether the key is there at all (also when its value is null).
    func has(_ key: String) -> Bool { members[key] != nil }

    /// The raw value, marking the key as known; nil when absent or null.
    mutating func value(_ key: String) -> JSONValue? {
        used.insert(key)
        guard let v = members[key], v != .null else { return nil }
        return v
    }

    /// Members not read: keys of a newer format, kept for the round trip.
    var unknown: [String: JSONValue] {
        members.filter { !used.contains($0.key) }
    }

    func error(_ key: String?, _ message: String) -> TemplateDecodingError {
        TemplateDecodingError(path: path, key: key, message: message)
    }

    mutating func required<T>(_ key: String, _ read: (inout JSONObjectReader, String) throws -> T?) throws -> T {
        guard let v = try read(&self, key) else { throw error(key, "is missing") }
        return v
    }

    mutating func string(_ key: String) throws -> String? {
        guard let v = value(key) else { return nil }
        guard let s = v.stringValue else { throw error(key, "expected a string, found \(v.typeName)") }
        return s
    }

    mutating func bool(_ key: String) throws -> Bool? {
        guard let v = value(key) else { return nil }
        guard let b = v.boolValue else { throw error(key, "expected true or false, found \(v.typeName)") }
        return b
    }

    mutating func int(_ key: String) throws -> Int? {
        guard let v = value(key) else { return nil }
        guard let i = v.intValue else { throw error(key, "expected a whole number, found \(v)") }
        return i
    }

    mutating func localized(_ key: String) throws -> LocalizedText? {
        guard let v = value(key) else { return nil }
        guard case .object(let o) = v else {
            throw error(key, "expected an object of language code → text, found \(v.typeName)")
        }
        var texts: [String: String] = [:]
        for (language, text) in o {
            guard let s = text.stringValue else {
                throw error(key, "language \"\(language)\": expected a string, found \(text.typeName)")
            }
            texts[language] = s
        }
        return LocalizedText(texts)
    }

    mutating func strings(_ key: String) throws -> [String]? {
        guard let v = value(key) else { return nil }
        guard let a = v.arrayValue else { throw error(key, "expected an array, found \(v.typeName)") }
        return try a.enumerated().map { i, e in
            guard let s = e.stringValue else { throw error(key, "element \(i): expected a string, found \(e.typeName)") }
            return s
        }
    }

    /// An array of objects, each read by `read` with its own path (`fields[2]`).
    mutating func objects<T>(_ key: String, _ read: (JSONValue, String) throws -> T) throws -> [T]? {
        guard let v = value(key) else { return nil }
        guard let a = v.arrayValue else { throw error(key, "expected an array, found \(v.typeName)") }
        return try a.enumerated().map { i, e in try read(e, "\(childPrefix)\(key)[\(i)]") }
    }

    /// A string naming a case of `T`; an unknown name is an error listing the known ones.
    mutating func enumeration<T: RawRepresentable & CaseIterable>(_ key: String, _: T.Type) throws -> T?
    where T.RawValue == String {
        guard let s = try string(key) else { return nil }
        guard let t = T(rawValue: s) else {
            let known = T.allCases.map(\.rawValue).joined(separator: ", ")
            throw error(key, "unknown value \"\(s)\" (known: \(known))")
        }
        return t
    }
}

extension Dictionary where Key == String, Value == JSONValue {
    /// Unknown members in a stable order, for the writer.
    var sortedNodes: [(String, JSONWriter.Node)] {
        keys.sorted().map { ($0, .value(self[$0] ?? .null)) }
    }
}
