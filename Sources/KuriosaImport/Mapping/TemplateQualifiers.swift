import KuriosaCore

/// The template names a header's bracket may carry (`Year (Coins)`): the spreadsheet export
/// heads a field with its template's name when another template of the file has a field of that
/// name (docs/import.md#headers-of-several-templates, docs/export-templates.md). For the rows
/// of a collection, a header qualified with its own template's name is that template's field;
/// one qualified with another template's name belongs to other rows and is not read (nor
/// reported).
public struct TemplateQualifiers: Sendable {
    /// The collection's template's names in every language, normalized.
    public let own: Set<String>
    /// The names of the library's (or the file's) other templates, normalized.
    public let foreign: Set<String>

    public static let none = TemplateQualifiers(own: [], foreign: [])

    public init(own: Set<String>, foreign: Set<String>) {
        self.own = own
        self.foreign = foreign.subtracting(own)
    }

    /// - Parameters:
    ///   - others: the templates of the other collections the file may name.
    ///   - paths: template ID → the paths of the collections that use it. A name two templates
    ///     share names neither: the export heads such a template's fields with the path of a
    ///     collection of it (`Year (Coins › Ancient)`), which names it here.
    public init(template: Template, others: [Template], paths: [String: [String]] = [:]) {
        let others = others.filter { $0.id != template.id }
        let otherNames = Set(others.flatMap(Self.names))
        let ownNames = Self.names(template)
        let shared = ownNames.intersection(otherNames)
        func pathNames(_ id: String) -> [String] { (paths[id] ?? []).map(TextNormalizer.normalize).filter { !$0.isEmpty } }
        let own = ownNames.subtracting(shared).union(pathNames(template.id))
        let foreign = otherNames.subtracting(shared).union(others.flatMap { pathNames($0.id) })
        self.init(own: own, foreign: foreign)
    }

    static func names(_ template: Template) -> Set<String> {
        Set(template.name.texts.values.map(TextNormalizer.normalize).filter { !$0.isEmpty })
    }
}
