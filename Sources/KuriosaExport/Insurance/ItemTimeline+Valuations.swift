import Foundation
import KuriosaCore
import KuriosaStore

extension ItemTimeline {
    /// When a piece was last valued, and where that day comes from (`ValuationDayRecord.Valuation`).
    public typealias Valuation = ValuationDayRecord.Valuation

    /// The last valuation of a piece with an estimated value; nil without one. The rule is the
    /// store's (`ValuationDayRecord.last`), so the report, the spreadsheet's `Valued on` and the
    /// import that compares with it read one day.
    public func lastValuation(of item: ItemRecord) -> Valuation? {
        ValuationDayRecord.last(of: item, steps: valuationSteps[item.id] ?? [], stored: days[item.id])
    }
}
