/// What a workbook holds on a cell besides its value: a note a person left on it (Excel's
/// comment, LibreOffice's note: "bought at the Basel fair, receipt in the box") or a link
/// (Numista's `N# 1492` that opens the coin's catalogue page, `eBay listing` that opens the
/// listing). Often what the collector knew and wrote nowhere else, so the import keeps it
/// rather than dropping it with the formatting (docs/import.md#cell-comments-and-links).
package struct CellAnnotation: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case comment
        /// `text` is the link's address.
        case link
        /// A picture anchored at the cell (row 0: placed on the sheet, at no cell); `text` is
        /// its name in the workbook, `media` the part holding its bytes. One on a piece's row
        /// becomes a photo of the piece; any other is named in the report
        /// (docs/import.md#pictures-in-a-sheet).
        case picture

        /// A cell's comment before its link before its picture.
        var order: Int {
            switch self {
            case .comment: 0
            case .link: 1
            case .picture: 2
            }
        }
    }

    /// The cell's row as the sheet numbers it (1-based) and its column (0-based).
    public let row: Int
    public let column: Int
    /// A comment's text (a thread's replies on lines of their own), or a link's address.
    public let text: String
    /// Who wrote a comment, where the file says so.
    public let author: String?
    public let kind: Kind
    /// A picture's bytes: the workbook's part that holds them (`xl/media/image1.jpeg`,
    /// `Pictures/1000.jpg`); nil when the file does not hold them (a linked picture, an .xls).
    public let media: String?
    /// A picture's bytes where the reader holds them already (an .xls's BLIP store), and why
    /// a picture the file holds no JPEG or PNG for cannot be a photo (`an EMF drawing`); for a
    /// picture at no cell (row 0), where it is instead (`on the page, outside every table`).
    public let bytes: ArraySlice<UInt8>?
    public let unheld: String?
    /// Where a picture is in the workbook, for the report: a sheet read with others gives its
    /// rows other numbers.
    public let origin: Origin?

    /// The `media` of a picture in a file of its own beside the file read (a Tellico
    /// collection's `Coins_files/ID`): the prefix, then its path.
    static let filePrefix = "file:"

    package struct Origin: Sendable, Equatable {
        public let sheet: String
        /// `C2`.
        public let cell: String
    }

    public init(row: Int, column: Int, text: String, author: String? = nil, kind: Kind = .comment, media: String? = nil,
                bytes: ArraySlice<UInt8>? = nil, unheld: String? = nil, origin: Origin? = nil) {
        self.row = row
        self.column = column
        self.text = text
        self.author = author
        self.kind = kind
        self.media = media
        self.bytes = bytes
        self.unheld = unheld
        self.origin = origin
    }

    /// The annotation at another place (a sheet's column in a combined header).
    func moved(row: Int, column: Int) -> CellAnnotation {
        CellAnnotation(row: row, column: column, text: text, author: author, kind: kind, media: media, bytes: bytes, unheld: unheld,
                       origin: origin)
    }

    /// The annotation with where it is in the workbook, for the report.
    func placed(_ origin: Origin) -> CellAnnotation {
        CellAnnotation(row: row, column: column, text: text, author: author, kind: kind, media: media, bytes: bytes, unheld: unheld,
                       origin: origin)
    }

    /// The text without the `Author:` line Excel writes at the start of a comment, which
    /// says nothing the author does not.
    static func text(_ text: String, author: String?) -> String {
        guard let author, !author.isEmpty, text.hasPrefix(author + ":") else { return text }
        let rest = text.dropFirst(author.count + 1)
        guard rest.isEmpty || rest.first?.isNewline == true else { return text }
        return CellTrimming.trim(String(rest))
    }

    /// Whether a link says no more than the cell's text: Excel links a typed address or
    /// e-mail address to itself.
    static func linkRepeats(_ address: String, text: String) -> Bool {
        let bare = { (value: String) -> String in
            var value = value.lowercased()
            for prefix in ["mailto:", "https://", "http://"] where value.hasPrefix(prefix) { value.removeFirst(prefix.count) }
            while value.hasSuffix("/") { value.removeLast() }
            return value
        }
        return !text.isEmpty && bare(address) == bare(text)
    }

    /// A comment or link the import could not give to a piece (on the header, above it, on
    /// a row with no values), with where it is and why: the report names it.
    package struct Stray: Sendable, Equatable {
        public let comment: CellAnnotation
        public let sheet: String
        public let why: String
    }
}
