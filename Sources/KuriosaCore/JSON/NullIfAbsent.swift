/// An optional member of an `Encodable` output that is written as `null` when absent.
/// Synthesized `Encodable` leaves a nil key out; the documented `--json` shapes have every key
/// always present (`"changedAt": null`), so a script can read a key without testing for it.
@propertyWrapper
public struct NullIfAbsent<Value: Encodable>: Encodable {
    public var wrappedValue: Value?

    public init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}

extension NullIfAbsent: Sendable where Value: Sendable {}
