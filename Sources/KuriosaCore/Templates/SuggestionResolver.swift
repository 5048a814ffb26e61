import Foundation

/// Works out which sub-collections a collection suggests
/// (docs/templates.md#suggested-sub-collections). The app ships the built-in templates; a
/// library keeps the copy of a built-in it stored first, which may be older than the
/// suggestions, so suggestions missing from a stored template come from the built-in as
/// shipped.
public struct SuggestionResolver: Sendable {
    /// A suggestion made concrete: the template the sub-collection is made from, its name
    /// and icon (its own, else the template's).
    public struct Resolved: Sendable, Hashable {
        public var suggestion: Suggestion
        /// The built-in named by the suggestion, or the parent's template when it names none.
        public var template: Template
        public var name: LocalizedText
        public var icon: String
    }

    /// The built-in templates as shipped, by ID; nil for IDs the app does not know.
    public let builtins: @Sendable (String) -> Template?

    public init(builtins: @escaping @Sendable (String) -> Template?) {
        self.builtins = builtins
    }

    /// The template's own suggestions; when the key is absent, those of the built-in the
    /// template is (its ID) or is `basedOn`, as shipped; [] when there are none.
    public func suggestions(for template: Template) -> [Suggestion] {
        if let own = template.suggestions { return own }
        for id in [template.id, template.basedOn].compactMap({ $0 }) where id.hasPrefix("builtin.") {
            if let shipped = builtins(id) { return shipped.suggestions ?? [] }
        }
        return []
    }

    /// The suggestions "New sub-collection" offers, in order: those whose template the app
    /// knows, with names and icons filled in. Suggestions without a template use `parent`.
    public func offered(for parent: Template) -> [Resolved] {
        suggestions(for: parent).compactMap { s in
            let template: Template
            if let id = s.template {
                guard let known = builtins(id) else { return nil }
                template = known
            } else {
                template = parent
            }
            return Resolved(suggestion: s, template: template, name: s.name ?? template.name, icon: s.icon ?? template.icon)
        }
    }

    /// The chips an empty collection shows at its top: none once the collection or one of its
    /// sub-collections has a piece; otherwise the offered suggestions, leaving out those whose
    /// name (in `language`) equals an existing sub-collection's name, ignoring case.
    public func chips(
        for parent: Template, hasPieces: Bool, subCollectionNames: [String], language: String
    ) -> [Resolved] {
        guard !hasPieces else { return [] }
        return offered(for: parent).filter { r in
            let name = r.name.text(for: language)
            return !subCollectionNames.contains { $0.compare(name, options: .caseInsensitive) == .orderedSame }
        }
    }

    /// The template a sub-collection made from a suggestion uses. When the suggestion's icon
    /// differs from its template's, the sub-collection gets its own copy (`custom.<uuid>`,
    /// `basedOn` the template, the suggestion's icon, and `"suggestions": []` so the copy
    /// does not suggest the template's sub-collections again); otherwise the template itself,
    /// which the caller stores in the library on first use.
    public static func subCollectionTemplate(for resolved: Resolved, newID: UUID) -> Template {
        guard resolved.icon != resolved.template.icon else { return resolved.template }
        var copy = resolved.template.customizedCopy(id: newID)
        copy.icon = resolved.icon
        copy.suggestions = []
        return copy
    }
}
