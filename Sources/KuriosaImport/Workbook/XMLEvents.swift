internal import CSheetShims
import Glibc

/// A whole XML document as element starts and ends, each end with the element's own text
/// (the C parser `ks_xml_events`): for files that are one document of records, such as a
/// Tellico collection, read in constant memory but for the text of one element at a time.
enum XMLEvents {
    enum Event {
        case start(name: String, attributes: [String: String])
        /// `text` holds at most the parse's `maxText` bytes; `size` counts them all.
        case end(name: String, text: String, size: Int)
    }

    /// Parses the part `name` of a ZIP archive; false when the archive has no such part.
    /// `body` returns false to stop; an error it throws ends the parse and is thrown.
    static func read(_ archive: WorkbookArchive, _ name: String, limit: UInt64, maxText: Int, doctype: Bool,
                     _ body: (Event) throws(CSVReadError) -> Bool) throws(CSVReadError) -> Bool {
        let found: Void? = try archive.read(name, limit: limit) { read, stream throws(CSVReadError) in
            try parse(read, stream, file: archive.path, what: "its \(name)", maxText: maxText, doctype: doctype, body)
        }
        return found != nil
    }

    /// Parses a file that is the XML document itself, at most `limit` bytes of it.
    static func read(file path: String, limit: UInt64, maxText: Int, doctype: Bool,
                     _ body: (Event) throws(CSVReadError) -> Bool) throws(CSVReadError) {
        guard let file = fopen(path, "rb") else {
            throw CSVReadError(.invalidWorkbook, file: path, detail: "the file cannot be opened: \(String(cString: strerror(errno)))")
        }
        defer { fclose(file) }
        let stream = FileStream(file: file, limit: limit)
        do throws(CSVReadError) {
            try withExtendedLifetime(stream) { () throws(CSVReadError) in
                try parse(FileStream.callback, Unmanaged.passUnretained(stream).toOpaque(), file: path, what: "the XML", maxText: maxText,
                          doctype: doctype, body)
            }
        } catch {
            guard stream.tooLarge else { throw error }
            throw CSVReadError(.workbookTooLarge, file: path, detail: "the file is larger than the \(limit >> 20) MiB an import reads")
        }
    }

    private static func parse(_ read: ks_read_callback, _ stream: UnsafeMutableRawPointer, file: String, what: String, maxText: Int,
                              doctype: Bool, _ body: (Event) throws(CSVReadError) -> Bool) throws(CSVReadError) {
        try withoutActuallyEscaping(body) { body throws(CSVReadError) in
            let box = EventBox(body)
            var buffer = [CChar](repeating: 0, count: 512)
            let result = withExtendedLifetime(box) {
                buffer.withUnsafeMutableBufferPointer { error in
                    ks_xml_events(read, stream, { context, name, attributes, count in
                        guard let context, let name else { return 1 }
                        return Unmanaged<EventBox>.fromOpaque(context).takeUnretainedValue()
                            .send(.start(name: String(cString: name), attributes: WorkbookXML.attributeValues(attributes, count)))
                    }, { context, name, text, length, total in
                        guard let context, let name else { return 1 }
                        let bytes = UnsafeRawBufferPointer(start: text, count: text == nil ? 0 : length)
                        return Unmanaged<EventBox>.fromOpaque(context).takeUnretainedValue()
                            .send(.end(name: String(cString: name), text: String(decoding: bytes, as: UTF8.self), size: total))
                    }, Unmanaged.passUnretained(box).toOpaque(), maxText, doctype ? 1 : 0, error.baseAddress, error.count)
                }
            }
            if let failure = box.failure { throw failure }
            guard result == 0 else {
                let message = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
                throw CSVReadError(.invalidWorkbook, file: file, detail: "\(what) cannot be read: \(message)")
            }
        }
    }
}

/// The Swift closure of one parse, and the error it stopped the parse with.
private final class EventBox {
    let body: (XMLEvents.Event) throws(CSVReadError) -> Bool
    var failure: CSVReadError?
    init(_ body: @escaping (XMLEvents.Event) throws(CSVReadError) -> Bool) { self.body = body }

    func send(_ event: XMLEvents.Event) -> Int32 {
        do throws(CSVReadError) {
            return try body(event) ? 0 : 1
        } catch {
            failure = error
            return 1
        }
    }
}

/// A file read through `fread`, refusing more than `limit` bytes.
private final class FileStream {
    let file: UnsafeMutablePointer<FILE>
    var left: UInt64
    var tooLarge = false

    init(file: UnsafeMutablePointer<FILE>, limit: UInt64) {
        self.file = file
        left = limit
    }

    static let callback: ks_read_callback = { context, buffer, length in
        guard let context, let buffer else { return -1 }
        let stream = Unmanaged<FileStream>.fromOpaque(context).takeUnretainedValue()
        let count = fread(buffer, 1, Int(length), stream.file)
        if count == 0, ferror(stream.file) != 0 { return -1 }
        guard UInt64(count) <= stream.left else {
            stream.tooLarge = true
            return -1
        }
        stream.left -= UInt64(count)
        return Int32(count)
    }
}
