// libFuzzer target over the picture pipeline (compiled with Sources/KuriosaPictures and
// Sources/CImageShims by scripts/fuzz-pictures.sh; not part of the Swift package): any bytes
// as a photo to store (lossless transform, or decode and re-encode; its thumbnail) and as a
// link preview's picture (every decoder, scaled to 800 px), with the photo bounds. Besides
// "no crash, no sanitizer report": a stored photo is a JPEG that decodes to the size it
// claims, within the pixel cap, and a decoded picture is within the cap; the header read from
// the first 64 KiB is the size decoded; a decode stopped after any number of polls frees
// everything (libFuzzer's leak check).

@_cdecl("LLVMFuzzerTestOneInput")
public func pictureFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var bounds = PictureBounds.photo
    bounds.seconds = 5
    if let stored = try? StoredPhoto.make(bytes, bounds: bounds) {
        precondition(stored.width > 0 && stored.height > 0, "empty photo")
        precondition(UInt64(stored.width) * UInt64(stored.height) <= bounds.maximumPixels, "over the cap")
        // A side over what a bitmap can hold is refused as such (stored and thumbnailed all the same).
        let tooLong = max(stored.width, stored.height) > Bitmap.maximumSide
        do throws(PictureError) {
            let back = try PictureDecoder.decode(stored.original, bounds: bounds)
            precondition(!tooLong && back.width == stored.width && back.height == stored.height, "stored size")
        } catch {
            precondition(tooLong && error == .tooManyPixels(width: stored.width, height: stored.height), "stored photo decodes: \(error)")
        }
        let thumbnail = try! PictureDecoder.decode(stored.thumbnail, bounds: bounds)
        precondition(max(thumbnail.width, thumbnail.height) <= StoredPhoto.thumbnailLongSide, "thumbnail size")
    }
    if let picture = try? PictureDecoder.decode(bytes, bounds: bounds, minLongSide: 800, scaling: .halves) {
        precondition(UInt64(picture.width) * UInt64(picture.height) <= bounds.maximumPixels, "over the cap")
        let scaled = try! PictureScaler.scaled(picture, longSide: 800, orientation: Int(bytes.count % 9))
        precondition(max(scaled.width, scaled.height) <= 800, "scaled size")
    }
    // The header read from the first 64 KiB is the one a decode sees: a picture that decodes
    // at full size has the size its prefix declared (GIF and WebP: the screen, the canvas).
    // A shorter prefix gives the same header or none (a frame header cut in two is no size).
    let header = PictureHeader(prefix: Array(bytes.prefix(PictureHeader.prefixBytes)))
    let cut = Int(bytes.first ?? 0) % max(bytes.count, 1)
    if let short = PictureHeader(prefix: Array(bytes.prefix(cut))), let header { precondition(short == header, "header of a prefix") }
    if let header, header.format != .jpeg, let picture = try? PictureDecoder.decode(bytes, bounds: bounds) {
        precondition(picture.width == header.width && picture.height == header.height, "header size")
    }
    // A stop after a number of polls the input chooses: every decoder's way out of the middle
    // of a decode frees what it held (libFuzzer's leak check) and gives `cancelled`.
    let polls = Int(bytes.last ?? 0)
    let counter = PollCounter()
    bounds.poll = { counter.next() > polls }
    do throws(PictureError) {
        _ = try PictureDecoder.decode(bytes, bounds: bounds)
    } catch {
        precondition(error != .cancelled || counter.count > polls, "cancelled without being asked")
    }
    _ = EXIFOrientation.ofJPEG(bytes)
    _ = EXIFOrientation.ofPNG(bytes)
    return 0
}

/// How often a decode asked to stop (one decode, one thread).
final class PollCounter: @unchecked Sendable {
    var count = 0
    func next() -> Int {
        count += 1
        return count
    }
}
