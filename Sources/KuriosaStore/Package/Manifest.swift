import Foundation
import KuriosaCore

/// manifest.json: the only plaintext file of a package (library format, section 2). Keys and
/// slots this toolkit does not know are kept and written back, since another app version may
/// rely on them.
public struct Manifest: Sendable, Equatable {
    public static let supportedFormatVersion = 1

    public var createdAt: String
    public var formatVersion: Int
    public var keySlots: [KeySlot]
    public var libraryID: String
    /// Top-level keys this toolkit does not know, written back unchanged.
    public var otherKeys: [String: JSONValue]

    public init(createdAt: String, libraryID: String, keySlots: [KeySlot]) {
        self.createdAt = createdAt
        self.formatVersion = Self.supportedFormatVersion
        self.keySlots = keySlots
        self.libraryID = libraryID
        self.otherKeys = [:]
    }

    /// `createdAt` for now: ISO 8601, UTC, whole seconds.
    public static func createdAtNow() -> String {
        String(Timestamp.now().prefix(19)) + "Z"
    }

    // MARK: Reading

    /// The most bytes a manifest may have: one with a recovery-key and a passphrase slot has
    /// under 1 KB, so 1 MiB leaves room for thousands of slots while a 200 MB file (635 MB of
    /// memory to parse) is refused before it is read.
    public static let maximumBytes = 1 << 20

    /// - Throws: `StoreError.notRegularFile` (a FIFO, a device), `.tooLarge`, `.io`, `.manifest`.
    public static func read(from url: URL) throws -> Manifest {
        let data = try FileIO.readWhole(path: url.path, maximumBytes: maximumBytes, what: "a manifest")
        return try parse(data, path: url.path)
    }

    /// What is wrong with bytes that are no manifest object, said by the toolkit's own JSON
    /// reader (deep nesting, a number out of range, where), not just "not a JSON object".
    static func whyNotAnObject(_ data: Data) -> String {
        guard let text = String(data: data, encoding: .utf8) else { return "not UTF-8 text, so not JSON" }
        do {
            switch try JSONValue(parsing: text) {
            case .object: return "a JSON object the manifest reader does not take (a number out of range?)"
            case .array: return "a JSON array, not an object"
            default: return "a single JSON value, not an object"
            }
        } catch {
            return "not valid JSON: \(error)"
        }
    }

    public static func parse(_ data: Data, path: String) throws -> Manifest {
        func fail(_ reason: String) -> StoreError { .manifest(path: path, reason: reason) }
        guard let any = try? JSONSerialization.jsonObject(with: data), let root = any as? [String: Any] else {
            throw fail(whyNotAnObject(data))
        }
        guard let fv = root["formatVersion"] else { throw fail("formatVersion is missing") }
        guard case .integer(let version) = JSONValue(foundation: fv) else { throw fail("formatVersion is not an integer") }
        if version > Int64(supportedFormatVersion) { throw StoreError.newerFormat(path: path, version: Int(version)) }
        guard version == Int64(supportedFormatVersion) else { throw fail("formatVersion \(version) is not valid") }
        guard let libraryID = root["libraryID"] as? String else { throw fail("libraryID is missing") }
        guard isLowercaseUUID(libraryID) else { throw fail("libraryID '\(libraryID)' is not a lowercase UUID") }
        guard let createdAt = root["createdAt"] as? String else { throw fail("createdAt is missing") }
        guard isWholeSecondTimestamp(createdAt) else { throw fail("createdAt '\(createdAt)' is not YYYY-MM-DDTHH:MM:SSZ") }
        guard let slotsAny = root["keySlots"] as? [Any] else { throw fail("keySlots is missing") }
        var slots = [KeySlot]()
        for (i, s) in slotsAny.enumerated() {
            guard let obj = s as? [String: Any] else { throw fail("keySlots[\(i)] is not an object") }
            slots.append(parseSlot(obj))
        }
        var manifest = Manifest(createdAt: createdAt, libraryID: libraryID, keySlots: slots)
        manifest.formatVersion = Int(version)
        for (k, v) in root where !["createdAt", "formatVersion", "keySlots", "libraryID"].contains(k) {
            manifest.otherKeys[k] = JSONValue(foundation: v)
        }
        return manifest
    }

    /// A slot is used only for the exact (kind, algorithm) pairs of the format; everything
    /// else, and known slots with malformed values, are kept as unknown and skipped.
    static func parseSlot(_ obj: [String: Any]) -> KeySlot {
        let unknown = KeySlot(kind: .unknown(obj.mapValues(JSONValue.init(foundation:))), wrappedKey: [])
        guard let kind = obj["kind"] as? String, let algorithm = obj["algorithm"] as? String,
              let wrappedText = obj["wrappedKey"] as? String, let wrapped = strictBase64(wrappedText),
              let saltText = obj["salt"] as? String, let salt = strictBase64(saltText) else { return unknown }
        switch (kind, algorithm) {
        case ("recoveryKey", "hkdf-sha256"):
            return KeySlot(kind: .recoveryKey(salt: salt), wrappedKey: wrapped)
        case ("passphrase", "pbkdf2-sha256"):
            var iterations = KeySlot.defaultIterations
            if let it = obj["iterations"] {
                guard case .integer(let n) = JSONValue(foundation: it), n > 0, n <= Int64(Int32.max) else { return unknown }
                iterations = Int(n)
            }
            return KeySlot(kind: .passphrase(salt: salt, iterations: iterations), wrappedKey: wrapped)
        default:
            return unknown
        }
    }

    /// Standard alphabet, padding required, no whitespace, canonical.
    static func strictBase64(_ text: String) -> [UInt8]? {
        guard let data = Data(base64Encoded: text), data.base64EncodedString() == text else { return nil }
        return [UInt8](data)
    }

    static func isLowercaseUUID(_ s: String) -> Bool {
        let b = Array(s.utf8)
        guard b.count == 36 else { return false }
        for (i, c) in b.enumerated() {
            if [8, 13, 18, 23].contains(i) { guard c == 45 else { return false }; continue }
            guard (48...57).contains(c) || (97...102).contains(c) else { return false }
        }
        return true
    }

    static func isWholeSecondTimestamp(_ s: String) -> Bool {
        guard s.utf8.count == 20, s.hasSuffix("Z") else { return false }
        return Timestamp.date(from: String(s.dropLast()) + ".000Z") != nil
    }

    // MARK: Writing

    /// The exact bytes of the format: sorted keys, two-space indentation, `"key" : value`,
    /// `/` and non-ASCII not escaped, no trailing newline.
    ///
    /// A number read with a fraction or an exponent is written back as one (`100.0` stays
    /// `100.0`): the reader tells integers from other numbers (`iterations : 100.0` makes a
    /// slot malformed, so it is skipped and kept), and a writer that spelled it `100` would
    /// turn a skipped slot into one the next reader uses. JSONEncoder spells a whole Double
    /// without its fraction, so such numbers pass through it as marked strings.
    public func encoded() throws -> Data {
        var root = otherKeys
        root["createdAt"] = .string(createdAt)
        root["formatVersion"] = .integer(Int64(formatVersion))
        root["libraryID"] = .string(libraryID)
        root["keySlots"] = .array(keySlots.map(\.json))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let marker = "\u{1}kuriosa-number-" + UUID().uuidString + ":"
        var marked = false
        let value = Self.markingWholeDoubles(.object(root), marker: marker, marked: &marked)
        let data = try encoder.encode(value)
        guard marked else { return data }
        // The marker's U+0001 is written as `\u0001`, which no other string of the output
        // can hold with this per-call UUID after it.
        var text = String(decoding: data, as: UTF8.self)
        let written = "\"\\u0001" + marker.dropFirst()
        while let start = text.range(of: written) {
            guard let end = text[start.upperBound...].firstIndex(of: "\"") else { break }
            text.replaceSubrange(start.lowerBound...end, with: text[start.upperBound..<end])
        }
        return Data(text.utf8)
    }

    /// `value` with each whole Double replaced by `marker` + its Swift spelling (`100.0`,
    /// `1e+20`), which reads back as the same non-integer number.
    static func markingWholeDoubles(_ value: JSONValue, marker: String, marked: inout Bool) -> JSONValue {
        switch value {
        case .double(let d) where d.isFinite && d.rounded() == d:
            marked = true
            return .string(marker + String(d))
        case .array(let list): return .array(list.map { markingWholeDoubles($0, marker: marker, marked: &marked) })
        case .object(let members): return .object(members.mapValues { markingWholeDoubles($0, marker: marker, marked: &marked) })
        default: return value
        }
    }
}

extension KeySlot {
    var json: JSONValue {
        switch kind {
        case .recoveryKey(let salt):
            .object(["kind": .string("recoveryKey"), "algorithm": .string("hkdf-sha256"),
                     "salt": .string(Data(salt).base64EncodedString()),
                     "wrappedKey": .string(Data(wrappedKey).base64EncodedString())])
        case .passphrase(let salt, let iterations):
            .object(["kind": .string("passphrase"), "algorithm": .string("pbkdf2-sha256"),
                     "iterations": .integer(Int64(iterations)),
                     "salt": .string(Data(salt).base64EncodedString()),
                     "wrappedKey": .string(Data(wrappedKey).base64EncodedString())])
        case .unknown(let object): .object(object)
        }
    }
}
