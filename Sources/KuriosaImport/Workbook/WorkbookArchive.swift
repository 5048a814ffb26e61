internal import CSheetShims
internal import CZip

/// The ZIP container of an .xlsx workbook, through libzip: the one place that knows libzip's
/// names. Parts are streamed out of it, never inflated whole, and every part's size is
/// checked before a byte is inflated, so a ZIP bomb is refused at once (docs/import.md,
/// "Limits").
final class WorkbookArchive {
    /// The largest worksheet read; a sheet of Excel's full 1,048,576 rows of a few short
    /// cells stays well under it.
    static let maxSheetBytes: UInt64 = 2 << 30
    /// The largest shared strings part: its strings are held in memory during the import.
    static let maxStringsBytes: UInt64 = 512 << 20
    /// The largest of the small parts (workbook, relationships, styles).
    static let maxSmallPartBytes: UInt64 = 16 << 20
    /// How many times bigger than its compressed bytes a part over 16 MiB may inflate.
    /// Workbook XML compresses about 5 to 30 times; a bomb's parts hundreds of times.
    static let maxRatio: UInt64 = 100

    private let archive: OpaquePointer
    let path: String

    /// Opens the archive and checks its central directory against its local headers.
    /// - Throws: `invalid_workbook` for a damaged, truncated or non-ZIP file.
    init(path: String) throws(CSVReadError) {
        self.path = path
        var code: Int32 = 0
        guard let archive = zip_open(path, ZIP_RDONLY | ZIP_CHECKCONS, &code) else {
            throw CSVReadError(.invalidWorkbook, file: path,
                               detail: "the file is not a readable .xlsx workbook: its ZIP container is damaged or truncated (\(Self.message(code)))")
        }
        self.archive = archive
    }

    deinit {
        zip_discard(archive)
    }

    static func message(_ code: Int32) -> String {
        var error = zip_error_t()
        zip_error_init_with_code(&error, code)
        defer { zip_error_fini(&error) }
        return String(cString: zip_error_strerror(&error)).lowercased()
    }

    /// True when the archive holds a part of this name (part names ignore case).
    func contains(_ name: String) -> Bool {
        zip_name_locate(archive, name, ZIP_FL_NOCASE) >= 0
    }

    /// Streams the part `name` to `body` as a read callback and its context, after checking
    /// its sizes against `limit` and `maxRatio`.
    /// - Returns: nil when the archive has no such part.
    /// - Throws: `workbook_too_large`, `password_protected` (a ZIP-encrypted part),
    ///   `invalid_workbook` (a part that does not inflate, or inflates past its stated size).
    func read<T>(_ name: String, limit: UInt64,
                 _ body: (ks_read_callback, UnsafeMutableRawPointer) throws(CSVReadError) -> T) throws(CSVReadError) -> T? {
        let index = zip_name_locate(archive, name, ZIP_FL_NOCASE)
        guard index >= 0 else { return nil }
        var stat = zip_stat_t()
        guard zip_stat_index(archive, zip_uint64_t(index), 0, &stat) == 0,
              stat.valid & UInt64(ZIP_STAT_SIZE) != 0, stat.valid & UInt64(ZIP_STAT_COMP_SIZE) != 0 else {
            throw CSVReadError(.invalidWorkbook, file: path, detail: "the workbook's part \(name) has no size in its ZIP directory")
        }
        if stat.valid & UInt64(ZIP_STAT_ENCRYPTION_METHOD) != 0, stat.encryption_method != UInt16(ZIP_EM_NONE) {
            throw CSVReadError(.passwordProtected, file: path, detail: "the workbook is password-protected: save it without a password, then import it")
        }
        if stat.size > limit {
            throw CSVReadError(.workbookTooLarge, file: path,
                               detail: "the workbook's part \(name) inflates to \(stat.size / (1 << 20)) MiB, more than the \(limit / (1 << 20)) MiB an import reads")
        }
        if stat.size > 16 << 20, stat.size / max(stat.comp_size, 1) > Self.maxRatio {
            throw CSVReadError(.workbookTooLarge, file: path,
                               detail: "the workbook's part \(name) inflates \(stat.size / max(stat.comp_size, 1)) times its size (a ZIP bomb?); an import reads parts up to \(Self.maxRatio) times")
        }
        guard let file = zip_fopen_index(archive, zip_uint64_t(index), 0) else {
            throw CSVReadError(.invalidWorkbook, file: path, detail: "cannot open the workbook's part \(name): \(String(cString: zip_strerror(archive)))")
        }
        let stream = PartStream(file: file, size: stat.size)
        defer { zip_fclose(file) }
        let result = try withExtendedLifetime(stream) { () throws(CSVReadError) -> T in
            try body(PartStream.callback, Unmanaged.passUnretained(stream).toOpaque())
        }
        if let failure = stream.failure {
            throw CSVReadError(.invalidWorkbook, file: path, detail: "the workbook's part \(name) is damaged: \(failure)")
        }
        return result
    }

    /// The part `name` whole (a picture's bytes), within `limit`; nil when there is none.
    func bytes(_ name: String, limit: UInt64) throws(CSVReadError) -> [UInt8]? {
        try read(name, limit: limit) { read, stream in
            var bytes: [UInt8] = []
            var chunk = [CChar](repeating: 0, count: 1 << 16)
            while true {
                let count = chunk.withUnsafeMutableBufferPointer { read(stream, $0.baseAddress, Int32($0.count)) }
                guard count > 0 else { break }
                chunk.withUnsafeBytes { bytes.append(contentsOf: $0.prefix(Int(count))) }
            }
            return bytes
        }
    }

    /// One part being inflated, with what is left of its stated size.
    private final class PartStream {
        let file: OpaquePointer
        var remaining: UInt64
        var failure: String?

        init(file: OpaquePointer, size: UInt64) {
            self.file = file
            remaining = size
        }

        static let callback: ks_read_callback = { context, buffer, length in
            guard let context, let buffer else { return -1 }
            return Unmanaged<PartStream>.fromOpaque(context).takeUnretainedValue().read(buffer, Int(length))
        }

        /// Never more than the stated size: one byte past it is an error, not more input.
        func read(_ buffer: UnsafeMutablePointer<CChar>, _ length: Int) -> Int32 {
            let wanted = UInt64(length) < remaining + 1 ? UInt64(length) : remaining + 1
            let count = zip_fread(file, buffer, wanted)
            if count < 0 {
                failure = String(cString: zip_file_strerror(file)).lowercased()
                return -1
            }
            if UInt64(count) > remaining {
                failure = "it inflates to more than its stated size"
                return -1
            }
            remaining -= UInt64(count)
            return Int32(count)
        }
    }
}

extension WorkbookArchive {
    /// The most bytes one cell or shared string may hold: Excel's limit is 32,767 characters.
    static let maxCellBytes: UInt64 = 1 << 20
}
