/// The fields every item has outside the template, which a collection may remove from view
/// (`removedStandardFields`, docs/templates.md#standard-fields-a-collection-leaves-out). The
/// name cannot be removed. Cases are in the documented order, which is also the order of
/// `removedStandardFields`.
public enum StandardField: String, Sendable, Hashable, Codable, CaseIterable {
    case quantity
    case purchaseDate = "purchase_date"
    case purchasePrice = "purchase_price"
    case source
    case estimatedValue = "estimated_value"
    case condition
    case place
    case tags
    case files
    case notes
}
