internal import CCrypto
import Foundation

/// SHA-256, incrementally: the store hashes the sealed catalog it read, to notice when another
/// writer replaced it before a save (library format, section 9).
public final class SHA256 {
    private let ctx: OpaquePointer

    public init() {
        // EVP_MD_CTX_new fails only when memory is exhausted; nothing sensible remains then.
        ctx = EVP_MD_CTX_new()!
        EVP_DigestInit_ex(ctx, EVP_sha256(), nil)
    }

    deinit { EVP_MD_CTX_free(ctx) }

    public func update(_ bytes: UnsafeRawBufferPointer) {
        if bytes.count > 0 { EVP_DigestUpdate(ctx, bytes.baseAddress, bytes.count) }
    }

    public func update<D: ContiguousBytes>(_ data: D) { data.withUnsafeBytes { update($0) } }

    public func finish() -> [UInt8] {
        var out = [UInt8](repeating: 0, count: 32)
        var len: UInt32 = 0
        EVP_DigestFinal_ex(ctx, &out, &len)
        return out
    }

    public static func hash<D: ContiguousBytes>(_ data: D) -> [UInt8] {
        let h = SHA256()
        h.update(data)
        return h.finish()
    }

    /// Hashes a file in 1 MiB pieces, so a large file never sits in memory.
    public static func hash(fileAt url: URL) throws -> [UInt8] {
        // FileIO: a FIFO or device in the file's place is refused, never waited on.
        let io = try FileIO(path: url.path, mode: .read)
        let h = SHA256()
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let n = try chunk.withUnsafeMutableBytes { try io.readFully(into: $0) }
            chunk.withUnsafeBytes { h.update(UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
            if n < chunk.count { return h.finish() }
        }
    }
}

@available(*, unavailable) extension SHA256: Sendable {}

extension Array where Element == UInt8 {
    /// Lowercase hex, for hashes in reports and tests.
    public var hexString: String {
        // A table, not String(format:) per byte: every new record ID goes through here.
        var out: [UInt8] = []
        out.reserveCapacity(count * 2)
        for byte in self {
            out.append(hexDigits[Int(byte >> 4)])
            out.append(hexDigits[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Parses lowercase or uppercase hex; nil on anything else.
    public init?(hex: String) {
        let chars = Array(hex.utf8)
        guard chars.count % 2 == 0 else { return nil }
        var out = [UInt8]()
        out.reserveCapacity(chars.count / 2)
        func nibble(_ c: UInt8) -> UInt8? {
            switch c {
            case 48...57: c - 48
            case 97...102: c - 87
            case 65...70: c - 55
            default: nil
            }
        }
        var i = 0
        while i < chars.count {
            guard let hi = nibble(chars[i]), let lo = nibble(chars[i + 1]) else { return nil }
            out.append(hi << 4 | lo)
            i += 2
        }
        self = out
    }
}

private let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
