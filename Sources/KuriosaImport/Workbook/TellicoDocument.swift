import Foundation

/// What a Tellico collection file holds (docs/import-apps.md, "Tellico"), read from its XML:
/// the collection's fields as the collector defined them, each entry's values, the pictures
/// the file holds and the loans of its entries. `TellicoBook` lays it out as a sheet.
///
/// Tellico's format (its `tellico.dtd` and the app's own writer): an entry has an element
/// per field with a value, named as the field; a field that allows several values has them as
/// children of an element named with an added `s` (`<authors><author>`), a table field as
/// `<tracks><track><column>…</column></track></tracks>`, a date as
/// `<pur_date><year>2021</year><month>05</month><day>09</day></pur_date>`, a picture field the
/// picture's id, whose bytes are in the ZIP (`images/ID`), in the XML (`<images><image
/// id="ID">` in base64), or in Tellico's own data folder (then nowhere in the file).
struct TellicoDocument {
    struct Field {
        let name: String
        let title: String
        let type: Int
        let flags: Int
        var properties: [String: String] = [:]

        static let paragraph = 2, table = 8, picture = 10, date = 12
        /// Tellico's derived `ID` field (`%{@id}`) repeats the entry's id.
        var isEntryID: Bool { flags & 0x20 != 0 && properties["template"] == "%{@id}" }
    }

    struct Entry {
        let id: String
        /// Field (or other element) name → the cell's text.
        var values: [String: String] = [:]
        /// The picture fields with a value, in the file's order: field name and picture id.
        var pictures: [(field: String, id: String)] = []
    }

    struct Picture {
        let format: String
        /// The id is an address Tellico only links to.
        let linked: Bool
        /// The bytes the XML holds (base64), when it holds them.
        var bytes: [UInt8]?
        /// Why the XML's copy is not kept (too large).
        var unheld: String?
    }

    struct Loan {
        let borrower: String
        let date: String
        let due: String
        let note: String
    }

    var title = ""
    var type = 1
    var fields: [Field] = []
    var entries: [Entry] = []
    var pictures: [String: Picture] = [:]
    /// The loans of each entry (by entry id): Tellico keeps a loan until the piece comes back.
    var loans: [String: [Loan]] = [:]
    /// Elements of entries that name no field (a field deleted from an older file), in order.
    var otherElements: [String] = []
    /// The collections after the first, which Tellico itself does not read.
    var moreCollections = 0

    func field(_ name: String) -> Field? { fieldsByName[name].map { fields[$0] } }
    private var fieldsByName: [String: Int] = [:]

    /// Bounds: a cell's text as a workbook's, a picture the XML holds at most 48 MiB (64 MiB of
    /// base64), all of them together at most 512 MiB; past that a picture is named, not read.
    static let maxPictureText = 64 << 20
    static let maxHeldPictures = 512 << 20

    /// Reads the document from a `.tc` (a ZIP holding `tellico.xml`) or a bare XML file.
    static func read(path: String, zipped: Bool) throws(CSVReadError) -> TellicoDocument {
        var document = TellicoDocument()
        var state = Parse(path: path)
        let body = { (event: XMLEvents.Event) throws(CSVReadError) -> Bool in
            try state.take(event, into: &document)
            return true
        }
        if zipped {
            let archive = try WorkbookArchive(path: path)
            guard try XMLEvents.read(archive, "tellico.xml", limit: WorkbookArchive.maxSheetBytes, maxText: maxPictureText,
                                     doctype: true, body) else {
                throw CSVReadError(.invalidWorkbook, file: path, detail: "the ZIP holds no tellico.xml: it is not a Tellico collection")
            }
        } else {
            try XMLEvents.read(file: path, limit: WorkbookArchive.maxSheetBytes, maxText: maxPictureText, doctype: true, body)
        }
        guard state.sawCollection else {
            throw CSVReadError(.invalidWorkbook, file: path, detail: "the Tellico file holds no collection")
        }
        return document
    }

    /// The parse's place in the document and what it is collecting.
    private struct Parse {
        let path: String
        var stack: [String] = []
        var sawCollection = false
        var field: Field?
        var property: String?
        var entry: Entry?
        var list: [String] = []
        var rows: [[String]] = []
        var row: [String] = []
        var date: [String: String] = [:]
        var picture: (id: String, format: String, linked: Bool)?
        var borrower = ""
        var loan: (entry: String, date: String, due: String, uid: String)?
        /// The loans read, by Tellico's uid: a file may list a borrower and its loan twice.
        var loanIDs = Set<String>()
        var cells = 0
        var heldPictureBytes = 0

        init(path: String) { self.path = path }

        func fail(_ detail: String) -> CSVReadError { CSVReadError(.invalidWorkbook, file: path, detail: detail) }

        /// Whether the stack is `names` from the root (the first collection's, for `collection`).
        func at(_ names: String...) -> Bool { stack.count == names.count && zip(stack, names).allSatisfy { $0 == $1 } }

        mutating func take(_ event: XMLEvents.Event, into document: inout TellicoDocument) throws(CSVReadError) {
            switch event {
            case .start(let name, let attributes):
                stack.append(name)
                try start(name, attributes, &document)
            case .end(let name, let text, let size):
                try end(name, text, size, &document)
                stack.removeLast()
            }
        }

        private mutating func start(_ name: String, _ attributes: [String: String], _ document: inout TellicoDocument) throws(CSVReadError) {
            if stack.count == 1 {
                guard name == "tellico" else {
                    throw fail(name == "bookcase"
                        ? "the file is a Bookcase collection (Tellico's format before 2004): open it in Tellico, save it, and import that"
                        : "the file is XML, but not a Tellico collection (its root element is <\(name)>)")
                }
            } else if at("tellico", "collection") {
                if sawCollection {
                    document.moreCollections += 1
                    stack[1] = "collection (another)"
                    return
                }
                sawCollection = true
                document.title = attributes["title"] ?? ""
                document.type = attributes["type"].flatMap(Int.init) ?? 1
            } else if at("tellico", "collection", "fields", "field") {
                field = Field(name: attributes["name"] ?? "", title: attributes["title"] ?? "",
                              type: attributes["type"].flatMap(Int.init) ?? 1, flags: attributes["flags"].flatMap(Int.init) ?? 0)
            } else if at("tellico", "collection", "fields", "field", "prop") {
                property = attributes["name"]
            } else if at("tellico", "collection", "entry") {
                entry = Entry(id: attributes["id"] ?? String(document.entries.count))
            } else if stack.count == 4, at("tellico", "collection", "entry", name) {
                list = []
                rows = []
                row = []
                date = [:]
            } else if at("tellico", "collection", "images", "image") {
                picture = (attributes["id"] ?? "", attributes["format"] ?? "", attributes["link"] == "true")
            } else if at("tellico", "borrowers", "borrower") {
                borrower = attributes["name"] ?? ""
            } else if at("tellico", "borrowers", "borrower", "loan") {
                loan = (attributes["entryRef"] ?? "", attributes["loanDate"] ?? "", attributes["dueDate"] ?? "", attributes["uid"] ?? "")
            }
        }

        private mutating func end(_ name: String, _ text: String, _ size: Int, _ document: inout TellicoDocument) throws(CSVReadError) {
            if at("tellico", "collection", "fields", "field", "prop"), let property {
                field?.properties[property] = text
            } else if at("tellico", "collection", "fields", "field"), let field {
                if !field.name.isEmpty, document.fieldsByName[field.name] == nil {
                    document.fieldsByName[field.name] = document.fields.count
                    document.fields.append(field)
                }
                self.field = nil
            } else if stack.count >= 5, stack[1] == "collection", stack[2] == "entry" {
                try check(text, size, element: name)
                if stack.count == 6 {
                    row.append(text)
                } else if !row.isEmpty || document.field(String(stack[3].dropLast()))?.type == Field.table {
                    rows.append(row)
                    row = []
                } else {
                    if ["year", "month", "day"].contains(name) { date[name] = text }
                    list.append(text)
                }
            } else if stack.count == 4, at("tellico", "collection", "entry", name) {
                try value(name, text, size, &document)
            } else if at("tellico", "collection", "entry"), let entry {
                document.entries.append(entry)
                self.entry = nil
            } else if at("tellico", "collection", "images", "image"), let picture {
                document.pictures[picture.id] = held(picture, text, size)
                self.picture = nil
            } else if at("tellico", "borrowers", "borrower", "loan"), let loan {
                try check(text, size, element: "loan")
                let read = Loan(borrower: borrower, date: loan.date, due: loan.due, note: text)
                let key = loan.uid.isEmpty ? "\(loan.entry)\u{0}\(read)" : loan.uid
                if loanIDs.insert(key).inserted { document.loans[loan.entry, default: []].append(read) }
            }
        }

        /// An entry's element ends: its value, by the field it names.
        private mutating func value(_ name: String, _ text: String, _ size: Int, _ document: inout TellicoDocument) throws(CSVReadError) {
            // What the element holds decides how it is read, whatever its field's type says (a
            // field whose type changed keeps its older values' shape): a date's parts, a
            // table's rows, several values, or its text. An element no field names (a field
            // deleted from an older file) is read the same way, as a column of its own.
            let known = document.field(name) ?? (name.hasSuffix("s") ? document.field(String(name.dropLast())) : nil)
            let fieldName = known?.name ?? name
            var value: String
            if date["year"] != nil && list.count == date.count {
                value = Self.date(date)
            } else if !rows.isEmpty {
                value = rows.map { $0.map(CellTrimming.trim).joined(separator: " – ") }.joined(separator: "; ")
            } else if !list.isEmpty {
                value = list.map(CellTrimming.trim).filter { !$0.isEmpty }.joined(separator: "; ")
            } else {
                try check(text, size, element: name)
                value = known?.type == Field.paragraph ? Self.lines(text) : text
            }
            value = CellTrimming.trim(value)
            if known == nil, !value.isEmpty, !document.otherElements.contains(name) { document.otherElements.append(name) }
            guard !value.isEmpty else { return }
            cells += 1
            if cells > OpenDocumentBook.maxCells {
                throw fail("the collection holds more than \(OpenDocumentBook.maxCells) values, more than an import reads")
            }
            if document.field(fieldName)?.type == Field.picture {
                entry?.pictures.append((fieldName, value))
            } else {
                entry?.values[fieldName] = value
            }
        }

        /// A text past a cell's bound is refused, naming the entry and the element.
        private func check(_ text: String, _ size: Int, element: String) throws(CSVReadError) {
            guard size > WorkbookArchive.maxCellBytes else { return }
            throw fail("entry \(entry?.id ?? "?")'s <\(element)> holds a text of \(size) bytes, more than the \(WorkbookArchive.maxCellBytes >> 20) MiB a cell may have")
        }

        /// A picture of `<images>`: its base64 text decoded, within the bounds.
        private mutating func held(_ picture: (id: String, format: String, linked: Bool), _ text: String, _ size: Int) -> Picture {
            var out = Picture(format: picture.format, linked: picture.linked)
            guard size > 0, !picture.linked else { return out }
            if size > TellicoDocument.maxPictureText {
                out.unheld = "the file holds it as \(size >> 20) MiB of text, more than a picture may have"
            } else if heldPictureBytes + size > TellicoDocument.maxHeldPictures {
                out.unheld = "the file holds more than \(TellicoDocument.maxHeldPictures >> 20) MiB of pictures in its XML, and an import keeps no more"
            } else if let data = Data(base64Encoded: text, options: .ignoreUnknownCharacters) {
                heldPictureBytes += data.count
                out.bytes = [UInt8](data)
            } else {
                out.unheld = "its base64 text in the file is damaged"
            }
            return out
        }

        /// `2021`, `2021-05`, `2021-05-09`: the parts Tellico has, months and days of two digits.
        static func date(_ parts: [String: String]) -> String {
            let trimmed = parts.mapValues(CellTrimming.trim)
            guard let year = trimmed["year"], !year.isEmpty else { return "" }
            var out = year
            for part in ["month", "day"] {
                guard let text = trimmed[part], !text.isEmpty else { break }
                out += "-" + (text.count == 1 ? "0" + text : text)
            }
            return out
        }

        /// A paragraph field keeps its line breaks as `<br/>`: lines again.
        static func lines(_ text: String) -> String {
            text.replacingOccurrences(of: #"<br\s*/?>"#, with: "\n", options: [.regularExpression, .caseInsensitive])
        }
    }
}
