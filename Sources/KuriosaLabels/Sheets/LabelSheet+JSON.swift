import Foundation

/// Reading a preset document (`LabelSheets/*.json`; format in docs/labels.md).
extension LabelSheet {
    private struct Document: Decodable {
        struct Size: Decodable { var width: Double; var height: Double; var cornerRadius: Double? }
        struct Grid: Decodable { var columns: Int; var rows: Int }
        struct Margins: Decodable { var top: Double; var left: Double }
        struct Pitch: Decodable { var horizontal: Double; var vertical: Double }
        var id: String
        var name: String
        var aliases: [String]?
        var description: String?
        var unit: String
        var continuous: Bool?
        var page: Size
        var label: Size
        var grid: Grid
        var margins: Margins
        var pitch: Pitch
        var padding: Pitch
    }

    /// - Throws: `LabelError.sheet` naming the document and what is wrong.
    public static func decode(_ data: Data, source: String) throws -> LabelSheet {
        let d: Document
        do { d = try JSONDecoder().decode(Document.self, from: data) } catch {
            throw LabelError.sheet("\(source): \(error)")
        }
        let scale: Double
        switch d.unit {
        case "mm": scale = pointsPerMillimetre
        case "in": scale = 72
        default: throw LabelError.sheet("\(source): unit must be \"mm\" or \"in\", not \"\(d.unit)\"")
        }
        let sheet = LabelSheet(
            id: d.id, name: d.name, aliases: d.aliases ?? [], description: d.description ?? "",
            pageWidth: d.page.width * scale, pageHeight: d.page.height * scale,
            labelWidth: d.label.width * scale, labelHeight: d.label.height * scale,
            cornerRadius: (d.label.cornerRadius ?? 0) * scale, columns: d.grid.columns, rows: d.grid.rows,
            top: d.margins.top * scale, left: d.margins.left * scale,
            pitchX: d.pitch.horizontal * scale, pitchY: d.pitch.vertical * scale,
            paddingX: d.padding.horizontal * scale, paddingY: d.padding.vertical * scale,
            continuous: d.continuous ?? false)
        if let problem = sheet.geometryProblem { throw LabelError.sheet("\(source): \(problem)") }
        return sheet
    }
}
