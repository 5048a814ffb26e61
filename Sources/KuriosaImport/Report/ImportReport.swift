/// What one import did, in the shape of the issue's `--json` object (docs/import.md): the
/// fatal problem, column warnings, rejected cells, and the pieces created, updated, or skipped.
/// Rows and columns are counted from 1, as a spreadsheet shows them.
public struct ImportReport: Sendable, Equatable {
    /// Why the file was refused as a whole; nothing was imported.
    public struct Fatal: Sendable, Equatable {
        public var reason: String
        public var row: Int?
        /// `missing_required_column`: `title` or the field key.
        public var target: String?
        /// A sentence for people (not part of the JSON contract's reasons).
        public var detail: String

        public init(reason: String, row: Int? = nil, target: String? = nil, detail: String) {
            self.reason = reason; self.row = row; self.target = target; self.detail = detail
        }
    }

    /// A column-level note that never blocks the import.
    public struct Warning: Sendable, Equatable {
        public var reason: String
        /// The header as written ("" for an unnamed column).
        public var column: String
        public var columnIndex: Int
        /// `duplicate_column`: the first column for the same target.
        public var sameAs: Int?
        /// `left_out`: why; `added_field`: the key of the field the column now fills.
        public var detail: String?

        public init(reason: String, column: String, columnIndex: Int, sameAs: Int? = nil, detail: String? = nil) {
            self.reason = reason; self.column = column; self.columnIndex = columnIndex; self.sameAs = sameAs; self.detail = detail
        }
    }

    /// One bad cell of a rejected row.
    public struct RowError: Sendable, Equatable {
        public var row: Int
        /// The header as written; nil for `extra_cells`.
        public var column: String?
        public var columnIndex: Int
        public var reason: String
        /// The cell as the file has it (trimmed).
        public var text: String
        /// What was looked for or counted, when the reason alone does not say it (a photo's
        /// resolved path and folder, the cell counts of `extra_cells`); in `--json` as
        /// `detail` only when present.
        public var detail: String?
        /// The worksheet of the row when a workbook's sheets were read together
        /// (docs/import.md#a-workbook-of-several-sheets); `row` and `columnIndex` are its own.
        public var worksheet: String?

        public init(row: Int, column: String?, columnIndex: Int, reason: String, text: String, detail: String? = nil) {
            self.row = row; self.column = column; self.columnIndex = columnIndex; self.reason = reason; self.text = text
            self.detail = detail
        }
    }

    /// A piece the import created, updated, or skipped as a duplicate.
    public struct Piece: Sendable, Equatable {
        public var id: String
        /// The inventory number; nil for wishes.
        public var number: Int?
        public var row: Int
        /// The row's worksheet, as `RowError.worksheet`.
        public var worksheet: String?

        public init(id: String, number: Int?, row: Int) {
            self.id = id; self.number = number; self.row = row
        }
    }

    /// A photo stored re-encoded (decoded, turned and encoded again at quality 92) instead of
    /// losslessly, because no lossless transform of it exists: a PNG, or a JPEG TurboJPEG
    /// cannot transform (docs/pictures.md, "Photos"). Its piece was imported; the report says
    /// so because the photo lost a little quality on the way in.
    public struct ReencodedPhoto: Sendable, Equatable {
        public var row: Int
        /// The header of the photos (or documents) column as written.
        public var column: String?
        public var columnIndex: Int
        /// The name as the cell has it.
        public var file: String
        /// Why it could not be stored losslessly.
        public var why: String
        /// The row's worksheet, as `RowError.worksheet`.
        public var worksheet: String?

        public init(row: Int, column: String?, columnIndex: Int, file: String, why: String) {
            self.row = row; self.column = column; self.columnIndex = columnIndex; self.file = file; self.why = why
        }
    }

    /// What the reader found out about the bytes (docs/import-rules.md#bytes-to-text,
    /// docs/import-rules.md#the-sep-line, docs/import-rules.md#delimiter,
    /// docs/import-rules.md#numbers-and-the-decimal-mark).
    public struct Detected: Sendable, Equatable {
        public var encoding: String
        public var bom: Bool
        public var delimiter: String
        public var sepLine: Bool
        public var decimalMark: String
        /// The sheet read, for an .xlsx workbook (then the delimiter is empty).
        public var sheet: String?

        public init(encoding: String, bom: Bool, delimiter: String, sepLine: Bool, decimalMark: String, sheet: String? = nil) {
            self.encoding = encoding; self.bom = bom; self.delimiter = delimiter; self.sepLine = sepLine
            self.decimalMark = decimalMark; self.sheet = sheet
        }
    }

    public var fatal: Fatal?
    public var warnings: [Warning] = []
    public var errors: [RowError] = []
    public var created: [Piece] = []
    public var updated: [Piece] = []
    public var skipped: [Piece] = []
    /// The photos of the pieces written that were re-encoded, in row order.
    public var reencoded: [ReencodedPhoto] = []
    public var detected: Detected?
    /// True when nothing was written on purpose (`--dry-run`).
    public var dryRun = false
    /// The history batch of the import; nil when nothing was written.
    public var batchID: String?
    /// The collection the rows went (or would go) into, for the summary: its id and its path
    /// from the top level (`Uhren › Taschenuhren`). Not part of `--json`.
    public var collection: Destination?
    /// The collections of a file routed by its `Collection` column
    /// (docs/import.md#where-each-row-goes-collectionrouter), new and existing, in the order
    /// they were written. Not part of `--json`.
    public var collections: [Destination] = []
    /// The app whose export the file was recognised as (docs/import-apps.md), when no
    /// `--preset` or `--mapping` was given; `recognised` in `--json`.
    public var recognised: String?
    /// What the rows were taken as (`kind` in `--json`): `--kind`'s, else the recognised
    /// app's (`kindFromPreset`: Discogs' wantlist lists things wished for).
    public var kind: String = "owned"
    public var kindFromPreset = false
    /// The template a `--new-collection` without `--template` took: the recognised app's.
    public var chosenTemplate: String?
    /// Cells that did not fit their field (a half-star rating, an option the template lacks,
    /// a day that is no day) of rows that were imported all the same: each cell's text was kept
    /// in the piece's notes under its header (docs/import.md#cells-that-do-not-fit).
    public var kept: [RowError] = []
    /// With `--dry-run` or `--show-changes`: each updated piece's changes, old → new.
    package var changes: [PieceChanges] = []
    /// Rows of an older export whose pieces changed since it was made: not written, exit
    /// code 3 (docs/import.md#an-older-export-conflicts).
    package var conflicts: [PieceConflict] = []
    /// A file that names its pieces (`No.`): per collection, the pieces it does not name. They
    /// were not deleted (docs/import.md#pieces-the-file-leaves-out).
    public var missing: [Missing] = []

    public struct Missing: Sendable, Equatable {
        public var path: String
        /// `row` is 0: no row names them.
        public var pieces: [Piece]
        /// True with `--delete-missing`: they were deleted (softly, in the import's batch).
        public var deleted = false
    }

    /// Where the rows went.
    public struct Destination: Sendable, Equatable {
        public var id: String
        public var path: String

        public init(id: String, path: String) {
            self.id = id; self.path = path
        }
    }

    /// The warning of a file with a header and no data rows (`columnIndex` 0, `column` "").
    public static let noRows = "no_rows"

    /// True when the file had a header and no rows: the import did nothing, exit code 3.
    public var hasNoRows: Bool { warnings.contains { $0.reason == Self.noRows } }

    /// True when the collection's template reads few of the file's columns and another's reads
    /// more (`poor_fit`): the rows may belong elsewhere, exit code 3.
    public var fitsPoorly: Bool { warnings.contains { $0.reason == "poor_fit" } }

    public init() {}

    /// Rows rejected (each appears once however many of its cells were bad).
    public var rejectedRows: [Int] {
        var seen = Set<Int>()
        return errors.map(\.row).filter { seen.insert($0).inserted }
    }
}
