/// Mappings for the exports of well-known services
/// (docs/import-rules.md#column-mappings-come-first), written from the headers those services
/// put in their CSV exports. Each maps to the fields of the built-in template the service's
/// pieces belong in; a column a preset names for a field the collection's template lacks is
/// reported `unknown_column` like any other. Columns a preset does not name go through
/// docs/import-rules.md#header-matching unchanged. Each preset also translates the fixed words
/// its service writes into the template's option ids (`valueTables`,
/// ImportPresets+Values.swift). docs/import.md lists every preset.
public enum ImportPresets {
    public static let names = ["discogs", "vivino", "cellartracker", "numista", "goodreads", "homebox"]

    /// The mapping of a preset; nil for an unknown name.
    public static func mapping(_ name: String) -> ColumnMapping? {
        guard let entries = table[name] else { return nil }
        // The tables are literals checked by the tests; a bad entry would be a bug.
        return try? ColumnMapping(entries, values: valueTables[name] ?? [:])
    }

    /// The built-in template a preset is written for (for `--new-collection` help and docs).
    public static let templates: [String: String] = [
        "discogs": "builtin.record", "vivino": "builtin.wine", "cellartracker": "builtin.wine",
        "numista": "builtin.coin", "goodreads": "builtin.book", "homebox": "builtin.blank",
    ]

    static let table: [String: [String: String?]] = [
        // Discogs "Export collection": Catalog#, Artist, Title, Label, Format, Rating, Released,
        // release_id, CollectionFolder, Date Added, Collection Media Condition,
        // Collection Sleeve Condition, Collection Notes.
        "discogs": [
            "Catalog#": "field:catalog_number", "Artist": "field:artist", "Title": "column:title",
            "Label": "field:label", "Format": "field:format", "Rating": nil, "Released": "field:year",
            "release_id": nil, "CollectionFolder": "column:tags", "Date Added": "column:purchase_date",
            "Collection Media Condition": "field:media_grade", "Collection Sleeve Condition": "field:sleeve_grade",
            "Collection Notes": "column:notes",
        ],
        // Vivino "full_wine_list.csv": no title column of its own; the wine's name is the title.
        "vivino": [
            "Winery": "field:producer", "Wine name": "column:title", "Vintage": "field:vintage",
            "Region": "field:region", "Country": "field:country", "Regional wine style": nil,
            "Average rating": nil, "Scan date": nil, "Scan/Review Location": nil,
            "Your rating": "field:my_rating", "Your review": "field:tasting_notes", "Personal Note": "column:notes",
            "Wine type": "field:color", "Drinking Window": nil, "Link to wine": nil, "Label image": nil,
        ],
        // CellarTracker "My Cellar" (Format=csv or tab). Its Type (`White - Sparkling`) fills
        // the wine's type; Color (`White`) would be a second column for it that disagrees.
        "cellartracker": [
            "iWine": nil, "Type": "field:color", "Color": nil, "Category": nil, "Size": "field:bottle_size",
            "Vintage": "field:vintage", "Wine": "column:title", "Locale": nil, "Producer": "field:producer",
            "Varietal": "field:grapes", "MasterVarietal": nil, "Designation": nil, "Vineyard": nil,
            "Country": "field:country", "Region": "field:region", "SubRegion": nil, "Appellation": "field:appellation",
            "BeginConsume": nil, "EndConsume": nil, "Quantity": "column:quantity", "Pending": nil,
            "Price": "column:purchase_price", "Valuation": "column:estimated_value", "Location": "column:place",
            "Bin": nil, "Store": "column:source", "PurchaseDate": "column:purchase_date", "Note": "column:notes",
        ],
        // Numista collection export; prices carry their currency in the header bracket.
        "numista": [
            "Numista number": nil, "N# number": nil, "Title": "column:title", "Issuer": "field:country",
            "Year": "field:year", "Gregorian year": nil, "Face value": "field:denomination", "Currency": nil,
            "Quantity": nil, "Grade": "field:grade", "Buying price": "column:purchase_price",
            "Buying date": "column:purchase_date", "Storage location": "column:place", "Comment": "column:notes",
            "Private comment": nil, "Estimated value": "column:estimated_value",
        ],
        // Goodreads "Export Library": ISBN13 only (ISBN and ISBN13 would be duplicate columns
        // that always disagree), Bookshelves as tags.
        "goodreads": [
            "Book Id": nil, "Title": "column:title", "Author": "field:author", "Author l-f": nil,
            "Additional Authors": nil, "ISBN": nil, "ISBN13": "field:isbn", "My Rating": "field:my_rating",
            "Average Rating": nil, "Publisher": "field:publisher", "Binding": "field:binding",
            "Number of Pages": "field:pages", "Year Published": "field:year", "Original Publication Year": nil,
            "Date Read": nil, "Date Added": nil, "Bookshelves": "column:tags", "Bookshelves with positions": nil,
            "Exclusive Shelf": nil, "My Review": "column:notes", "Spoiler": nil, "Private Notes": nil,
            "Read Count": nil, "Owned Copies": nil,
        ],
        // HomeBox CSV export (`HB.` columns).
        "homebox": [
            "HB.import_ref": nil, "HB.location": "column:place", "HB.labels": "column:tags", "HB.asset_id": nil,
            "HB.archived": nil, "HB.url": nil, "HB.name": "column:title", "HB.quantity": "column:quantity",
            "HB.description": "column:notes", "HB.insured": nil, "HB.notes": nil,
            "HB.purchase_price": "column:purchase_price", "HB.purchase_from": "column:source",
            "HB.purchase_time": "column:purchase_date", "HB.manufacturer": nil, "HB.model_number": nil,
            "HB.serial_number": nil, "HB.lifetime_warranty": nil, "HB.warranty_expires": nil,
            "HB.warranty_details": nil, "HB.sold_to": nil, "HB.sold_price": nil, "HB.sold_time": nil,
            "HB.sold_notes": nil,
        ],
    ]
}
