import Foundation
import KuriosaTestSupport
import Testing
@testable import KuriosaImport

/// Tellico collections read as a sheet (docs/import-apps.md, "Tellico"): the XML's fields and
/// entries as Tellico's own writer lays them out, and the files that only look like them.
@Suite("reading Tellico collections")
struct TellicoTests {
    static func open(_ xml: String, name: String = "collection.tc") throws -> (file: CSVFile, rows: [CSVRecord]) {
        let folder = try TestFolder.make("kuriosa-tellico-read")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(name)
        try Data(xml.utf8).write(to: url)
        let file = try CSVFile.open(.file(path: url.path), sheet: nil)
        var rows: [CSVRecord] = []
        try file.forEachRecord { rows.append($0) }
        return (file, rows)
    }

    static func document(type: Int = 2, fields: String, entries: String, after: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE tellico PUBLIC '-//Robby Stephenson/DTD Tellico V12.0//EN' 'http://periapsis.org/tellico/dtd/v12/tellico.dtd'>
        <tellico xmlns="http://periapsis.org/tellico/" syntaxVersion="12">
         <collection title="Shelf" type="\(type)">
          <fields>
        \(fields)
          </fields>
        \(entries)
         </collection>
        \(after)
        </tellico>
        """
    }

    static let bookFields = """
        <field title="Title" flags="8" category="General" format="1" type="1" name="title"/>
        <field title="Author" flags="7" category="General" format="2" type="1" name="author"/>
        <field title="Publication Year" flags="2" category="Publishing" format="4" type="6" name="pub_year"/>
        <field title="Purchase Date" flags="0" category="Personal" format="3" type="12" name="pur_date"/>
        <field title="Plot Summary" flags="0" category="Plot" format="4" type="2" name="plot"/>
        <field title="Chapters" flags="3" category="Chapters" format="0" type="8" name="chapter"><prop name="columns">2</prop></field>
        <field title="ID" flags="32" category="Personal" format="4" type="6" name="id"><prop name="template">%{@id}</prop></field>
        <field title="Signed by" flags="0" category="Personal" format="0" type="1" name="signed-by"/>
        <field title="Nobody fills me" flags="0" category="Personal" format="0" type="1" name="empty"/>
        <field title="Finished" flags="0" category="Personal" format="0" type="1" name="finished"/>
        """

    /// Several values are one cell joined as Tellico joins them, a table's rows and columns,
    /// a date of its parts, a paragraph's `<br/>` as lines; Tellico's derived ID is the id
    /// column, not a second one; a field of the collector's own is headed by its title, a
    /// field the preset knows by its name; a field no entry fills is not a column.
    @Test func anEntrysValuesAreCells() throws {
        let xml = Self.document(fields: Self.bookFields, entries: """
            <entry id="7">
             <title>Dune</title>
             <authors><author>Frank Herbert</author><author>Brian Herbert</author></authors>
             <pub_year>1965</pub_year>
             <pur_date calendar="gregorian"><year>2021</year><month>5</month><day>09</day></pur_date>
             <plot>Spice.&lt;br/&gt;Sand.</plot>
             <chapters><chapter><column>1</column><column>Desert</column></chapter><chapter><column>2</column><column>Water</column></chapter></chapters>
             <id>7</id>
             <signed-by>nobody</signed-by>
             <isbn>0441013597</isbn>
             <colors><color> red </color><color>blue</color></colors>
            </entry>
            <entry id="8"><title>Emma</title><pur_date><year>1999</year></pur_date><finished><year>2020</year><month>1</month></finished></entry>
            """)
        let (file, rows) = try Self.open(xml)
        #expect(file.header.cells == ["Tellico book ID", "title", "author", "pub_year", "pur_date", "plot", "Chapters", "Signed by", "Finished", "isbn", "colors"])
        #expect(rows.count == 2)
        #expect(rows[0].cells == ["7", "Dune", "Frank Herbert; Brian Herbert", "1965", "2021-05-09", "Spice.\nSand.", "1 – Desert; 2 – Water",
                                  "nobody", "", "0441013597", "red; blue"])
        #expect(rows[1].cells.prefix(5) == ["8", "Emma", "", "", "1999"])
        // A text field holding a date's parts (its type changed in Tellico) is read as a date.
        #expect(rows[1].cells[8] == "2020-01" && file.header.cells[8] == "Finished")
        #expect(rows[0].row == 2 && rows[1].row == 3)
    }

    /// An entry on loan: `Lent out` since the loan's date, the borrower, due date and note
    /// beside it, once though the file lists the borrower twice (Tellico's own test data does).
    @Test func aLoanIsTheStatus() throws {
        let xml = Self.document(fields: Self.bookFields, entries: """
            <entry id="1"><title>Dune</title></entry>
            <entry id="2"><title>Emma</title></entry>
            """, after: """
             <borrowers><borrower name="Anna" uid="a"><loan uid="l" entryRef="2" loanDate="2024-03-01" dueDate="2024-06-01">club talk</loan></borrower>
             <borrower name="Anna" uid="a"><loan uid="l" entryRef="2" loanDate="2024-03-01" dueDate="2024-06-01">club talk</loan></borrower></borrowers>
            """)
        let (file, rows) = try Self.open(xml)
        #expect(file.header.cells == ["Tellico book ID", "title", "Loan status", "Lent on", "Lent to"])
        #expect(rows[1].cells == ["2", "Emma", "Lent out", "2024-03-01", "Anna (due 2024-06-01): club talk"])
        #expect(rows[0].cells.dropFirst(2).allSatisfy { $0.isEmpty })
    }

    /// A type without a preset of its own reads through `tellico`; every field keeps its
    /// title as the header there, but the ones the generic preset knows.
    @Test func aCustomCollectionIsRecognisedAsTellico() throws {
        let xml = Self.document(type: 1, fields: """
            <field title="Title" flags="8" category="General" format="1" type="1" name="title"/>
            <field title="Maker" flags="0" category="General" format="0" type="1" name="maker"/>
            <field title="Purchase Price" flags="0" category="Personal" format="4" type="1" name="pur_price"/>
            """, entries: "<entry id=\"0\"><title>Lamp</title><maker>Bauhaus</maker><pur_price>CHF 90</pur_price></entry>")
        let (file, _) = try Self.open(xml, name: "lamps.xml")
        #expect(file.header.cells == ["Tellico ID", "title", "Maker", "pur_price"])
        #expect(ImportPresets.recognise(file.header.cells)?.name == "tellico")
    }

    /// Every type with a preset of its own is recognised as that preset from the id column's
    /// header, and the preset exists with that signature.
    @Test func everyTypeHasItsPreset() throws {
        for type in 1...13 {
            let name = TellicoBook.preset(type: type)
            let preset = try #require(ImportPresets.all[name], "\(name)")
            #expect(ImportPresets.recognise([TellicoBook.idHeader(type: type), "Title"])?.name == name)
            #expect(preset.signature.contains(TextNormalizer.normalize(TellicoBook.idHeader(type: type))))
        }
    }

    /// A picture Tellico keeps beside the file (`shelf_files/ID` for `shelf.tc`) is read from
    /// there; an id that would lead out of that folder is named, never read.
    @Test func aPictureBesideTheFileIsItsPhoto() throws {
        let folder = try TestFolder.make("kuriosa-tellico-beside")
        defer { try? FileManager.default.removeItem(at: folder) }
        let beside = folder.appendingPathComponent("shelf_files")
        try FileManager.default.createDirectory(at: beside, withIntermediateDirectories: true)
        try Data([0xFF, 0xD8, 0xFF, 0xE0]).write(to: beside.appendingPathComponent("ab12.jpeg"))
        try Data([0xFF, 0xD8, 0xFF, 0xE0]).write(to: folder.appendingPathComponent("secret.jpeg"))
        let xml = Self.document(fields: """
            <field title="Title" flags="8" category="General" format="1" type="1" name="title"/>
            <field title="Front Cover" flags="0" category="Front Cover" format="4" type="10" name="cover"/>
            <field title="Back Cover" flags="0" category="Back Cover" format="4" type="10" name="back"/>
            """, entries: "<entry id=\"1\"><title>Dune</title><cover>ab12.jpeg</cover><back>../secret.jpeg</back></entry>")
        let url = folder.appendingPathComponent("shelf.tc")
        try Data(xml.utf8).write(to: url)
        let file = try CSVFile.open(.file(path: url.path), sheet: nil)
        var rows: [CSVRecord] = []
        try file.forEachRecord { rows.append($0) }
        let pictures = rows.first?.annotations ?? []
        #expect(pictures.map(\.text) == ["Front Cover"] && pictures.first?.media == "file:" + beside.appendingPathComponent("ab12.jpeg").path,
                "\(pictures)")
        let strays = file.sheet?.strayAnnotations ?? []
        #expect(strays.map(\.comment.text) == ["Back Cover"] && strays.first?.why.contains("nor does the folder shelf_files") == true, "\(strays)")
    }

    /// Files that only look like a collection are refused with what they are: Bookcase's
    /// old format, another XML document, an entity declaration (no expansion, ever), a cell
    /// over the bound, a ZIP without tellico.xml is no Tellico file (an .xlsx is still read).
    @Test func whatIsNoCollectionIsRefused() throws {
        func refusal(_ xml: String, name: String = "x.tc") -> String {
            do {
                _ = try Self.open(xml, name: name)
                return "read"
            } catch let error as CSVReadError {
                return error.detail
            } catch {
                return "\(error)"
            }
        }
        #expect(refusal("<?xml version=\"1.0\"?>\n<!DOCTYPE bookcase>\n<bookcase syntaxVersion=\"4\"><collection/></bookcase>").contains("Bookcase"))
        let bomb = """
            <?xml version="1.0"?>
            <!DOCTYPE tellico [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
            <tellico><collection type="2"><fields><field name="title" type="1"/></fields><entry><title>&b;</title></entry></collection></tellico>
            """
        #expect(refusal(bomb).contains("declares an entity"), "\(refusal(bomb))")
        let long = String(repeating: "x", count: (1 << 20) + 10)
        let tooLong = Self.document(fields: Self.bookFields, entries: "<entry id=\"4\"><title>\(long)</title></entry>")
        #expect(refusal(tooLong).contains("entry 4's <title> holds a text of"), "\(refusal(tooLong).prefix(200))")
        #expect(refusal("<?xml version=\"1.0\"?>\n<tellico><collection type=\"2\"><fields>").contains("not well-formed"))
    }
}
