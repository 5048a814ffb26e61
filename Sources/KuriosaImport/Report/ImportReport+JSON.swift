import Foundation
import KuriosaCore

extension ImportReport {
    /// The issue's `--json` object, as Foundation property-list values (for
    /// `JSONSerialization`): every key always present, `null` where there is nothing.
    public var jsonObject: [String: Any] {
        var object: [String: Any] = [
            "fatal": fatal.map { fatal -> Any in
                var f: [String: Any] = ["reason": fatal.reason]
                if let row = fatal.row { f["row"] = row }
                if let target = fatal.target { f["target"] = target }
                return f
            } ?? NSNull(),
            "warnings": warnings.map { warning -> [String: Any] in
                var w: [String: Any] = ["reason": warning.reason, "column": warning.column, "columnIndex": warning.columnIndex]
                if let sameAs = warning.sameAs { w["sameAs"] = sameAs }
                if let detail = warning.detail { w["detail"] = detail }
                return w
            },
            "errors": errors.map { error -> [String: Any] in
                var e: [String: Any] = ["row": error.row, "column": error.column ?? NSNull(), "columnIndex": error.columnIndex,
                                        "reason": error.reason, "text": error.text]
                if let detail = error.detail { e["detail"] = detail }
                if let worksheet = error.worksheet { e["worksheet"] = worksheet }
                return e
            },
            "kept": kept.map { error -> [String: Any] in
                var e: [String: Any] = ["row": error.row, "column": error.column ?? NSNull(), "columnIndex": error.columnIndex,
                                        "reason": error.reason, "text": error.text]
                if let detail = error.detail { e["detail"] = detail }
                if let worksheet = error.worksheet { e["worksheet"] = worksheet }
                return e
            },
            "recognised": recognised ?? NSNull(),
            "missing": missing.map { ["collection": $0.path, "deleted": $0.deleted,
                                      "pieces": $0.pieces.map { ["id": $0.id, "number": $0.number.map { $0 as Any } ?? NSNull()] }] },
            "changes": changes.map { piece -> [String: Any] in
                (piece.worksheet.map { ["worksheet": $0] } ?? [:]).merging(["id": piece.id, "number": piece.number.map { $0 as Any } ?? NSNull(), "row": piece.row,
                 "changes": piece.changes.map { change -> [String: Any] in
                     var c: [String: Any] = ["path": change.path, "old": change.old, "new": change.new]
                     if let suspect = change.suspect { c["suspect"] = suspect }
                     return c
                 }]) { a, _ in a }
            },
            "conflicts": conflicts.map { conflict -> [String: Any] in
                (conflict.worksheet.map { ["worksheet": $0] } ?? [:]).merging(["id": conflict.id, "number": conflict.number.map { $0 as Any } ?? NSNull(), "row": conflict.row,
                 "exportedAt": conflict.exportedAt ?? NSNull(), "changedAt": conflict.changedAt,
                 "fields": conflict.fields.map { field -> [String: Any] in
                     ["path": field.path, "name": field.name, "sheet": field.sheet, "library": field.library,
                      "changedAt": field.changedAt ?? NSNull(), "changedBy": field.changedBy ?? NSNull()]
                 }]) { a, _ in a }
            },
            "created": created.map(Self.pieceObject),
            "updated": updated.map(Self.pieceObject),
            "skipped": skipped.map(Self.pieceObject),
            "reencoded": reencoded.map { photo -> [String: Any] in
                (photo.worksheet.map { ["worksheet": $0] } ?? [:]).merging(
                    ["row": photo.row, "column": photo.column ?? NSNull(), "columnIndex": photo.columnIndex, "file": photo.file, "why": photo.why]) { a, _ in a }
            },
        ]
        object["detected"] = detected.map { d -> Any in
            var detected: [String: Any] = ["encoding": d.encoding, "bom": d.bom, "delimiter": d.delimiter, "sepLine": d.sepLine,
                                           "decimalMark": d.decimalMark]
            if let sheet = d.sheet { detected["sheet"] = sheet }
            return detected
        } ?? NSNull()
        return object
    }

    /// The `--report FILE.csv` reason of a re-encoded photo's note line.
    public static let photoReencoded = "photo_reencoded"

    private static func pieceObject(_ piece: Piece) -> [String: Any] {
        var object: [String: Any] = ["id": piece.id, "number": piece.number.map { $0 as Any } ?? NSNull(), "row": piece.row]
        if let worksheet = piece.worksheet { object["worksheet"] = worksheet }
        return object
    }

    /// The report as JSON text, keys sorted: what `JSONSerialization` makes of `jsonObject`
    /// (pretty, sorted, slashes as they are), written without it (`JSONWriter`'s `.output`).
    public func jsonData() throws -> Data {
        Data(jsonText.utf8)
    }

    /// `jsonObject` as text, byte for byte as `JSONSerialization` writes it.
    public var jsonText: String {
        // Not Foundation: a report of 100,000 created pieces became 100,000 dictionaries of
        // boxed values, sorted and serialized — seconds and about 140 MB at the end of an
        // import that is otherwise done. The report is a small fixed shape, written in one pass.
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
