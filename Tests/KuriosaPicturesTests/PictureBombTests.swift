import Foundation
import KuriosaPictures
import KuriosaTestSupport
import Testing

/// Decompression bombs of every format, each refused with its own reason by a real process
/// (`kuriosa-picture-probe`, the pipeline as import and refresh call it) in bounded memory,
/// and Ctrl-C in the middle of decoding (docs/pictures.md, "Bounds").
@Suite("Picture bombs", .serialized)
struct PictureBombTests {
    struct Run {
        let status: Int32
        let output: String
        let maximumResidentKB: Int
        let seconds: Double
    }

    /// Runs the probe under /usr/bin/time -v, for its peak resident memory.
    static func probe(_ mode: String, _ bytes: [UInt8]) throws -> Run {
        let folder = try TestFolder.make("kuriosa-bomb")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bomb")
        try Data(bytes).write(to: file)
        let started = Date()
        let result = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/time"),
                                         ["-v", TestProcess.executable("kuriosa-picture-probe").path, mode, file.path])
        let seconds = Date().timeIntervalSince(started)
        let line = result.stderr.split(separator: "\n").first { $0.contains("Maximum resident set size") }
        let kb = line.flatMap { Int($0.split(separator: ":").last!.trimmingCharacters(in: .whitespaces)) } ?? -1
        return Run(status: result.status, output: result.stdout, maximumResidentKB: kb, seconds: seconds)
    }

    /// A small JPEG whose frame header claims another size.
    static func jpegClaiming(width: Int, height: Int) throws -> [UInt8] {
        var jpeg = try JPEGCodec.encode(PictureSamples.quadrants(width: 16, height: 16), quality: 50)
        var i = 2
        while jpeg[i + 1] != 0xC0 { i += 2 + (Int(jpeg[i + 2]) << 8 | Int(jpeg[i + 3])) }
        jpeg[i + 5] = UInt8(height >> 8); jpeg[i + 6] = UInt8(height & 0xFF)
        jpeg[i + 7] = UInt8(width >> 8); jpeg[i + 8] = UInt8(width & 0xFF)
        return jpeg
    }

    /// A picture of few pixels but a side longer than a bitmap can have (cairo: 32,767 px),
    /// found by scripts/fuzz-pictures.sh: it is stored and thumbnailed (both scale it down),
    /// and a full decode says why it cannot be held (`picture_too_many_pixels`), not "no memory".
    @Test func aSideLongerThanABitmapSaysSo() throws {
        let jpeg = try Self.jpegClaiming(width: 16, height: 40_000)
        let stored = try StoredPhoto.make(jpeg, bounds: .photo)
        #expect(stored.width == 16 && stored.height == 40_000)
        #expect(throws: PictureError.tooManyPixels(width: 16, height: 40_000)) {
            try PictureDecoder.decode(jpeg, bounds: .photo)
        }
        let scaled = try PictureDecoder.decode(jpeg, bounds: .photo, minLongSide: 800)
        #expect(max(scaled.width, scaled.height) <= Bitmap.maximumSide)
    }

    /// A progressive JPEG (jpegtran -progressive) with its last scan repeated 5,000 times.
    static func manyScans() throws -> [UInt8] {
        let folder = try TestFolder.make("kuriosa-scans")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("in.jpg")
        try Data(try JPEGCodec.encode(PictureSamples.quadrants(width: 512, height: 512))).write(to: file)
        let progressive = [UInt8](try PictureSamples.tool("/usr/bin/jpegtran", ["-progressive", file.path]).stdout)
        // The last SOS up to the EOI.
        var last = 0
        for i in 0..<(progressive.count - 1) where progressive[i] == 0xFF && progressive[i + 1] == 0xDA { last = i }
        let scan = Array(progressive[last..<(progressive.count - 2)])
        var bomb = Array(progressive[..<(progressive.count - 2)])
        for _ in 0..<5_000 { bomb += scan }
        return bomb + [0xFF, 0xD9]
    }

    static func pngChunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let length = UInt32(data.count)
        return [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)]
            + Array(type.utf8) + data + be32(Int(crc32(Array(type.utf8) + data)))
    }

    /// PNG's CRC-32 (ISO 3309), bit by bit: a few chunks of a few bytes.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }

    static func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    /// A PNG declaring `width` × `height`, 8-bit grey.
    static func pngClaiming(width: Int, height: Int) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + pngChunk("IHDR", be32(width) + be32(height) + [8, 0, 0, 0, 0])
            + pngChunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + pngChunk("IEND", [])
    }

    /// A GIF whose logical screen is 65,535 × 65,535 around a 1-pixel frame.
    static let gifBomb: [UInt8] = Array("GIF89a".utf8) + [0xFF, 0xFF, 0xFF, 0xFF, 0x80, 0, 0, 0, 0, 0, 255, 255, 255]
        + [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3B]

    /// A lossless WebP claiming 16,384 × 16,384.
    static let webpBomb: [UInt8] = {
        let vp8l: [UInt8] = [0x2F, 0xFF, 0xFF, 0xFF, 0x0F] + Array(repeating: 0, count: 27)
        let chunk = Array("VP8L".utf8) + [UInt8(vp8l.count), 0, 0, 0] + vp8l
        let size = 4 + chunk.count
        return Array("RIFF".utf8) + [UInt8(size & 0xFF), UInt8(size >> 8), 0, 0] + Array("WEBP".utf8) + chunk
    }()

    static func expectRefused(_ mode: String, _ bytes: [UInt8], _ reason: String) throws {
        let run = try probe(mode, bytes)
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains(reason), "\(run.output)")
        // Bounded: a few seconds at most on a loaded machine (typically milliseconds), and no
        // more memory than the probe itself needs.
        #expect(run.seconds < 10)
        #expect(run.maximumResidentKB > 0 && run.maximumResidentKB < 150_000, "\(run.maximumResidentKB) kB")
    }

    @Test func aTinyJPEGClaimingManyMegapixels() throws {
        try Self.expectRefused("store", try Self.jpegClaiming(width: 12_000, height: 10_000), "picture_too_complex")
    }

    /// The fuzzer's finding: 401 bytes declaring 2054 × 58630 pixels, which cost 361 MB.
    @Test func theFuzzersFourHundredByteJPEG() throws {
        let finding = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/PictureFuzz/findings/jpeg-401-bytes-120-megapixels.jpg")
        try Self.expectRefused("store", [UInt8](try Data(contentsOf: finding)), "picture_too_complex")
    }

    @Test func aJPEGOverThePixelCap() throws {
        try Self.expectRefused("store", try Self.jpegClaiming(width: 65_000, height: 65_000), "picture_too_many_pixels")
    }

    @Test func aProgressiveJPEGOfThousandsOfScans() throws {
        let bomb = try Self.manyScans()
        try Self.expectRefused("store", bomb, "picture_too_complex")
        try Self.expectRefused("preview", bomb, "picture_too_complex")
    }

    @Test func aPNGOverThePixelCap() throws {
        try Self.expectRefused("store", Self.pngClaiming(width: 100_000, height: 100_000), "picture_too_many_pixels")
    }

    @Test func aPNGOfFarMorePixelsThanBytes() throws {
        try Self.expectRefused("store", Self.pngClaiming(width: 11_000, height: 11_000), "picture_too_complex")
    }

    @Test func aGIFWithAHugeScreen() throws {
        try Self.expectRefused("preview", Self.gifBomb, "picture_too_many_pixels")
    }

    @Test func aWebPOverThePixelCap() throws {
        try Self.expectRefused("preview", Self.webpBomb, "picture_too_many_pixels")
    }

    /// A real SIGINT while the probe decodes 12-megapixel photos one after the other: the
    /// decode in progress stops (libjpeg's progress monitor asks the flag every row of MCUs)
    /// and the process ends within a second.
    @Test func ctrlCStopsADecode() throws {
        let folder = try TestFolder.make("kuriosa-sigint")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("big.jpg")
        try Data(try JPEGCodec.encode(PictureSamples.quadrants(width: 4000, height: 3000), quality: 90)).write(to: file)
        let (status, rest, took) = try ProbeInterrupt.interruptRepeatedDecode(of: file)
        #expect(status == 130)
        #expect(rest.contains("picture_cancelled"), "\(rest)")
        #expect(took < 1, "\(took) s")
    }
}
