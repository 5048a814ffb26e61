import Foundation
import KuriosaStore

/// Everything `kuriosa import` can be told (docs/cli.md, docs/import.md), in one value.
public struct ImportOptions: Sendable {
    /// Where the pieces go.
    public enum Destination: Sendable, Equatable {
        /// A collection by its path from the top level (`Watches › Straps`).
        case collectionPath(String)
        case collectionID(String)
        /// A new collection with a built-in template id or a template document file, under an
        /// optional parent collection path.
        case newCollection(name: String, template: String, parentPath: String?)
        /// The collection each row's `Collection` cell names (a spreadsheet export,
        /// docs/import.md#where-each-row-goes-collectionrouter).
        case fromFile
    }

    /// The template a collection made by `--create-collections` gets, by its path.
    public struct CollectionTemplate: Sendable, Equatable {
        public var path: String
        package var source: ImportDestination.TemplateSource

        package init(path: String, source: ImportDestination.TemplateSource) {
            self.path = path
            self.source = source
        }
    }

    /// What a duplicate row does (docs/import.md#duplicates).
    public enum DuplicatePolicy: String, Sendable, CaseIterable {
        case skip, update, create
    }

    public var destination: Destination
    public var dryRun = false
    public var mapping: ColumnMapping?
    /// The app preset in use (`--preset NAME`, or the one the file was recognised as): its
    /// currency columns and amounts in cents, besides its `mapping`.
    package var preset: ImportPreset?
    /// False for `--preset none`: the file is read by header matching alone, even when its
    /// header is a known app's export.
    public var recognises = true
    /// The user's own `--mapping` file (without a preset under it): every `field:KEY` it
    /// names must be a field of the collection's template, else the import is refused as
    /// wrong usage before anything is read (a typo would otherwise drop a column quietly as
    /// `unknown_column`). A preset's entries are not checked: one preset serves any
    /// collection, and a field it names that the template lacks is an ordinary unknown column.
    public var mappingFile: ColumnMapping?
    /// ISO 4217 code for amounts that name no currency; nil: such amounts are `invalid_money`.
    public var defaultCurrency: String?
    package var encoding: TextEncodingKind?
    public var delimiter: Unicode.Scalar?
    /// `--date-order`: overrides what each date column's cells prove.
    package var dateOrder: DateOrder?
    /// `--on-duplicate`, for rows without a `No.`: a row with a `No.` of the collection is
    /// that piece and updates it whatever this says (docs/import.md, "Importing an export back").
    public var onDuplicate: DuplicatePolicy = .skip
    /// `--create-collections`: a `Collection` path the library does not have is made (with
    /// its missing parents) instead of being the row error `unknown_collection`.
    public var createCollections = false
    /// `--template` with `--create-collections`: a built-in id or a template file, for every
    /// new collection the templates file does not list.
    public var newCollectionTemplate: String?
    /// `--templates-file` (written by `kuriosa export --templates-file`): each collection's
    /// template, so that a whole library's collections are made as they were.
    public var collectionTemplates: [CollectionTemplate] = []
    /// `--add-fields`: unknown columns become text fields of the collection's copy of its
    /// template. A collection the import makes (`--new-collection`) gets them without it
    /// (docs/import.md#columns-no-field-takes).
    public var addFields = false
    /// `--add-options`: words of a choice column that no option names become options of the
    /// collection's copy of its template (docs/import.md#choices-the-template-lacks).
    public var addOptions = false
    /// `--show-changes`: the report lists each updated piece's changes, as `--dry-run` does
    /// (docs/import.md#the-dry-run-is-a-diff).
    public var showChanges = false
    /// `--overwrite-newer`: rows of an older export write over pieces changed since it was
    /// made, instead of being conflicts (docs/import.md#an-older-export-conflicts).
    public var overwriteNewer = false
    /// `--delete-missing`: the pieces of the file's collections that no row names are deleted
    /// (softly, undoable) instead of only listed (docs/import.md#pieces-the-file-leaves-out).
    public var deleteMissing = false
    public var strict = false
    public var kind: ItemRecord.Kind = .owned
    /// True when `--kind` was given: a recognised app's list of wishes (a preset's `kind`) is
    /// then taken as the option says.
    public var kindGiven = false
    /// Where photo file names are looked up; nil: the CSV's folder.
    public var photosFolder: URL?
    /// `--documents-dir`: where the `Documents` column's files are; nil: the CSV's folder.
    public var documentsFolder: URL?
    /// `--photo-timeout` and Ctrl-C: the time one photo may take, and the import's stop.
    public var photoLimits = PhotoLimits()
    /// Called with the number of data rows read so far in the import pass, and the total from
    /// the first pass (a progress bar).
    public var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
    /// The CSV file's path, for photo names relative to its folder.
    public var csvPath: String?
    /// `--sheet`: the worksheet of an .xlsx to read; nil: its first visible one.
    public var sheet: String?

    public init(destination: Destination) {
        self.destination = destination
    }
}
