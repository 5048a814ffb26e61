import Testing
@testable import KuriosaImport

/// An .xls's pictures come from the drawing group's BLIP store, found by the `pib` of a
/// picture shape (docs/import.md#pictures-in-a-sheet); a damaged or hostile store gives what
/// can be read of it, never a crash or a read past its bytes.
@Suite("the pictures of an .xls")
struct BIFFDrawingsTests {
    static func record(version: UInt16, instance: UInt16, type: UInt16, _ body: [UInt8], length: Int? = nil) -> [UInt8] {
        let verInstance = version | instance << 4
        let count = UInt32(length ?? body.count)
        return [UInt8(verInstance & 0xFF), UInt8(verInstance >> 8), UInt8(type & 0xFF), UInt8(type >> 8),
                UInt8(count & 0xFF), UInt8(count >> 8 & 0xFF), UInt8(count >> 16 & 0xFF), UInt8(count >> 24)] + body
    }

    /// An FBSE entry: its 36 bytes of header (no name), then the embedded BLIP record, if any.
    static func entry(_ blip: [UInt8]) -> [UInt8] {
        record(version: 2, instance: 5, type: 0xF007, [UInt8](repeating: 0, count: 36) + blip)
    }

    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3]
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 9]

    static func store(_ entries: [[UInt8]]) -> [UInt8] {
        let bStore = record(version: 0xF, instance: UInt16(entries.count), type: 0xF001, entries.flatMap { $0 })
        let dgg = record(version: 0, instance: 0, type: 0xF006, [UInt8](repeating: 0, count: 16))
        return record(version: 0xF, instance: 0, type: 0xF000, dgg + bStore)
    }

    @Test func eachEntryGivesItsPictureOrWhatItIs() {
        let uid = [UInt8](repeating: 7, count: 16)
        let store = Self.store([
            Self.entry(Self.record(version: 0, instance: 0x46A, type: 0xF01D, uid + [0xFF] + Self.jpeg)),
            Self.entry(Self.record(version: 0, instance: 0x6E1, type: 0xF01E, uid + uid + [0xFF] + Self.png)),
            Self.entry([]),
            Self.entry(Self.record(version: 0, instance: 0x3D4, type: 0xF01A, uid + [UInt8](repeating: 0, count: 40))),
        ])
        let blips = BIFFDrawings.blipStore(store)
        #expect(blips.count == 4)
        #expect(blips[0] == .picture(Self.jpeg[...]))
        if case .picture(let bytes)? = blips[1] { #expect(Array(bytes) == Self.png) } else { Issue.record("\(String(describing: blips[1]))") }
        #expect(blips[2] == nil, "a picture in a delay stream is not held")
        if case .other(let kind)? = blips[3] { #expect(kind.contains("EMF")) } else { Issue.record("\(String(describing: blips[3]))") }
    }

    @Test func aDamagedStoreGivesWhatCanBeRead() {
        let uid = [UInt8](repeating: 7, count: 16)
        let good = Self.entry(Self.record(version: 0, instance: 0x46A, type: 0xF01D, uid + [0xFF] + Self.jpeg))
        // A BLIP claiming more bytes than its entry has, an entry claiming more than the store.
        let liar = Self.entry(Self.record(version: 0, instance: 0x46A, type: 0xF01D, uid, length: 1 << 30))
        let truncated = Self.record(version: 2, instance: 5, type: 0xF007, [1, 2, 3], length: 5000)
        let blips = BIFFDrawings.blipStore(Self.store([good, liar, truncated]))
        #expect(blips.count == 2 && blips[0] == .picture(Self.jpeg[...]) && blips[1] == nil, "\(blips)")
        #expect(BIFFDrawings.blipStore([]).isEmpty)
        #expect(BIFFDrawings.blipStore([0, 0, 0, 0xF0, 0xFF, 0xFF, 0xFF, 0xFF]).isEmpty)
        var bytes = Self.store([good])
        for cut in 0..<bytes.count { _ = BIFFDrawings.blipStore(Array(bytes[..<cut])) }
        bytes[bytes.count / 2] ^= 0xFF
        _ = BIFFDrawings.blipStore(bytes)
    }

    @Test func aShapeNamesItsPictureByItsOptions() {
        // FOPT with two properties: 0x007F (protection) and pib (0x4104) = 3.
        let options = Self.record(version: 3, instance: 2, type: 0xF00B, [0x7F, 0x00, 0, 0, 0, 0, 0x04, 0x41, 3, 0, 0, 0])
        let shape = Self.record(version: 0xF, instance: 0, type: 0xF004, Self.record(version: 2, instance: 75, type: 0xF00A, [UInt8](repeating: 0, count: 8)) + options)
        #expect(BIFFDrawings.pictureIndex(shape[...]) == 3)
        #expect(BIFFDrawings.pictureIndex(Self.record(version: 3, instance: 9, type: 0xF00B, [0x04, 0x41])[...]) == nil)
        #expect(BIFFDrawings.pictureIndex([][...]) == nil)
    }
}
