import KuriosaCore

/// The store's former name of `JSONValue` (KuriosaCore), which it now is: kept so that code
/// written against the old name on other branches still builds. New code says `JSONValue`.
public typealias JSONAny = JSONValue
