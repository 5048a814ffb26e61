/// The marker segments of a JPEG before its first scan, for the one segment kept when a
/// photo's metadata is removed: the colour profile (APP2 `ICC_PROFILE`, possibly in
/// several chunks), which describes the colours and says nothing about the person
/// (docs/pictures.md, "Colour profiles").
enum JPEGMarkers {
    static let iccSignature: [UInt8] = Array("ICC_PROFILE".utf8) + [0]

    /// The whole APP2 ICC segments (marker, length, payload), in file order.
    static func iccSegments(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return [] }
        var segments: [ArraySlice<UInt8>] = []
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { break }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }
            if marker == 0x01 || (0xD0...0xD8).contains(marker) { offset += 2; continue }
            if marker == 0xDA || marker == 0xD9 { break }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2, offset + 2 + length <= bytes.count else { break }
            let end = offset + 2 + length
            if marker == 0xE2, length >= 2 + iccSignature.count, bytes[(offset + 4)..<(offset + 4 + iccSignature.count)].elementsEqual(iccSignature) {
                segments.append(bytes[offset..<end])
            }
            offset = end
        }
        return segments
    }

    /// `jpeg` with `segments` put after its SOI and its JFIF header (APP0), where readers
    /// look for the profile.
    static func inserting(_ segments: [ArraySlice<UInt8>], into jpeg: [UInt8]) -> [UInt8] {
        guard !segments.isEmpty, jpeg.count > 4, jpeg[0] == 0xFF, jpeg[1] == 0xD8 else { return jpeg }
        var at = 2
        if jpeg.count > 6, jpeg[2] == 0xFF, jpeg[3] == 0xE0 {
            let length = Int(jpeg[4]) << 8 | Int(jpeg[5])
            if at + 2 + length <= jpeg.count { at += 2 + length }
        }
        var out: [UInt8] = []
        out.reserveCapacity(jpeg.count + segments.reduce(0) { $0 + $1.count })
        out += jpeg[0..<at]
        for segment in segments { out += segment }
        out += jpeg[at...]
        return out
    }
}
