import Foundation

/// A category's fields and presentation (template format version 1). Templates are data,
/// not code, so that a library is self-contained and templates stay portable and shareable.
public struct Template: Sendable, Hashable, Identifiable {
    /// The key that stands for a counting collection's count in `highlights`.
    public static let countHighlight = "@count"

    /// `builtin.<name>` or `custom.<uuid>`.
    public var id: String
    /// Content version; the app replaces stored built-ins with higher versions.
    public var version: Int
    public var name: LocalizedText
    /// SF Symbol name.
    public var icon: String
    /// Field groups in display order.
    public var sections: [TemplateSection]
    /// Fields in display order.
    public var fields: [TemplateField]
    /// Up to three keys shown on cards and lists; nil means the first three visible,
    /// non-sensitive fields.
    public var highlights: [String]?
    /// For a customized copy, the ID of the template it was copied from.
    public var basedOn: String?
    /// Present when the collection's pieces are counted.
    public var quantity: QuantityNames?
    /// nil: the key is absent (the built-in's suggestions apply); []: none on purpose.
    public var suggestions: [Suggestion]?
    /// Standard field names as written, kept raw so the validator can name unknown ones.
    public var removedStandardFields: [String]?
    /// How objects are shown on the showcase stage; nil lets the photo decide.
    public var showcase: ShowcaseMode?
    /// Keys of a newer format, written back unchanged.
    public var unknownKeys: [String: JSONValue]

    public init(
        id: String, version: Int = 1, name: LocalizedText, icon: String,
        sections: [TemplateSection] = [], fields: [TemplateField] = [], highlights: [String]? = nil,
        basedOn: String? = nil, quantity: QuantityNames? = nil, suggestions: [Suggestion]? = nil,
        removedStandardFields: [String]? = nil, showcase: ShowcaseMode? = nil,
        unknownKeys: [String: JSONValue] = [:]
    ) {
        self.id = id
        self.version = version
        self.name = name
        self.icon = icon
        self.sections = sections
        self.fields = fields
        self.highlights = highlights
        self.basedOn = basedOn
        self.quantity = quantity
        self.suggestions = suggestions
        self.removedStandardFields = removedStandardFields
        self.showcase = showcase
        self.unknownKeys = unknownKeys
    }

    /// Whether this is a template shipped with the app.
    public var isBuiltin: Bool { id.hasPrefix("builtin.") }

    /// Whether the collection's pieces are counted.
    public var counts: Bool { quantity != nil }

    /// The field with this key.
    public func field(_ key: String) -> TemplateField? {
        fields.first { $0.key == key }
    }

    /// The section a field is shown in: its own, else the first section.
    public func sectionID(of field: TemplateField) -> String? {
        field.section ?? sections.first?.id
    }

    /// The standard fields this collection hides, known names only, in the documented order.
    public var removedStandards: [StandardField] {
        let names = Set(removedStandardFields ?? [])
        return StandardField.allCases.filter { names.contains($0.rawValue) }
    }

    /// Whether a standard field is shown. `quantity` is shown only when the template counts.
    public func shows(_ standard: StandardField) -> Bool {
        if standard == .quantity && !counts { return false }
        return !removedStandards.contains(standard)
    }

    /// The keys shown on cards and lists: `highlights` when given (with `@count` left out
    /// while the count is not shown), else the first three visible, non-sensitive fields.
    public var effectiveHighlights: [String] {
        if let highlights {
            return highlights.filter { $0 != Self.countHighlight || shows(.quantity) }
        }
        return fields.filter { !$0.hidden && !$0.sensitive }.prefix(3).map(\.key)
    }
}
