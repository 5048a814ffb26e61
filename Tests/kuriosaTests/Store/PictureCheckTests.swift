import Foundation
@_spi(Fixtures) @testable import KuriosaStore
import KuriosaTestSupport
import Testing

/// `check` reads every picture file as the exports will (#28, docs/cli.md, `kuriosa check`): an
/// authentic media file that is no picture, or whose header declares 60000 × 60000 pixels,
/// passed, and the insurance PDF then left the photo out without a word. Real package made
/// hostile through the store's fixture API, real process.
@Suite("check reads the pictures")
struct PictureCheckTests {
    /// A photo's JPEG with its frame header claiming another size.
    static func claiming(_ jpeg: [UInt8], width: Int, height: Int) -> [UInt8] {
        var bytes = jpeg
        var i = 2
        while !(0xC0...0xC2).contains(bytes[i + 1]) { i += 2 + (Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])) }
        bytes[i + 5] = UInt8(height >> 8); bytes[i + 6] = UInt8(height & 0xFF)
        bytes[i + 7] = UInt8(width >> 8); bytes[i + 8] = UInt8(width & 0xFF)
        return bytes
    }

    @Test func undecodablePicturesAreFindings() throws {
        let folder = try TestFolder.make("kuriosa-picture-check")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Lib")
        let (library, key) = try LibraryPackage.create(at: url)
        let environment = ["KURIOSA_RECOVERY_KEY": key.displayForm]
        let photo = Fixtures.root.appendingPathComponent("Samples/csv/photos/black-bay.jpg")
        try FileManager.default.copyItem(at: photo, to: folder.appendingPathComponent("bay.jpg"))
        try "Title,Brand,Photos\nBlack Bay,Tudor,bay.jpg\n".write(to: folder.appendingPathComponent("w.csv"), atomically: true, encoding: .utf8)
        let imported = try TestProcess.kuriosa(["import", url.path, folder.appendingPathComponent("w.csv").path,
                                                "--new-collection", "Watches", "--template", "builtin.watch"], environment: environment)
        try #require(imported.status == 0, "\(imported.stderr)")
        let clean = try TestProcess.kuriosa(["check", url.path, "--deep"], environment: environment)
        #expect(clean.status == 0 && clean.stdout.contains("2 picture files: decoded in full"), "\(clean.stdout)")

        // The original is no picture, the thumbnail claims 60000², the cut-out's image data
        // fails its CRC (only a full decode sees that).
        let session = try library.openCatalog()
        let id = try #require(try session.db.rows("SELECT id FROM media").first?[0].string)
        try session.db.execute("UPDATE media SET cutout_content_type = 'image/png', cutout_width = 4, cutout_height = 4")
        for kind in [MediaKind.original, .thumbnail] { try FileManager.default.removeItem(at: library.mediaURL(id: id, kind: kind)) }
        try library.writeMedia(id: id, kind: .original, data: Data("%PDF-1.4 not a photo".utf8))
        try library.writeMedia(id: id, kind: .thumbnail, data: Data(Self.claiming([UInt8](try Data(contentsOf: photo)), width: 60000, height: 60000)))
        let script = """
        import struct, sys, zlib
        def chunk(t, d): return struct.pack('>I', len(d)) + t + d + struct.pack('>I', zlib.crc32(t + d) & 0xffffffff)
        idat = bytearray(chunk(b'IDAT', zlib.compress(b''.join(b'\\x00' + b'\\x80' * 16 for _ in range(4)))))
        idat[10] ^= 0xFF
        open(sys.argv[1], 'wb').write(b'\\x89PNG\\r\\n\\x1a\\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', 4, 4, 8, 6, 0, 0, 0)) + bytes(idat) + chunk(b'IEND', b''))
        """
        let png = folder.appendingPathComponent("cutout.png")
        #expect(try TestProcess.run(URL(fileURLWithPath: "/usr/bin/python3"), ["-c", script, png.path]).status == 0)
        try library.writeMedia(id: id, kind: .cutout, data: try Data(contentsOf: png))
        try session.save()

        let quick = try TestProcess.kuriosa(["check", url.path], environment: environment)
        #expect(quick.status == 1, "\(quick.stdout)")
        #expect(quick.stdout.contains("media/\(id).enc (K-0001 Black Bay): not a picture: the library package format stores JPEG here"), "\(quick.stdout)")
        #expect(quick.stdout.contains("media/\(id).thumb.enc (K-0001 Black Bay): declares 60000 × 60000 pixels, more than the 135,000,000 a photo may have; no export can draw it"), "\(quick.stdout)")
        #expect(!quick.stdout.contains("\(id).cutout.enc (K-0001"), "\(quick.stdout)")
        let deep = try TestProcess.kuriosa(["check", url.path, "--deep", "--json"], environment: environment)
        #expect(deep.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(deep.stdout.utf8)) as? [String: Any])
        let checks = try #require(json["checks"] as? [[String: Any]])
        let pictures = try #require(checks.first { $0["name"] as? String == "pictures" })
        let problems = pictures["problems"] as? [String] ?? []
        #expect(problems.count == 3, "\(problems)")
        #expect(problems.contains { $0.hasPrefix("media/\(id).cutout.enc (K-0001 Black Bay): cannot be decoded: picture_undecodable") }, "\(problems)")
    
        // The insurance PDF names the photo it cannot draw, and --json lists it.
        let pdf = folder.appendingPathComponent("insurance.pdf")
        let exported = try TestProcess.kuriosa(["export", url.path, "--template", "insurance", "-o", pdf.path], environment: environment)
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stderr.contains("1 picture could not be drawn and is left out"), "\(exported.stderr)")
        #expect(exported.stderr.contains("  K-0001 Black Bay: photo bay.jpg"), "\(exported.stderr)")
        let quiet = try TestProcess.kuriosa(["export", url.path, "--template", "insurance", "-o", pdf.path, "--json"], environment: environment)
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(quiet.stdout.utf8)) as? [String: Any])
        #expect(summary["undrawnPictures"] as? [String] == ["K-0001 Black Bay: photo bay.jpg"], "\(summary)")
    }
}
