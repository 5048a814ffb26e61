import Foundation
import KuriosaPictures
import KuriosaTestSupport
import Testing

/// The deadline and Ctrl-C reach a decode of every format in the middle (docs/pictures.md,
/// "Bounds"), and a file's header is read from its first bytes before the rest: real
/// processes (`kuriosa-picture-probe`, `kuriosa import`) on files made by each format's own
/// library.
@Suite("Picture decodes stopped", .serialized)
struct PictureBombStopTests {
    static let formats: [PictureFormat] = [.jpeg, .png, .gif, .webp]

    /// The large picture of `format` written to a file of its own.
    static func sample(_ format: PictureFormat, in folder: URL) throws -> URL {
        let file = folder.appendingPathComponent("large.\(format.rawValue)")
        try Data(try PictureBombSamples.bytes(format)).write(to: file)
        return file
    }

    /// A 10 ms deadline ends a decode that takes far longer: the decoder asks the clock while it
    /// decodes, not only before. Without the deadline the same file decodes.
    @Test(arguments: formats) func aDeadlineStopsADecodeInTheMiddle(_ format: PictureFormat) throws {
        let folder = try TestFolder.make("kuriosa-deadline")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try Self.sample(format, in: folder)
        let probe = TestProcess.executable("kuriosa-picture-probe")
        let whole = try TestProcess.run(probe, ["full", file.path])
        #expect(whole.status == 0 && whole.stdout.contains("ok 4000x3000"), "\(whole.stdout)")
        let stopped = try TestProcess.run(probe, ["full", file.path, "--seconds", "0.01"])
        #expect(stopped.status == 1, "\(stopped.stdout)")
        #expect(stopped.stdout.contains("picture_timeout"), "\(stopped.stdout)")
    }

    /// A real SIGINT while the probe decodes the picture again and again: the decode in progress
    /// stops and the process ends within a second, with the decode's own reason.
    @Test(arguments: formats.filter { $0 != .jpeg }) func ctrlCStopsADecode(_ format: PictureFormat) throws {
        let folder = try TestFolder.make("kuriosa-sigint")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try Self.sample(format, in: folder)
        let (status, rest, took) = try ProbeInterrupt.interruptRepeatedDecode(of: file)
        #expect(status == 130)
        #expect(rest.contains("picture_cancelled"), "\(rest)")
        #expect(took < 1, "\(took) s")
    }

    @Test func aGIFOfThousandsOfExtensionRecords() throws {
        try PictureBombTests.expectRefused("preview", PictureBombSamples.gifOfManyExtensions(5_000), "picture_too_complex")
        let ordinary = try PictureBombTests.probe("preview", PictureBombSamples.gifOfManyExtensions(100))
        #expect(ordinary.status == 0 && ordinary.output.contains("ok 1x1"), "\(ordinary.output)")
    }

    /// libpng's own limit is a million pixels a side; a claim above it is refused by the pixel
    /// cap with its reason, not as a damaged file.
    @Test func aPNGOverLibpngsOwnLimit() throws {
        try PictureBombTests.expectRefused("store", PictureBombTests.pngClaiming(width: 2_000_000, height: 100), "picture_too_many_pixels")
    }

    /// The header of each format from the first 64 KiB of a large file.
    @Test(arguments: formats) func theHeaderFromTheFirstBytes(_ format: PictureFormat) throws {
        let bytes = try PictureBombSamples.bytes(format)
        #expect(bytes.count > PictureHeader.prefixBytes)
        let header = PictureHeader(prefix: Array(bytes.prefix(PictureHeader.prefixBytes)))
        #expect(header == PictureHeader(prefix: bytes))
        #expect(header?.format == format && header?.width == 4000 && header?.height == 3000)
        #expect(throws: PictureError.tooManyPixels(width: 4000, height: 3000)) {
            try PictureBounds(maximumPixels: 1_000_000).check(prefix: Array(bytes.prefix(PictureHeader.prefixBytes)), fileSize: bytes.count)
        }
        #expect(PictureHeader(prefix: Array(bytes.prefix(10))) == nil)
    }

    /// The fuzzer's finding: a JPEG whose second frame header (6×5, then 0×5) overwrote the
    /// size of the first before libjpeg refused it, so its first 255 bytes declared 6×5 and the
    /// whole file 0×0. A header counts only when libjpeg reached the first scan without error.
    @Test func aJPEGOfTwoFrameHeadersDeclaresNoSize() throws {
        let finding = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/PictureFuzz/findings/jpeg-second-sof-overwrites-size.jpg")
        let bytes = [UInt8](try Data(contentsOf: finding))
        #expect(PictureHeader(prefix: bytes) == nil)
        #expect(PictureHeader(prefix: Array(bytes.prefix(255))) == nil)
    }

    /// A 300 MB photo file whose PNG header claims 10 gigapixels: the import refuses it
    /// (`photo_too_large`) from its first 64 KiB, never holding the file in memory.
    @Test func anImportRefusesAHugeFileByItsHeader() throws {
        let folder = try TestFolder.make("kuriosa-header-first")
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = folder.appendingPathComponent("Library"), key = folder.appendingPathComponent("key.txt")
        let made = try TestProcess.kuriosa(["init", library.path, "--recovery-key-out", key.path])
        #expect(made.status == 0, "\(made.stderr)")
        let photo = folder.appendingPathComponent("huge.png")
        try Data(PictureBombTests.pngClaiming(width: 100_000, height: 100_000)).write(to: photo)
        // Sparse: 300 MB that cost no disk.
        #expect(truncate(photo.path, 300 << 20) == 0)
        try "Title,Brand,Photos\nWatch,Omega,huge.png\n".write(to: folder.appendingPathComponent("watches.csv"), atomically: true, encoding: .utf8)
        let run = try MeasuredProcess.kuriosa(["import", library.path, folder.appendingPathComponent("watches.csv").path,
                                               "--recovery-key-file", key.path, "--new-collection", "Watches",
                                               "--template", "builtin.watch", "--on-duplicate", "create"])
        #expect((run.stdout + run.stderr).contains("photo_too_large"), "\(run.stdout)\(run.stderr)")
        #expect(run.peakKiB > 0 && run.peakKiB < 200_000, "\(run.peakKiB) KiB")
    }
}
