import Foundation

/// Reads an .xlsx with an independent reader, Python's openpyxl, so the tests check what a
/// spreadsheet program sees rather than what our own writer meant to write.
public enum XLSXReader {
    /// One cell as openpyxl reads it: its Python type (`str`, `int`, `float`, `bool`,
    /// `datetime`), its value as text (a datetime as `YYYY-MM-DD`), number format, boldness
    /// and the address of its link, if it has one.
    public struct Cell: Sendable, Equatable {
        public let type: String
        public let value: String
        public let numberFormat: String
        public let bold: Bool
        public var link: String? = nil
    }

    /// A sheet: its name, frozen cell (`A2`), autofilter range (`A1:K16`), column widths by
    /// letter and rows of cells (`nil` for an empty one).
    public struct Sheet: Sendable {
        public let name: String
        public let freeze: String?
        public let autofilter: String?
        public let widths: [String: Double]
        public let rows: [[Cell?]]

        /// The cells of the column with this header (row 1), below it.
        public func column(_ header: String) -> [Cell?]? {
            guard let index = rows.first?.firstIndex(where: { $0?.value == header }) else { return nil }
            return rows.dropFirst().map { index < $0.count ? $0[index] : nil }
        }
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    static let script = #"""
    import json, sys
    try:
        import openpyxl
    except ImportError:
        sys.stderr.write("openpyxl is missing: run `python3 -m pip install openpyxl` (scripts/install-deps.sh does)\n")
        sys.exit(3)
    book = openpyxl.load_workbook(sys.argv[1])
    out = []
    for ws in book.worksheets:
        rows = []
        for row in ws.iter_rows():
            cells = []
            for c in row:
                if c.value is None:
                    cells.append(None)
                    continue
                v = c.value
                text = v.strftime("%Y-%m-%d") if type(v).__name__ == "datetime" else str(v)
                cells.append({"type": type(v).__name__, "value": text, "format": c.number_format, "bold": bool(c.font.b),
                              "link": c.hyperlink.target if c.hyperlink else None})
            rows.append(cells)
        widths = {k: d.width for k, d in ws.column_dimensions.items() if d.width}
        out.append({"name": ws.title, "freeze": ws.freeze_panes, "autofilter": ws.auto_filter.ref, "widths": widths, "rows": rows})
    print(json.dumps(out))
    """#

    /// The sheets of a workbook.
    /// - Throws: `Failure` with openpyxl's message, or how to install it when it is missing.
    public static func read(_ url: URL) throws -> [Sheet] {
        let r = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, url.path])
        guard r.status == 0 else {
            throw Failure(description: r.status == 3 ? r.stderr : "openpyxl could not read \(url.path): \(r.stderr)")
        }
        guard let sheets = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]] else {
            throw Failure(description: "unexpected output of the openpyxl script: \(r.stdout.prefix(200))")
        }
        return sheets.map { sheet in
            let rows = (sheet["rows"] as? [[Any]] ?? []).map { row in
                row.map { any -> Cell? in
                    guard let c = any as? [String: Any] else { return nil }
                    return Cell(type: c["type"] as? String ?? "", value: c["value"] as? String ?? "",
                                numberFormat: c["format"] as? String ?? "", bold: c["bold"] as? Bool ?? false, link: c["link"] as? String)
                }
            }
            return Sheet(name: sheet["name"] as? String ?? "", freeze: sheet["freeze"] as? String,
                         autofilter: sheet["autofilter"] as? String,
                         widths: (sheet["widths"] as? [String: Any] ?? [:]).compactMapValues { ($0 as? NSNumber)?.doubleValue },
                         rows: rows)
        }
    }
}
