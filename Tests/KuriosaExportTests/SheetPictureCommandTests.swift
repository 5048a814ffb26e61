import Foundation
import KuriosaTestSupport
import Testing

/// Pictures pasted into a sheet become photos of their rows' pieces
/// (docs/import.md#pictures-in-a-sheet): in real processes, on an .xlsx openpyxl writes with a
/// JPEG, a PNG and a GIF beside three rows, one picture below the table and one placed on the
/// sheet by position, and on the .ods and .xls LibreOffice saves of it.
@Suite("pictures in a sheet through kuriosa import", .serialized)
struct SheetPictureCommandTests {
    typealias Package = RoundTripCommandTests.Package

    static let script = """
        import sys, openpyxl
        from PIL import Image as Picture
        from openpyxl.drawing.image import Image
        from openpyxl.drawing.spreadsheet_drawing import AbsoluteAnchor
        from openpyxl.drawing.xdr import XDRPoint2D, XDRPositiveSize2D
        folder = sys.argv[2]
        Picture.linear_gradient("L").resize((320, 240)).convert("RGB").save(folder + "/dial.jpg", quality=90)
        Picture.effect_mandelbrot((200, 150), (-2, -1.5, 1, 1.5), 50).convert("RGB").save(folder + "/case.png")
        Picture.new("RGB", (50, 50), (255, 0, 0)).save(folder + "/red.gif")
        book = openpyxl.Workbook(); sheet = book.active; sheet.title = "Watches"
        for row in [["Title", "Brand"], ["Speedmaster", "Omega"], ["Submariner", "Rolex"], ["Navitimer", "Breitling"]]:
            sheet.append(row)
        sheet.add_image(Image(folder + "/dial.jpg"), "C2"); sheet.add_image(Image(folder + "/case.png"), "C3")
        sheet.add_image(Image(folder + "/red.gif"), "C4"); sheet.add_image(Image(folder + "/dial.jpg"), "E9")
        placed = Image(folder + "/dial.jpg")
        placed.anchor = AbsoluteAnchor(pos=XDRPoint2D(4762500, 95250), ext=XDRPositiveSize2D(476250, 476250))
        sheet.add_image(placed)
        book.save(sys.argv[1])
        """

    static func workbook(_ kind: String, in package: Package) throws -> URL {
        let file = package.folder.appendingPathComponent("watches.xlsx")
        let made = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", Self.script, file.path, package.folder.path])
        try #require(made.status == 0, "\(made.stderr)")
        switch kind {
        case "ods": return try OpenDocumentCommandTests.ods(file, in: package)
        case "xls": return try LegacyWorkbookCommandTests.xls(file, in: package)
        default: return file
        }
    }

    static func json(_ r: TestProcess.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], "\(r.stdout)\(r.stderr)")
    }

    /// The JPEG comes in as it was (the same bytes), the PNG and the GIF as JPEGs; the picture
    /// below the table and the one placed on the sheet are named; importing the sheet again
    /// adds no photo twice.
    @Test(arguments: ["xlsx", "ods"])
    func picturesOnARowBecomeItsPiecesPhotos(kind: String) throws {
        guard kind == "xlsx" || LibreOffice.isInstalled else { return }
        let package = try Package.new()
        let file = try Self.workbook(kind, in: package)
        let r = try package.run("import", [file.path, "--new-collection", "Watches", "--template", "builtin.watch", "--json"])
        #expect(r.status == 0, "\(kind): \(r.stdout)\(r.stderr)")
        let json = try Self.json(r)
        #expect((json["created"] as? [Any])?.count == 3, "\(kind): \(json)")
        let stored = (json["kept"] as? [[String: Any]] ?? []).filter { $0["reason"] as? String == "sheet_picture" }
        #expect(stored.map { $0["row"] as? Int } == [2, 3, 4], "\(kind): \(stored)")
        #expect(stored.map { $0["text"] as? String } == ["Image 1", "Image 2", "Image 3"], "\(kind): \(stored)")
        let named = (json["warnings"] as? [[String: Any]] ?? []).filter { $0["reason"] as? String == "picture_not_imported" }
        #expect(Set(named.map { $0["column"] as? String }) == ["E9", ""], "\(kind): \(named)")
        let details = named.compactMap { $0["detail"] as? String }.joined(separator: "\n")
        #expect(details.contains("not on a piece's row") && details.contains("at no cell"), "\(details)")
        let reencoded = (json["reencoded"] as? [[String: Any]] ?? []).compactMap { $0["why"] as? String }
        #expect(reencoded == ["a PNG, stored as JPEG", "a GIF, stored as JPEG (an animation: its first picture)"],
                "\(kind): the PNG and the GIF are stored as JPEGs: \(json)")

        let photos = package.folder.appendingPathComponent("photos")
        let out = package.folder.appendingPathComponent("out.csv")
        let export = try package.run("export", ["--template", "spreadsheet", "--collection", "Watches", "-o", out.path, "--photos-dir", photos.path])
        try #require(export.status == 0, "\(export.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: photos.path).sorted()
        #expect(written == ["K-0001-1.jpg", "K-0002-1.jpg", "K-0003-1.jpg"], "\(kind): \(written)")
        let original = try Data(contentsOf: package.folder.appendingPathComponent("dial.jpg"))
        #expect(try Data(contentsOf: photos.appendingPathComponent("K-0001-1.jpg")) == original, "\(kind): the JPEG is stored losslessly")

        let again = try package.run("import", [file.path, "--collection", "Watches", "--on-duplicate", "update", "--json"])
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
        let twice = try Self.json(again)
        #expect((twice["kept"] as? [[String: Any]] ?? []).filter { $0["reason"] as? String == "sheet_picture" }.isEmpty, "\(twice)")
        let text = try package.run("import", [file.path, "--collection", "Watches", "--on-duplicate", "update"])
        #expect(text.stdout.contains("2 pictures not imported"), "\(kind): \(text.stdout)")
        #expect(text.stderr.contains("warning: a picture is not imported, sheet \"Watches\", placed on the sheet by position"), "\(text.stderr)")
        let photosNow = try FileManager.default.contentsOfDirectory(atPath: photos.path)
        try FileManager.default.removeItem(at: photos)
        _ = try package.run("export", ["--template", "spreadsheet", "--collection", "Watches", "-o", out.path, "--photos-dir", photos.path])
        #expect(try FileManager.default.contentsOfDirectory(atPath: photos.path).sorted() == photosNow.sorted(), "no photo twice")
    }

    /// A sheet with pictures imported over pieces it duplicates (`--on-duplicate update`) gives
    /// them its pictures, as a row with a No. would.
    @Test func anUpdatedDuplicateTakesItsRowsPictures() throws {
        let package = try Package.new()
        let plain = package.folder.appendingPathComponent("plain.csv")
        try Data("Title,Brand\nSpeedmaster,Omega\nSubmariner,Rolex\n".utf8).write(to: plain)
        let first = try package.run("import", [plain.path, "--new-collection", "Watches", "--template", "builtin.watch"])
        try #require(first.status == 0, "\(first.stdout)\(first.stderr)")
        let file = try Self.workbook("xlsx", in: package)
        let r = try package.run("import", [file.path, "--collection", "Watches", "--on-duplicate", "update", "--json"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let json = try Self.json(r)
        #expect((json["updated"] as? [Any])?.count == 2 && (json["created"] as? [Any])?.count == 1, "\(json)")
        let stored = (json["kept"] as? [[String: Any]] ?? []).filter { $0["reason"] as? String == "sheet_picture" }
        #expect(stored.map { $0["row"] as? Int } == [2, 3, 4], "\(stored)")
        let photos = package.folder.appendingPathComponent("photos")
        let out = package.folder.appendingPathComponent("out.csv")
        _ = try package.run("export", ["--template", "spreadsheet", "--collection", "Watches", "-o", out.path, "--photos-dir", photos.path])
        #expect(try FileManager.default.contentsOfDirectory(atPath: photos.path).sorted() == ["K-0001-1.jpg", "K-0002-1.jpg", "K-0003-1.jpg"])
    }

    /// Excel 365's Place in Cell: the picture is the cell's value (`#VALUE!` with a `vm`
    /// index into the workbook's rich data), written here part by part as Excel writes it.
    static let placeInCell = """
        import io, sys, zipfile
        from PIL import Image
        out = io.BytesIO(); Image.linear_gradient("L").resize((160, 120)).convert("RGB").save(out, "JPEG", quality=90)
        jpeg = out.getvalue(); open(sys.argv[2], "wb").write(jpeg)
        main = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'
        rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
        parts = {
          "[Content_Types].xml": '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="jpeg" ContentType="image/jpeg"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
          "_rels/.rels": '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="' + rel + '/officeDocument" Target="xl/workbook.xml"/></Relationships>',
          "xl/workbook.xml": '<?xml version="1.0"?><workbook ' + main + ' xmlns:r="' + rel + '"><sheets><sheet name="Watches" sheetId="1" r:id="rId1"/></sheets></workbook>',
          "xl/_rels/workbook.xml.rels": '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="' + rel + '/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId4" Type="' + rel + '/sheetMetadata" Target="metadata.xml"/><Relationship Id="rId5" Type="http://schemas.microsoft.com/office/2022/10/relationships/richValueRel" Target="richData/richValueRel.xml"/><Relationship Id="rId6" Type="http://schemas.microsoft.com/office/2017/06/relationships/rdRichValue" Target="richData/rdrichvalue.xml"/><Relationship Id="rId7" Type="http://schemas.microsoft.com/office/2017/06/relationships/rdRichValueStructure" Target="richData/rdrichvaluestructure.xml"/></Relationships>',
          "xl/worksheets/sheet1.xml": '<?xml version="1.0"?><worksheet ' + main + '><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Title</t></is></c><c r="B1" t="inlineStr"><is><t>Brand</t></is></c><c r="C1" t="inlineStr"><is><t>Photo</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>Speedmaster</t></is></c><c r="B2" t="inlineStr"><is><t>Omega</t></is></c><c r="C2" t="e" vm="1"><v>#VALUE!</v></c></row></sheetData></worksheet>',
          "xl/metadata.xml": '<?xml version="1.0"?><metadata ' + main + ' xmlns:xlrd="http://schemas.microsoft.com/office/spreadsheetml/2017/richdata"><metadataTypes count="1"><metadataType name="XLRICHVALUE" minSupportedVersion="120000"/></metadataTypes><futureMetadata name="XLRICHVALUE" count="1"><bk><extLst><ext uri="{3e2802c4-a4d2-4d8b-9148-e3be6c30e623}"><xlrd:rvb i="0"/></ext></extLst></bk></futureMetadata><valueMetadata count="1"><bk><rc t="1" v="0"/></bk></valueMetadata></metadata>',
          "xl/richData/rdrichvaluestructure.xml": '<?xml version="1.0"?><rvStructures xmlns="http://schemas.microsoft.com/office/spreadsheetml/2017/richdata" count="1"><s t="_localImage"><k n="_rvRel:LocalImageIdentifier" t="i"/><k n="CalcOrigin" t="i"/></s></rvStructures>',
          "xl/richData/rdrichvalue.xml": '<?xml version="1.0"?><rvData xmlns="http://schemas.microsoft.com/office/spreadsheetml/2017/richdata" count="1"><rv s="0"><v>0</v><v>5</v></rv></rvData>',
          "xl/richData/richValueRel.xml": '<?xml version="1.0"?><richValueRels xmlns="http://schemas.microsoft.com/office/spreadsheetml/2022/richvaluerel" xmlns:r="' + rel + '"><rel r:id="rId1"/></richValueRels>',
          "xl/richData/_rels/richValueRel.xml.rels": '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="' + rel + '/image" Target="../media/image1.jpeg"/></Relationships>',
        }
        with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
            for name, text in parts.items(): z.writestr(name, text)
            z.writestr("xl/media/image1.jpeg", jpeg)
        """

    @Test func anExcel365PictureInACellBecomesAPhoto() throws {
        let package = try Package.new()
        let file = package.folder.appendingPathComponent("watches.xlsx")
        let jpeg = package.folder.appendingPathComponent("dial.jpg")
        let made = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", Self.placeInCell, file.path, jpeg.path])
        try #require(made.status == 0, "\(made.stderr)")
        let r = try package.run("import", [file.path, "--new-collection", "Watches", "--template", "builtin.watch", "--json"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let json = try Self.json(r)
        let stored = (json["kept"] as? [[String: Any]] ?? []).filter { $0["reason"] as? String == "sheet_picture" }
        #expect(stored.map { $0["row"] as? Int } == [2], "\(json)")
        #expect(!r.stdout.contains("#VALUE!"), "the cell's error is no value of the piece")
        let photos = package.folder.appendingPathComponent("photos")
        let out = package.folder.appendingPathComponent("out.csv")
        _ = try package.run("export", ["--template", "spreadsheet", "--collection", "Watches", "-o", out.path, "--photos-dir", photos.path])
        #expect(try Data(contentsOf: photos.appendingPathComponent("K-0001-1.jpg")) == (try Data(contentsOf: jpeg)))
        #expect(!(try String(contentsOf: out, encoding: .utf8)).contains("#VALUE!"))
    }

    /// The summary counts the pictures stored and names each on its row.
    @Test func theSummaryNamesEachPictureStored() throws {
        let package = try Package.new()
        let file = try Self.workbook("xlsx", in: package)
        let r = try package.run("import", [file.path, "--new-collection", "Watches", "--template", "builtin.watch"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("3 pictures of the sheet stored as photos, 2 pictures not imported."), "\(r.stdout)")
        #expect(r.stderr.contains("row 2, column C (3): sheet_picture: Image 1 (the picture at cell C2 of sheet \"Watches\", stored as a photo of the piece (Image 1.jpeg))"),
                "\(r.stderr)")
    }

    /// An .xls's pictures come from its drawing group's BLIP store: LibreOffice saves the JPEG
    /// as it was, and the GIF as a PNG, so all three rows get their photo.
    @Test func anXLSsPicturesBecomePhotosToo() throws {
        guard LibreOffice.isInstalled else { return }
        let package = try Package.new()
        let file = try Self.workbook("xls", in: package)
        let r = try package.run("import", [file.path, "--new-collection", "Watches", "--template", "builtin.watch", "--json"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let json = try Self.json(r)
        let stored = (json["kept"] as? [[String: Any]] ?? []).filter { $0["reason"] as? String == "sheet_picture" }
        #expect(stored.map { $0["row"] as? Int } == [2, 3, 4], "\(stored)")
        let named = (json["warnings"] as? [[String: Any]] ?? []).filter { $0["reason"] as? String == "picture_not_imported" }
        // An .xls anchors every picture at a cell: LibreOffice puts the one placed by position at G1.
        #expect(Set(named.compactMap { $0["column"] as? String }) == ["E9", "G1"], "\(named)")
        let photos = package.folder.appendingPathComponent("photos")
        let out = package.folder.appendingPathComponent("out.csv")
        _ = try package.run("export", ["--template", "spreadsheet", "--collection", "Watches", "-o", out.path, "--photos-dir", photos.path])
        #expect(try FileManager.default.contentsOfDirectory(atPath: photos.path).sorted() == ["K-0001-1.jpg", "K-0002-1.jpg", "K-0003-1.jpg"])
        let original = try Data(contentsOf: package.folder.appendingPathComponent("dial.jpg"))
        #expect(try Data(contentsOf: photos.appendingPathComponent("K-0001-1.jpg")) == original, "the JPEG is stored losslessly")
    }
}
