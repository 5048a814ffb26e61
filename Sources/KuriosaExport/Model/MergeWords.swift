import Foundation
import KuriosaCore
import KuriosaStore

/// A merge's pieces in words (`kuriosa merge`, docs/merge.md#the-report-in-words): each field
/// the two copies held differently with both values and the one kept, as the reports write
/// values (`HistoryValueText`), and each renumbered piece as `K-0016 → K-0017`.
public struct MergeWords {
    public private(set) var disagreements: [MergeComparison.Disagreement] = []
    public private(set) var renumbered: [MergeComparison.Renumbering] = []
    var texts: HistoryValueText?

    /// Nothing to say (a dry run, or no merge).
    public init() {}

    /// - Parameter db: the merged catalog.
    public init(here: [String: ItemRecord], other: [String: ItemRecord], db: Database, language: (language: String, locale: String?)) throws {
        let merged = try MergeComparison.pieces(db)
        disagreements = MergeComparison.disagreements(here: here, other: other, merged: merged)
        renumbered = MergeComparison.renumbered(here: here, other: other, merged: merged)
        texts = try? HistoryValueText(db: db, language: language.language, locale: language.locale)
    }

    /// At most this many lines of disagreements in the text; `--json` has them all.
    static let shownLimit = 50

    func words(_ value: JSONValue, path: String, itemID: String) -> String {
        if value == .null { return "none" }
        if let text = texts?.text(path: path, value: value, itemID: itemID) { return text }
        let json = value.catalogJSONText
        return json.count > 60 ? String(json.prefix(59)) + "…" : json
    }

    public var lines: [String] {
        var out: [String] = []
        if !renumbered.isEmpty {
            out.append("Renumbered (a number both copies had given):")
            out += renumbered.map { "  \(ItemNumber.display($0.from) ?? "") → \(ItemNumber.display($0.to) ?? "")  \($0.title)" }
        }
        if !disagreements.isEmpty {
            out.append("Fields the two copies held differently (\(disagreements.count)), and the value kept:")
            for d in disagreements.prefix(Self.shownLimit) {
                let kept = switch d.kept {
                case .here: "kept this copy's"
                case .other: "kept the other copy's"
                case .neither: "neither kept (repaired)"
                }
                out.append("  \([ItemNumber.display(d.number), d.title].compactMap { $0 }.joined(separator: " ")): \(d.path) "
                    + "\(words(d.here, path: d.path, itemID: d.itemID)) here, \(words(d.other, path: d.path, itemID: d.itemID)) in the other copy; \(kept)")
            }
            if disagreements.count > Self.shownLimit { out.append("  … and \(disagreements.count - Self.shownLimit) more (--json lists all)") }
        }
        return out
    }

    /// A field both copies changed, as `merge --json` lists it: both values, stored and in
    /// words, and which one was kept.
    public struct DisagreementJSON: Encodable, Sendable {
        public let id: String
        @NullIfAbsent public var number: String?
        public let title: String
        public let path: String
        public let here: JSONValue
        public let other: JSONValue
        public let hereText: String
        public let otherText: String
        public let kept: String
    }

    /// A piece given a new inventory number because both copies used its number.
    public struct RenumberedJSON: Encodable, Sendable {
        public let id: String
        public let title: String
        public let from: String
        public let to: String
    }

    public var disagreementsJSON: [DisagreementJSON] {
        disagreements.map { d in
            DisagreementJSON(id: d.itemID, number: ItemNumber.display(d.number), title: d.title, path: d.path,
                             here: d.here, other: d.other, hereText: words(d.here, path: d.path, itemID: d.itemID),
                             otherText: words(d.other, path: d.path, itemID: d.itemID), kept: d.kept.rawValue)
        }
    }

    public var renumberedJSON: [RenumberedJSON] {
        renumbered.map { RenumberedJSON(id: $0.itemID, title: $0.title, from: ItemNumber.display($0.from) ?? "", to: ItemNumber.display($0.to) ?? "") }
    }
}
