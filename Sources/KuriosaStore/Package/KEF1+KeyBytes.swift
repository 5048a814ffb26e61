import Foundation

/// KEF1 with a key given as plain bytes, for tests, benchmarks and tools that hold a data key
/// from elsewhere (the vectors' packages.json): the key is copied into a `SecretKey` for the
/// call, so that what the store keeps is always wiped; the caller's bytes stay its own.
extension KEF1 {
    public static func seal(key: [UInt8], context: String, chunkSize: Int = writerChunkSize,
                            prefix: [UInt8]? = nil,
                            read: (UnsafeMutableRawBufferPointer) throws -> Int,
                            write: (UnsafeRawBufferPointer) throws -> Void) throws {
        try seal(key: SecretKey(copying: key), context: context, chunkSize: chunkSize, prefix: prefix, read: read, write: write)
    }

    public static func seal(_ plaintext: some ContiguousBytes, key: [UInt8], context: String,
                            chunkSize: Int = writerChunkSize, prefix: [UInt8]? = nil) throws -> Data {
        try seal(plaintext, key: SecretKey(copying: key), context: context, chunkSize: chunkSize, prefix: prefix)
    }

    public static func open(key: [UInt8], context: String, totalLength: Int,
                            read: (UnsafeMutableRawBufferPointer) throws -> Int,
                            write: (UnsafeRawBufferPointer) throws -> Void) throws {
        try open(key: SecretKey(copying: key), context: context, totalLength: totalLength, read: read, write: write)
    }

    public static func open(_ sealed: some ContiguousBytes, key: [UInt8], context: String, path: String) throws -> Data {
        try open(sealed, key: SecretKey(copying: key), context: context, path: path)
    }

    public static func open(_ sealed: UnsafeRawBufferPointer, key: [UInt8], context: String,
                            write: (UnsafeRawBufferPointer) throws -> Void) throws {
        try open(sealed, key: SecretKey(copying: key), context: context, write: write)
    }

    public static func openFile(at url: URL, key: [UInt8], context: String) throws -> Data {
        try openFile(at: url, key: SecretKey(copying: key), context: context)
    }

    public static func openFile(at url: URL, to output: URL, key: [UInt8], context: String) throws {
        try openFile(at: url, to: output, key: SecretKey(copying: key), context: context)
    }

    public static func verifyFile(at url: URL, key: [UInt8], context: String) throws {
        try verifyFile(at: url, key: SecretKey(copying: key), context: context)
    }

    public static func sealFile(at input: URL, to output: URL, key: [UInt8], context: String) throws {
        try sealFile(at: input, to: output, key: SecretKey(copying: key), context: context)
    }

    public static func sealData(_ plaintext: Data, to output: URL, key: [UInt8], context: String) throws {
        try sealData(plaintext, to: output, key: SecretKey(copying: key), context: context)
    }
}
