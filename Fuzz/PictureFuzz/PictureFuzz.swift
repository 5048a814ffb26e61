import CImageShims

// libFuzzer target over the picture decoders (compiled with the importer's Photos sources and
// Sources/CImageShims by scripts/fuzz-pictures.sh; not part of the Swift package): any bytes
// as a JPEG and a PNG (JPEGCodec, PNGDecoder: photo import) and as a GIF and a WebP (the C
// shims link previews use), with the 135-megapixel cap. Besides "no crash, no sanitizer
// report": a decoded picture has width × height × 3 bytes within the cap, its EXIF
// orientation turns it upright with the pixel count kept, and it encodes as a JPEG that
// decodes to the same size.

@_cdecl("LLVMFuzzerTestOneInput")
public func pictureFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var decoded: [RGBImage] = []
    if let image = try? JPEGCodec.decode(bytes) { decoded.append(image) }
    if let image = try? PNGDecoder.decode(bytes) { decoded.append(image) }
    for image in decoded {
        precondition(image.width > 0 && image.height > 0, "empty picture")
        precondition(UInt64(image.width) * UInt64(image.height) <= JPEGCodec.maxPixels, "over the cap")
        precondition(image.pixels.count == image.width * image.height * 3, "pixel buffer size")
        let upright = image.upright(orientation: Int(bytes.count % 9))
        precondition(upright.pixels.count == image.pixels.count, "turning lost pixels")
        if image.width * image.height <= 1 << 16, let jpeg = try? JPEGCodec.encode(image) {
            let back = try! JPEGCodec.decode(jpeg)
            precondition(back.width == image.width && back.height == image.height, "JPEG round trip size")
        }
    }
    _ = EXIFOrientation.ofJPEG(bytes)
    _ = EXIFOrientation.ofPNG(bytes)
    for decode in [kq_decode_gif, kq_decode_webp] {
        var out = kq_image()
        if bytes.withUnsafeBufferPointer({ decode($0.baseAddress, $0.count, 135_000_000, &out) }) == 0 {
            precondition(out.width > 0 && out.height > 0 && out.stride >= out.width, "bad picture layout")
            kq_image_release(&out)
        }
    }
    return 0
}
