import Foundation
import KuriosaPictures
import KuriosaTestSupport

/// Pictures the tests make at run time: JPEGs with EXIF, XMP, IPTC, a comment and a colour
/// profile, in every orientation, so that no binary fixture is checked in.
enum PictureSamples {
    /// A picture of four coloured quadrants with a gradient, `width` × `height`.
    static func quadrants(width: Int, height: Int) -> RGBImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 3
                let left = x < width / 2, top = y < height / 2
                let (r, g, b): (UInt8, UInt8, UInt8) = switch (top, left) {
                case (true, true): (230, 30, 30)
                case (true, false): (30, 200, 30)
                case (false, true): (30, 30, 230)
                case (false, false): (240, 240, 40)
                }
                pixels[i] = r; pixels[i + 1] = g; pixels[i + 2] = UInt8((Int(b) + x % 7) & 0xFF)
            }
        }
        return RGBImage(width: width, height: height, pixels: pixels)
    }

    /// A marker segment: marker, big-endian length, payload.
    static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        let length = payload.count + 2
        return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    }

    /// EXIF with an orientation and a GPS IFD pointer, as a phone writes it (big-endian TIFF).
    static func exif(orientation: UInt16) -> [UInt8] {
        let tiff: [UInt8] = [0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 2,
                             0x01, 0x12, 0, 3, 0, 0, 0, 1, UInt8(orientation >> 8), UInt8(orientation & 0xFF), 0, 0,
                             0x88, 0x25, 0, 4, 0, 0, 0, 1, 0, 0, 0, 38, 0, 0, 0, 0,
                             0, 1, 0x00, 0x02, 0, 5, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0]
        return segment(0xE1, Array("Exif".utf8) + [0, 0] + tiff)
    }

    static let iccPayload: [UInt8] = Array("ICC_PROFILE".utf8) + [0, 1, 1] + Array(repeating: 0x42, count: 64)

    /// Every kind of metadata a collector's photo carries, in front of the picture.
    static func metadata(orientation: UInt16) -> [UInt8] {
        exif(orientation: orientation)
            + segment(0xE1, Array("http://ns.adobe.com/xap/1.0/".utf8) + [0] + Array("<x:xmpmeta>GPS 46.2N</x:xmpmeta>".utf8))
            + segment(0xED, Array("Photoshop 3.0".utf8) + [0] + Array("8BIM IPTC city Geneva".utf8))
            + segment(0xFE, Array("A comment with a name".utf8))
            + segment(0xE2, iccPayload)
    }

    /// A JPEG of `image` with all the metadata above after its SOI (and JFIF header).
    static func jpeg(_ image: RGBImage, orientation: UInt16, quality: Int = 90) throws -> [UInt8] {
        let plain = try JPEGCodec.encode(image, quality: quality)
        // After SOI and the APP0 JFIF segment.
        let app0 = Int(plain[4]) << 8 | Int(plain[5])
        let at = 4 + app0
        return Array(plain[0..<at]) + metadata(orientation: orientation) + Array(plain[at...])
    }

    /// Runs a command-line tool; its stdout.
    static func tool(_ path: String, _ arguments: [String]) throws -> (status: Int32, stdout: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }

    /// The marker bytes of every segment before the first scan (0xE1 for APP1, …).
    static func markers(_ jpeg: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var i = 2
        while i + 4 <= jpeg.count, jpeg[i] == 0xFF {
            let marker = jpeg[i + 1]
            out.append(marker)
            if marker == 0xDA { break }
            i += 2 + (Int(jpeg[i + 2]) << 8 | Int(jpeg[i + 3]))
        }
        return out
    }

    /// A PNG of `image`, written by Python's zlib (8-bit RGB); `exif`: an eXIf chunk.
    static func png(_ image: RGBImage, exif orientation: UInt16? = nil) throws -> [UInt8] {
        let folder = try TestFolder.make("kuriosa-png")
        defer { try? FileManager.default.removeItem(at: folder) }
        let raw = folder.appendingPathComponent("rgb"), out = folder.appendingPathComponent("out.png")
        try Data(image.pixels).write(to: raw)
        let tiff = orientation.map { o -> String in
            "MM\\x00\\x2a\\x00\\x00\\x00\\x08\\x00\\x01\\x01\\x12\\x00\\x03\\x00\\x00\\x00\\x01\\x00\\x0\(o)\\x00\\x00\\x00\\x00\\x00\\x00"
        }
        let script = """
        import struct, sys, zlib
        w, h = \(image.width), \(image.height)
        rgb = open(sys.argv[1], 'rb').read()
        def chunk(t, d): return struct.pack('>I', len(d)) + t + d + struct.pack('>I', zlib.crc32(t + d) & 0xffffffff)
        rows = b''.join(b'\\x00' + rgb[y * w * 3:(y + 1) * w * 3] for y in range(h))
        exif = \(tiff.map { "chunk(b'eXIf', b'\($0)')" } ?? "b''")
        open(sys.argv[2], 'wb').write(b'\\x89PNG\\r\\n\\x1a\\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 2, 0, 0, 0)) + exif
            + chunk(b'IDAT', zlib.compress(rows, 9)) + chunk(b'IEND', b''))
        """
        let result = try tool("/usr/bin/python3", ["-c", script, raw.path, out.path])
        guard result.status == 0 else { throw CocoaError(.fileWriteUnknown) }
        return [UInt8](try Data(contentsOf: out))
    }
}
