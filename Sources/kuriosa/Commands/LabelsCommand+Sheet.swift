import Foundation
import KuriosaLabels

/// Reading `kuriosa labels`' sheet and placement options: a preset by name, or `--sheet
/// custom` from `--label`, `--grid`, `--margins`, `--gap` and `--paper`; `--offset`,
/// `--start-at`. Only parsing; the geometry's rules are `LabelSheet`'s.
extension LabelsCommand {
    /// `50`, `50mm`, `2.625in`, `12.5 mm`: points; millimetres when no unit is given.
    static func length(_ text: String, option: Option) throws(UsageError) -> Double {
        var t = text.trimmingCharacters(in: .whitespaces).lowercased()
        var scale = LabelSheet.pointsPerMillimetre
        if t.hasSuffix("mm") { t.removeLast(2) } else if t.hasSuffix("in") { t.removeLast(2); scale = 72 }
        guard let v = Double(t.trimmingCharacters(in: .whitespaces)), v.isFinite else {
            throw UsageError("--\(option.name) takes lengths such as 50mm or 2.5in, not '\(text)'")
        }
        return v * scale
    }

    /// `A,B` or `AxB` (a unit at the end applies to both: `50x25mm`).
    static func pair(_ text: String, option: Option, separator: Character) throws(UsageError) -> (Double, Double) {
        let parts = text.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else { throw UsageError("--\(option.name) takes two values as in \(separator == "x" ? "50x25mm" : "2,1.5"), not '\(text)'") }
        let unit = ["mm", "in"].first { parts[1].lowercased().hasSuffix($0) } ?? ""
        let first = ["mm", "in"].contains { parts[0].lowercased().hasSuffix($0) } ? parts[0] : parts[0] + unit
        return (try length(first, option: option), try length(parts[1], option: option))
    }

    static func sheet(_ args: Arguments) throws -> LabelSheet {
        let name = args[Options.sheet]
        let custom: [any DeclaredOption] = [Options.label, Options.grid, Options.margins, Options.gap, Options.paper]
        guard name.lowercased() == "custom" else {
            if let given = custom.first(where: { args.given($0) }) {
                throw UsageError("--\(given.option.name) is for --sheet custom; \(name) has its own geometry")
            }
            guard let sheet = try BuiltinLabelSheets.named(name) else {
                throw UsageError("unknown sheet '\(name)' (known: \(try BuiltinLabelSheets.all().map(\.name).joined(separator: ", ")), custom)")
            }
            return sheet
        }
        guard let label = args[Options.label] else { throw UsageError("--sheet custom needs --label WIDTHxHEIGHT, e.g. --label 50x25mm") }
        let (width, height) = try pair(label, option: Options.label.option, separator: "x")
        let gridText = args[Options.grid]
        let grid = gridText.lowercased().split(separator: "x").compactMap { Int($0) }
        guard grid.count == 2, grid.allSatisfy({ $0 >= 1 }) else { throw UsageError("--grid takes COLUMNSxROWS, e.g. 4x10, not '\(gridText)'") }
        let paper = args[Options.paper]
        let (gapX, gapY) = try pair(args[Options.gap], option: Options.gap.option, separator: ",")
        let margins = try args[Options.margins].map { try pair($0, option: Options.margins.option, separator: ",") }
        do {
            return try LabelSheet.custom(labelWidth: width, labelHeight: height, columns: grid[0], rows: grid[1], paper: paper,
                                         margins: margins.map { (top: $0.0, left: $0.1) }, gap: (gapX, gapY))
        } catch LabelError.sheet(let message) { throw UsageError(message) }
    }

    static func renderOptions(_ args: Arguments, sheet: LabelSheet, title: String) throws -> LabelRenderOptions {
        let symbology = args[Options.code]
        let start = try args.int(Options.startAt, in: 1...sheet.labelsPerPage)
        let (dx, dy) = try args[Options.offset].map { try pair($0, option: Options.offset.option, separator: ",") } ?? (0, 0)
        let limit = 20 * LabelSheet.pointsPerMillimetre
        if abs(dx) > limit || abs(dy) > limit { throw UsageError("--offset moves at most 20 mm each way, not '\(args[Options.offset] ?? "")'") }
        return LabelRenderOptions(symbology: symbology, startAt: start, offsetX: dx, offsetY: dy,
                                  outlines: args[Options.outlines], title: title)
    }
}
