import KuriosaCore
import Testing

/// The templates of the golden catalogs (vectors/golden-v1 and golden-v10), reduced to what
/// the search text reads: field keys, types, English labels of options, sensitive, hidden.
enum GoldenSearchTemplates {
    static func field(_ key: String, _ type: FieldType, sensitive: Bool = false, hidden: Bool = false,
                      options: [(String, String, Bool)] = []) -> TemplateField {
        TemplateField(key: key, type: type, label: LocalizedText(english: key), sensitive: sensitive,
                      options: options.isEmpty ? nil : options.map { FieldOption(id: $0.0, label: LocalizedText(english: $0.1), hidden: $0.2) },
                      hidden: hidden)
    }

    static let byID: [String: Template] = [
        "builtin.watch": Template(id: "builtin.watch", name: LocalizedText(english: "t"), icon: "i", fields: [
            field("brand", .text),
            field("model", .text),
            field("reference", .text),
            field("serial_number", .text, sensitive: true),
            field("manufacturer_url", .url),
            field("movement", .dropdown, options: [("automatic", "Automatic", false), ("manual", "Manual winding", false), ("quartz", "Quartz", false), ("spring_drive", "Spring Drive", false)]),
            field("caliber", .text),
            field("power_reserve", .number),
            field("case_diameter", .measurement),
            field("case_material", .dropdown, options: [("steel", "Steel", false), ("gold", "Gold", false), ("titanium", "Titanium", false), ("ceramic", "Ceramic", false), ("plastic", "Plastic", false)]),
            field("water_resistance", .number),
            field("last_service", .date),
            field("service_cost", .currency),
        ]),
        "builtin.strap": Template(id: "builtin.strap", name: LocalizedText(english: "t"), icon: "i", fields: [
            field("material", .dropdown, options: [("leather", "Leather", false), ("rubber", "Rubber", false), ("nato", "NATO", false), ("steel", "Steel", false)]),
            field("lug_width", .measurement),
            field("color", .text),
        ]),
        "builtin.coin": Template(id: "builtin.coin", name: LocalizedText(english: "t"), icon: "i", fields: [
            field("country", .text),
            field("denomination", .text),
            field("year", .number),
            field("mint_mark", .text),
            field("km_number", .text),
            field("metal", .dropdown, options: [("gold", "Gold", false), ("silver", "Silver", false), ("copper_nickel", "Copper-nickel", false), ("bimetallic", "Bimetallic", false)]),
            field("weight", .measurement),
            field("diameter", .measurement),
            field("grade", .dropdown, options: [("unc", "Uncirculated", false), ("xf", "Extremely fine", false), ("vf", "Very fine", false), ("f", "Fine", false)]),
        ]),
        "builtin.wishlist": Template(id: "builtin.wishlist", name: LocalizedText(english: "t"), icon: "i", fields: [
            field("shop_url", .url),
        ]),
        "custom.14ee8256-4cdc-479f-9632-407960b209a9": Template(id: "custom.14ee8256-4cdc-479f-9632-407960b209a9", name: LocalizedText(english: "t"), icon: "i", fields: [
            field("brand", .text),
            field("color_name", .text),
            field("colors", .multipleChoice, options: [("blue", "Blue", false), ("black", "Black", false), ("green", "Green", false), ("red", "Red", false), ("purple", "Purple", false), ("brown", "Brown", true)]),
            field("rating", .rating),
            field("shimmer", .checkbox),
            field("bottle_size", .measurement),
            field("bottles", .quantity, options: [("bottle", "Bottle", false), ("sample", "Sample", false)]),
            field("price_per_bottle", .calculation),
            field("total_volume", .calculation),
            field("old_code", .text, hidden: true),
        ]),
        "builtin.wine": Template(id: "builtin.wine", name: LocalizedText(english: "t"), icon: "i", fields: [
            field("producer", .text),
            field("vintage", .number),
            field("region", .text),
            field("color", .dropdown, options: [("red", "Red", false), ("white", "White", false), ("rose", "Rosé", false), ("sparkling", "Sparkling", false)]),
            field("bottles", .quantity, options: [("bottle_750", "Bottle (75 cl)", false), ("magnum", "Magnum (1.5 l)", false), ("half", "Half bottle (37.5 cl)", false)]),
            field("drink_until", .date),
        ]),
        "custom.2ddba1fc-a93c-47d0-bc4d-e8afb488c2cb": Template(id: "custom.2ddba1fc-a93c-47d0-bc4d-e8afb488c2cb", name: LocalizedText(english: "t"), icon: "i", fields: [
            field("producer", .text),
            field("vintage", .number),
            field("region", .text),
            field("color", .dropdown, options: [("red", "Red", false), ("white", "White", false), ("rose", "Rosé", false), ("sparkling", "Sparkling", false)]),
            field("bottles", .quantity, options: [("bottle_750", "Bottle (75 cl)", false), ("magnum", "Magnum (1.5 l)", false), ("half", "Half bottle (37.5 cl)", false)]),
            field("drink_until", .date),
            field("dosage", .dropdown, options: [("brut_nature", "Brut nature", false), ("extra_brut", "Extra brut", false), ("brut", "Brut", false)]),
        ]),
        "builtin.ammunition": Template(id: "builtin.ammunition", name: LocalizedText(english: "t"), icon: "i", fields: [
            field("caliber", .text),
            field("manufacturer", .text),
            field("bullet_weight", .measurement),
            field("bullet_type", .dropdown, options: [("fmj", "FMJ", false), ("jhp", "JHP", false), ("sp", "Soft point", false)]),
            field("rounds", .quantity, options: [("round", "Round", false), ("box_50", "Box of 50", false)]),
            field("price_per_round", .calculation),
        ]),
        "custom.9abb305e-ea91-4d5e-b9a3-228731e1d83d": Template(id: "custom.9abb305e-ea91-4d5e-b9a3-228731e1d83d", name: LocalizedText(english: "t"), icon: "i", fields: [
            field("roaster", .text),
            field("origin", .text),
            field("sample_packs", .quantity, options: [("pack", "Pack", false)]),
            field("bags", .quantity, options: [("bag_250", "Bag (250 g)", false), ("bag_1000", "Bag (1 kg)", false)]),
            field("roasted_on", .date),
        ]),
    ]
}

/// Every piece of the golden catalogs with its `item_search` row after migration 16
/// (expected-v16.json `itemSearch`): title, fields, wish fields, template, number, text, sensitive text.
enum GoldenSearchRows {
    struct Row: Sendable, CustomTestStringConvertible {
        var title: String, fields: String, wishFields: String, templateID: String, number: Int?
        var text: String, sensitiveText: String
        var testDescription: String { title }
    }

    static let rows: [Row] = [
        // golden-v1
        Row(title: "Rolex Submariner Date", fields: #"{"brand":{"type":"text","value":"Rolex"},"model":{"type":"text","value":"Submariner Date"},"reference":{"type":"text","value":"116610LN"},"serial_number":{"type":"text","value":"Z8K41937"},"manufacturer_url":{"type":"url","value":"https://www.rolex.com/watches/submariner"},"movement":{"type":"dropdown","value":"automatic"},"caliber":{"type":"text","value":"3135"},"power_reserve":{"type":"number","value":48},"case_diameter":{"type":"measurement","value":40},"case_material":{"type":"dropdown","value":"steel"},"water_resistance":{"type":"number","value":300},"service_cost":{"type":"currency","value":{"minorUnits":95000,"currency":"CHF"}},"last_service":{"type":"date","value":"2024-03-02"}}"#,
            wishFields: #"{}"#, templateID: "builtin.watch", number: 2,
            text: "rolex submariner date rolex submariner date 116610ln https www rolex com watches submariner automatic 3135 48 steel 300 k 0002", sensitiveText: "z8k41937"),
        // golden-v1
        Row(title: "Omega Speedmaster Professional", fields: #"{"brand":{"type":"text","value":"Omega"},"model":{"type":"text","value":"Speedmaster Professional"},"reference":{"type":"text","value":"310.30.42.50.01.001"},"serial_number":{"type":"text","value":"81234567"},"movement":{"type":"dropdown","value":"manual"},"caliber":{"type":"text","value":"3861"},"power_reserve":{"type":"number","value":50},"case_diameter":{"type":"measurement","value":42},"case_material":{"type":"dropdown","value":"steel"},"water_resistance":{"type":"number","value":50}}"#,
            wishFields: #"{}"#, templateID: "builtin.watch", number: 3,
            text: "omega speedmaster professional omega speedmaster professional 310 30 42 50 01 001 manual winding 3861 50 steel 50 k 0003", sensitiveText: "81234567"),
        // golden-v1
        Row(title: "J. Herbin 1670 Emerald of Chivor", fields: #"{"brand":{"type":"text","value":"J. Herbin"},"color_name":{"type":"text","value":"Emerald of Chivor"},"colors":{"type":"multiple_choice","value":["green","red"]},"rating":{"type":"rating","value":4},"shimmer":{"type":"checkbox","value":true},"bottle_size":{"type":"measurement","value":50},"bottles":{"type":"quantity","value":{"amount":1,"unit":"bottle"}},"old_code":{"type":"text","value":"JH-1670-EC"}}"#,
            wishFields: #"{}"#, templateID: "custom.14ee8256-4cdc-479f-9632-407960b209a9", number: 11,
            text: "j herbin 1670 emerald of chivor j herbin emerald of chivor green red k 0011", sensitiveText: ""),
        // golden-v1
        Row(title: "Pilot Iroshizuku Kon-peki", fields: #"{"brand":{"type":"text","value":"Pilot"},"color_name":{"type":"text","value":"Kon-peki"},"colors":{"type":"multiple_choice","value":["blue"]},"rating":{"type":"rating","value":5},"shimmer":{"type":"checkbox","value":false},"bottle_size":{"type":"measurement","value":50},"bottles":{"type":"quantity","value":{"amount":2,"unit":"bottle"}}}"#,
            wishFields: #"{}"#, templateID: "custom.14ee8256-4cdc-479f-9632-407960b209a9", number: 12,
            text: "pilot iroshizuku kon peki pilot kon peki blue k 0012", sensitiveText: ""),
        // golden-v1
        Row(title: "Seiko SKX007", fields: #"{"brand":{"type":"text","value":"Seiko"},"model":{"type":"text","value":"SKX007"},"reference":{"type":"text","value":"SKX007K2"},"serial_number":{"type":"text","value":"5N0123"},"movement":{"type":"dropdown","value":"automatic"},"caliber":{"type":"text","value":"7S26"},"case_diameter":{"type":"measurement","value":42.5},"case_material":{"type":"dropdown","value":"steel"},"water_resistance":{"type":"number","value":200}}"#,
            wishFields: #"{}"#, templateID: "builtin.watch", number: 4,
            text: "seiko skx007 seiko skx007 skx007k2 automatic 7s26 steel 200 k 0004", sensitiveText: "5n0123"),
        // golden-v1
        Row(title: "Grand Seiko SBGA211 Snowflake", fields: #"{"brand":{"type":"text","value":"Grand Seiko"},"model":{"type":"text","value":"Snowflake"},"reference":{"type":"text","value":"SBGA211"},"movement":{"type":"dropdown","value":"spring_drive"},"case_material":{"type":"dropdown","value":"titanium"}}"#,
            wishFields: #"{"shop_url":{"type":"url","value":"https://www.grand-seiko.com/ch-de/collections/sbga211g"}}"#, templateID: "builtin.watch", number: nil,
            text: "grand seiko sbga211 snowflake grand seiko snowflake sbga211 spring drive titanium https www grand seiko com ch de collections sbga211g", sensitiveText: ""),
        // golden-v1
        Row(title: "Tudor Black Bay 58", fields: #"{"brand":{"type":"text","value":"Tudor"},"model":{"type":"text","value":"Black Bay Fifty-Eight"},"reference":{"type":"text","value":"79030N"},"serial_number":{"type":"text","value":"Q1V55012"},"movement":{"type":"dropdown","value":"automatic"},"case_diameter":{"type":"measurement","value":39}}"#,
            wishFields: #"{}"#, templateID: "builtin.watch", number: 5,
            text: "tudor black bay 58 tudor black bay fifty eight 79030n automatic k 0005", sensitiveText: "q1v55012"),
        // golden-v1
        Row(title: "Swatch Sistem51", fields: #"{"brand":{"type":"text","value":"Swatch"},"model":{"type":"text","value":"Sistem51"},"movement":{"type":"dropdown","value":"automatic"},"case_material":{"type":"dropdown","value":"plastic"}}"#,
            wishFields: #"{}"#, templateID: "builtin.watch", number: nil,
            text: "swatch sistem51 swatch sistem51 automatic plastic", sensitiveText: ""),
        // golden-v1
        Row(title: "Dark brown leather strap", fields: #"{"material":{"type":"dropdown","value":"leather"},"lug_width":{"type":"measurement","value":20},"color":{"type":"text","value":"Dark brown"}}"#,
            wishFields: #"{}"#, templateID: "builtin.strap", number: 6,
            text: "dark brown leather strap leather dark brown k 0006", sensitiveText: ""),
        // golden-v1
        Row(title: "Spare Oyster bracelet links", fields: #"{"material":{"type":"dropdown","value":"steel"},"lug_width":{"type":"measurement","value":20}}"#,
            wishFields: #"{}"#, templateID: "builtin.strap", number: 7,
            text: "spare oyster bracelet links steel k 0007", sensitiveText: ""),
        // golden-v1
        Row(title: "Everest rubber strap", fields: #"{"material":{"type":"dropdown","value":"rubber"},"lug_width":{"type":"measurement","value":20}}"#,
            wishFields: #"{}"#, templateID: "builtin.strap", number: nil,
            text: "everest rubber strap rubber", sensitiveText: ""),
        // golden-v1
        Row(title: "5 Franken 1931 Hirtenbüste", fields: #"{"country":{"type":"text","value":"Switzerland"},"denomination":{"type":"text","value":"5 Francs"},"year":{"type":"number","value":1931},"mint_mark":{"type":"text","value":"B"},"km_number":{"type":"text","value":"KM# 38"},"metal":{"type":"dropdown","value":"silver"},"weight":{"type":"measurement","value":15},"diameter":{"type":"measurement","value":31.45},"grade":{"type":"dropdown","value":"xf"}}"#,
            wishFields: #"{}"#, templateID: "builtin.coin", number: 1,
            text: "5 franken 1931 hirtenbuste switzerland 5 francs 1931 b km 38 silver extremely fine k 0001", sensitiveText: ""),
        // golden-v1
        Row(title: "Vreneli 20 Franken 1935 L", fields: #"{"country":{"type":"text","value":"Switzerland"},"denomination":{"type":"text","value":"20 Francs"},"year":{"type":"number","value":1935},"mint_mark":{"type":"text","value":"L"},"km_number":{"type":"text","value":"KM# 35.1"},"metal":{"type":"dropdown","value":"gold"},"weight":{"type":"measurement","value":6.45},"diameter":{"type":"measurement","value":21},"grade":{"type":"dropdown","value":"unc"}}"#,
            wishFields: #"{}"#, templateID: "builtin.coin", number: 8,
            text: "vreneli 20 franken 1935 l switzerland 20 francs 1935 l km 35 1 gold uncirculated k 0008", sensitiveText: ""),
        // golden-v1
        Row(title: "Euro starter kit 2002 (Germany)", fields: #"{"country":{"type":"text","value":"Germany"},"denomination":{"type":"text","value":"3.88 Euro"},"year":{"type":"number","value":2002},"metal":{"type":"dropdown","value":"bimetallic"},"grade":{"type":"dropdown","value":"unc"}}"#,
            wishFields: #"{}"#, templateID: "builtin.coin", number: 9,
            text: "euro starter kit 2002 germany germany 3 88 euro 2002 bimetallic uncirculated k 0009", sensitiveText: ""),
        // golden-v1
        Row(title: "Krugerrand 1 oz", fields: #"{"country":{"type":"text","value":"South Africa"},"denomination":{"type":"text","value":"1 oz"},"metal":{"type":"dropdown","value":"gold"}}"#,
            wishFields: #"{"shop_url":{"type":"url","value":"https://www.degussa-goldhandel.ch/krugerrand"}}"#, templateID: "builtin.coin", number: nil,
            text: "krugerrand 1 oz south africa 1 oz gold https www degussa goldhandel ch krugerrand", sensitiveText: ""),
        // golden-v1
        Row(title: "Sempach 1386 Schützenmedaille", fields: #"{"country":{"type":"text","value":"Switzerland"},"year":{"type":"number","value":1936},"metal":{"type":"dropdown","value":"silver"},"diameter":{"type":"measurement","value":45}}"#,
            wishFields: #"{}"#, templateID: "builtin.coin", number: 10,
            text: "sempach 1386 schutzenmedaille switzerland 1936 silver k 0010", sensitiveText: ""),
        // golden-v1
        Row(title: "Diamine Oxblood", fields: #"{"brand":{"type":"text","value":"Diamine"},"color_name":{"type":"text","value":"Oxblood"},"colors":{"type":"multiple_choice","value":["red","brown"]}}"#,
            wishFields: #"{}"#, templateID: "custom.14ee8256-4cdc-479f-9632-407960b209a9", number: nil,
            text: "diamine oxblood diamine oxblood red brown", sensitiveText: ""),
        // golden-v10
        Row(title: "Château Margaux 2015", fields: #"{"producer":{"type":"text","value":"Château Margaux"},"vintage":{"type":"number","value":2015},"region":{"type":"text","value":"Bordeaux, Margaux"},"color":{"type":"dropdown","value":"red"},"bottles":{"type":"quantity","value":{"amount":6,"unit":"bottle_750"}},"drink_until":{"type":"date","value":"2060-12-31"}}"#,
            wishFields: #"{}"#, templateID: "builtin.wine", number: 4,
            text: "chateau margaux 2015 chateau margaux 2015 bordeaux margaux red 2060 12 31 k 0004", sensitiveText: ""),
        // golden-v10
        Row(title: "Giacomo Conterno Barolo Monfortino 2013", fields: #"{"producer":{"type":"text","value":"Giacomo Conterno"},"vintage":{"type":"number","value":2013},"region":{"type":"text","value":"Piemonte, Barolo"},"color":{"type":"dropdown","value":"red"},"bottles":{"type":"quantity","value":{"amount":3,"unit":"bottle_750"}}}"#,
            wishFields: #"{}"#, templateID: "builtin.wine", number: 5,
            text: "giacomo conterno barolo monfortino 2013 giacomo conterno 2013 piemonte barolo red k 0005", sensitiveText: ""),
        // golden-v10
        Row(title: "Dönnhoff Riesling Spätlese 2019", fields: #"{"producer":{"type":"text","value":"Dönnhoff"},"vintage":{"type":"number","value":2019},"color":{"type":"dropdown","value":"white"},"bottles":{"type":"quantity","value":{"amount":0,"unit":"bottle_750"}}}"#,
            wishFields: #"{}"#, templateID: "builtin.wine", number: 6,
            text: "donnhoff riesling spatlese 2019 donnhoff 2019 white k 0006", sensitiveText: ""),
        // golden-v10
        Row(title: "Tenuta San Guido Sassicaia 2019", fields: #"{"producer":{"type":"text","value":"Tenuta San Guido"},"vintage":{"type":"number","value":2019},"color":{"type":"dropdown","value":"red"},"bottles":{"type":"quantity","value":{"amount":6,"unit":"bottle_750"}}}"#,
            wishFields: #"{"shop_url":{"type":"url","value":"https://www.mondovino.ch/sassicaia-2019"}}"#, templateID: "builtin.wine", number: nil,
            text: "tenuta san guido sassicaia 2019 tenuta san guido 2019 red https www mondovino ch sassicaia 2019", sensitiveText: ""),
        // golden-v10
        Row(title: "Corked Rioja 2010", fields: #"{"producer":{"type":"text","value":"Bodega X"},"vintage":{"type":"number","value":2010},"color":{"type":"dropdown","value":"red"},"bottles":{"type":"quantity","value":{"amount":1,"unit":"bottle_750"}}}"#,
            wishFields: #"{}"#, templateID: "builtin.wine", number: nil,
            text: "corked rioja 2010 bodega x 2010 red", sensitiveText: ""),
        // golden-v10
        Row(title: "Krug Grande Cuvée 170ème Édition", fields: #"{"producer":{"type":"text","value":"Krug"},"color":{"type":"dropdown","value":"sparkling"},"bottles":{"type":"quantity","value":{"amount":2,"unit":"bottle_750"}},"dosage":{"type":"dropdown","value":"brut"}}"#,
            wishFields: #"{}"#, templateID: "custom.2ddba1fc-a93c-47d0-bc4d-e8afb488c2cb", number: 7,
            text: "krug grande cuvee 170eme edition krug sparkling brut k 0007", sensitiveText: ""),
        // golden-v10
        Row(title: ".223 Rem 55 gr FMJ", fields: #"{"caliber":{"type":"text","value":".223 Remington"},"manufacturer":{"type":"text","value":"RUAG"},"bullet_weight":{"type":"measurement","value":3.56},"bullet_type":{"type":"dropdown","value":"fmj"},"rounds":{"type":"quantity","value":{"amount":500,"unit":"round"}}}"#,
            wishFields: #"{}"#, templateID: "builtin.ammunition", number: 8,
            text: "223 rem 55 gr fmj 223 remington ruag fmj k 0008", sensitiveText: ""),
        // golden-v10
        Row(title: "9mm Luger 124 gr JHP", fields: #"{"caliber":{"type":"text","value":"9mm Luger"},"manufacturer":{"type":"text","value":"Geco"},"bullet_type":{"type":"dropdown","value":"jhp"},"rounds":{"type":"quantity","value":{"amount":1000,"unit":"round"}}}"#,
            wishFields: #"{}"#, templateID: "builtin.ammunition", number: 9,
            text: "9mm luger 124 gr jhp 9mm luger geco jhp k 0009", sensitiveText: ""),
        // golden-v10
        Row(title: ".22 LR Standard", fields: #"{"caliber":{"type":"text","value":".22 LR"},"manufacturer":{"type":"text","value":"Eley"}}"#,
            wishFields: #"{}"#, templateID: "builtin.ammunition", number: 10,
            text: "22 lr standard 22 lr eley k 0010", sensitiveText: ""),
        // golden-v10
        Row(title: "6.5 Creedmoor 143 gr ELD-X", fields: #"{"caliber":{"type":"text","value":"6.5 Creedmoor"},"manufacturer":{"type":"text","value":"Hornady"},"rounds":{"type":"quantity","value":{"amount":0,"unit":"round"}}}"#,
            wishFields: #"{}"#, templateID: "builtin.ammunition", number: 11,
            text: "6 5 creedmoor 143 gr eld x 6 5 creedmoor hornady k 0011", sensitiveText: ""),
        // golden-v10
        Row(title: "Ethiopia Yirgacheffe", fields: #"{"roaster":{"type":"text","value":"Stoffel"},"origin":{"type":"text","value":"Ethiopia"},"sample_packs":{"type":"quantity","value":{"amount":3,"unit":"pack"}},"bags":{"type":"quantity","value":{"amount":4,"unit":"bag_250"}}}"#,
            wishFields: #"{}"#, templateID: "custom.9abb305e-ea91-4d5e-b9a3-228731e1d83d", number: 12,
            text: "ethiopia yirgacheffe stoffel ethiopia k 0012", sensitiveText: ""),
        // golden-v10
        Row(title: "Colombia Huila", fields: #"{"roaster":{"type":"text","value":"Stoffel"},"origin":{"type":"text","value":"Colombia"},"sample_packs":{"type":"quantity","value":{"amount":5,"unit":"pack"}},"bags":{"type":"quantity","value":{"amount":2,"unit":"bag_250"}}}"#,
            wishFields: #"{}"#, templateID: "custom.9abb305e-ea91-4d5e-b9a3-228731e1d83d", number: 13,
            text: "colombia huila stoffel colombia k 0013", sensitiveText: ""),
        // golden-v10
        Row(title: "IWC Pilot's Watch Mark XVIII", fields: #"{"brand":{"type":"text","value":"IWC"},"model":{"type":"text","value":"Mark XVIII"},"reference":{"type":"text","value":"IW327001"},"serial_number":{"type":"text","value":"5978123"},"movement":{"type":"dropdown","value":"automatic"},"case_diameter":{"type":"measurement","value":40}}"#,
            wishFields: #"{}"#, templateID: "builtin.watch", number: 1,
            text: "iwc pilot s watch mark xviii iwc mark xviii iw327001 automatic k 0001", sensitiveText: "5978123"),
        // golden-v10
        Row(title: "Nomos Tangente 38", fields: #"{"brand":{"type":"text","value":"Nomos"},"model":{"type":"text","value":"Tangente 38"},"movement":{"type":"dropdown","value":"manual"}}"#,
            wishFields: #"{}"#, templateID: "builtin.watch", number: 2,
            text: "nomos tangente 38 nomos tangente 38 manual winding k 0002", sensitiveText: ""),
        // golden-v10
        Row(title: "…", fields: #"{}"#,
            wishFields: #"{}"#, templateID: "builtin.watch", number: 3,
            text: "k 0003", sensitiveText: ""),
        // golden-v10
        Row(title: "Casio F-91W", fields: #"{"brand":{"type":"text","value":"Casio"},"model":{"type":"text","value":"F-91W"},"movement":{"type":"dropdown","value":"quartz"}}"#,
            wishFields: #"{}"#, templateID: "builtin.watch", number: nil,
            text: "casio f 91w casio f 91w quartz", sensitiveText: ""),
        // golden-v10
        Row(title: "A. Lange & Söhne Saxonia Thin", fields: #"{"brand":{"type":"text","value":"A. Lange & Söhne"},"model":{"type":"text","value":"Saxonia Thin"}}"#,
            wishFields: #"{}"#, templateID: "builtin.watch", number: nil,
            text: "a lange sohne saxonia thin a lange sohne saxonia thin", sensitiveText: ""),
    ]
}
