/// The comments of one .xlsx sheet (docs/import.md#cell-comments). A sheet's relationships
/// name its comments part (`xl/comments1.xml`: `<comment ref="B2" authorId="0">` with rich-text
/// runs) and, from Excel 365 on, its threaded comments (`<threadedComment ref="B2">` with a
/// `<text>`, replies naming their first by `parentId`). Excel writes both for a thread, the
/// legacy one as a fallback text that begins `[Threaded comment]`; the thread is read where
/// there is one.
enum WorkbookComments {
    /// The sheet's comments in row, then column order; empty when it has none.
    static func read(_ archive: WorkbookArchive, sheetPart: String) throws(CSVReadError) -> [CellComment] {
        let pieces = sheetPart.split(separator: "/")
        let folder = pieces.dropLast().joined(separator: "/")
        let rels = (folder.isEmpty ? "" : folder + "/") + "_rels/" + (pieces.last.map(String.init) ?? "") + ".rels"
        var legacyPart: String?
        var threadedPart: String?
        _ = try WorkbookXML.elements(archive, rels) { element in
            guard element.name == "Relationship", let target = element.attributes["Target"],
                  element.attributes["TargetMode"] != "External" else { return }
            let type = element.attributes["Type"] ?? ""
            if type.hasSuffix("/comments") { legacyPart = WorkbookSheet.resolve(target, from: folder) }
            if type.hasSuffix("/threadedComment") { threadedPart = WorkbookSheet.resolve(target, from: folder) }
        }
        var byCell: [Int: CellComment] = [:]
        func key(_ row: Int, _ column: Int) -> Int { row << 14 | column }
        if let legacyPart {
            var places: [(row: Int, column: Int, author: Int?)?] = []
            let found = try WorkbookXML.elements(archive, legacyPart) { element in
                guard element.name == "comment" else { return }
                let cell = element.attributes["ref"].flatMap { WorkbookRange.cell($0[...]) }
                places.append(cell.map { ($0.row, $0.column, element.attributes["authorId"].flatMap(Int.init)) })
            }
            if found {
                let authors = try WorkbookXML.texts(archive, legacyPart, item: "author", text: "author") ?? []
                let texts = try WorkbookXML.texts(archive, legacyPart, item: "comment", text: "t") ?? []
                for (place, text) in zip(places, texts) {
                    guard let place else { continue }
                    let author = place.author.flatMap { $0 >= 0 && $0 < authors.count ? authors[$0] : nil }.flatMap { $0.isEmpty ? nil : $0 }
                    let body = CellComment.text(text, author: author)
                    guard !body.isEmpty else { continue }
                    byCell[key(place.row, place.column)] = CellComment(row: place.row, column: place.column, text: body, author: author)
                }
            }
        }
        if let threadedPart {
            var places: [(row: Int, column: Int)?] = []
            let found = try WorkbookXML.elements(archive, threadedPart) { element in
                guard element.name == "threadedComment" else { return }
                places.append(element.attributes["ref"].flatMap { WorkbookRange.cell($0[...]) })
            }
            if found {
                let texts = try WorkbookXML.texts(archive, threadedPart, item: "threadedComment", text: "text") ?? []
                var threads: [Int: [String]] = [:]
                var order: [(row: Int, column: Int)] = []
                for (place, text) in zip(places, texts) {
                    guard let place, !text.isEmpty else { continue }
                    if threads[key(place.row, place.column)] == nil { order.append(place) }
                    threads[key(place.row, place.column), default: []].append(text)
                }
                for place in order {
                    let lines = threads[key(place.row, place.column)] ?? []
                    byCell[key(place.row, place.column)] = CellComment(row: place.row, column: place.column, text: lines.joined(separator: "\n"))
                }
            }
        }
        return byCell.values.sorted { ($0.row, $0.column) < ($1.row, $1.column) }
    }
}
