/// The groups "New collection" offers the built-in templates in, in display order
/// (docs/builtin-templates.md#groups-in-new-collection). The group names are app text;
/// `displayName` is the English text for the toolkit's output.
public enum TemplateGroup: String, Sendable, Hashable, CaseIterable {
    case wearAndCarry
    case coinsAndPaper
    case artMusicPlay
    case drinksAndScents
    case gearAndNature
    case startEmpty

    /// The English name of the group.
    public var displayName: String {
        switch self {
        case .wearAndCarry: "Wear and carry"
        case .coinsAndPaper: "Coins and paper"
        case .artMusicPlay: "Art, music, and play"
        case .drinksAndScents: "Drinks and scents"
        case .gearAndNature: "Gear and nature"
        case .startEmpty: "Start empty"
        }
    }

    /// The group's name in one of the five languages (English for any other): the toolkit's
    /// own translation, as the app's string catalog is not part of the specification.
    public func name(language: String) -> String {
        let names: [String: String] = switch self {
        case .wearAndCarry: ["de": "Tragen und mitnehmen", "fr": "À porter et emporter", "it": "Da indossare e portare", "es": "Para llevar y usar"]
        case .coinsAndPaper: ["de": "Münzen und Papier", "fr": "Monnaies et papier", "it": "Monete e carta", "es": "Monedas y papel"]
        case .artMusicPlay: ["de": "Kunst, Musik und Spiel", "fr": "Art, musique et jeu", "it": "Arte, musica e gioco", "es": "Arte, música y juego"]
        case .drinksAndScents: ["de": "Getränke und Düfte", "fr": "Boissons et parfums", "it": "Bevande e profumi", "es": "Bebidas y perfumes"]
        case .gearAndNature: ["de": "Ausrüstung und Natur", "fr": "Équipement et nature", "it": "Attrezzatura e natura", "es": "Equipo y naturaleza"]
        case .startEmpty: ["de": "Leer beginnen", "fr": "Commencer vide", "it": "Inizia vuoto", "es": "Empezar vacío"]
        }
        let base = language.split(separator: "-").first.map { $0.lowercased() } ?? language
        return names[base] ?? displayName
    }

    /// The built-in templates of the group, in the order they are offered.
    public var templateIDs: [String] {
        names.map { "builtin.\($0)" }
    }

    /// The group a built-in template is offered in; nil for the suggestion-only templates and
    /// the wishlist.
    public static func group(of templateID: String) -> TemplateGroup? {
        allCases.first { $0.templateIDs.contains(templateID) }
    }

    private var names: [String] {
        switch self {
        case .wearAndCarry: ["watch", "jewelry", "sneaker", "handbag", "pen", "knife"]
        case .coinsAndPaper: ["coin", "banknote", "stamp", "trading_card", "comic", "book"]
        case .artMusicPlay: ["art", "record", "instrument", "toy", "scale_model", "video_game"]
        case .drinksAndScents: ["wine", "spirits", "perfume"]
        case .gearAndNature: ["car", "camera", "mineral", "firearm", "ammunition"]
        case .startEmpty: ["blank"]
        }
    }
}
