import KuriosaCore
/// One entry of an export template's `columns`: what a column shows. Some entries stand for
/// several columns that depend on the collection's template (`highlights`, `allFields`).
public enum ExportColumnSpec: Sendable, Hashable {
    /// A standard attribute of every piece (`{"standard": "title"}`).
    case standard(StandardColumn)
    /// A template field by key, calculations included (`{"field": "brand"}`).
    case field(String)
    /// A field of the wishlist template (`{"wishField": "shop_url"}`), read from a wish's own values.
    case wishField(String)
    /// The collection template's highlights (`{"fields": "highlights"}`).
    case highlights
    /// Every visible field of the collection template, calculations included
    /// (`{"fields": "all"}`); sensitive ones only with `--include-sensitive`.
    case allFields
    /// Every visible field that the importer reads back: no calculations (`{"fields": "importable"}`).
    case importableFields
    /// Fields marked `identifying` (`{"fields": "identifying"}`): what tells one piece from another.
    case identifyingFields
    /// Every visible field of the wishlist template (`{"fields": "wishlist"}`), only when the
    /// export takes wishes: the spreadsheet's wishes carry their own values and import back.
    case wishlistFields
}

