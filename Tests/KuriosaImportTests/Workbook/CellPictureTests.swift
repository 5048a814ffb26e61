import Foundation
import KuriosaTestSupport
import Testing
@testable import KuriosaImport

/// Excel 365's pictures placed in a cell (Place in Cell): the cell holds `#VALUE!` and a `vm`
/// index that leads through `xl/metadata.xml` and `xl/richData/` to the picture's part
/// (docs/import.md#pictures-in-a-sheet). The parts are written in the shape Excel and
/// rust_xlsxwriter write them.
@Suite("pictures placed in cells")
struct CellPictureTests {
    static func inline(_ ref: String, _ text: String) -> String { #"<c r="\#(ref)" t="inlineStr"><is><t>\#(text)</t></is></c>"# }

    /// Two pictures in B2 and B3 (the second rich value first in the file's lists, so that
    /// every index is followed), an error without a picture in B4.
    static func book(withRelationships: Bool) -> [String: String] {
        var parts = WorkbookBuilder.workbook(sheets: [("Watches", """
            <sheetData>
            <row r="1">\(inline("A1", "Title"))\(inline("B1", "Photo"))</row>
            <row r="2">\(inline("A2", "Speedmaster"))<c r="B2" t="e" vm="1"><v>#VALUE!</v></c></row>
            <row r="3">\(inline("A3", "Submariner"))<c r="B3" t="e" vm="2"><v>#VALUE!</v></c></row>
            <row r="4">\(inline("A4", "Navitimer"))<c r="B4" t="e"><v>#N/A</v></c></row>
            </sheetData>
            """)])
        let folder = withRelationships ? "xl/rich" : "xl/richData"
        if withRelationships {
            var rels = parts["xl/_rels/workbook.xml.rels"] ?? ""
            rels = rels.replacingOccurrences(of: "</Relationships>", with: """
                <Relationship Id="rM" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sheetMetadata" Target="meta.xml"/>\
                <Relationship Id="rR" Type="http://schemas.microsoft.com/office/2022/10/relationships/richValueRel" Target="rich/rels.xml"/>\
                <Relationship Id="rV" Type="http://schemas.microsoft.com/office/2017/06/relationships/rdRichValue" Target="rich/values.xml"/>\
                <Relationship Id="rS2" Type="http://schemas.microsoft.com/office/2017/06/relationships/rdRichValueStructure" Target="rich/structures.xml"/>\
                </Relationships>
                """)
            parts["xl/_rels/workbook.xml.rels"] = rels
        }
        parts[withRelationships ? "xl/meta.xml" : "xl/metadata.xml"] = """
            <?xml version="1.0"?><metadata \(WorkbookBuilder.main) xmlns:xlrd="http://schemas.microsoft.com/office/spreadsheetml/2017/richdata">\
            <metadataTypes count="1"><metadataType name="XLRICHVALUE" minSupportedVersion="120000"/></metadataTypes>\
            <futureMetadata name="XLRICHVALUE" count="2"><bk><extLst><ext uri="{3e2802c4-a4d2-4d8b-9148-e3be6c30e623}"><xlrd:rvb i="1"/></ext></extLst></bk>\
            <bk><extLst><ext uri="{3e2802c4-a4d2-4d8b-9148-e3be6c30e623}"><xlrd:rvb i="0"/></ext></extLst></bk></futureMetadata>\
            <valueMetadata count="2"><bk><rc t="1" v="0"/></bk><bk><rc t="1" v="1"/></bk></valueMetadata></metadata>
            """
        parts["\(folder)/\(withRelationships ? "structures.xml" : "rdrichvaluestructure.xml")"] = """
            <?xml version="1.0"?><rvStructures xmlns="http://schemas.microsoft.com/office/spreadsheetml/2017/richdata" count="1">\
            <s t="_localImage"><k n="CalcOrigin" t="i"/><k n="_rvRel:LocalImageIdentifier" t="i"/></s></rvStructures>
            """
        parts["\(folder)/\(withRelationships ? "values.xml" : "rdrichvalue.xml")"] = """
            <?xml version="1.0"?><rvData xmlns="http://schemas.microsoft.com/office/spreadsheetml/2017/richdata" count="2">\
            <rv s="0"><v>5</v><v>0</v></rv><rv s="0"><v>5</v><v>1</v></rv></rvData>
            """
        parts["\(folder)/\(withRelationships ? "rels.xml" : "richValueRel.xml")"] = """
            <?xml version="1.0"?><richValueRels xmlns="http://schemas.microsoft.com/office/spreadsheetml/2022/richvaluerel" \(WorkbookBuilder.rel)>\
            <rel r:id="rId1"/><rel r:id="rId2"/></richValueRels>
            """
        parts["\(folder)/_rels/\(withRelationships ? "rels.xml" : "richValueRel.xml").rels"] = """
            <?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">\
            <Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="../media/image1.png"/>\
            <Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="../media/image2.jpeg"/>\
            </Relationships>
            """
        return parts
    }

    @Test(arguments: [false, true])
    func aPictureInACellIsItsRowsPicture(withRelationships: Bool) throws {
        let (_, rows, folder) = try WorkbookReadingTests.open(Self.book(withRelationships: withRelationships))
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(rows.map(\.cells) == [["Speedmaster", ""], ["Submariner", ""], ["Navitimer", "#N/A"]], "#VALUE! is the picture, not a value")
        // B2: vm 1 → block 0 → rich value 1 → its rel 1 → image2; B3: vm 2 → rich value 0 → image1.
        #expect(rows[0].annotations.map(\.media) == ["xl/media/image2.jpeg"], "\(rows[0].annotations)")
        #expect(rows[1].annotations.map(\.media) == ["xl/media/image1.png"], "\(rows[1].annotations)")
        #expect(rows[0].annotations.first?.kind == .picture && rows[0].annotations.first?.column == 1)
        #expect(rows[2].annotations.isEmpty)
    }

    /// A chain with a link missing or out of range gives no picture, and the cell its error.
    @Test func aBrokenChainGivesNoPicture() throws {
        var parts = Self.book(withRelationships: false)
        parts["xl/richData/richValueRel.xml"] = #"<?xml version="1.0"?><richValueRels xmlns="http://schemas.microsoft.com/office/spreadsheetml/2022/richvaluerel"/>"#
        let (_, rows, folder) = try WorkbookReadingTests.open(parts)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(rows.map(\.cells) == [["Speedmaster", "#VALUE!"], ["Submariner", "#VALUE!"], ["Navitimer", "#N/A"]])
        #expect(rows.allSatisfy { $0.annotations.isEmpty })
    }
}
