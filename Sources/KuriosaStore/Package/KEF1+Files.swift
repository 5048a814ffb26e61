import Foundation

extension KEF1 {
    /// Opens a sealed file into memory (the catalog: it is opened with sqlite3_deserialize and
    /// never touches the disk as plaintext).
    public static func openFile(at url: URL, key: SecretKey, context: String) throws -> Data {
        let io = try FileIO(path: url.path, mode: .read)
        let total = try io.size
        var result = Data()
        result.reserveCapacity(total)
        do {
            try open(key: key, context: context, totalLength: total, read: { try io.readFully(into: $0) },
                     write: { result.append(contentsOf: $0) })
        } catch {
            throw storeError(error, path: url.path)
        }
        return result
    }

    /// Opens a sealed file into a plaintext file, streaming; the output appears (atomically)
    /// only when every record authenticated.
    public static func openFile(at url: URL, to output: URL, key: SecretKey, context: String) throws {
        let io = try FileIO(path: url.path, mode: .read)
        let total = try io.size
        try FileIO.writeAtomically(to: output) { out in
            do {
                try open(key: key, context: context, totalLength: total, read: { try io.readFully(into: $0) },
                         write: { try out.writeAll($0) })
            } catch {
                throw storeError(error, path: url.path)
            }
        }
    }

    /// Checks every record of a sealed file without keeping the plaintext.
    public static func verifyFile(at url: URL, key: SecretKey, context: String) throws {
        let io = try FileIO(path: url.path, mode: .read)
        let total = try io.size
        do {
            try open(key: key, context: context, totalLength: total, read: { try io.readFully(into: $0) }, write: { _ in })
        } catch {
            throw storeError(error, path: url.path)
        }
    }

    /// Seals a plaintext file into `output` atomically (temporary file, fsync, rename),
    /// streaming in constant memory.
    public static func sealFile(at input: URL, to output: URL, key: SecretKey, context: String) throws {
        let src = try FileIO(path: input.path, mode: .read)
        try FileIO.writeAtomically(to: output) { out in
            try seal(key: key, context: context, read: { try src.readFully(into: $0) }, write: { try out.writeAll($0) })
        }
    }

    /// Seals bytes in memory into `output` atomically.
    public static func sealData(_ plaintext: Data, to output: URL, key: SecretKey, context: String) throws {
        try FileIO.writeAtomically(to: output) { out in
            try plaintext.withUnsafeBytes { src in
                var offset = 0
                try seal(key: key, context: context, read: { buf in
                    let n = min(buf.count, src.count - offset)
                    if n > 0 { buf.copyMemory(from: UnsafeRawBufferPointer(rebasing: src[offset..<(offset + n)])) }
                    offset += n
                    return n
                }, write: { try out.writeAll($0) })
            }
        }
    }
}
