// GENERATED FILE: do not edit. Made by scripts/embed-import-presets.py from ImportPresets/*.json;
// edit those documents and run `python3 scripts/embed-import-presets.py` again.
// ImportPresetDataTests checks that this file matches the documents.

/// The import presets, compiled in so that every installation of the toolkit has them: a Linux
/// executable installed elsewhere cannot find a SwiftPM resource bundle.
enum ImportPresetData {
    /// Preset name → the exact text of `ImportPresets/<name>.json`.
    static let documents: [String: String] = [
        "archidekt": #"""
{
  "name": "archidekt",
  "app": "Archidekt collection export",
  "template": "builtin.trading_card",
  "signature": [
    "Edition Name",
    "Edition Code",
    "Multiverse Id",
    "Scryfall ID"
  ],
  "columns": {
    "Quantity": "column:quantity",
    "Name": "column:title",
    "Finish": "Finish",
    "Condition": "Card condition",
    "Date Added": "Date added",
    "Language": "field:language",
    "Purchase Price": "column:purchase_price",
    "Tags": "column:tags",
    "Edition Name": "field:set_name",
    "Edition Code": "Set code",
    "Multiverse Id": "Multiverse ID",
    "Scryfall ID": "Scryfall ID",
    "Collector Number": "field:card_number"
  }
}

"""#,
        "bgg": #"""
{
  "name": "bgg",
  "app": "BoardGameGeek collection export",
  "template": "builtin.toy",
  "signature": [
    "objectname",
    "objectid",
    "collid",
    "numplays",
    "wishlistpriority"
  ],
  "columns": {
    "objectname": "column:title",
    "objectid": "BoardGameGeek ID",
    "rating": "My rating",
    "numplays": "Plays",
    "weight": "My weight vote",
    "own": "Owned",
    "fortrade": "For trade",
    "want": "Wanted in trade",
    "wanttobuy": "Want to buy",
    "wanttoplay": "Want to play",
    "prevowned": "Previously owned",
    "preordered": "Preordered",
    "wishlist": "On wishlist",
    "wishlistpriority": "Wishlist priority",
    "wishlistcomment": "Wishlist comment",
    "comment": "column:notes",
    "conditiontext": "Trade condition",
    "haspartslist": "Parts on hand",
    "wantpartslist": "Parts wanted",
    "collid": "BoardGameGeek collection ID",
    "objecttype": "field:toy_type",
    "originalname": "Original name",
    "minplayers": "Minimum players",
    "maxplayers": "Maximum players",
    "maxplaytime": "Longest playing time",
    "minplaytime": "Shortest playing time",
    "yearpublished": "field:year",
    "bggrecplayers": "Recommended player counts",
    "bggbestplayers": "Best player count",
    "bggrecagerange": "Recommended age",
    "bgglanguagedependence": "Language dependence",
    "publisherid": "Custom version publisher ID",
    "imageid": "Custom version image ID",
    "year": "Custom version year",
    "language": "Custom version language",
    "other": "Custom version notes",
    "itemtype": "Standalone or expansion",
    "barcode": "Barcode",
    "pricepaid": "column:purchase_price",
    "pp_currency": "Price paid currency",
    "currvalue": "column:estimated_value",
    "cv_currency": "Current value currency",
    "acquisitiondate": "column:purchase_date",
    "acquiredfrom": "column:source",
    "quantity": "Quantity",
    "privatecomment": "Private comment",
    "invlocation": "column:place",
    "invdate": "Inventory date",
    "version_publishers": "field:brand",
    "version_languages": "Version languages",
    "version_yearpublished": "Version year",
    "version_nickname": "Version name"
  },
  "leftOut": {
    "baverage": "BoardGameGeek's ranking score of the game (its users' ratings, weighted), not the collector's",
    "average": "BoardGameGeek's average of all its users' ratings, not the collector's",
    "avgweight": "BoardGameGeek's average of its users' complexity votes",
    "rank": "the game's place in BoardGameGeek's ranking, which changes every day",
    "numowned": "how many BoardGameGeek users own the game",
    "playingtime": "the maxplaytime column again"
  },
  "values": {
    "rating": {
      "0": null
    },
    "weight": {
      "0": null
    },
    "yearpublished": {
      "0": null
    },
    "objecttype": {
      "thing": "board_game"
    }
  },
  "currencyColumns": {
    "pricepaid": "pp_currency",
    "currvalue": "cv_currency"
  },
  "held": {
    "column": "own",
    "values": [
      "1"
    ],
    "why": "games the collector does not own (wished for, played, traded or owned before: own 0)"
  }
}

"""#,
        "cellartracker-bottles": #"""
{
  "name": "cellartracker-bottles",
  "app": "CellarTracker bottles (one row per bottle, consumed ones too)",
  "template": "builtin.wine",
  "signature": [
    "BottleState",
    "iWine",
    "BottleCost",
    "ConsumptionType"
  ],
  "columns": {
    "BottleState": "column:tags",
    "iWine": "CellarTracker wine ID",
    "Vintage": "field:vintage",
    "Wine": "column:title",
    "Locale": "Locale",
    "Quantity": "column:quantity",
    "BottleSize": "field:bottle_size",
    "Location": "column:place",
    "Bin": "Bin",
    "Store": "column:source",
    "PurchaseDate": "column:purchase_date",
    "DeliveryDate": "Delivered on",
    "BottleCost": "column:purchase_price",
    "BottleNote": "column:notes",
    "PurchaseNote": "Purchase note",
    "ConsumptionDate": "Consumed on",
    "ConsumptionType": "Consumption",
    "ConsumptionNote": "Consumption note",
    "ConsumptionRevenue": "Consumption revenue",
    "ConsumptionRevenueCurrency": "Consumption revenue currency"
  },
  "leftOut": {
    "BottleCostCurrency": "the currency of BottleCost, read with it",
    "ShortType": "the Consumption column again in one word (Drank)"
  },
  "currencyColumns": {
    "BottleCost": "BottleCostCurrency"
  },
  "values": {
    "BottleState": {
      "1": null,
      "-1": "Pending delivery",
      "0": "Consumed"
    },
    "Vintage": {
      "1001": null
    },
    "Location": {
      "(n/a)": null
    },
    "Store": {
      "Unknown": null
    },
    "BottleCost": {
      "0": null
    }
  }
}

"""#,
        "cellartracker-inventory": #"""
{
  "name": "cellartracker-inventory",
  "app": "CellarTracker inventory (one row per bottle)",
  "template": "builtin.wine",
  "signature": [
    "iWine",
    "Wine",
    "Barcode",
    "ExchangeRate",
    "NativePrice",
    "NativePriceCurrency",
    "BottleNote"
  ],
  "columns": {
    "Location": "column:place",
    "Size": "field:bottle_size",
    "Valuation": "column:estimated_value",
    "Price": "Price in my currency",
    "NativePrice": "column:purchase_price",
    "NativePriceCurrency": "Purchase currency",
    "ExchangeRate": "Exchange rate",
    "StoreName": "column:source",
    "PurchaseDate": "column:purchase_date",
    "BottleNote": "column:notes",
    "Vintage": "field:vintage",
    "Wine": "column:title",
    "Country": "field:country",
    "Region": "field:region",
    "SubRegion": "Subregion",
    "Appellation": "field:appellation",
    "Producer": "field:producer",
    "Type": "field:color",
    "Color": "Wine color",
    "Varietal": "field:grapes",
    "MasterVarietal": "Master varietal",
    "MY": "My score",
    "PNotes": "Number of my tasting notes",
    "BeginConsume": "Drink from year",
    "EndConsume": "Drink until year"
  },
  "leftOut": {
    "SortProducer": "the Producer column again, written for sorting (Yquem, Château d')",
    "CT": "CellarTracker's average of its users' scores, not the collector's",
    "CNotes": "how many tasting notes CellarTracker's users wrote about the wine"
  },
  "values": {
    "Type": {
      "Red": "red",
      "Red - Off-dry": "red",
      "Red - Sparkling": "sparkling",
      "Red - Sweet/Dessert": "sweet",
      "Red - Fortified": "fortified",
      "White": "white",
      "White - Off-dry": "white",
      "White - Sparkling": "sparkling",
      "White - Sweet/Dessert": "sweet",
      "White - Fortified": "fortified",
      "Rosé": "rose",
      "Rosé - Off-dry": "rose",
      "Rosé - Sparkling": "sparkling",
      "Rosé - Sweet/Dessert": "sweet",
      "Rosé - Fortified": "fortified"
    },
    "Vintage": {
      "1001": null
    },
    "Location": {
      "(n/a)": null
    },
    "StoreName": {
      "Unknown": null
    },
    "Designation": {
      "Unknown": null
    },
    "Vineyard": {
      "Unknown": null
    },
    "Price": {
      "0": null
    },
    "NativePrice": {
      "0": null
    },
    "Valuation": {
      "0": null
    }
  },
  "currencyColumns": {
    "NativePrice": "NativePriceCurrency",
    "Valuation": "Currency"
  }
}

"""#,
        "cellartracker": #"""
{
  "name": "cellartracker",
  "app": "CellarTracker cellar list",
  "template": "builtin.wine",
  "signature": [
    "iWine",
    "Wine",
    "Producer",
    "Vintage",
    "Varietal",
    "Appellation"
  ],
  "columns": {
    "Type": "field:color",
    "Size": "field:bottle_size",
    "Vintage": "field:vintage",
    "Wine": "column:title",
    "Producer": "field:producer",
    "Varietal": "field:grapes",
    "Country": "field:country",
    "Region": "field:region",
    "Appellation": "field:appellation",
    "BeginConsume": "Drink from year",
    "EndConsume": "Drink until year",
    "Quantity": "column:quantity",
    "Price": "column:purchase_price",
    "Valuation": "column:estimated_value",
    "Location": "column:place",
    "Store": "column:source",
    "StoreName": "column:source",
    "PurchaseDate": "column:purchase_date",
    "Note": "column:notes",
    "BottleNote": "column:notes"
  },
  "currencyColumns": {
    "Price": "Currency",
    "Valuation": "Currency"
  },
  "values": {
    "Type": {
      "Red": "red",
      "Red - Off-dry": "red",
      "Red - Sparkling": "sparkling",
      "Red - Sweet/Dessert": "sweet",
      "Red - Fortified": "fortified",
      "White": "white",
      "White - Off-dry": "white",
      "White - Sparkling": "sparkling",
      "White - Sweet/Dessert": "sweet",
      "White - Fortified": "fortified",
      "Rosé": "rose",
      "Rosé - Off-dry": "rose",
      "Rosé - Sparkling": "sparkling",
      "Rosé - Sweet/Dessert": "sweet",
      "Rosé - Fortified": "fortified"
    },
    "Vintage": {
      "1001": null
    },
    "Price": {
      "0": null
    },
    "Valuation": {
      "0": null
    }
  },
  "leftOut": {
    "Color": "the Type column says the same and more (White - Sparkling); the wine's type is read from Type"
  }
}

"""#,
        "coincollection": #"""
{
  "name": "coincollection",
  "app": "Coin Collection (Android) export, coins section",
  "template": "builtin.coin",
  "signature": [
    "coinIdentifier",
    "coinMint",
    "inCollection",
    "advGradeIndex",
    "advQuantityIndex"
  ],
  "columns": {
    "Album": "column:tags",
    "coinIdentifier": "column:title",
    "coinMint": "field:mint_mark",
    "advGradeIndex": "field:sheldon_grade",
    "advQuantityIndex": "column:quantity",
    "advNotes": "column:notes",
    "sortOrder": "Position in the album",
    "customCoin": "Added by hand",
    "imageId": "Image ID"
  },
  "values": {
    "advGradeIndex": {
      "0": null,
      "1": "P-1",
      "2": "FR-2",
      "3": "AG-3",
      "4": "G-4",
      "5": "G-6",
      "6": "VG-8",
      "7": "VG-10",
      "8": "F-12",
      "9": "F-15",
      "10": "VF-20",
      "11": "VF-25",
      "12": "VF-30",
      "13": "VF-35",
      "14": "EF-40",
      "15": "EF-45",
      "16": "AU-50",
      "17": "AU-53",
      "18": "AU-55",
      "19": "AU-58",
      "20": "MS-60",
      "21": "MS-61",
      "22": "MS-62",
      "23": "MS-63",
      "24": "MS-64",
      "25": "MS-65",
      "26": "MS-66",
      "27": "MS-67",
      "28": "MS-68",
      "29": "MS-69",
      "30": "MS-70",
      "31": "PF-60",
      "32": "PF-61",
      "33": "PF-62",
      "34": "PF-63",
      "35": "PF-64",
      "36": "PF-65",
      "37": "PF-66",
      "38": "PF-67",
      "39": "PF-68",
      "40": "PF-69",
      "41": "PF-70"
    },
    "advQuantityIndex": {
      "0": "1",
      "1": "2",
      "2": "3",
      "3": "4",
      "4": "5",
      "5": "6",
      "6": "7",
      "7": "8",
      "8": "9",
      "9": "10",
      "10": "11",
      "11": "12",
      "12": "13",
      "13": "14",
      "14": "15",
      "15": "16",
      "16": "17",
      "17": "18",
      "18": "19",
      "19": "20",
      "20": "21",
      "21": "22",
      "22": "23",
      "23": "24",
      "24": "25",
      "25": "25+"
    }
  },
  "leftOut": {
    "inCollection": "every coin read is one the collection has (1); the albums' empty slots (0) are not pieces"
  }
}

"""#,
        "deckbox": #"""
{
  "name": "deckbox",
  "app": "Deckbox inventory export",
  "template": "builtin.trading_card",
  "signature": [
    "Tradelist Count",
    "Card Number",
    "Artist Proof",
    "Altered Art",
    "Textless"
  ],
  "columns": {
    "Count": "column:quantity",
    "Tradelist Count": "Tradelist count",
    "Name": "column:title",
    "Edition": "field:set_name",
    "Card Number": "field:card_number",
    "Condition": "Card condition",
    "Language": "field:language",
    "Foil": "field:variant",
    "My Price": "column:estimated_value"
  },
  "values": {
    "Foil": {
      "foil": "foil"
    },
    "My Price": {
      "0": null,
      "0.00": null,
      "$0.00": null
    }
  }
}

"""#,
        "discogs-wantlist": #"""
{
  "name": "discogs-wantlist",
  "app": "Discogs wantlist export",
  "template": "builtin.record",
  "kind": "wish",
  "signature": [
    "Catalog#",
    "Artist",
    "Title",
    "Label",
    "Format",
    "release_id",
    "Notes"
  ],
  "columns": {
    "Catalog#": "field:catalog_number",
    "Artist": "field:artist",
    "Title": "column:title",
    "Label": "field:label",
    "Format": "field:format",
    "Rating": "Rating",
    "Released": "field:year",
    "release_id": "Discogs release",
    "Notes": "column:notes"
  },
  "countPrefixed": [
    "Format"
  ],
  "valuesOf": "discogs",
  "alsoInto": {
    "Title": "field:title"
  }
}

"""#,
        "discogs": #"""
{
  "name": "discogs",
  "app": "Discogs collection export",
  "template": "builtin.record",
  "signature": [
    "Catalog#",
    "Artist",
    "Title",
    "Label",
    "Format",
    "release_id",
    "CollectionFolder"
  ],
  "columns": {
    "Catalog#": "field:catalog_number",
    "Artist": "field:artist",
    "Title": "column:title",
    "Label": "field:label",
    "Format": "field:format",
    "Rating": "Rating",
    "Released": "field:year",
    "release_id": "Discogs release",
    "CollectionFolder": "column:tags",
    "Date Added": "column:purchase_date",
    "Collection Media Condition": "field:media_grade",
    "Collection Sleeve Condition": "field:sleeve_grade",
    "Collection Notes": "column:notes"
  },
  "countPrefixed": [
    "Format"
  ],
  "values": {
    "Collection Media Condition": {
      "Mint (M)": "m",
      "Near Mint (NM or M-)": "nm",
      "Very Good Plus (VG+)": "vg_plus",
      "Very Good (VG)": "vg",
      "Good Plus (G+)": "g",
      "Good (G)": "g",
      "Fair (F)": "p",
      "Poor (P)": "p"
    },
    "Collection Sleeve Condition": {
      "Mint (M)": "m",
      "Near Mint (NM or M-)": "nm",
      "Very Good Plus (VG+)": "vg_plus",
      "Very Good (VG)": "vg",
      "Good Plus (G+)": "g",
      "Good (G)": "g",
      "Fair (F)": "p",
      "Poor (P)": "p"
    },
    "Format": {
      "LP": "lp",
      "LP,*": "lp",
      "7\"": "single",
      "7\",*": "single",
      "12\"": "maxi",
      "12\",*": "maxi",
      "CD": "cd",
      "CD,*": "cd",
      "CDr": "cd",
      "CDr,*": "cd",
      "12\", Album": "lp",
      "12\", Album,*": "lp",
      "12\", 33 ⅓ RPM, Album": "lp",
      "12\", 33 ⅓ RPM, Album,*": "lp",
      "12\", 45 RPM, Album": "lp",
      "12\", 45 RPM, Album,*": "lp",
      "Cass": "cassette",
      "Cass,*": "cassette",
      "Shellac": "shellac",
      "Shellac,*": "shellac",
      "Reel": "reel",
      "Reel,*": "reel",
      "Reel-To-Reel": "reel",
      "Reel-To-Reel,*": "reel"
    },
    "Released": {
      "0": null
    }
  },
  "alsoInto": {
    "Title": "field:title"
  }
}

"""#,
        "dragonshield": #"""
{
  "name": "dragonshield",
  "app": "Dragon Shield card manager export",
  "template": "builtin.trading_card",
  "signature": [
    "Folder Name",
    "Trade Quantity",
    "Card Name",
    "Price Bought",
    "Date Bought"
  ],
  "columns": {
    "Folder Name": "column:place",
    "Quantity": "column:quantity",
    "Trade Quantity": "Trade quantity",
    "Card Name": "column:title",
    "Set Code": "Set code",
    "Set Name": "field:set_name",
    "Card Number": "field:card_number",
    "Condition": "Card condition",
    "Printing": "Printing",
    "Language": "field:language",
    "Price Bought": "column:purchase_price",
    "Date Bought": "column:purchase_date",
    "AVG": "Average market price",
    "LOW": "Lowest market price",
    "TREND": "Market price trend",
    "MID": "Mid market price",
    "MARKET": "Market price"
  },
  "headers": {
    "compact": {
      "signature": [
        "FolderName",
        "TradeQuantity",
        "CardName",
        "PriceBought",
        "DateBought"
      ],
      "columns": {
        "FolderName": "Folder Name",
        "TradeQuantity": "Trade Quantity",
        "CardName": "Card Name",
        "SetCode": "Set Code",
        "SetName": "Set Name",
        "CardNumber": "Card Number",
        "PriceBought": "Price Bought",
        "DateBought": "Date Bought"
      }
    }
  }
}

"""#,
        "ebay-collection": #"""
{
  "name": "ebay-collection",
  "app": "eBay collection export (trading cards)",
  "template": "builtin.trading_card",
  "signature": [
    "CollectibleId",
    "Purchase Date MM-DD-YYYY",
    "Professional Grader"
  ],
  "columns": {
    "CollectibleId": "eBay collectible ID",
    "Title": "column:title",
    "Sport": "field:game",
    "Purchase Price": "column:purchase_price",
    "Purchase Date MM-DD-YYYY": "column:purchase_date",
    "Player": "field:card_name",
    "Set": "field:set_name",
    "Year": "field:year",
    "Card Manufacturer": "Manufacturer",
    "Card Number": "field:card_number",
    "Card Condition": "Card condition",
    "Professional Grader": "field:grading_service",
    "Grade": "field:grade",
    "Certification Number": "field:certificate_number",
    "Exclude": "Excluded from the collection's value"
  },
  "values": {
    "Professional Grader": {
      "Not Professionally Graded": "raw"
    }
  }
}

"""#,
        "goodreads": #"""
{
  "name": "goodreads",
  "app": "Goodreads library export",
  "template": "builtin.book",
  "signature": [
    "Book Id",
    "Title",
    "Author l-f",
    "Exclusive Shelf"
  ],
  "columns": {
    "Title": "column:title",
    "Author": "field:author",
    "ISBN13": "field:isbn",
    "My Rating": "field:my_rating",
    "Publisher": "field:publisher",
    "Binding": "field:binding",
    "Number of Pages": "field:pages",
    "Year Published": "field:year",
    "Bookshelves": "column:tags",
    "My Review": "column:notes",
    "Original Purchase Date": "column:purchase_date",
    "Original Purchase Location": "column:source",
    "ISBN": "ISBN-10"
  },
  "leftOut": {
    "Average Rating": "Goodreads' average of all its readers, not the collector's rating",
    "Author l-f": "the Author column again, last name first",
    "Bookshelves with positions": "the Bookshelves column again, with each book's place on the shelf",
    "Spoiler": "only says whether My Review gives the plot away"
  },
  "values": {
    "Binding": {
      "Hardcover": "hardcover",
      "Hardback": "hardcover",
      "Library Binding*": "hardcover",
      "School & Library Binding*": "hardcover",
      "Slipcased Hardcover*": "hardcover",
      "Tankobon Hardcover*": "hardcover",
      "Gebundene Ausgabe": "hardcover",
      "Paperback": "paperback",
      "Mass Market Paperback*": "paperback",
      "Trade Paperback*": "paperback",
      "Perfect Paperback*": "paperback",
      "Tankobon Softcover*": "paperback",
      "Paperback Bunko*": "paperback",
      "Softcover": "paperback",
      "Taschenbuch": "paperback",
      "Poche": "paperback",
      "Leather Bound": "leather",
      "Cloth": "cloth"
    },
    "My Rating": {
      "0": null
    },
    "Year Published": {
      "0": null
    },
    "Number of Pages": {
      "0": null
    },
    "Original Publication Year": {
      "0": null
    },
    "Read Count": {
      "0": null
    },
    "Owned Copies": {
      "0": null
    }
  }
}

"""#,
        "helvault": #"""
{
  "name": "helvault",
  "app": "Helvault collection export",
  "template": "builtin.trading_card",
  "signature": [
    "extras",
    "scryfall_id"
  ],
  "columns": {
    "collector_number": "field:card_number",
    "extras": "Extras",
    "language": "field:language",
    "name": "column:title",
    "oracle_id": "Oracle ID",
    "quantity": "column:quantity",
    "scryfall_id": "Scryfall ID",
    "set_code": "Set code",
    "set_name": "field:set_name"
  }
}

"""#,
        "homebox": #"""
{
  "name": "homebox",
  "app": "HomeBox export",
  "template": "builtin.blank",
  "signature": [
    "HB.name",
    "HB.location"
  ],
  "columns": {
    "HB.location": "column:place",
    "HB.labels": "column:tags",
    "HB.name": "column:title",
    "HB.quantity": "column:quantity",
    "HB.description": "column:notes",
    "HB.purchase_price": "column:purchase_price",
    "HB.purchase_from": "column:source",
    "HB.purchase_time": "column:purchase_date",
    "HB.asset_id": "Asset ID",
    "HB.import_ref": "Import ref",
    "HB.archived": "Archived",
    "HB.url": "URL",
    "HB.insured": "Insured",
    "HB.notes": "HomeBox notes",
    "HB.manufacturer": "Manufacturer",
    "HB.model_number": "Model number",
    "HB.serial_number": "Serial number",
    "HB.lifetime_warranty": "Lifetime warranty",
    "HB.warranty_expires": "Warranty expires",
    "HB.warranty_details": "Warranty details",
    "HB.sold_to": "Sold to",
    "HB.sold_price": "Sold price",
    "HB.sold_time": "Sold on",
    "HB.sold_notes": "Sold notes"
  },
  "values": {
    "HB.purchase_price": {
      "0": null,
      "0.0": null,
      "0.00": null
    }
  },
  "headers": {
    "legacy": {
      "signature": [
        "Import Ref",
        "Purchased Price",
        "Purchased Time"
      ],
      "columns": {
        "Import Ref": "HB.import_ref",
        "Location": "HB.location",
        "Labels": "HB.labels",
        "Quantity": "HB.quantity",
        "Name": "HB.name",
        "Description": "HB.description",
        "Insured": "HB.insured",
        "Serial Number": "HB.serial_number",
        "Model Number": "HB.model_number",
        "Mode Number": "HB.model_number",
        "Manufacturer": "HB.manufacturer",
        "Notes": "HB.notes",
        "Purchase From": "HB.purchase_from",
        "Purchased Price": "HB.purchase_price",
        "Purchased Time": "HB.purchase_time",
        "Lifetime Warranty": "HB.lifetime_warranty",
        "Warranty Expires": "HB.warranty_expires",
        "Warranty Details": "HB.warranty_details",
        "Sold To": "HB.sold_to",
        "Sold Price": "HB.sold_price",
        "Sold Time": "HB.sold_time",
        "Sold Notes": "HB.sold_notes"
      }
    }
  }
}

"""#,
        "libib": #"""
{
  "name": "libib",
  "app": "Libib library export",
  "template": "builtin.book",
  "signature": [
    "item_type",
    "creators",
    "ean_isbn13",
    "upc_isbn10",
    "publish_date"
  ],
  "columns": {
    "item_type": "Item type",
    "title": "column:title",
    "creators": "field:author",
    "collection": "Libib collection",
    "ean_isbn13": "field:isbn",
    "upc_isbn10": "ISBN-10 or UPC",
    "description": "Description",
    "publisher": "field:publisher",
    "publish_date": "Publication date",
    "group": "Group",
    "tags": "column:tags",
    "notes": "column:notes",
    "price": "column:purchase_price",
    "length": "field:pages",
    "number_of_discs": "Number of discs",
    "number_of_players": "Number of players",
    "age_group": "Age group",
    "ensemble": "Ensemble",
    "aspect_ratio": "Aspect ratio",
    "esrb": "ESRB rating",
    "rating": "field:my_rating",
    "review": "Review",
    "review_date": "Review date",
    "status": "Reading status",
    "began": "Began",
    "completed": "Completed",
    "added": "Added to Libib",
    "copies": "Copies"
  },
  "leftOut": {
    "first_name": "the first name of the first creator, who is in the creators column already",
    "last_name": "the last name of the first creator, who is in the creators column already"
  },
  "values": {
    "price": {
      "0": null,
      "0.0": null,
      "0.00": null
    },
    "rating": {
      "0": null
    },
    "length": {
      "0": null
    }
  }
}

"""#,
        "librarything": #"""
{
  "name": "librarything",
  "app": "LibraryThing library export",
  "template": "builtin.book",
  "signature": [
    "Primary Author",
    "Sort Character",
    "Publication",
    "Dewey Wording",
    "Work id"
  ],
  "columns": {
    "Book Id": "LibraryThing book ID",
    "Title": "column:title",
    "Primary Author": "field:author",
    "Date": "field:year",
    "Review": "column:notes",
    "Rating": "field:my_rating",
    "Private Comment": "Private comment",
    "Media": "field:binding",
    "Height": "field:height",
    "Page Count": "field:pages",
    "Acquired": "column:purchase_date",
    "Tags": "column:tags",
    "Languages": "field:language",
    "Original Languages": "Original languages",
    "ISBN": "field:isbn",
    "Source": "Catalog data source",
    "Entry Date": "Entry date",
    "From Where": "column:source",
    "Work id": "LibraryThing work ID",
    "Comment": "Comment",
    "Copies": "Copies",
    "Subjects": "Subjects",
    "Collections": "Collections",
    "LC Classification": "LC Classification",
    "Dewey Decimal": "Dewey Decimal",
    "Publication": "Publication",
    "Author (first, last)": "Author, first name first",
    "Sort Character": "Sort character",
    "Primary Author Role": "Primary author role",
    "Secondary Author": "Secondary author",
    "Secondary Author Roles": "Secondary author roles",
    "Authors": "All authors",
    "ISBNs": "ISBNs",
    "ASIN": "ASIN",
    "EAN": "EAN",
    "UPC": "UPC",
    "Original title": "Original title",
    "Awards": "Awards",
    "Genres": "field:genre",
    "Physical Description": "Physical description",
    "Thickness": "Thickness",
    "Length": "Length",
    "Weight": "Weight",
    "Series": "Series",
    "Volumes": "Volumes",
    "OCLC": "OCLC",
    "LCCN": "LCCN",
    "Circulation": "Circulation",
    "Dewey Wording": "Dewey Wording",
    "Original ISBN": "Original ISBN"
  },
  "leftOut": {
    "Summary": "LibraryThing writes it from the Title, Primary Author and Date columns",
    "Dimensions": "the Height, Length and Thickness columns again, in one cell",
    "Public": "whether the book is shown to others on LibraryThing, not a fact of the book",
    "Tag ids": "LibraryThing's numbers of the tags, which come in by their names",
    "Collection ids": "LibraryThing's numbers of the collections, which come in by their names",
    "Language codes": "the codes of the languages, which come in by their names",
    "Original language codes": "the codes of the original languages, which come in by their names",
    "Genre ids": "LibraryThing's numbers of the genres, which come in by their names"
  },
  "values": {
    "Media": {
      "Hardcover": "hardcover",
      "Paperback": "paperback",
      "Relié": "hardcover",
      "Broché": "paperback",
      "Poche": "paperback"
    },
    "ISBN": {
      "[]": null
    },
    "Date": {
      "?": null
    },
    "Rating": {
      "0": null
    }
  },
  "headers": {
    "legacy": {
      "signature": [
        "'TITLE'",
        "'AUTHOR (last, first)'",
        "'ENTRY DATE'",
        "'PUBLICATION INFO'"
      ],
      "columns": {
        "'TITLE'": "Title",
        "'AUTHOR (first, last)'": "Author (first, last)",
        "'AUTHOR (last, first)'": "Primary Author",
        "'DATE'": "Date",
        "'LCC'": "LC Classification",
        "'DDC'": "Dewey Decimal",
        "'ISBNs'": "ISBN",
        "'PUBLICATION INFO'": "Publication",
        "'COMMENT'": "Comment",
        "'RATINGS'": "Rating",
        "'REVIEWS'": "Review",
        "'ENTRY DATE'": "Entry Date",
        "'COPIES'": "Copies",
        "'SUBJECTS'": "Subjects",
        "'COLLECTIONS'": "Collections",
        "'TAGS'": "Tags"
      }
    },
    "json": {
      "signature": [
        "books_id",
        "primaryauthor",
        "workcode",
        "entrydate"
      ],
      "columns": {
        "books_id": "Book Id",
        "title": "Title",
        "sortcharacter": "Sort Character",
        "public": "Public",
        "primaryauthor": "Primary Author",
        "primaryauthorrole": "Primary Author Role",
        "secondaryauthor": "Secondary Author",
        "secondaryauthorroles": "Secondary Author Roles",
        "authors": "Authors",
        "tags": "Tags",
        "tagidA": "Tag ids",
        "collections": "Collections",
        "collections_idA": "Collection ids",
        "originalisbn": "Original ISBN",
        "isbn": "ISBN",
        "asin": "ASIN",
        "ean": "EAN",
        "upc": "UPC",
        "publication": "Publication",
        "date": "Date",
        "summary": "Summary",
        "language": "Languages",
        "language_codeA": "Language codes",
        "originallanguage": "Original Languages",
        "originallanguage_codeA": "Original language codes",
        "ddc code": "Dewey Decimal",
        "ddc wording": "Dewey Wording",
        "lcc code": "LC Classification",
        "subject": "Subjects",
        "originaltitle": "Original title",
        "awards": "Awards",
        "genre": "Genres",
        "genre_id": "Genre ids",
        "source": "Source",
        "workcode": "Work id",
        "entrydate": "Entry Date",
        "format": "Media",
        "copies": "Copies",
        "physical_description": "Physical Description",
        "height": "Height",
        "thickness": "Thickness",
        "length": "Length",
        "dimensions": "Dimensions",
        "weight": "Weight",
        "pages": "Page Count",
        "fromwhere": "From Where",
        "series": "Series",
        "volumes": "Volumes",
        "oclc": "OCLC",
        "lccn": "LCCN",
        "circulation": "Circulation",
        "review": "Review",
        "rating": "Rating",
        "comment": "Comment",
        "privatecomment": "Private Comment"
      }
    }
  }
}

"""#,
        "manabox": #"""
{
  "name": "manabox",
  "app": "ManaBox collection export",
  "template": "builtin.trading_card",
  "signature": [
    "ManaBox ID",
    "Scryfall ID"
  ],
  "columns": {
    "Binder Name": "column:place",
    "Binder Type": "Binder type",
    "Name": "column:title",
    "Set name": "field:set_name",
    "Collector number": "field:card_number",
    "Foil": "Finish",
    "Rarity": "field:rarity",
    "Quantity": "column:quantity",
    "Purchase price": "column:unit_price",
    "Condition": "Card condition",
    "Language": "field:language"
  },
  "currencyColumns": {
    "Purchase price": "Purchase price currency"
  }
}

"""#,
        "moxfield": #"""
{
  "name": "moxfield",
  "app": "Moxfield collection export",
  "template": "builtin.trading_card",
  "signature": [
    "Tradelist Count",
    "Edition",
    "Collector Number",
    "Last Modified"
  ],
  "columns": {
    "Count": "column:quantity",
    "Tradelist Count": "Tradelist count",
    "Name": "column:title",
    "Edition": "Set code",
    "Condition": "Card condition",
    "Language": "field:language",
    "Foil": "Finish",
    "Tags": "column:tags",
    "Last Modified": "Last modified",
    "Collector Number": "field:card_number",
    "Purchase Price": "column:purchase_price"
  }
}

"""#,
        "mtggoldfish": #"""
{
  "name": "mtggoldfish",
  "app": "MTGGoldfish collection export",
  "template": "builtin.trading_card",
  "signature": [
    "Card",
    "Set ID",
    "Set Name",
    "Foil",
    "Variation"
  ],
  "columns": {
    "Card": "column:title",
    "Set ID": "Set code",
    "Set Name": "field:set_name",
    "Quantity": "column:quantity",
    "Foil": "Finish",
    "Variation": "Variation",
    "Collector Number": "field:card_number",
    "Scryfall ID": "Scryfall ID"
  }
}

"""#,
        "numista": #"""
{
  "name": "numista",
  "app": "Numista collection export",
  "template": "builtin.coin",
  "signature": [
    "Issuer",
    "N# number (with link)"
  ],
  "columns": {
    "Country": "field:country",
    "Issuer": "field:ruler",
    "Title": "column:title",
    "Face value": "field:denomination",
    "Currency": "Face value currency",
    "Reference": "field:km_number",
    "N# number (with link)": "Numista number",
    "N# number": "Numista number",
    "Numista number": "Numista number",
    "Type": "Numista type",
    "Composition": "Composition",
    "Weight": "field:weight",
    "Diameter": "field:diameter",
    "Thickness": "field:thickness",
    "Year": "field:year",
    "Gregorian year": "Gregorian year",
    "Mintmark": "field:mint_mark",
    "Marks": "Marks",
    "References": "Other references",
    "Grade": "field:grade",
    "Quantity": "column:quantity",
    "Collection": "column:tags",
    "For exchange": "For exchange",
    "From set": "From set",
    "Buying price": "column:purchase_price",
    "Estimate": "column:estimated_value",
    "Estimated value": "column:estimated_value",
    "Acquisition date": "column:purchase_date",
    "Buying date": "column:purchase_date",
    "Acquisition place": "column:source",
    "Storage location": "column:place",
    "Private comment": "column:notes",
    "Comment": "column:notes",
    "Public comment": "Public comment"
  },
  "headers": {
    "pt": {
      "signature": [
        "Emissor",
        "Valor de face"
      ],
      "columns": {
        "País": "Country",
        "Emissor": "Issuer",
        "Ano": "Year",
        "Ano Gregoriano": "Gregorian year",
        "Título": "Title",
        "Valor de face": "Face value",
        "Diâmetro": "Diameter",
        "Referência": "Reference",
        "Quantidade": "Quantity"
      }
    }
  },
  "values": {
    "Grade": {
      "VG": "vg",
      "F": "f",
      "VF": "vf",
      "XF": "xf",
      "EF": "xf",
      "AU": "au",
      "UNC": "unc",
      "BU": "unc",
      "Very good": "vg",
      "Fine": "f",
      "Very fine": "vf",
      "Extremely fine": "xf",
      "About uncirculated": "au",
      "Uncirculated": "unc",
      "Brilliant uncirculated": "unc"
    },
    "Year": {
      "ND": null,
      "N.D.": null
    }
  }
}

"""#,
        "opennumismat": #"""
{
  "name": "opennumismat",
  "app": "OpenNumismat collection",
  "template": "builtin.coin",
  "signature": [
    "title",
    "denomination",
    "mintmark",
    "saller"
  ],
  "columns": {
    "id": "OpenNumismat ID",
    "title": "column:title",
    "denomination": "field:denomination",
    "country": "field:country",
    "year": "field:year",
    "period": "Period",
    "mint": "Mint",
    "mintmark": "field:mint_mark",
    "issuedate": "Date of issue",
    "type": "field:coin_type",
    "series": "Series",
    "subjectshort": "Subject",
    "status": "column:status",
    "material": "field:metal",
    "fineness": "field:fineness",
    "shape": "Shape",
    "diameter": "field:diameter",
    "thickness": "field:thickness",
    "weight": "field:weight",
    "grade": "field:grade",
    "edge": "field:edge",
    "edgelabel": "Edge lettering",
    "obvrev": "Obverse and reverse",
    "quality": "field:strike",
    "mintage": "field:mintage",
    "dateemis": "Emission period",
    "catalognum1": "Catalog number 1",
    "catalognum2": "Catalog number 2",
    "catalognum3": "Catalog number 3",
    "catalognum4": "Catalog number 4",
    "rarity": "Rarity",
    "price1": "Catalog price F",
    "price2": "Catalog price VF",
    "price3": "Catalog price XF",
    "price4": "Catalog price UNC",
    "variety": "Variety",
    "obversevar": "Obverse variety",
    "reversevar": "Reverse variety",
    "edgevar": "Edge variety",
    "paydate": "column:purchase_date",
    "payprice": "column:purchase_price",
    "totalpayprice": "Total paid",
    "saller": "column:source",
    "payplace": "Place of purchase",
    "payinfo": "Purchase notes",
    "saledate": "column:status_since",
    "saleprice": "Sale price",
    "totalsaleprice": "Sale revenue",
    "buyer": "Buyer",
    "saleplace": "Place of sale",
    "saleinfo": "Sale notes",
    "note": "column:notes",
    "obversedesign": "Obverse design",
    "obversedesigner": "Obverse designer",
    "reversedesign": "Reverse design",
    "reversedesigner": "Reverse designer",
    "subject": "Subject description",
    "defect": "Defect",
    "storage": "column:place",
    "features": "Features",
    "quantity": "column:quantity",
    "url": "URL",
    "barcode": "Barcode",
    "ruler": "field:ruler",
    "region": "Region",
    "obverseengraver": "Obverse engraver",
    "reverseengraver": "Reverse engraver",
    "obversecolor": "Obverse color",
    "reversecolor": "Reverse color",
    "varietydesc": "Variety description",
    "format": "Format",
    "condition": "State",
    "category": "Category",
    "emitent": "Issuing authority",
    "signaturetype": "Signature type",
    "signature": "Signature",
    "address": "Address",
    "latitude": "Latitude",
    "longitude": "Longitude",
    "grader": "field:grading_service",
    "seat": "Seat",
    "native_year": "Year on the coin",
    "composition": "Composition",
    "material2": "Second material",
    "width": "Width",
    "height": "Height",
    "technique": "Technique",
    "modification": "Modification",
    "axis": "Die axis",
    "real_weight": "Measured weight",
    "real_diameter": "Measured diameter",
    "rating": "Rating",
    "buying_invoice": "Purchase invoice",
    "sale_invoice": "Sale invoice",
    "tags": "column:tags"
  },
  "leftOut": {
    "image": "the preview OpenNumismat makes from the obverse and reverse, which come in as photos",
    "obverseimg": "its picture is a photo of the piece",
    "reverseimg": "its picture is a photo of the piece",
    "edgeimg": "its picture is a photo of the piece",
    "photo1": "its picture is a photo of the piece",
    "photo2": "its picture is a photo of the piece",
    "photo3": "its picture is a photo of the piece",
    "photo4": "its picture is a photo of the piece",
    "photo5": "its picture is a photo of the piece",
    "photo6": "its picture is a photo of the piece",
    "varietyimg": "its picture is a photo of the piece",
    "signatureimg": "its picture is a photo of the piece",
    "createdat": "when the coin was entered in OpenNumismat; the piece is new in the library",
    "updatedat": "when the coin last changed in OpenNumismat",
    "sort_id": "the coin's place in OpenNumismat's list"
  },
  "values": {
    "status": {
      "owned": "in_collection",
      "ordered": "in_collection",
      "sale": "in_collection",
      "sold": "sold",
      "wish": null,
      "missing": null,
      "bidding": null,
      "pass": null,
      "demo": null
    },
    "grade": {
      "VG": "vg",
      "F": "f",
      "VF": "vf",
      "XF": "xf",
      "EF": "xf",
      "AU": "au",
      "UNC": "unc",
      "BU": "unc",
      "Unc": "unc"
    },
    "quality": {
      "BU": "bu",
      "Proof": "proof",
      "PF": "proof",
      "PL": "proof",
      "UNC": "business",
      "Unc": "business"
    }
  }
}

"""#,
        "pricecharting": #"""
{
  "name": "pricecharting",
  "app": "PriceCharting collection export",
  "template": "builtin.trading_card",
  "signature": [
    "product-name",
    "console-name",
    "price-in-pennies",
    "cost-basis-in-pennies",
    "include-string"
  ],
  "columns": {
    "id": "PriceCharting ID",
    "product-name": "column:title",
    "console-name": "field:set_name",
    "price-in-pennies": "column:estimated_value",
    "include-string": "field:grade",
    "condition-string": "Condition notes",
    "sku": "SKU",
    "notes": "column:notes",
    "cost-basis-in-pennies": "column:purchase_price",
    "quantity": "column:quantity",
    "date-entered": "Date entered",
    "date-purchased": "column:purchase_date",
    "grading-company": "field:grading_service",
    "grading-cert-id": "field:certificate_number",
    "folder": "column:tags"
  },
  "values": {
    "include-string": {
      "Ungraded": null,
      "Graded 1": "1",
      "Graded 1.5": "1.5",
      "Graded 2": "2",
      "Graded 2.5": "2.5",
      "Graded 3": "3",
      "Graded 3.5": "3.5",
      "Graded 4": "4",
      "Graded 4.5": "4.5",
      "Graded 5": "5",
      "Graded 5.5": "5.5",
      "Graded 6": "6",
      "Graded 6.5": "6.5",
      "Graded 7": "7",
      "Graded 7.5": "7.5",
      "Graded 8": "8",
      "Graded 8.5": "8.5",
      "Graded 9": "9",
      "Graded 9.5": "9.5",
      "Graded 10": "10",
      "PSA 10": "10",
      "BGS 10": "10",
      "CGC 10": "10",
      "SGC 10": "10"
    },
    "grading-company": {
      "PSA": "psa",
      "BGS": "bgs",
      "CGC": "cgc",
      "SGC": "sgc"
    },
    "price-in-pennies": {
      "0": null
    },
    "cost-basis-in-pennies": {
      "0": null
    }
  },
  "minorUnits": [
    "price-in-pennies",
    "cost-basis-in-pennies"
  ],
  "currency": "USD"
}

"""#,
        "snipeit": #"""
{
  "name": "snipeit",
  "app": "Snipe-IT asset import file",
  "template": "builtin.blank",
  "signature": [
    "Asset Tag",
    "Model Number",
    "Asset Notes",
    "Purchase Cost"
  ],
  "columns": {
    "Name": "column:title",
    "Asset Tag": "Asset tag",
    "Supplier": "column:source",
    "Location": "column:place",
    "Order Number": "Order number",
    "Model Notes": "Model notes",
    "Model Number": "Model number",
    "Asset Notes": "column:notes",
    "Purchase Date": "column:purchase_date",
    "Purchase Cost": "column:purchase_price",
    "Checkout Type": "Checkout type",
    "Asset EOL Date": "End of life date"
  },
  "headers": {
    "older": {
      "signature": [
        "item Name",
        "Asset Tag",
        "Model Number",
        "Purchase Cost"
      ],
      "columns": {
        "item Name": "Name",
        "Notes": "Asset Notes"
      }
    },
    "licenses": {
      "signature": [
        "Item name",
        "Licensed To Name",
        "seats"
      ],
      "columns": {
        "Item name": "Name",
        "notes": "Asset Notes"
      }
    }
  }
}

"""#,
        "sortly": #"""
{
  "name": "sortly",
  "app": "Sortly items export",
  "template": "builtin.blank",
  "signature": [
    "Entry Type",
    "Entry Name",
    "Min Level",
    "Primary Folder",
    "Subfolder-level1"
  ],
  "columns": {
    "Entry Type": "Entry type",
    "Entry Name": "column:title",
    "Variant Details": "Variant details",
    "Sortly ID (SID)": "Sortly ID",
    "Quantity": "column:quantity",
    "Min Level": "Minimum level",
    "Price": "column:purchase_price",
    "Notes": "column:notes",
    "Tags": "column:tags",
    "Primary Folder": "column:place",
    "Subfolder-level1": "Subfolder level 1",
    "Subfolder-level2": "Subfolder level 2",
    "Subfolder-level3": "Subfolder level 3",
    "Subfolder-level4": "Subfolder level 4"
  },
  "leftOut": {
    "Value": "Price times Quantity, worked out by Sortly"
  }
}

"""#,
        "storygraph": #"""
{
  "name": "storygraph",
  "app": "The StoryGraph library export",
  "template": "builtin.book",
  "signature": [
    "ISBN/UID",
    "Read Status",
    "Moods",
    "Pace",
    "Star Rating"
  ],
  "columns": {
    "Title": "column:title",
    "Authors": "field:author",
    "ISBN/UID": "field:isbn",
    "Format": "field:binding",
    "Read Status": "Read status",
    "Last Date Read": "Last date read",
    "Dates Read": "Dates read",
    "Read Count": "Read count",
    "Star Rating": "field:my_rating",
    "Review": "column:notes",
    "Tags": "column:tags",
    "Owned?": "Owned"
  },
  "values": {
    "Format": {
      "hardcover": "hardcover",
      "paperback": "paperback"
    },
    "Read Count": {
      "0": null
    }
  }
}

"""#,
        "tcgplayer": #"""
{
  "name": "tcgplayer",
  "app": "TCGplayer collection export",
  "template": "builtin.trading_card",
  "signature": [
    "Simple Name",
    "Set Code",
    "Printing",
    "Product ID",
    "SKU"
  ],
  "columns": {
    "Quantity": "column:quantity",
    "Name": "column:title",
    "Simple Name": "Simple name",
    "Set": "field:set_name",
    "Card Number": "field:card_number",
    "Set Code": "Set code",
    "Printing": "Printing",
    "Condition": "Card condition",
    "Language": "field:language",
    "Rarity": "field:rarity",
    "Product ID": "TCGplayer product ID",
    "SKU": "TCGplayer SKU"
  }
}

"""#,
        "tellico-boardgames": #"""
{
  "name": "tellico-boardgames",
  "app": "Tellico board game collection",
  "template": "builtin.toy",
  "signature": [
    "Tellico board game ID",
    "title"
  ],
  "columns": {
    "Tellico board game ID": "Tellico ID",
    "title": "column:title",
    "genre": "Genre",
    "mechanism": "Mechanism",
    "year": "field:year",
    "publisher": "field:brand",
    "designer": "Designer",
    "num-player": "Number of players",
    "playing-time": "Playing time",
    "minimum-age": "Minimum age",
    "description": "Description",
    "rating": "Rating",
    "pur_date": "column:purchase_date",
    "pur_price": "column:purchase_price",
    "location": "column:place",
    "gift": "Gift",
    "loaned": "Loaned",
    "comments": "column:notes",
    "Loan status": "column:status",
    "Lent on": "column:status_since",
    "Lent to": "Lent to",
    "keyword": "column:tags"
  },
  "leftOut": {
    "cdate": "when the entry was made in Tellico; the piece is new in the library",
    "mdate": "when the entry last changed in Tellico",
    "cover": "its picture is a photo of the piece"
  }
}

"""#,
        "tellico-books": #"""
{
  "name": "tellico-books",
  "app": "Tellico book collection",
  "template": "builtin.book",
  "signature": [
    "Tellico book ID",
    "title"
  ],
  "columns": {
    "Tellico book ID": "Tellico ID",
    "title": "column:title",
    "subtitle": "Subtitle",
    "author": "field:author",
    "editor": "Editor",
    "binding": "field:binding",
    "publisher": "field:publisher",
    "edition": "field:printing",
    "cr_year": "Copyright year",
    "pub_year": "field:year",
    "isbn": "field:isbn",
    "lccn": "LCCN",
    "pages": "field:pages",
    "translator": "field:translator",
    "language": "field:language",
    "genre": "field:genre",
    "keyword": "column:tags",
    "series": "Book series",
    "series_num": "Number in series",
    "condition": "column:condition",
    "signed": "field:signed",
    "read": "field:read",
    "rating": "field:my_rating",
    "plot": "Plot summary",
    "pur_date": "column:purchase_date",
    "pur_price": "column:purchase_price",
    "location": "column:place",
    "gift": "Gift",
    "loaned": "Loaned",
    "comments": "column:notes",
    "Loan status": "column:status",
    "Lent on": "column:status_since",
    "Lent to": "Lent to"
  },
  "leftOut": {
    "cdate": "when the entry was made in Tellico; the piece is new in the library",
    "mdate": "when the entry last changed in Tellico",
    "cover": "its picture is a photo of the piece"
  },
  "values": {
    "binding": {
      "Hardback": "hardcover",
      "Hardcover": "hardcover",
      "Paperback": "paperback",
      "Trade Paperback*": "paperback"
    }
  }
}

"""#,
        "tellico-cards": #"""
{
  "name": "tellico-cards",
  "app": "Tellico trading card collection",
  "template": "builtin.trading_card",
  "signature": [
    "Tellico card ID",
    "title"
  ],
  "columns": {
    "Tellico card ID": "Tellico ID",
    "title": "column:title",
    "player": "field:card_name",
    "team": "Team",
    "brand": "Brand",
    "number": "field:card_number",
    "year": "field:year",
    "series": "field:set_name",
    "type": "Card type",
    "keyword": "column:tags",
    "quantity": "column:quantity",
    "pur_date": "column:purchase_date",
    "pur_price": "column:purchase_price",
    "location": "column:place",
    "gift": "Gift",
    "loaned": "Loaned",
    "comments": "column:notes",
    "Loan status": "column:status",
    "Lent on": "column:status_since",
    "Lent to": "Lent to"
  },
  "leftOut": {
    "cdate": "when the entry was made in Tellico; the piece is new in the library",
    "mdate": "when the entry last changed in Tellico",
    "front": "its picture is a photo of the piece",
    "back": "its picture is a photo of the piece"
  }
}

"""#,
        "tellico-coins": #"""
{
  "name": "tellico-coins",
  "app": "Tellico coin collection",
  "template": "builtin.coin",
  "signature": [
    "Tellico coin ID",
    "title"
  ],
  "columns": {
    "Tellico coin ID": "Tellico ID",
    "title": "column:title",
    "type": "Coin series",
    "denomination": "field:denomination",
    "year": "field:year",
    "mintmark": "field:mint_mark",
    "country": "field:country",
    "currency": "Currency",
    "set": "Coin set",
    "grade": "field:grade",
    "service": "field:grading_service",
    "quantity": "column:quantity",
    "pur_date": "column:purchase_date",
    "pur_price": "column:purchase_price",
    "location": "column:place",
    "gift": "Gift",
    "loaned": "Loaned",
    "comments": "column:notes",
    "Loan status": "column:status",
    "Lent on": "column:status_since",
    "Lent to": "Lent to",
    "keyword": "column:tags"
  },
  "leftOut": {
    "cdate": "when the entry was made in Tellico; the piece is new in the library",
    "mdate": "when the entry last changed in Tellico",
    "obverse": "its picture is a photo of the piece",
    "reverse": "its picture is a photo of the piece"
  },
  "alsoInto": {
    "grade": "field:sheldon_grade"
  },
  "values": {
    "grade": {
      "Mint State-65": "unc",
      "Mint State-60": "unc",
      "Almost Uncirculated-55": "au",
      "Almost Uncirculated-50": "au",
      "Extremely Fine-40": "xf",
      "Very Fine-30": "vf",
      "Very Fine-20": "vf",
      "Fine-12": "f",
      "Very Good-8": "vg",
      "Proof-65": null,
      "Proof-60": null,
      "Good-4": null,
      "Fair": null
    }
  }
}

"""#,
        "tellico-comics": #"""
{
  "name": "tellico-comics",
  "app": "Tellico comic book collection",
  "template": "builtin.comic",
  "signature": [
    "Tellico comic book ID",
    "title"
  ],
  "columns": {
    "Tellico comic book ID": "Tellico ID",
    "title": "column:title",
    "subtitle": "Subtitle",
    "writer": "field:writer",
    "artist": "field:artist",
    "series": "field:series",
    "issue": "field:issue_number",
    "publisher": "field:publisher",
    "edition": "Edition",
    "pub_year": "field:year",
    "pages": "Pages",
    "country": "Country",
    "language": "field:language",
    "genre": "Genre",
    "keyword": "column:tags",
    "condition": "column:condition",
    "signed": "field:signed",
    "rating": "Rating",
    "plot": "Plot summary",
    "pur_date": "column:purchase_date",
    "pur_price": "column:purchase_price",
    "location": "column:place",
    "gift": "Gift",
    "loaned": "Loaned",
    "comments": "column:notes",
    "Loan status": "column:status",
    "Lent on": "column:status_since",
    "Lent to": "Lent to"
  },
  "leftOut": {
    "cdate": "when the entry was made in Tellico; the piece is new in the library",
    "mdate": "when the entry last changed in Tellico",
    "cover": "its picture is a photo of the piece"
  }
}

"""#,
        "tellico-music": #"""
{
  "name": "tellico-music",
  "app": "Tellico music collection",
  "template": "builtin.record",
  "signature": [
    "Tellico music ID",
    "title"
  ],
  "columns": {
    "Tellico music ID": "Tellico ID",
    "title": "column:title",
    "medium": "field:format",
    "artist": "field:artist",
    "label": "field:label",
    "year": "field:year",
    "genre": "field:genre",
    "track": "Tracks",
    "rating": "Rating",
    "keyword": "column:tags",
    "pur_date": "column:purchase_date",
    "pur_price": "column:purchase_price",
    "location": "column:place",
    "gift": "Gift",
    "loaned": "Loaned",
    "comments": "column:notes",
    "Loan status": "column:status",
    "Lent on": "column:status_since",
    "Lent to": "Lent to"
  },
  "leftOut": {
    "cdate": "when the entry was made in Tellico; the piece is new in the library",
    "mdate": "when the entry last changed in Tellico",
    "cover": "its picture is a photo of the piece"
  },
  "alsoInto": {
    "title": "field:title"
  },
  "values": {
    "medium": {
      "Vinyl": "lp",
      "Compact Disc": "cd",
      "CD": "cd",
      "Cassette": "cassette"
    }
  }
}

"""#,
        "tellico-stamps": #"""
{
  "name": "tellico-stamps",
  "app": "Tellico stamp collection",
  "template": "builtin.stamp",
  "signature": [
    "Tellico stamp ID",
    "title"
  ],
  "columns": {
    "Tellico stamp ID": "Tellico ID",
    "title": "column:title",
    "description": "field:design",
    "denomination": "field:face_value",
    "currency": "Currency",
    "country": "field:country",
    "year": "field:year",
    "color": "field:color",
    "scott": "field:catalog_number",
    "grade": "Grade",
    "cancelled": "field:gum",
    "hinged": "Hinged",
    "centering": "Centering",
    "gummed": "Gummed",
    "quantity": "column:quantity",
    "pur_date": "column:purchase_date",
    "pur_price": "column:purchase_price",
    "location": "column:place",
    "gift": "Gift",
    "loaned": "Loaned",
    "comments": "column:notes",
    "Loan status": "column:status",
    "Lent on": "column:status_since",
    "Lent to": "Lent to",
    "keyword": "column:tags"
  },
  "leftOut": {
    "cdate": "when the entry was made in Tellico; the piece is new in the library",
    "mdate": "when the entry last changed in Tellico",
    "image": "its picture is a photo of the piece"
  },
  "values": {
    "cancelled": {
      "true": "used",
      "false": null
    }
  }
}

"""#,
        "tellico-videogames": #"""
{
  "name": "tellico-videogames",
  "app": "Tellico video game collection",
  "template": "builtin.video_game",
  "signature": [
    "Tellico video game ID",
    "title"
  ],
  "columns": {
    "Tellico video game ID": "Tellico ID",
    "title": "column:title",
    "platform": "field:platform",
    "genre": "field:genre",
    "year": "field:year",
    "publisher": "field:publisher",
    "developer": "field:developer",
    "certification": "ESRB rating",
    "pegi": "PEGI rating",
    "description": "Description",
    "rating": "field:my_rating",
    "completed": "field:finished",
    "pur_date": "column:purchase_date",
    "pur_price": "column:purchase_price",
    "location": "column:place",
    "gift": "Gift",
    "loaned": "Loaned",
    "comments": "column:notes",
    "Loan status": "column:status",
    "Lent on": "column:status_since",
    "Lent to": "Lent to",
    "keyword": "column:tags"
  },
  "leftOut": {
    "cdate": "when the entry was made in Tellico; the piece is new in the library",
    "mdate": "when the entry last changed in Tellico",
    "cover": "its picture is a photo of the piece"
  }
}

"""#,
        "tellico-wine": #"""
{
  "name": "tellico-wine",
  "app": "Tellico wine collection",
  "template": "builtin.wine",
  "signature": [
    "Tellico wine ID",
    "title"
  ],
  "columns": {
    "Tellico wine ID": "Tellico ID",
    "title": "column:title",
    "producer": "field:producer",
    "appellation": "field:appellation",
    "varietal": "field:grapes",
    "vintage": "field:vintage",
    "type": "field:color",
    "country": "field:country",
    "quantity": "column:quantity",
    "drink-by": "Drink by",
    "rating": "field:my_rating",
    "description": "field:tasting_notes",
    "pur_date": "column:purchase_date",
    "pur_price": "column:purchase_price",
    "location": "column:place",
    "gift": "Gift",
    "loaned": "Loaned",
    "comments": "column:notes",
    "Loan status": "column:status",
    "Lent on": "column:status_since",
    "Lent to": "Lent to",
    "keyword": "column:tags"
  },
  "leftOut": {
    "cdate": "when the entry was made in Tellico; the piece is new in the library",
    "mdate": "when the entry last changed in Tellico",
    "label": "its picture is a photo of the piece"
  },
  "values": {
    "type": {
      "Red Wine": "red",
      "White Wine": "white",
      "Sparkling Wine": "sparkling",
      "Rosé Wine": "rose",
      "Rose Wine": "rose"
    }
  }
}

"""#,
        "tellico": #"""
{
  "name": "tellico",
  "app": "Tellico collection",
  "template": "builtin.blank",
  "signature": [
    "Tellico ID",
    "title"
  ],
  "columns": {
    "Tellico ID": "Tellico ID",
    "title": "column:title",
    "keyword": "column:tags",
    "quantity": "column:quantity",
    "pur_date": "column:purchase_date",
    "pur_price": "column:purchase_price",
    "location": "column:place",
    "gift": "Gift",
    "loaned": "Loaned",
    "comments": "column:notes",
    "Loan status": "column:status",
    "Lent on": "column:status_since",
    "Lent to": "Lent to"
  },
  "leftOut": {
    "cdate": "when the entry was made in Tellico; the piece is new in the library",
    "mdate": "when the entry last changed in Tellico"
  }
}

"""#,
        "topdecked": #"""
{
  "name": "topdecked",
  "app": "TopDecked collection export",
  "template": "builtin.trading_card",
  "signature": [
    "SETCODE",
    "SETNAME",
    "COLLECTOR NUMBER",
    "ACQUIRED DATE",
    "ACQUIRED PRICE"
  ],
  "columns": {
    "QUANTITY": "column:quantity",
    "NAME": "column:title",
    "SETCODE": "Set code",
    "SETNAME": "field:set_name",
    "COLLECTOR NUMBER": "field:card_number",
    "FINISH": "Finish",
    "PRICE": "Market price",
    "RARITY": "field:rarity",
    "ID": "Card ID",
    "ACQUIRED DATE": "column:purchase_date",
    "ACQUIRED PRICE": "column:purchase_price",
    "LANG": "field:language",
    "PRICE SALE": "Sale price",
    "SIGNING": "Signed",
    "ALTERATION": "Altered",
    "CONDITION": "Card condition",
    "NOTES": "column:notes",
    "TAGS": "column:tags"
  }
}

"""#,
        "ucoin": #"""
{
  "name": "ucoin",
  "app": "uCoin collection export",
  "template": "builtin.coin",
  "signature": [
    "Country",
    "Var.",
    "Denomination",
    "Diameter, mm",
    "Number"
  ],
  "columns": {
    "Country": "field:country",
    "Year": "field:year",
    "Var.": "Variety",
    "Denomination": "column:title",
    "Diameter, mm": "field:diameter",
    "Number": "field:km_number",
    "Quantity": "column:quantity",
    "Currency": "Currency",
    "Subject": "Subject",
    "Condition": "field:grade",
    "Price": "column:purchase_price",
    "Price, {currency}": "column:purchase_price",
    "Value, {currency} [My]": "column:purchase_price",
    "Value, {currency} [uCoin]": "column:estimated_value",
    "Purchase": "column:purchase_date",
    "Grading company": "field:grading_service",
    "Grading number": "field:certificate_number",
    "Grade": "field:sheldon_grade",
    "Krause number": "field:km_number",
    "Tags": "column:tags",
    "Comment": "column:notes"
  },
  "headers": {
    "pt": {
      "signature": [
        "País",
        "Denominação",
        "Diâmetro, mm",
        "Número"
      ],
      "columns": {
        "País": "Country",
        "Ano": "Year",
        "Denominação": "Denomination",
        "Diâmetro, mm": "Diameter, mm",
        "Número": "Number",
        "Quantidade": "Quantity"
      }
    },
    "pt-csv": {
      "signature": [
        "País",
        "Denominação",
        "Número Krause",
        "Estado (Conservação)"
      ],
      "columns": {
        "Moeda": "Currency",
        "Assunto": "Subject",
        "Estado (Conservação)": "Condition",
        "Número Krause": "Krause number",
        "Comentário": "Comment",
        "Preço, {currency}": "Price, {currency}"
      }
    },
    "pt-xlsx": {
      "signature": [
        "País",
        "Denominação",
        "Número Krause",
        "Conservação"
      ],
      "columns": {
        "Conservação": "Condition",
        "Preço, {currency} [My]": "Value, {currency} [My]",
        "Preço, {currency} [uCoin]": "Value, {currency} [uCoin]",
        "Compra": "Purchase"
      }
    }
  },
  "values": {
    "Purchase": {
      "0": null
    }
  },
  "markAfterNumber": {
    "Year": "field:mint_mark"
  }
}

"""#,
        "vivino": #"""
{
  "name": "vivino",
  "app": "Vivino wine list",
  "template": "builtin.wine",
  "signature": [
    "Winery",
    "Wine name",
    "Vintage",
    "Regional wine style",
    "Your rating",
    "Wine type"
  ],
  "columns": {
    "Winery": "field:producer",
    "Wine name": "column:title",
    "Vintage": "field:vintage",
    "Region": "field:region",
    "Country": "field:country",
    "Your rating": "field:my_rating",
    "Your review": "field:tasting_notes",
    "Personal Note": "column:notes",
    "Wine type": "field:color",
    "Wine price": "column:purchase_price",
    "Cellar count": "column:quantity",
    "Scan date": "Scanned on",
    "Bottles in cellar": "column:quantity",
    "Your price": "column:purchase_price"
  },
  "leftOut": {
    "Average rating": "Vivino's average of all its users, not the collector's rating",
    "Scan/Review Location": "where the label was photographed",
    "Label image": "a link to Vivino's photo of the label, not the collector's",
    "Scan Location": "where the label was photographed",
    "Wine ratings count": "how many of Vivino's users rated the wine, not the collector's"
  },
  "values": {
    "Wine type": {
      "Red Wine": "red",
      "White Wine": "white",
      "Rosé Wine": "rose",
      "Sparkling": "sparkling",
      "Sparkling Wine": "sparkling",
      "Dessert Wine": "sweet",
      "Fortified Wine": "fortified"
    },
    "Vintage": {
      "N.V.": null,
      "NV": null,
      "8888": null,
      "9999": null
    },
    "Your rating": {
      "Not given": null
    },
    "Your price": {
      "Unknown": null
    }
  },
  "headers": {
    "cellar": {
      "signature": [
        "Winery",
        "Wine name",
        "Wine ratings count",
        "User cellar count"
      ],
      "columns": {
        "User cellar count": "Bottles in cellar"
      }
    }
  }
}

"""#,
    ]
}
