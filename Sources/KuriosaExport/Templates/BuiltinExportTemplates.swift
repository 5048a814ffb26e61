import Foundation

/// The export templates that ship with the toolkit, compiled in (`BuiltinExportTemplateData`,
/// generated from `ExportTemplates/*.json`).
public enum BuiltinExportTemplates {
    /// The short names accepted by `--template`, in the order they are listed.
    public static let names = ["spreadsheet", "inventory", "insurance", "wishlist"]

    /// The insurance report's ID: the template with the report's own parts and options
    /// (docs/insurance-report.md).
    public static let insuranceID = "builtin.insurance"

    /// Every built-in ID, in the order of `names`.
    public static var ids: [String] { names.map { "builtin." + $0 } }

    /// The document exactly as shipped, or nil for an ID that is not a built-in.
    public static func jsonText(id: String) -> String? {
        BuiltinExportTemplateData.documents[id]
    }

    /// The built-in with this ID (`builtin.inventory`) or short name (`inventory`).
    /// - Throws: `ExportTemplateError` if the shipped document does not read (tests make sure
    ///   none does).
    public static func template(named name: String) throws -> ExportTemplate? {
        let id = name.hasPrefix("builtin.") ? name : "builtin." + name
        guard let text = jsonText(id: id) else { return nil }
        return try ExportTemplate.decode(from: Data(text.utf8))
    }
}

extension ExportTemplate {
    /// The built-in insurance report: it takes the insurance options (`--since`, `--layout`,
    /// …) and gets its own parts (`InsuranceReport.attach`); every other template neither.
    public var isInsuranceReport: Bool { id == BuiltinExportTemplates.insuranceID }
}
