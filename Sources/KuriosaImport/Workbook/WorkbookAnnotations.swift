/// The comments and links of one .xlsx sheet (docs/import.md#cell-comments-and-links). A
/// sheet's `<hyperlink ref="B2" r:id="rId3">` elements name their address by a relationship
/// (an external target); a link with only a `location` leads inside the workbook and is
/// navigation, not a fact of the piece. Its relationships also name its comments part (`xl/comments1.xml`: `<comment ref="B2" authorId="0">` with rich-text
/// runs) and, from Excel 365 on, its threaded comments (`<threadedComment ref="B2">` with a
/// `<text>`, replies naming their first by `parentId`). Excel writes both for a thread, the
/// legacy one as a fallback text that begins `[Threaded comment]`; the thread is read where
/// there is one.
enum WorkbookAnnotations {
    /// One `<hyperlink>` element as the sheet has it.
    typealias Link = (reference: String, relationship: String?, location: String?)

    /// A link over a range applies to each of its cells, up to this many cells a link and
    /// this many in all (a sheet's rows); past either, a range's link is its first cell's.
    static let maxLinkCells = 10_000
    static let maxLinkCellsInAll = 1 << 20

    /// The sheet's comments and links in row, then column order; empty when it has none.
    static func read(_ archive: WorkbookArchive, sheetPart: String, links: [Link]) throws(CSVReadError) -> [CellAnnotation] {
        let pieces = sheetPart.split(separator: "/")
        let folder = pieces.dropLast().joined(separator: "/")
        let rels = (folder.isEmpty ? "" : folder + "/") + "_rels/" + (pieces.last.map(String.init) ?? "") + ".rels"
        var legacyPart: String?
        var threadedPart: String?
        var drawingPart: String?
        var addresses: [String: String] = [:]
        _ = try WorkbookXML.elements(archive, rels) { element in
            guard element.name == "Relationship", let target = element.attributes["Target"] else { return }
            let type = element.attributes["Type"] ?? ""
            if type.hasSuffix("/hyperlink"), let id = element.attributes["Id"] { addresses[id] = target }
            guard element.attributes["TargetMode"] != "External" else { return }
            if type.hasSuffix("/comments") { legacyPart = WorkbookSheet.resolve(target, from: folder) }
            if type.hasSuffix("/threadedComment") { threadedPart = WorkbookSheet.resolve(target, from: folder) }
            if type.hasSuffix("/drawing") { drawingPart = WorkbookSheet.resolve(target, from: folder) }
        }
        var byCell: [Int: CellAnnotation] = [:]
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
                    let body = CellAnnotation.text(text, author: author)
                    guard !body.isEmpty else { continue }
                    byCell[key(place.row, place.column)] = CellAnnotation(row: place.row, column: place.column, text: body, author: author)
                }
            }
        }
        if let threadedPart {
            var places: [(row: Int, column: Int, person: String?)?] = []
            let found = try WorkbookXML.elements(archive, threadedPart) { element in
                guard element.name == "threadedComment" else { return }
                places.append(element.attributes["ref"].flatMap { WorkbookRange.cell($0[...]) }.map { ($0.row, $0.column, element.attributes["personId"]) })
            }
            if found {
                let texts = try WorkbookXML.texts(archive, threadedPart, item: "threadedComment", text: "text") ?? []
                let persons = places.contains { $0?.person != nil } ? try Self.persons(archive) : [:]
                var threads: [Int: [(person: String?, text: String)]] = [:]
                var order: [(row: Int, column: Int)] = []
                for (place, text) in zip(places, texts) {
                    guard let place, !text.isEmpty else { continue }
                    if threads[key(place.row, place.column)] == nil { order.append((place.row, place.column)) }
                    threads[key(place.row, place.column), default: []].append((place.person.flatMap { persons[$0] }, text))
                }
                for place in order {
                    let thread = threads[key(place.row, place.column)] ?? []
                    // The thread's author is its first comment's; a reply by someone else says who.
                    let author = thread.first?.person
                    let lines = thread.enumerated().map { index, comment in
                        index > 0 && comment.person != nil && comment.person != author ? "\(comment.person!): \(comment.text)" : comment.text
                    }
                    byCell[key(place.row, place.column)] = CellAnnotation(row: place.row, column: place.column, text: lines.joined(separator: "\n"),
                                                                          author: author)
                }
            }
        }
        let ranges = links.compactMap { link -> (rows: ClosedRange<Int>, columns: ClosedRange<Int>, address: String)? in
            guard let id = link.relationship, let target = addresses[id].map(CellTrimming.trim), !target.isEmpty else { return nil }
            let address = link.location.map { $0.isEmpty ? target : target + "#" + $0 } ?? target
            let ends = link.reference.split(separator: ":")
            guard let first = ends.first.flatMap({ WorkbookRange.cell($0) }) else { return nil }
            let last = ends.count == 2 ? WorkbookRange.cell(ends[1]) ?? first : first
            return (first.row...max(first.row, last.row), first.column...max(first.column, last.column), address)
        }
        let pictures = try drawingPart.map { part throws(CSVReadError) in try Self.pictures(archive, part) } ?? []
        return sorted(Array(byCell.values) + cells(of: ranges) + pictures)
    }

    /// The workbook's people by id (`{5D3A…}` → `Anna Keller`): Excel 365's threaded comments
    /// name their authors by `personId`, the person list part (`xl/persons/person.xml`, named
    /// in `[Content_Types].xml`) gives each one's `displayName`.
    static func persons(_ archive: WorkbookArchive) throws(CSVReadError) -> [String: String] {
        var part = "xl/persons/person.xml"
        _ = try WorkbookXML.elements(archive, "[Content_Types].xml") { element in
            guard element.name == "Override", element.attributes["ContentType"] == "application/vnd.ms-excel.person+xml",
                  let name = element.attributes["PartName"] else { return }
            part = WorkbookSheet.resolve(name, from: "")
        }
        var persons: [String: String] = [:]
        _ = try WorkbookXML.elements(archive, part) { element in
            guard element.name == "person", let id = element.attributes["id"],
                  let name = element.attributes["displayName"].map(CellTrimming.trim), !name.isEmpty else { return }
            persons[id] = name
        }
        return persons
    }

    /// The pictures of a sheet's drawing part, each at the cell its anchor starts in
    /// (`<xdr:from><xdr:col>2</xdr:col><xdr:row>1</xdr:row>` is C2) with the part its
    /// `<a:blip r:embed>` names through the drawing's relationships; charts and shapes are not
    /// pictures. A picture placed by position alone (`absoluteAnchor`) is at row 0: no cell.
    static func pictures(_ archive: WorkbookArchive, _ part: String) throws(CSVReadError) -> [CellAnnotation] {
        var anchors: [(hasCell: Bool, name: String?, embed: String?)] = []
        var inPicture = false
        let found = try WorkbookXML.elements(archive, part) { element in
            switch element.name {
            case "twoCellAnchor", "oneCellAnchor", "absoluteAnchor":
                anchors.append((element.name != "absoluteAnchor", nil, nil))
                inPicture = false
            case "pic":
                inPicture = true
                if !anchors.isEmpty, anchors[anchors.count - 1].name == nil { anchors[anchors.count - 1].name = "" }
            case "cNvPr" where inPicture && !anchors.isEmpty:
                anchors[anchors.count - 1].name = element.attributes["name"] ?? ""
            case "blip" where inPicture && !anchors.isEmpty && anchors[anchors.count - 1].embed == nil:
                anchors[anchors.count - 1].embed = element.attributes["embed"]
            default: break
            }
        }
        guard found else { return [] }
        let pieces = part.split(separator: "/")
        let folder = pieces.dropLast().joined(separator: "/")
        let rels = (folder.isEmpty ? "" : folder + "/") + "_rels/" + (pieces.last.map(String.init) ?? "") + ".rels"
        var media: [String: String] = [:]
        if anchors.contains(where: { $0.embed != nil }) {
            _ = try WorkbookXML.elements(archive, rels) { element in
                guard element.name == "Relationship", element.attributes["TargetMode"] != "External",
                      element.attributes["Type"]?.hasSuffix("/image") == true,
                      let id = element.attributes["Id"], let target = element.attributes["Target"] else { return }
                media[id] = WorkbookSheet.resolve(target, from: folder)
            }
        }
        let rows = try WorkbookXML.texts(archive, part, item: "from", text: "row") ?? []
        let columns = try WorkbookXML.texts(archive, part, item: "from", text: "col") ?? []
        var pictures: [CellAnnotation] = []
        var at = 0
        for anchor in anchors {
            let place: (row: Int, column: Int)?
            if anchor.hasCell {
                defer { at += 1 }
                guard at < rows.count, at < columns.count, let row = Int(rows[at]), let column = Int(columns[at]),
                      row >= 0, column >= 0, row < 1_048_576, column < 16_384 else { continue }
                place = (row + 1, column)
            } else {
                place = (0, 0)
            }
            guard let name = anchor.name, let place else { continue }
            pictures.append(CellAnnotation(row: place.row, column: place.column, text: name.isEmpty ? "a picture" : name, kind: .picture,
                                           media: anchor.embed.flatMap { media[$0] }))
        }
        return pictures
    }

    /// Each cell a link covers, a link over a range giving its first cell only past the limits.
    static func cells(of links: [(rows: ClosedRange<Int>, columns: ClosedRange<Int>, address: String)]) -> [CellAnnotation] {
        var annotations: [CellAnnotation] = []
        var linkCells = 0
        for link in links {
            let area = link.rows.count * link.columns.count
            guard area <= maxLinkCells, linkCells + area <= maxLinkCellsInAll else {
                annotations.append(CellAnnotation(row: link.rows.lowerBound, column: link.columns.lowerBound, text: link.address, kind: .link))
                continue
            }
            linkCells += area
            for row in link.rows {
                for column in link.columns { annotations.append(CellAnnotation(row: row, column: column, text: link.address, kind: .link)) }
            }
        }
        return annotations
    }

    /// Row, then column order; a cell's comment before its link.
    static func sorted(_ annotations: [CellAnnotation]) -> [CellAnnotation] {
        annotations.sorted { ($0.row, $0.column, $0.kind.order) < ($1.row, $1.column, $1.kind.order) }
    }
}
