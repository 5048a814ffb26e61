/// The text form of a UUID v4 from 16 random bytes, written through a lookup table: an
/// import makes two IDs per row, so formatting is kept to 36 byte stores.
enum UUIDText {
    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// Sets the version (4) and variant bits of the first 16 bytes and writes them as
    /// `xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx`.
    static func format(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: 36) { out in
            var o = 0
            for i in 0..<16 {
                var b = bytes[i]
                if i == 6 { b = (b & 0x0F) | 0x40 }
                if i == 8 { b = (b & 0x3F) | 0x80 }
                if i == 4 || i == 6 || i == 8 || i == 10 {
                    out[o] = 0x2D
                    o += 1
                }
                out[o] = hexDigits[Int(b >> 4)]
                out[o + 1] = hexDigits[Int(b & 0x0F)]
                o += 2
            }
            return o
        }
    }
}
