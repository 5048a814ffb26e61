/// The presets' value tables: what the services write in their columns of fixed vocabulary,
/// as the option ids of the built-in template the preset is written for. Chosen by three
/// rules, so a translation never invents data:
/// 1. a word that names an option's kind becomes that option (`Mass Market Paperback` →
///    `paperback`, `Good Plus (G+)` → `g`, the grade it is a plus of);
/// 2. a word that says there is no such value becomes empty (`Kindle Edition` has no binding,
///    a `Generic` sleeve no grade, CellarTracker's vintage `1001` is non-vintage);
/// 3. a real value the template has no option for is left out of the table (`Board book`,
///    the coin grade `G`, CellarTracker's `Spirits`): the rules report it `invalid_option`
///    with the cell as written, and a user who adds that option to the collection's template
///    gets it imported by its id or label.
/// Spellings the template's options already name (`Red`, `XF`, `Hardcover`) need no entry,
/// but the tables list the services' whole vocabularies so docs/import.md can show them.
extension ImportPresets {
    /// Preset → header as the service writes it → cell → option id (nil: no value).
    static let valueTables: [String: [String: [String: String?]]] = [
        "discogs": [
            "Collection Media Condition": discogsGrades,
            "Collection Sleeve Condition": discogsGrades.merging(["Generic": nil, "Not Graded": nil, "No Cover": nil]) { $1 },
            "Format": discogsFormats,
            // Discogs' year of a release with no known date.
            "Released": ["0": nil],
            // Discogs' default folder, the one a record is in when the collector made none:
            // not a tag anybody chose.
            "CollectionFolder": ["Uncategorized": nil],
        ],
        "vivino": [
            "Wine type": [
                "Red Wine": "red", "White Wine": "white", "Rosé Wine": "rose", "Sparkling": "sparkling",
                "Sparkling Wine": "sparkling", "Dessert Wine": "sweet", "Fortified Wine": "fortified",
            ],
            // Non-vintage wines.
            "Vintage": ["N.V.": nil, "NV": nil],
        ],
        "cellartracker": [
            // CellarTracker's Type says more than its Color (Red/White/Rosé): the sparkling,
            // sweet and fortified wines are options of their own in builtin.wine.
            "Type": [
                "Red": "red", "White": "white", "Rosé": "rose",
                "Red - Off-dry": "red", "White - Off-dry": "white", "Rosé - Off-dry": "rose",
                "Red - Sparkling": "sparkling", "White - Sparkling": "sparkling", "Rosé - Sparkling": "sparkling",
                "Red - Sweet/Dessert": "sweet", "White - Sweet/Dessert": "sweet", "Rosé - Sweet/Dessert": "sweet",
                "Red - Fortified": "fortified", "White - Fortified": "fortified", "Rosé - Fortified": "fortified",
            ],
            // CellarTracker stores non-vintage wines as vintage 1001.
            "Vintage": ["1001": nil],
        ],
        "numista": [
            "Grade": [
                "VG": "vg", "F": "f", "VF": "vf", "XF": "xf", "EF": "xf", "AU": "au", "UNC": "unc", "BU": "unc",
                "Very good": "vg", "Fine": "f", "Very fine": "vf", "Extremely fine": "xf", "About uncirculated": "au",
                "Uncirculated": "unc", "Brilliant uncirculated": "unc",
            ],
            // Undated coins ("no date").
            "Year": ["ND": nil, "N.D.": nil],
        ],
        "goodreads": [
            "Binding": [
                "Hardcover": "hardcover", "Hardback": "hardcover", "Library Binding": "hardcover",
                "School & Library Binding": "hardcover", "Slipcased Hardcover": "hardcover", "Tankobon Hardcover": "hardcover",
                "Gebundene Ausgabe": "hardcover",
                "Paperback": "paperback", "Mass Market Paperback": "paperback", "Trade Paperback": "paperback",
                "Perfect Paperback": "paperback", "Tankobon Softcover": "paperback", "Paperback Bunko": "paperback",
                "Softcover": "paperback", "Taschenbuch": "paperback", "Poche": "paperback",
                "Leather Bound": "leather", "Cloth": "cloth",
                "Kindle Edition": nil, "Kindle": nil, "ebook": nil, "Nook": nil, "Digital": nil,
                "Audiobook": nil, "Audible Audio": nil, "Audio CD": nil, "Audio Cassette": nil, "MP3 CD": nil,
                "CD-ROM": nil, "Unknown Binding": nil,
            ],
            // Goodreads writes 0 for a book the user has not rated.
            "My Rating": ["0": nil],
        ],
        "homebox": [
            // HomeBox writes 0 for an item without a purchase price.
            "HB.purchase_price": ["0": nil, "0.0": nil, "0.00": nil],
        ],
    ]

    /// Discogs' grades (the Goldmine scale). builtin.record has no G+ or Fair: G+ is graded
    /// down to G, and Goldmine counts Fair with Poor.
    static let discogsGrades: [String: String?] = [
        "Mint (M)": "m", "Near Mint (NM or M-)": "nm", "Very Good Plus (VG+)": "vg_plus", "Very Good (VG)": "vg",
        "Good Plus (G+)": "g", "Good (G)": "g", "Fair (F)": "p", "Poor (P)": "p",
    ]

    /// Discogs writes a release's format as a list that starts with the format itself and its
    /// count: `LP, Album, RE`, `2xLP, Comp`, `7", Single`, `12", EP`, `CD, Album`,
    /// `Cass, Album`, `Shellac, 10", 78 RPM`. The first item decides (a `12"` is a maxi
    /// single unless an album follows); a count up to 30 is named (`30xCD` box sets). `10"` (an LP or a single), `Flexi`, `File`, `DVD`, `Box`
    /// have no option in builtin.record.
    static let discogsFormats: [String: String?] = {
        let formats: [(String, String)] = [
            ("LP", "lp"), ("7\"", "single"), ("12\"", "maxi"), ("CD", "cd"), ("CDr", "cd"),
            // A 12" album without Discogs' "LP" is still an LP, not a maxi single.
            ("12\", Album", "lp"), ("12\", 33 ⅓ RPM, Album", "lp"), ("12\", 45 RPM, Album", "lp"),
            ("Cass", "cassette"), ("Shellac", "shellac"), ("Reel", "reel"), ("Reel-To-Reel", "reel"),
        ]
        var table: [String: String?] = [:]
        for (name, option) in formats {
            for written in [name] + (2...30).map({ "\($0)x\(name)" }) {
                table[written] = option
                table[written + ",*"] = option
            }
        }
        return table
    }()
}
