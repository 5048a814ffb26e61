import Foundation
import KuriosaCore
import KuriosaExport
import KuriosaImport
import KuriosaStore
import KuriosaTestSupport
import Testing
import KuriosaPictures

/// A catalog made in the test (a watch collection, pieces with photos and documents) and
/// media kept in memory, for reports whose size and pictures the tests check without
/// sealing hundreds of megabytes first.
final class ReportFixture {
    let folder: URL
    let session: CatalogSession
    let library: Library
    let collectionID: String
    let media = MemoryMedia()
    private var nextNumber = 1
    static let now = "2026-01-01T00:00:00.000Z"

    init() throws {
        folder = try TestFolder.make("kuriosa-report")
        library = try LibraryPackage.create(at: folder.appendingPathComponent("lib"), passphrase: nil, iterations: 1000).library
        session = try library.openCatalog()
        let options = ImportOptions(destination: .newCollection(name: "Watches", template: "builtin.watch", parentPath: nil))
        _ = try CSVImporter(session: session, library: library, options: options).run(.bytes(Array("Title,Brand\n".utf8)))
        collectionID = try #require(try CollectionRecord.fetchAll(session.db).first { $0.name == "Watches" }).id
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Adds a piece; returns its id.
    @discardableResult
    func addPiece(_ title: String, photos: [(original: Data, thumbnail: Data)] = [], edit: (inout MediaRecord) -> Void = { _ in },
                  documents: [(name: String, type: String, data: Data)] = []) throws -> String {
        let id = UUID().uuidString.lowercased()
        var item = ItemRecord(id: id, collectionID: collectionID, kind: .owned, title: title,
                              estimatedValue: Money(minorUnits: 100_000, currency: "CHF"),
                              fields: JSONText(ItemFieldsJSON.any(["brand": .text("Acme")])),
                              createdAt: Self.now, updatedAt: Self.now, number: nextNumber)
        nextNumber += 1
        try item.insert(session.db)
        for (index, photo) in photos.enumerated() {
            var record = MediaRecord(id: UUID().uuidString.lowercased(), itemID: id, kind: .photo, contentType: "image/jpeg",
                                     filename: "photo-\(index).jpg", byteCount: Int64(photo.original.count), sortIndex: index,
                                     createdAt: Self.now)
            edit(&record)
            if index == 0 { item.primaryPhotoID = record.id }
            try record.insert(session.db)
            media.originals[record.id] = photo.original
            media.thumbnails[record.id] = photo.thumbnail
        }
        for (index, doc) in documents.enumerated() {
            let record = MediaRecord(id: UUID().uuidString.lowercased(), itemID: id, kind: .document, contentType: doc.type,
                                     filename: doc.name, byteCount: Int64(doc.data.count), sortIndex: 10 + index, createdAt: Self.now)
            try record.insert(session.db)
            media.originals[record.id] = doc.data
        }
        if item.primaryPhotoID != nil { try item.update(session.db) }
        return id
    }

    /// The document of a built-in export template over this catalog.
    func document(_ name: String, options: ExportOptions = ExportOptions(owner: "Anna Muster", date: "2026-10-01")) throws -> ExportDocument {
        let template = try #require(try BuiltinExportTemplates.template(named: name))
        return try ExportBuilder(catalog: ExportCatalog(db: session.db, template: template), template: template, options: options).build()
    }

    /// Photos, documents and cut-outs kept in memory by media ID.
    final class MemoryMedia: ExportMediaSource {
        var originals: [String: Data] = [:]
        var thumbnails: [String: Data] = [:]
        var cutouts: [String: Data] = [:]
        func thumbnail(id: String) -> Data? { thumbnails[id] }
        func original(id: String) -> Data? { originals[id] }
        func cutout(id: String) -> Data? { cutouts[id] }
        func cutoutThumbnail(id: String) -> Data? { cutouts[id] }
    }
}

/// Pictures made in the tests: JPEGs through the import's codec, a PNG by hand.
enum TestPictures {
    /// A photo-like JPEG: soft colour gradients, a pattern of shapes and a little sensor
    /// noise, so that it compresses about as a camera photo does (a 3000 × 2000 one is
    /// about 1.5–2.5 MB at quality 90). Rows are copied from 64 prepared ones, shifted by
    /// band, so that a large picture takes no long pixel loop in a debug build.
    static func photo(width: Int, height: Int, seed: UInt32, quality: Int32 = 90) -> Data {
        let templateWidth = width + 640
        var templates = [[UInt8]](repeating: [], count: 64)
        var state = seed
        for t in 0..<64 {
            var row = [UInt8](repeating: 0, count: templateWidth * 3)
            row.withUnsafeMutableBufferPointer { pixels in
                for x in 0..<templateWidth {
                    state = state &* 1_664_525 &+ 1_013_904_223
                    let noise = Int(state >> 28) - 8
                    let cell = ((x / 97 + t / 8 + Int(seed)) % 5) * 22
                    pixels[x * 3] = UInt8(clamping: x * 200 / templateWidth + cell / 2 + noise + 20)
                    pixels[x * 3 + 1] = UInt8(clamping: t * 3 + noise + 40 + (x / 53) % 7 * 9)
                    pixels[x * 3 + 2] = UInt8(clamping: 220 - cell + x % 13 + noise)
                }
            }
            templates[t] = row
        }
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        let rowBytes = width * 3
        rgb.withUnsafeMutableBytes { target in
            for y in 0..<height {
                let shift = ((y / 61) * 149 + Int(seed) * 31) % 640
                templates[(y / 3 + y % 3 * 21) % 64].withUnsafeBytes { source in
                    guard let from = source.baseAddress, let to = target.baseAddress else { return }
                    (to + y * rowBytes).copyMemory(from: from + shift * 3, byteCount: rowBytes)
                }
            }
        }
        return jpeg(rgb, width: width, height: height, quality: quality)
    }

    /// A JPEG of flat colour blocks: `columns` colours side by side.
    static func blocks(_ colors: [(UInt8, UInt8, UInt8)], width: Int, height: Int) -> Data {
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let c = colors[min(colors.count - 1, x * colors.count / width)]
                let i = (y * width + x) * 3
                rgb[i] = c.0; rgb[i + 1] = c.1; rgb[i + 2] = c.2
            }
        }
        return jpeg(rgb, width: width, height: height, quality: 95)
    }

    static func jpeg(_ rgb: [UInt8], width: Int, height: Int, quality: Int32) -> Data {
        guard let bytes = try? JPEGCodec.encode(RGBImage(width: width, height: height, pixels: rgb), quality: Int(quality)) else {
            return Data()
        }
        return Data(bytes)
    }

    /// Decoded RGB of a JPEG, for looking at pixels.
    static func decode(_ data: Data) -> (width: Int, height: Int, rgb: [UInt8])? {
        guard let image = try? JPEGCodec.decode([UInt8](data)) else { return nil }
        return (image.width, image.height, image.pixels)
    }

    /// A cut-out as the app stores one: an RGBA PNG, transparent around a red square in the
    /// middle (stored deflate blocks, so no zlib is needed to write it).
    static func cutoutPNG(size: Int) -> Data {
        var raw: [UInt8] = []
        for y in 0..<size {
            raw.append(0)
            for x in 0..<size {
                let inside = x >= size / 4 && x < size * 3 / 4 && y >= size / 4 && y < size * 3 / 4
                raw += inside ? [220, 20, 20, 255] : [0, 255, 0, 0]
            }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        while offset < raw.count {
            let n = min(65_535, raw.count - offset)
            let last: UInt8 = offset + n == raw.count ? 1 : 0
            zlib += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            zlib += raw[offset..<(offset + n)]
            offset += n
        }
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        zlib += bigEndian((b << 16) | a)
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
        }
        let header = bigEndian(UInt32(size)) + bigEndian(UInt32(size)) + [8, 6, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", []))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
