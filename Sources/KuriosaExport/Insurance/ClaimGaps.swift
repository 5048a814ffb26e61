import Foundation
import KuriosaCore

/// What a claim would lack: the pieces an insurer would ask about before paying for them —
/// no photo, no estimated value, a valuation older than `--stale-after`, no receipt or
/// appraisal — and the pieces worth more than a per-item limit, which policies want listed
/// on their own ("scheduled items"). Rules: docs/insurance-report.md, "What a claim would lack".
public struct ClaimGaps: Sendable, Hashable {
    /// A piece in one of the lists.
    public struct Entry: Sendable, Hashable {
        public var id: String
        public var number: String?
        public var title: String
        public var estimatedValue: Money?
        /// The day of its last valuation, `YYYY-MM-DD`.
        public var lastValued: String?
    }

    public var staleAfter: StalePeriod
    /// Valuations before this day are stale (`YYYY-MM-DD`, the report's day minus `staleAfter`).
    public var freshFrom: String
    public var itemLimits: [Money]
    public var withoutPhoto: [Entry] = []
    public var withoutEstimatedValue: [Entry] = []
    public var staleValuation: [Entry] = []
    public var withoutDocument: [Entry] = []
    /// Above their currency's limit; a currency without a limit has no scheduled items.
    public var scheduled: [Entry] = []

    /// The lists over the report's pieces, in the report's order.
    /// - Parameter valuations: piece ID → its last valuation (pieces with a value only).
    static func make(pieces: [ExportPiece], values: [String: Money], valuations: [String: ItemTimeline.Valuation],
                     options: InsuranceOptions, reportDay: String) -> ClaimGaps {
        let freshFrom = options.staleAfter.freshFrom(reportDay) ?? reportDay
        var gaps = ClaimGaps(staleAfter: options.staleAfter, freshFrom: freshFrom, itemLimits: options.itemLimits)
        for piece in pieces {
            let value = values[piece.id]
            let entry = Entry(id: piece.id, number: piece.number, title: piece.title, estimatedValue: value,
                              lastValued: valuations[piece.id]?.day)
            if piece.photos.isEmpty { gaps.withoutPhoto.append(entry) }
            if value == nil { gaps.withoutEstimatedValue.append(entry) }
            if let day = entry.lastValued, day < freshFrom { gaps.staleValuation.append(entry) }
            if piece.documents.isEmpty { gaps.withoutDocument.append(entry) }
            if let value, let limit = options.limit(for: value.currency), value.minorUnits > limit.minorUnits {
                gaps.scheduled.append(entry)
            }
        }
        return gaps
    }

    /// Whether nothing is missing and nothing is scheduled.
    public var isEmpty: Bool {
        withoutPhoto.isEmpty && withoutEstimatedValue.isEmpty && staleValuation.isEmpty && withoutDocument.isEmpty && scheduled.isEmpty
    }
}
