import KuriosaCore
import KuriosaStore

/// The shapes of `kuriosa find --json` (docs/cli.md), each an `Encodable` type; with `-` one
/// of them a line (JSON Lines).
extension FindCommand {
    /// A code or number nothing has.
    struct NotFound: Encodable {
        let query: String
        var found = false
    }

    /// The piece a code or inventory number names: a `Match`'s keys and, beside them, these
    /// (`JSONOutput.Beside`).
    struct Piece: Encodable {
        let query: String
        var found = true
        let deleted: Bool
        /// The code that was read; null when the query was a number or an ID.
        @NullIfAbsent var code: String?
        let codes: [String]
    }

    /// A text search's pieces, or those inside the place a box label names (then `place`).
    struct Matches: Encodable {
        struct Match: Encodable {
            let id: String
            @NullIfAbsent var number: String?
            let title: String
            let collection: String
            @NullIfAbsent var place: String?
            let status: String

            init(_ item: ItemRecord, collection: String, place: String?) {
                id = item.id
                number = ItemNumber.display(item.number)
                title = item.title
                self.collection = collection
                self.place = place
                status = item.status.rawValue
            }
        }

        struct Place: Encodable {
            let id: String
            let name: String
            let path: String
        }

        let query: String
        let found: Bool
        let matches: [Match]
        var place: Place?
    }
}
