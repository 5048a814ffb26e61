import Foundation
import KuriosaCore
import KuriosaStore
import Testing
@testable import KuriosaImport
import KuriosaPictures

/// docs/import.md#photos: decoded, turned upright by EXIF orientation, re-encoded without
/// metadata, a 640-pixel thumbnail, sealed, and recorded as media rows.
@Suite("Photos column")
struct ImportPhotoTests {
    /// A token Ctrl-C has cancelled already.
    static var cancelled: CancellationToken {
        let token = CancellationToken()
        token.cancel()
        return token
    }

    /// An 800×400 JPEG, left half red and right half blue, with an APP1 segment that holds
    /// only the orientation tag (big-endian TIFF, one IFD entry).
    static func jpeg(orientation: UInt16) throws -> [UInt8] {
        var pixels: [UInt8] = []
        for _ in 0..<400 { for x in 0..<800 { pixels += x < 400 ? [255, 0, 0] : [0, 0, 255] } }
        let plain = try JPEGCodec.encode(RGBImage(width: 800, height: 400, pixels: pixels), quality: 90)
        let tiff: [UInt8] = [0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1,
                             UInt8(orientation >> 8), UInt8(orientation & 0xFF), 0, 0, 0, 0, 0, 0, 0, 0]
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let length = payload.count + 2
        let app1: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        return Array(plain[0..<2]) + app1 + Array(plain[2...])
    }

    @Test func orientationIsReadFromAPP1() throws {
        for orientation in UInt16(1)...8 {
            #expect(EXIFOrientation.ofJPEG(try Self.jpeg(orientation: orientation)) == Int(orientation))
        }
    }

    @Test(arguments: [(1, 800, 400, true), (3, 800, 400, false), (6, 400, 800, true), (8, 400, 800, false)])
    func uprightPixels(_ example: (orientation: Int, width: Int, height: Int, redFirst: Bool)) throws {
        let photo = try PhotoProcessor.prepare(bytes: try Self.jpeg(orientation: UInt16(example.orientation)), fileName: "a.jpg")
        #expect(photo.width == example.width && photo.height == example.height)
        let image = try JPEGCodec.decode([UInt8](photo.original))
        // The first pixel is red when the stored left half ends up top or left.
        #expect((image.pixels[0] > 200 && image.pixels[2] < 60) == example.redFirst)
        #expect(!Data(photo.original).contains(Data("Exif".utf8)))
        let thumbnail = try JPEGCodec.decode([UInt8](photo.thumbnail))
        #expect(max(thumbnail.width, thumbnail.height) == 640)
    }

    @Test func importSealsPhotosAndRecordsMedia() throws {
        let lib = try ImportTestLibrary()
        try lib.makeCollection("Watches", template: "builtin.watch")
        try lib.writeFile("front.jpg", try Self.jpeg(orientation: 6))
        try lib.writeFile("back.jpg", try Self.jpeg(orientation: 1))
        try lib.writeFile("broken.jpg", Array("not a photo".utf8))
        let report = try lib.run("Title,Brand,Photos\nA,Omega,front.jpg; back.jpg\nB,Rolex,missing.jpg\nC,Tudor,broken.jpg\n")
        #expect(report.created.count == 1)
        #expect(report.errors.map(\.reason) == ["missing_photo", "unreadable_photo"])
        #expect(report.errors.map(\.text) == ["missing.jpg", "broken.jpg"])
        let item = try #require(try lib.items().first)
        let media = try MediaRecord.fetchAll(lib.db, itemID: item.id)
        #expect(media.map(\.sortIndex) == [0, 1])
        #expect(media.map(\.filename) == ["front.jpg", "back.jpg"])
        #expect(media.first?.width == 400 && media.first?.height == 800)
        #expect(item.primaryPhotoID == media.first?.id)
        let first = try #require(media.first)
        let original = try lib.library.readMedia(id: first.id, kind: .original)
        #expect(Int64(original.count) == first.byteCount)
        let thumbnail = try JPEGCodec.decode([UInt8](try lib.library.readMedia(id: first.id, kind: .thumbnail)))
        #expect(thumbnail.width == 320 && thumbnail.height == 640)
        let batch = try #require(report.batchID)
        let entities = try HistoryEntry.fetchAll(lib.db, batchID: batch).map(\.entity)
        #expect(entities.filter { $0 == "media" }.count == 2)
    }

    @Test func failedImportRemovesSealedPhotos() throws {
        let lib = try ImportTestLibrary()
        try lib.makeCollection("Watches", template: "builtin.watch")
        try lib.writeFile("front.jpg", try Self.jpeg(orientation: 1))
        let before = try lib.fileHashes()
        // Row 3 lacks its required brand: --strict refuses the file after row 2's photo was sealed.
        let report = try lib.run("Title,Brand,Photos,Year of production\nA,Omega,front.jpg,1969\nB,,,1970\n") { $0.strict = true }
        #expect(report.fatal?.reason == "rows_rejected")
        #expect(report.errors.map(\.reason) == ["missing_value"])
        #expect(try lib.fileHashes() == before)
    }

    @Test func aStopOrAnElapsedTimeRefusesThePhoto() throws {
        let bytes = try Self.jpeg(orientation: 6)
        do {
            _ = try PhotoProcessor.prepare(bytes: bytes, fileName: "a.jpg", limits: PhotoLimits(cancellation: Self.cancelled))
            Issue.record("stored although stopped")
        } catch {
            #expect(error.code == "picture_cancelled")
        }
        do {
            _ = try PhotoProcessor.prepare(bytes: bytes, fileName: "a.jpg", limits: PhotoLimits(seconds: 0.000_001))
            Issue.record("stored within a microsecond")
        } catch {
            #expect(error.code == "picture_timeout")
            #expect(error.detail.contains("a.jpg") && error.detail.contains("--photo-timeout"))
        }
    }

    /// Ctrl-C's flag: the import stops before its next row, rolls back, and the package is
    /// byte for byte as it was (the sealed photos removed).
    @Test func aStoppedImportChangesNothing() throws {
        let lib = try ImportTestLibrary()
        try lib.makeCollection("Watches", template: "builtin.watch")
        try lib.writeFile("front.jpg", try Self.jpeg(orientation: 6))
        let before = try lib.fileHashes()
        // Ctrl-C once the first photo was stored in the package (a file more than before),
        // with hundreds of rows still to go.
        let token = CancellationToken()
        let root = lib.library.package.url
        let files: @Sendable () -> Int = { (FileManager.default.enumerator(atPath: root.path)?.allObjects.count) ?? 0 }
        let start = files()
        let watcher = Thread {
            let deadline = Date().addingTimeInterval(60)
            while files() <= start && Date() < deadline { usleep(200) }
            token.cancel()
        }
        watcher.start()
        let rows = (1...400).map { "Piece \($0),Omega,front.jpg" }.joined(separator: "\n")
        let report = try lib.run("Title,Brand,Photos\n" + rows + "\n") { $0.photoLimits.cancellation = token }
        #expect(report.fatal?.reason == "interrupted")
        #expect(report.created.isEmpty && report.reencoded.isEmpty)
        #expect(try lib.fileHashes() == before)
    }

    /// A PNG is re-encoded and the report says so; a JPEG is not named.
    @Test func theReportNamesReencodedPhotos() throws {
        let lib = try ImportTestLibrary()
        try lib.makeCollection("Watches", template: "builtin.watch")
        try lib.writeFile("front.jpg", try Self.jpeg(orientation: 6))
        let jpeg = try PhotoProcessor.prepare(bytes: try Self.jpeg(orientation: 1), fileName: "x.jpg")
        #expect(jpeg.reencoded == nil)
        try lib.writeFile("scan.png", PNGBuilder.png(width: 4, height: 2) { _, _ in [10, 20, 30] })
        let report = try lib.run("Title,Brand,Photos\nA,Omega,front.jpg; scan.png\n")
        #expect(report.created.count == 1, "\(report.errors)")
        #expect(report.reencoded.map(\.file) == ["scan.png"])
        #expect(report.reencoded.first?.row == 2 && report.reencoded.first?.column == "Photos" && report.reencoded.first?.columnIndex == 3)
        #expect(report.jsonText.contains("\"reencoded\""))
        #expect(report.csvText().contains("note,2,Photos,3,photo_reencoded,scan.png"))
    }
}

/// Counts how often the stop was asked.

