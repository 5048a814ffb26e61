import Foundation
import KuriosaCore

extension ImportReport {
    /// The `--report FILE.csv` reason of a re-encoded photo's note line.
    public static let photoReencoded = "photo_reencoded"

    /// The `--json` report (docs/import.md): every key always present, `null` where there is
    /// nothing; keys sorted and indented by `JSONWriter`'s `.output` rules, as every `--json`.
    public func jsonData() throws -> Data {
        Data(jsonText.utf8)
    }

    /// `jsonData()` as text.
    public var jsonText: String {
        // Typed nodes, written in one pass, not an `Encodable` through `JSONEncoder` as the
        // other commands' outputs: a report of 100,000 created pieces through Foundation took
        // seconds and about 140 MB at the end of an import that is otherwise done.
        typealias V = JSONWriter.Node
        func piece(_ p: Piece) -> V {
            .object([("id", .string(p.id)), ("number", p.number.map { .integer($0) } ?? .null), ("row", .integer(p.row))]
                    + (p.worksheet.map { [("worksheet", V.string($0))] } ?? []))
        }
        let fatalValue: V = fatal.map { fatal in
            var members: [(String, V)] = [("reason", .string(fatal.reason))]
            if let row = fatal.row { members.append(("row", .integer(row))) }
            if let target = fatal.target { members.append(("target", .string(target))) }
            return .object(members)
        } ?? .null
        let warningValues: [V] = warnings.map { w in
            var members: [(String, V)] = [("reason", .string(w.reason)), ("column", .string(w.column)), ("columnIndex", .integer(w.columnIndex))]
            if let sameAs = w.sameAs { members.append(("sameAs", .integer(sameAs))) }
            if let detail = w.detail { members.append(("detail", .string(detail))) }
            return .object(members)
        }
        // The worksheet of a row, only where a workbook's sheets were read together.
        func sheet(_ name: String?) -> [(String, V)] { name.map { [("worksheet", V.string($0))] } ?? [] }
        func cellValue(_ e: RowError) -> V {
            var members: [(String, V)] = [("row", .integer(e.row)), ("column", e.column.map { .string($0) } ?? .null),
                                          ("columnIndex", .integer(e.columnIndex)), ("reason", .string(e.reason)), ("text", .string(e.text))]
            if let detail = e.detail { members.append(("detail", .string(detail))) }
            return .object(members + sheet(e.worksheet))
        }
        let errorValues: [V] = errors.map(cellValue)
        let reencodedValues: [V] = reencoded.map { r in
            .object([("row", .integer(r.row)), ("column", r.column.map { .string($0) } ?? .null), ("columnIndex", .integer(r.columnIndex)),
                     ("file", .string(r.file)), ("why", .string(r.why))] + sheet(r.worksheet))
        }
        let detectedValue: V = detected.map { d in
            .object([("encoding", .string(d.encoding)), ("bom", .bool(d.bom)), ("delimiter", .string(d.delimiter)),
                     ("sepLine", .bool(d.sepLine)), ("decimalMark", .string(d.decimalMark))]
                    + (d.sheet.map { [("sheet", V.string($0))] } ?? []))
        } ?? .null
        return JSONWriter.write(.object([
            ("fatal", fatalValue), ("warnings", .array(warningValues)), ("errors", .array(errorValues)),
            ("kept", .array(kept.map(cellValue))), ("recognised", recognised.map { .string($0) } ?? .null),
            ("kind", .string(kind)), ("kindFromPreset", .bool(kindFromPreset)),
            ("missing", .array(missing.map { group in
                .object([("collection", .string(group.path)), ("deleted", .bool(group.deleted)), ("pieces", .array(group.pieces.map { p in
                    .object([("id", .string(p.id)), ("number", p.number.map { .integer($0) } ?? .null)])
                }))])
            })),
            ("changes", .array(changes.map { piece in
                .object(sheet(piece.worksheet) + [("id", .string(piece.id)), ("number", piece.number.map { .integer($0) } ?? .null), ("row", .integer(piece.row)),
                         ("changes", .array(piece.changes.map { change in
                             .object([("path", .string(change.path)), ("old", .string(change.old)), ("new", .string(change.new))]
                                     + (change.suspect.map { [("suspect", V.string($0))] } ?? []))
                         }))])
            })),
            ("conflicts", .array(conflicts.map { conflict in
                .object(sheet(conflict.worksheet) + [("id", .string(conflict.id)), ("number", conflict.number.map { .integer($0) } ?? .null), ("row", .integer(conflict.row)),
                         ("exportedAt", conflict.exportedAt.map { .string($0) } ?? .null), ("changedAt", .string(conflict.changedAt)),
                         ("fields", .array(conflict.fields.map { field in
                             .object([("path", .string(field.path)), ("name", .string(field.name)), ("sheet", .string(field.sheet)),
                                      ("library", .string(field.library)), ("changedAt", field.changedAt.map { .string($0) } ?? .null),
                                      ("changedBy", field.changedBy.map { .string($0) } ?? .null)])
                         }))])
            })),
            ("created", .array(created.map(piece))), ("updated", .array(updated.map(piece))), ("skipped", .array(skipped.map(piece))),
            ("reencoded", .array(reencodedValues)), ("detected", detectedValue),
        ]), rules: .output)
    }

    /// `--report FILE.csv`: one line per warning and rejected cell, in a form a spreadsheet
    /// opens beside the imported file (`level,row,column,columnIndex,reason,text`).
    public func csvText() -> String {
        var lines = ["level,row,column,columnIndex,reason,text"]
        func field(_ text: String) -> String {
            let safe = FormulaCleanup.neutralize(text)
            guard safe.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return safe }
            return "\"" + safe.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        if let fatal {
            lines.append(["fatal", fatal.row.map(String.init) ?? "", fatal.target ?? "", "", fatal.reason, field(fatal.detail)].joined(separator: ","))
        }
        for w in warnings {
            lines.append(["warning", "", field(w.column), String(w.columnIndex), w.reason,
                          field(w.sameAs.map { "same as column \($0)" } ?? w.detail ?? "")].joined(separator: ","))
        }
        for k in kept {
            lines.append(["kept", String(k.row), field(k.column ?? ""), String(k.columnIndex), k.reason, field(k.text)].joined(separator: ","))
        }
        for p in skipped {
            // The piece the row duplicates, as the library numbers it.
            let piece = ItemNumber.display(p.number) ?? p.id
            lines.append(["skipped", String(p.row), "", "", "duplicate", field(piece)].joined(separator: ","))
        }
        for c in conflicts {
            // The piece changed since the export: the row was not written.
            let piece = ItemNumber.display(c.number) ?? c.id
            let what = c.fields.map { "\($0.name): sheet \($0.sheet), library \($0.library)" }.joined(separator: "; ")
            lines.append(["conflict", String(c.row), "", "", "changed_since_export", field("\(piece): \(what)")].joined(separator: ","))
        }
        for e in errors {
            lines.append(["error", String(e.row), field(e.column ?? ""), String(e.columnIndex), e.reason, field(e.text)].joined(separator: ","))
        }
        for r in reencoded {
            lines.append(["note", String(r.row), field(r.column ?? ""), String(r.columnIndex), Self.photoReencoded, field(r.file)].joined(separator: ","))
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }
}
