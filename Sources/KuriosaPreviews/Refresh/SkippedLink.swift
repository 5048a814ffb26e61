/// A link on a piece that gets no preview, listed by the dry run and the run's report so that
/// a person sees why (before, `http://` links were left out without a word).
public struct SkippedLink: Sendable, Hashable {
    public enum Reason: String, Sendable {
        /// Not `https://` as typed (`http://`, `ftp:`, a bare host): the app loads only HTTPS.
        case notHTTPS = "not_https"
        /// `https://` without a host.
        case noHost = "no_host"
        /// A sensitive field (a dealer login, a private address): never sent anywhere.
        case sensitiveField = "sensitive_field"
        /// A field the template hides.
        case hiddenField = "hidden_field"
    }

    public var itemID: String
    /// The field's key (of `fields` or `wish_fields`).
    public var field: String
    /// The address; nil for a sensitive field, whose value never leaves the library (the
    /// report is a plain file).
    public var url: String?
    public var reason: Reason
}
