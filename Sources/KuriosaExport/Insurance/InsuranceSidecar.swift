import Foundation
import KuriosaCore
import KuriosaStore

/// The small JSON file an insurance report leaves beside itself (`--sidecar FILE`), so the
/// next report can say what changed since this one (`--since-report FILE`): its day, when
/// it read the library, its totals per currency, and each piece's value. Format:
/// docs/insurance-report.md, "The sidecar".
public struct InsuranceSidecar: Sendable, Hashable {
    public struct Piece: Sendable, Hashable {
        public var id: String
        /// `K-0007`.
        public var number: String?
        public var title: String
        public var estimatedValue: Money?

        public init(id: String, number: String?, title: String, estimatedValue: Money?) {
            self.id = id; self.number = number; self.title = title; self.estimatedValue = estimatedValue
        }
    }

    public static let format = "kuriosa.insurance-sidecar"
    public static let version = 1

    /// The day printed on the report, `YYYY-MM-DD`.
    public var date: String
    /// When the report read the library (catalog timestamp): history entries from this moment
    /// on are changes since the report.
    public var readAt: String
    /// Estimated values per currency, sorted by code.
    public var totals: [Money]
    public var pieces: [Piece]

    public init(date: String, readAt: String, totals: [Money], pieces: [Piece]) {
        self.date = date; self.readAt = readAt; self.totals = totals; self.pieces = pieces
    }

    /// The sidecar of a built document: every piece it lists with its estimated value.
    public init(document: ExportDocument, readAt: String) {
        let pieces = document.pieces.map { piece in
            Piece(id: piece.id, number: piece.number, title: piece.title,
                  estimatedValue: document.insurance?.pieces[piece.id]?.estimatedValue)
        }
        self.init(date: document.options.date, readAt: readAt,
                  totals: ExportTotals.merge([], pieces.compactMap(\.estimatedValue)), pieces: pieces)
    }

    /// Pretty-printed JSON, keys sorted, ending in a newline.
    public func data() throws -> Data {
        func money(_ m: Money?) -> JSONValue {
            guard let m else { return .null }
            return .object(["minorUnits": .integer(m.minorUnits), "currency": .string(m.currency)])
        }
        let value = JSONValue.object([
            "format": .string(Self.format), "version": .integer(Int64(Self.version)),
            "date": .string(date), "readAt": .string(readAt),
            "totals": .array(totals.map(money)),
            "pieces": .array(pieces.map { p in
                .object(["id": .string(p.id), "number": p.number.map(JSONValue.string) ?? .null,
                         "title": .string(p.title), "estimatedValue": money(p.estimatedValue)])
            }),
        ])
        var data = try JSONSerialization.data(withJSONObject: value.foundation,
                                              options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        data.append(0x0A)
        return data
    }

    /// Reads a sidecar.
    /// - Throws: `InsuranceSidecar.ReadError` saying what is wrong (not JSON, another format
    ///   or a newer version, a missing or malformed member).
    public init(data: Data) throws {
        let value: JSONValue
        do { value = try JSONValue.parse(data) } catch { throw ReadError("not JSON: \(error)") }
        guard case .object(let o) = value else { throw ReadError("not a JSON object") }
        guard case .string(Self.format)? = o["format"] else { throw ReadError("\"format\" is not \"\(Self.format)\"") }
        guard case .integer(let v)? = o["version"], v >= 1 else { throw ReadError("no \"version\"") }
        guard v <= Int64(Self.version) else { throw ReadError("version \(v) is newer than this toolkit reads (\(Self.version))") }
        guard case .string(let date)? = o["date"], date.count == 10 else { throw ReadError("no \"date\" YYYY-MM-DD") }
        guard case .string(let readAt)? = o["readAt"], Timestamp.date(from: readAt) != nil else {
            throw ReadError("no \"readAt\" timestamp (YYYY-MM-DDTHH:MM:SS.mmmZ)")
        }
        func money(_ v: JSONValue?, _ what: String) throws -> Money? {
            guard let v, v != .null else { return nil }
            guard let stored = Money(catalogJSON: v) else { throw ReadError("\(what) is not {\"minorUnits\", \"currency\"}") }
            return stored
        }
        guard case .array(let list)? = o["pieces"] else { throw ReadError("no \"pieces\" list") }
        var pieces: [Piece] = []
        for (index, element) in list.enumerated() {
            guard case .object(let p) = element, case .string(let id)? = p["id"] else { throw ReadError("pieces[\(index)] has no \"id\"") }
            var number: String?
            if case .string(let n)? = p["number"] { number = n }
            var title = ""
            if case .string(let t)? = p["title"] { title = t }
            pieces.append(Piece(id: id, number: number, title: title, estimatedValue: try money(p["estimatedValue"], "pieces[\(index)].estimatedValue")))
        }
        var totals: [Money] = []
        if case .array(let t)? = o["totals"] {
            totals = try t.enumerated().compactMap { try money($0.element, "totals[\($0.offset)]") }
        }
        self.init(date: date, readAt: readAt, totals: totals, pieces: pieces)
    }

    /// Why a sidecar does not read.
    public struct ReadError: Error, Sendable, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }
}
