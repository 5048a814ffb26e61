import Foundation

/// KEF1, the sealed-file format of every file in a package (library format section 5;
/// docs/package-format.md#kef1-sealed-files). It works in chunks so that a file of any size is
/// sealed and opened in constant memory, and every chunk is bound to its position, the file's
/// context and whether it is the last one, so truncation, reordering and swapping files all
/// fail.
public enum KEF1 {
    public static let magic: [UInt8] = [0x4B, 0x45, 0x46, 0x31]
    public static let headerSize = 16
    public static let writerChunkSize = 65_536
    public static let maxChunkSize = 16_777_216

    /// Why a sealed file was refused; never says which byte, since that helps nobody.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        case tooShort(Int)
        case badMagic
        case badChunkSize(UInt32)
        case truncated
        case authentication(record: Int)
        case emptyFinalRecord
        case tooManyRecords

        public var description: String {
            switch self {
            case .tooShort(let n): "not a KEF1 file: \(n) bytes is shorter than the smallest sealed file (32)"
            case .badMagic: "not a KEF1 file (wrong magic)"
            case .badChunkSize(let c): "damaged KEF1 header: chunk size \(c) is outside 1…16777216"
            case .truncated: "damaged KEF1 file: truncated inside a record"
            case .authentication(let r): "cannot open: record \(r) does not authenticate (wrong key, wrong context, truncated or tampered file)"
            case .emptyFinalRecord: "damaged KEF1 file: empty final record after a full record"
            case .tooManyRecords: "damaged KEF1 file: more than 2^32 records"
            }
        }
    }

    // MARK: Sealing

    /// Seals what `read` yields (until it returns 0) and hands the sealed bytes to `write`.
    /// - Parameters:
    ///   - prefix: the nonce prefix P; random unless a test fixes it.
    ///   - read: fills the buffer as far as it can and returns the count; 0 means the end.
    public static func seal(key: SecretKey, context: String, chunkSize: Int = writerChunkSize,
                            prefix: [UInt8]? = nil,
                            read: (UnsafeMutableRawBufferPointer) throws -> Int,
                            write: (UnsafeRawBufferPointer) throws -> Void) throws {
        precondition((1...maxChunkSize).contains(chunkSize))
        let p = try prefix ?? SecureRandom.bytes(8)
        precondition(p.count == 8)
        let header = magic + withUnsafeBytes(of: UInt32(chunkSize).bigEndian, Array.init) + p
        try header.withUnsafeBytes { try write($0) }
        let gcm = try AESGCM(key: key, encrypting: true)
        var aad = header + Array(context.utf8) + [0]
        var nonce = p + [0, 0, 0, 0]
        var current = [UInt8](repeating: 0, count: chunkSize)
        var next = [UInt8](repeating: 0, count: chunkSize)
        var out = [UInt8](repeating: 0, count: chunkSize + AESGCM.tagSize)

        func fill(_ buffer: inout [UInt8]) throws -> Int {
            try buffer.withUnsafeMutableBytes { b in
                var done = 0
                while done < b.count {
                    let n = try read(UnsafeMutableRawBufferPointer(rebasing: b[done...]))
                    if n == 0 { break }
                    done += n
                }
                return done
            }
        }

        var currentCount = try fill(&current)
        var index: UInt32 = 0
        while true {
            // Only a full chunk can have a successor; look ahead to know which record is last.
            let nextCount = currentCount == chunkSize ? try fill(&next) : 0
            let isFinal = nextCount == 0
            aad[aad.count - 1] = isFinal ? 1 : 0
            withUnsafeBytes(of: index.bigEndian) { b in for i in 0..<4 { nonce[8 + i] = b[i] } }
            try nonce.withUnsafeBytes { n in
                try aad.withUnsafeBytes { a in
                    try current.withUnsafeBytes { c in
                        try out.withUnsafeMutableBytes { o in
                            try gcm.seal(nonce: n, aad: a, plaintext: UnsafeRawBufferPointer(rebasing: c[0..<currentCount]), output: o)
                        }
                    }
                }
            }
            try out.withUnsafeBytes { try write(UnsafeRawBufferPointer(rebasing: $0[0..<(currentCount + AESGCM.tagSize)])) }
            if isFinal { break }
            guard index < UInt32.max else { throw CryptoError.openSSL("more than 2^32 records") }
            index += 1
            swap(&current, &next)
            currentCount = nextCount
        }
    }

    /// Seals bytes in memory.
    public static func seal(_ plaintext: some ContiguousBytes, key: SecretKey, context: String,
                            chunkSize: Int = writerChunkSize, prefix: [UInt8]? = nil) throws -> Data {
        var result = Data()
        try plaintext.withUnsafeBytes { src in
            result.reserveCapacity(headerSize + src.count + (src.count / chunkSize + 1) * AESGCM.tagSize)
            var offset = 0
            try seal(key: key, context: context, chunkSize: chunkSize, prefix: prefix, read: { buf in
                let n = min(buf.count, src.count - offset)
                if n > 0 { buf.copyMemory(from: UnsafeRawBufferPointer(rebasing: src[offset..<(offset + n)])) }
                offset += n
                return n
            }, write: { result.append(contentsOf: $0) })
        }
        return result
    }

    // MARK: Opening

    /// Opens a sealed stream of `totalLength` bytes. Plaintext reaches `write` record by
    /// record; a caller that must not use plaintext of a failing file buffers it (in memory
    /// or in a temporary file) until this returns. Throws `Failure` for a refused file.
    public static func open(key: SecretKey, context: String, totalLength: Int,
                            read: (UnsafeMutableRawBufferPointer) throws -> Int,
                            write: (UnsafeRawBufferPointer) throws -> Void) throws {
        try openUnchecked(key: key, context: context, totalLength: totalLength, read: read, write: write)
    }

    private static func openUnchecked(key: SecretKey, context: String, totalLength: Int,
                                      read: (UnsafeMutableRawBufferPointer) throws -> Int,
                                      write: (UnsafeRawBufferPointer) throws -> Void) throws {
        var record = [UInt8]()
        try openRecords(key: key, context: context, totalLength: totalLength, next: { length in
            if record.count < length { record = [UInt8](repeating: 0, count: length) }
            return try record.withUnsafeMutableBytes { r in
                let slice = UnsafeMutableRawBufferPointer(rebasing: r[0..<length])
                guard try readExactly(read, into: slice) else { return nil }
                return UnsafeRawBufferPointer(slice)
            }
        }, write: write)
    }

    /// Opens sealed bytes that are already in memory without copying each record first.
    static func openInMemory(_ src: UnsafeRawBufferPointer, key: SecretKey, context: String,
                             write: (UnsafeRawBufferPointer) throws -> Void) throws {
        var offset = 0
        try openRecords(key: key, context: context, totalLength: src.count, next: { length in
            guard offset + length <= src.count else { return nil }
            defer { offset += length }
            return UnsafeRawBufferPointer(rebasing: src[offset..<(offset + length)])
        }, write: write)
    }

    /// The record loop shared by streaming and in-memory opening. `next(n)` yields the next n
    /// sealed bytes (valid until the next call), or nil when the input ends early.
    private static func openRecords(key: SecretKey, context: String, totalLength: Int,
                                    next: (Int) throws -> UnsafeRawBufferPointer?,
                                    write: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard totalLength >= headerSize + AESGCM.tagSize else { throw Failure.tooShort(totalLength) }
        guard let headerBytes = try next(headerSize) else { throw Failure.truncated }
        let header = try Header(parsing: headerBytes)
        let chunkSize = header.chunkSize
        let gcm = try AESGCM(key: key, encrypting: false)
        var aad = header.bytes + Array(context.utf8) + [0]
        var nonce = Array(header.noncePrefix) + [0, 0, 0, 0]
        let recordMax = chunkSize + AESGCM.tagSize
        var plain = [UInt8](repeating: 0, count: max(chunkSize, 1))
        var remaining = totalLength - headerSize
        var index: UInt64 = 0
        while true {
            guard index <= UInt64(UInt32.max) else { throw Failure.tooManyRecords }
            let isFinal = remaining <= recordMax
            let length = isFinal ? remaining : recordMax
            guard length >= AESGCM.tagSize else { throw Failure.truncated }
            if isFinal && length == AESGCM.tagSize && index > 0 { throw Failure.emptyFinalRecord }
            guard let sealed = try next(length) else { throw Failure.truncated }
            aad[aad.count - 1] = isFinal ? 1 : 0
            withUnsafeBytes(of: UInt32(index).bigEndian) { b in for i in 0..<4 { nonce[8 + i] = b[i] } }
            do {
                try nonce.withUnsafeBytes { n in
                    try aad.withUnsafeBytes { a in
                        try plain.withUnsafeMutableBytes { p in
                            try gcm.open(nonce: n, aad: a, sealed: sealed, output: p)
                        }
                    }
                }
            } catch CryptoError.authenticationFailed {
                throw Failure.authentication(record: Int(index))
            }
            try plain.withUnsafeBytes { try write(UnsafeRawBufferPointer(rebasing: $0[0..<(length - AESGCM.tagSize)])) }
            remaining -= length
            if isFinal { break }
            index += 1
        }
    }

    private static func readExactly(_ read: (UnsafeMutableRawBufferPointer) throws -> Int,
                                    into buffer: UnsafeMutableRawBufferPointer) throws -> Bool {
        var done = 0
        while done < buffer.count {
            let n = try read(UnsafeMutableRawBufferPointer(rebasing: buffer[done...]))
            if n == 0 { return false }
            done += n
        }
        return true
    }

    /// Opens sealed bytes in memory; `path` names the file in the error.
    public static func open(_ sealed: some ContiguousBytes, key: SecretKey, context: String, path: String) throws -> Data {
        var result = Data()
        do {
            try sealed.withUnsafeBytes { (src: UnsafeRawBufferPointer) in
                result.reserveCapacity(src.count)
                try openInMemory(src, key: key, context: context, write: { result.append(contentsOf: $0) })
            }
        } catch {
            throw storeError(error, path: path)
        }
        return result
    }

    /// Opens sealed bytes in memory, handing the plaintext to `write` record by record.
    public static func open(_ sealed: UnsafeRawBufferPointer, key: SecretKey, context: String,
                            write: (UnsafeRawBufferPointer) throws -> Void) throws {
        try openInMemory(sealed, key: key, context: context, write: write)
    }

    /// Names the file in a format failure; other errors (I/O) already name theirs.
    static func storeError(_ error: any Error, path: String) -> any Error {
        if let f = error as? Failure { return StoreError.sealedFile(path: path, reason: f.description) }
        return error
    }
}
