import Foundation
import KuriosaCore
import KuriosaExport
import KuriosaStore

/// The insurance report's options of `kuriosa export` (docs/insurance-report.md): read and
/// checked before the library is opened, so a wrong value is a usage error (64) naming its
/// option and nothing is read or written.
extension ExportCommand {
    static let insuranceOnly: [any DeclaredOption] = [Options.since, Options.sinceReport, Options.layout, Options.staleAfter, Options.itemLimit, Options.sidecar]

    /// The options as given, the defaults for those not given.
    static func insuranceOptions(_ args: Arguments, output: String) throws -> InsuranceOptions {
        var options = InsuranceOptions()
        if let layout = args[Options.layout] { options.layout = layout }
        // --since with --since-report (they compare with different things) is refused by the table.
        if let day = args[Options.since] { options.baseline = .day(day.text) }
        if let path = args[Options.sinceReport] {
            let data: Data
            do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
                throw UsageError("--since-report: cannot read '\(path)' (\(error.localizedDescription))")
            }
            do { options.baseline = .report(try InsuranceSidecar(data: data)) } catch {
                throw UsageError("--since-report: '\(path)' is not an insurance report's sidecar: \(error)")
            }
        }
        options.staleAfter = args[Options.staleAfter]
        var limits: [Money] = []
        for text in args[Options.itemLimit] {
            guard let limit = InsuranceOptions.money(text) else {
                throw UsageError("--item-limit takes a currency code and an amount more than 0 (\"CHF 5000\"), not '\(text)'")
            }
            guard !limits.contains(where: { $0.currency == limit.currency }) else {
                throw UsageError("--item-limit given twice for \(limit.currency): give one limit per currency")
            }
            limits.append(limit)
        }
        options.itemLimits = limits.sorted { $0.currency < $1.currency }
        if let sidecar = args[Options.sidecar], output != "-",
           URL(fileURLWithPath: sidecar).standardizedFileURL == URL(fileURLWithPath: output).standardizedFileURL {
            throw UsageError("--sidecar must name another file than -o")
        }
        return options
    }

    /// Insurance options belong to the built-in insurance report only.
    static func checkInsuranceOptions(_ args: Arguments, template: ExportTemplate) throws {
        guard !template.isInsuranceReport else { return }
        if let given = insuranceOnly.first(where: { args.given($0) }) {
            throw UsageError("--\(given.option.name) is an option of --template insurance, not of \(template.id)")
        }
    }

    /// Writes the sidecar atomically.
    static func writeSidecar(_ document: ExportDocument, readAt: String, to path: String) throws {
        try FileIO.writeAtomically(InsuranceSidecar(document: document, readAt: readAt).data(), to: URL(fileURLWithPath: path), permissions: 0o666)
    }
}
