/// Excel 365's pictures placed in a cell (Insert › Pictures › Place in Cell, docs/import.md#pictures-in-a-sheet):
/// the cell holds the error `#VALUE!` and a value-metadata index (`<c t="e" vm="1">`), and
/// the picture is reached through workbook-level parts, not a drawing:
///
/// - `xl/metadata.xml`: the `vm`-th `<bk>` of `<valueMetadata>` holds `<rc t= v=>`, `t` the
///   1-based metadata type (`XLRICHVALUE`), `v` the 0-based block of `<futureMetadata
///   name="XLRICHVALUE">`, whose `<xlrd:rvb i=>` is the 0-based rich value;
/// - `xl/richData/rdrichvalue.xml`: that `<rv s=>`'s `<v>`s are the values of structure `s`
///   of `rdrichvaluestructure.xml`, where the key `_rvRel:LocalImageIdentifier` says which
///   `<v>` is the 0-based entry of `richValueRel.xml`'s `<rel r:id>` list;
/// - `xl/richData/_rels/richValueRel.xml.rels`: that id's target is the picture's part.
///
/// Any link of the chain that is missing or out of range gives no picture (the cell then
/// reads as the error it holds), never an error of the import.
enum WorkbookCellPictures {
    /// The part of each `vm` index's picture (`1` → `xl/media/image1.png`); empty for a
    /// workbook without pictures in cells.
    /// - Parameter targets: the workbook's relationships (type, part).
    static func read(_ archive: WorkbookArchive, targets: [(type: String, part: String)]) throws(CSVReadError) -> [Int: String] {
        func part(_ suffix: String, _ fallback: String) -> String {
            targets.first { $0.type.lowercased().hasSuffix(suffix.lowercased()) }?.part ?? fallback
        }
        let metadataPart = part("/sheetMetadata", "xl/metadata.xml")
        guard archive.contains(metadataPart) else { return [:] }
        // metadata.xml: the types, the XLRICHVALUE blocks' rich values, the value blocks' records.
        var types: [String] = []
        var section = ""
        var futureName = ""
        var richValues: [Int] = []
        var valueBlocks: [[(type: Int, value: Int)]] = []
        _ = try WorkbookXML.elements(archive, metadataPart) { element in
            switch element.name {
            case "metadataType": types.append(element.attributes["name"] ?? "")
            case "futureMetadata":
                section = "future"
                futureName = element.attributes["name"] ?? ""
            case "cellMetadata": section = "cell"
            case "valueMetadata": section = "value"
            case "rvb" where section == "future" && futureName == "XLRICHVALUE":
                richValues.append(element.attributes["i"].flatMap { Int($0) } ?? -1)
            case "bk" where section == "value": valueBlocks.append([])
            case "rc" where section == "value" && !valueBlocks.isEmpty:
                if let t = element.attributes["t"].flatMap({ Int($0) }), let v = element.attributes["v"].flatMap({ Int($0) }) {
                    valueBlocks[valueBlocks.count - 1].append((t, v))
                }
            default: break
            }
        }
        guard let richType = types.firstIndex(of: "XLRICHVALUE").map({ $0 + 1 }), !valueBlocks.isEmpty else { return [:] }

        // The rich values: each one's structure and values.
        let valuesPart = part("/rdRichValue", "xl/richData/rdrichvalue.xml")
        var structures: [Int] = []
        var counts: [Int] = []
        _ = try WorkbookXML.elements(archive, valuesPart) { element in
            switch element.name {
            case "rv":
                structures.append(element.attributes["s"].flatMap { Int($0) } ?? -1)
                counts.append(0)
            case "v" where !counts.isEmpty: counts[counts.count - 1] += 1
            default: break
            }
        }
        let texts = try WorkbookXML.texts(archive, valuesPart, item: "v", text: "v") ?? []
        // The structures: where each one keeps its picture's relationship.
        var keys: [[String]] = []
        _ = try WorkbookXML.elements(archive, part("/rdRichValueStructure", "xl/richData/rdrichvaluestructure.xml")) { element in
            switch element.name {
            case "s": keys.append([])
            case "k" where !keys.isEmpty: keys[keys.count - 1].append(element.attributes["n"] ?? "")
            default: break
            }
        }
        // The relationships' list and their targets.
        let relPart = part("/richValueRel", "xl/richData/richValueRel.xml")
        var relIDs: [String] = []
        _ = try WorkbookXML.elements(archive, relPart) { element in
            if element.name == "rel" { relIDs.append(element.attributes["id"] ?? "") }
        }
        let pieces = relPart.split(separator: "/")
        let folder = pieces.dropLast().joined(separator: "/")
        var media: [String: String] = [:]
        _ = try WorkbookXML.elements(archive, (folder.isEmpty ? "" : folder + "/") + "_rels/" + (pieces.last.map(String.init) ?? "") + ".rels") { element in
            guard element.name == "Relationship", element.attributes["TargetMode"] != "External",
                  let id = element.attributes["Id"], let target = element.attributes["Target"] else { return }
            media[id] = WorkbookSheet.resolve(target, from: folder)
        }

        var starts: [Int] = []
        var offset = 0
        for count in counts {
            starts.append(offset)
            offset += count
        }
        var out: [Int: String] = [:]
        for (index, block) in valueBlocks.enumerated() {
            guard let record = block.first(where: { $0.type == richType }), record.value >= 0, record.value < richValues.count else { continue }
            let rich = richValues[record.value]
            guard rich >= 0, rich < structures.count, structures[rich] >= 0, structures[rich] < keys.count,
                  let position = keys[structures[rich]].firstIndex(of: "_rvRel:LocalImageIdentifier"), position < counts[rich],
                  starts[rich] + position < texts.count, let rel = Int(texts[starts[rich] + position]), rel >= 0, rel < relIDs.count,
                  let target = media[relIDs[rel]] else { continue }
            // `vm` counts the value blocks from 1.
            out[index + 1] = target
        }
        return out
    }
}
