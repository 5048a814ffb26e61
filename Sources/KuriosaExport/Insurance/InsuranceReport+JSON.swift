import Foundation
import KuriosaCore

extension InsuranceReport {
    /// The machine-readable parts for `kuriosa export --json`: `claimGaps` always,
    /// `changes` when a baseline was given (docs/insurance-report.md, "JSON").
    public var json: [String: JSONValue] {
        var out: [String: JSONValue] = ["claimGaps": claimGaps.json]
        if let changes { out["changes"] = changes.json }
        return out
    }

    static func money(_ m: Money?) -> JSONValue {
        guard let m else { return .null }
        return .object(["minorUnits": .integer(m.minorUnits), "currency": .string(m.currency)])
    }

    static func text(_ s: String?) -> JSONValue { s.map(JSONValue.string) ?? .null }
}

extension ClaimGaps {
    public var json: JSONValue {
        func list(_ entries: [Entry]) -> JSONValue {
            .array(entries.map { e in
                .object(["id": .string(e.id), "number": InsuranceReport.text(e.number), "title": .string(e.title),
                         "estimatedValue": InsuranceReport.money(e.estimatedValue), "lastValued": InsuranceReport.text(e.lastValued)])
            })
        }
        return .object([
            "staleAfter": .string(staleAfter.description), "freshFrom": .string(freshFrom),
            "itemLimits": .array(itemLimits.map { InsuranceReport.money($0) }),
            "withoutPhoto": list(withoutPhoto), "withoutEstimatedValue": list(withoutEstimatedValue),
            "staleValuation": list(staleValuation), "withoutDocument": list(withoutDocument),
            "scheduledItems": list(scheduled),
        ])
    }
}

extension ReportChanges {
    public var json: JSONValue {
        func list(_ entries: [Entry]) -> JSONValue {
            .array(entries.map { e in
                .object(["id": .string(e.id), "number": InsuranceReport.text(e.number), "title": .string(e.title),
                         "reason": .string(e.reason), "at": InsuranceReport.text(e.at), "journalDay": InsuranceReport.text(e.journalDay),
                         "oldValue": InsuranceReport.money(e.oldValue), "newValue": InsuranceReport.money(e.newValue)])
            })
        }
        return .object([
            "since": .string(since), "sinceTime": .string(sinceTime), "fromReport": .bool(fromReport),
            "added": list(added), "gone": list(gone), "revalued": list(revalued),
            "totals": .array(totals.map { t in
                .object(["currency": .string(t.currency), "old": .integer(t.old.minorUnits), "new": .integer(t.new.minorUnits),
                         "difference": .integer(t.difference.minorUnits)])
            }),
        ])
    }
}
