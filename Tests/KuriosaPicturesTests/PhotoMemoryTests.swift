import Foundation
import KuriosaCore
@testable import KuriosaPictures
import KuriosaTestSupport
import Testing

/// docs/pictures.md, "Memory": a PNG photo is streamed into its JPEG, and the photos stored at
/// once share one budget.
@Suite("Photo memory")
struct PhotoMemoryTests {
    /// The streamed JPEG is the one the whole decode made, to the byte; the thumbnail (from a
    /// copy shrunk by a whole factor, then scaled) looks the same.
    @Test func aStreamedPNGIsTheJPEGOfTheWholeDecode() throws {
        let png = try PictureSamples.png(PictureSamples.quadrants(width: 1500, height: 1100))
        let streamed = try #require(try StoredPhoto.streamedPNG(png, bounds: .photo))
        let whole = try StoredPhoto.reencoded(png, orientation: 1, bounds: .photo, why: "a PNG, stored as JPEG")
        #expect(streamed.original == whole.original)
        #expect(streamed.storage == whole.storage)
        #expect(streamed.width == 1500 && streamed.height == 1100)
        let a = try JPEGCodec.decode(streamed.thumbnail), b = try JPEGCodec.decode(whole.thumbnail)
        #expect(a.width == 640 && a.height == b.height)
        let difference = zip(a.pixels, b.pixels).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) } / a.pixels.count
        #expect(difference < 3, "mean difference \(difference)")
        // `make` takes the stream for an upright PNG.
        #expect(try StoredPhoto.make(png).original == whole.original)
    }

    /// A picture far longer than wide: its shrink factor is large, its cells still average right.
    @Test func aThinPNGKeepsItsColours() throws {
        let png = try PictureSamples.png(RGBImage(width: 3, height: 9000, pixels: [UInt8](repeating: 200, count: 3 * 9000 * 3)))
        let stored = try #require(try StoredPhoto.streamedPNG(png, bounds: .photo))
        let thumbnail = try JPEGCodec.decode(stored.thumbnail)
        #expect(thumbnail.height == 640)
        #expect(thumbnail.pixels.allSatisfy { abs(Int($0) - 200) <= 2 })
    }

    /// A JPEG whose lossless turn would hold more than the budget is decoded and written
    /// turned row by row instead: the same picture as the lossless turn (to the JPEG's
    /// rounding), and the report says why. 320 × 160: whole MCUs, so no turn trims an edge.
    @Test(arguments: 1...8)
    func aJPEGOverTheBudgetIsReencodedUpright(_ orientation: Int) throws {
        let file = try PictureSamples.jpeg(PictureSamples.quadrants(width: 320, height: 160), orientation: UInt16(orientation))
        let lossless = try StoredPhoto.make(file)
        // A budget that takes the re-encode but not the lossless copy.
        let rewrite = PhotoCost.reencoded(file, pixels: 320 * 160, orientation: orientation, png: false)
        #expect(PhotoCost.losslessJPEG(file, orientation: orientation) > rewrite)
        let small = try StoredPhoto.make(file, memory: PhotoMemory(bytes: rewrite))
        guard case .reencoded(let why) = small.storage else { Issue.record("\(small.storage)"); return }
        #expect(why.contains("keeping it lossless would hold"), "\(why)")
        #expect(small.width == lossless.width && small.height == lossless.height)
        let a = try JPEGCodec.decode(small.original), b = try JPEGCodec.decode(lossless.original)
        #expect(a.width == b.width && a.height == b.height)
        let difference = zip(a.pixels, b.pixels).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) } / max(1, a.pixels.count)
        #expect(difference < 4, "mean difference \(difference)")
        let thumbnail = try JPEGCodec.decode(small.thumbnail), reference = try JPEGCodec.decode(lossless.thumbnail)
        #expect(thumbnail.width == reference.width && thumbnail.height == reference.height)
    }

    /// However many threads ask, the photos running never hold more than the budget; one that
    /// costs more than the whole budget is refused, with what it would cost.
    @Test func reservationsNeverExceedTheBudget() throws {
        let memory = PhotoMemory(bytes: 100 << 20)
        final class Seen: @unchecked Sendable {
            let lock = NSLock()
            var most = 0, refused = 0
        }
        let seen = Seen()
        DispatchQueue.concurrentPerform(iterations: 24) { index in
            let cost = (index % 6 == 5 ? 250 : 20 + index % 4 * 15) << 20
            do throws(PictureError) {
                try memory.reserving(cost, cancellation: nil) { () throws(PictureError) in
                    seen.lock.withLock { seen.most = max(seen.most, memory.held) }
                    Thread.sleep(forTimeInterval: 0.005)
                }
            } catch {
                if case .tooComplex(let why) = error, why.contains("about 250 MB, more than the 100 MB") { seen.lock.withLock { seen.refused += 1 } }
            }
        }
        #expect(seen.most <= 100 << 20)
        #expect(seen.refused == 4)
        #expect(memory.held == 0)
    }

    /// A photo no way of storing keeps within the budget is refused before anything is decoded.
    @Test func aPhotoOverTheWholeBudgetIsRefused() throws {
        let file = try PictureSamples.jpeg(PictureSamples.quadrants(width: 320, height: 160), orientation: 6)
        #expect(throws: PictureError.self) { try StoredPhoto.make(file, memory: PhotoMemory(bytes: 1 << 20)) }
        do {
            _ = try StoredPhoto.make(file, memory: PhotoMemory(bytes: 1 << 20))
        } catch {
            guard case .tooComplex(let why) = error else { Issue.record("\(error)"); return }
            #expect(why.contains("more than the 1 MB photos may hold at once"), "\(why)")
        }
    }

    /// Ctrl-C while a photo waits for memory: it stops waiting (`cancelled`).
    @Test func aWaitingPhotoStopsOnCtrlC() throws {
        let memory = PhotoMemory(bytes: 100)
        final class Flag: @unchecked Sendable {
            let lock = NSLock()
            var value = false
        }
        let stop = CancellationToken(), release = Flag()
        // The holder keeps the whole budget until the waiting photo has given up.
        let holder = Thread {
            _ = try? memory.reserving(100, cancellation: nil) { () throws(PictureError) in
                while !release.lock.withLock({ release.value }) { Thread.sleep(forTimeInterval: 0.01) }
            }
        }
        holder.start()
        while memory.held < 100 { Thread.sleep(forTimeInterval: 0.01) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { stop.cancel() }
        #expect(throws: PictureError.cancelled) {
            try memory.reserving(50, cancellation: stop) { () throws(PictureError) in }
        }
        release.lock.withLock { release.value = true }
        while memory.held > 0 { Thread.sleep(forTimeInterval: 0.01) }
    }

    /// An 11000 × 12000 PNG of a few hundred KB cost over 1 GB to store (six in one import:
    /// 2.1 GB); streamed, four of them stay far under the 512 MB an import may take.
    @Test func bigPNGsAreStoredInBoundedMemory() throws {
        let folder = try TestFolder.make("kuriosa-png-memory")
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = folder.appendingPathComponent("Library"), key = folder.appendingPathComponent("key.txt")
        let made = try TestProcess.kuriosa(["init", library.path, "--recovery-key-out", key.path])
        #expect(made.status == 0, "\(made.stderr)")
        let script = """
        import struct, sys, zlib
        w, h = 11000, 12000
        def chunk(t, d): return struct.pack('>I', len(d)) + t + d + struct.pack('>I', zlib.crc32(t + d) & 0xffffffff)
        row = bytes((x // 3) % 256 if x % 3 == 0 else 80 for x in range(w * 3))
        c = zlib.compressobj(6)
        data = b''.join(c.compress(b'\\x00' + row) for _ in range(h)) + c.flush()
        open(sys.argv[1], 'wb').write(b'\\x89PNG\\r\\n\\x1a\\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 2, 0, 0, 0))
            + chunk(b'IDAT', data) + chunk(b'IEND', b''))
        """
        let photo = folder.appendingPathComponent("big.png")
        let made2 = try PictureSamples.tool("/usr/bin/python3", ["-c", script, photo.path])
        #expect(made2.status == 0)
        var csv = "Title,Brand,Photos\n"
        for index in 1...4 { csv += "Piece \(index),Omega,big.png\n" }
        try csv.write(to: folder.appendingPathComponent("watches.csv"), atomically: true, encoding: .utf8)
        let run = try MeasuredProcess.kuriosa(["import", library.path, folder.appendingPathComponent("watches.csv").path,
                                               "--recovery-key-file", key.path, "--new-collection", "Watches",
                                               "--template", "builtin.watch", "--on-duplicate", "create"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("Imported 4 pieces"), "\(run.stdout)")
        #expect(run.peakKiB > 0 && run.peakKiB < 300_000, "\(run.peakKiB) KiB")
    }
}
