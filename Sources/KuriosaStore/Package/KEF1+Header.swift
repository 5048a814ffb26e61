import Foundation

extension KEF1 {
    /// The 16 bytes that open every sealed file: the magic `KEF1`, the chunk size (big-endian
    /// UInt32, 1…16 MiB) and the 8-byte nonce prefix. Parsed here only, both by the record
    /// loop and by a reader that sizes its buffer before opening (`CatalogSession`).
    public struct Header: Sendable, Equatable {
        /// The header as it was read: the start of every record's additional data.
        public let bytes: [UInt8]
        public let chunkSize: Int

        /// - Throws: `Failure.truncated` for fewer than 16 bytes, `Failure.badMagic`,
        ///   `Failure.badChunkSize`.
        public init(parsing header: some Collection<UInt8>) throws(Failure) {
            let b = Array(header.prefix(headerSize))
            guard b.count == headerSize else { throw Failure.truncated }
            guard Array(b[0..<4]) == magic else { throw Failure.badMagic }
            let c32 = UInt32(b[4]) << 24 | UInt32(b[5]) << 16 | UInt32(b[6]) << 8 | UInt32(b[7])
            guard c32 >= 1, c32 <= UInt32(maxChunkSize) else { throw Failure.badChunkSize(c32) }
            bytes = b
            chunkSize = Int(c32)
        }

        /// The nonce prefix P: the first 8 bytes of every record's nonce.
        public var noncePrefix: ArraySlice<UInt8> { bytes[8..<16] }

        /// The plaintext length of a well-formed sealed file of `sealedLength` bytes with this
        /// header, from the record layout (every record but the last holds a whole chunk, and
        /// each has a 16-byte tag); nil when it is shorter than the smallest sealed file.
        public func plaintextLength(sealedLength: Int) -> Int? {
            guard sealedLength >= headerSize + AESGCM.tagSize else { return nil }
            let body = sealedLength - headerSize
            let records = (body + chunkSize + AESGCM.tagSize - 1) / (chunkSize + AESGCM.tagSize)
            return body - records * AESGCM.tagSize
        }
    }
}
