import Foundation

/// The templates that ship with the toolkit (template format, "Built-in templates"). They are
/// compiled in (`BuiltinTemplateData`, generated from `Templates/builtin/*.json`) so that every
/// installation has them, wherever the executable ends up.
public enum BuiltinTemplates {
    /// The wishlist's own fields (docs/templates.md#the-wishlist-template); never offered as a
    /// collection template.
    public static let wishlistID = "builtin.wishlist"

    /// Offered only as suggested sub-collections, never in "New collection".
    public static let suggestionOnlyIDs: [String] = [
        "builtin.strap", "builtin.optic", "builtin.lens", "builtin.ink", "builtin.console", "builtin.sealed_product",
    ]

    /// Every built-in template ID: the "New collection" groups in order, then the
    /// suggestion-only templates, then the wishlist.
    public static let ids: [String] = TemplateGroup.allCases.flatMap(\.templateIDs) + suggestionOnlyIDs + [wishlistID]

    /// The document exactly as shipped, or nil for an ID that is not a built-in.
    public static func jsonText(id: String) -> String? {
        BuiltinTemplateData.documents[id]
    }

    /// The built-in template with this ID, or nil for an ID that is not a built-in.
    /// - Throws: `TemplateDecodingError` if the shipped document does not read (the tests
    ///   make sure none does).
    public static func template(id: String) throws -> Template? {
        guard let text = jsonText(id: id) else { return nil }
        return try Template.decode(from: Data(text.utf8))
    }

    /// The built-ins as shipped, for `SuggestionResolver`; an ID that is not a built-in (or,
    /// against the tests, does not read) gives nil, which the resolver treats as unknown.
    public static func shipped(id: String) -> Template? {
        (try? template(id: id)) ?? nil
    }

    /// A resolver that looks suggestions up in the built-ins shipped with the toolkit.
    public static var suggestionResolver: SuggestionResolver {
        SuggestionResolver { shipped(id: $0) }
    }
}
