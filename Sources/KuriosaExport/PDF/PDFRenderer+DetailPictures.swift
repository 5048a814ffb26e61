import Foundation
import KuriosaPictures

/// The photos of a page per piece (insurance report): which picture goes into the PDF for
/// each, and preparing them for several pieces on all cores before the pages are drawn.
/// The rule is docs/pictures.md#exports: print resolution `detailDPI` as drawn; the
/// thumbnail when it has that many pixels; the stored JPEG when it has at most
/// `asStoredFactor` times as many; otherwise one scaled copy.
extension PDFRenderer {
    /// The photos of a page per piece and the boxes they are fitted into: the first large
    /// across the page, up to three in a row below it.
    func detailRows(_ piece: ExportPiece) -> [(photos: [ExportMedia], slot: Double, maxHeight: Double)] {
        let chosen = Array(piece.photos.prefix(document.template.pdf.photosPerPiece))
        guard let first = chosen.first else { return [] }
        let others = Array(chosen.dropFirst().prefix(3))
        var rows = [(photos: [first], slot: contentWidth, maxHeight: 300.0)]
        if !others.isEmpty {
            let gap = Self.detailGap
            rows.append((others, (contentWidth - gap * Double(others.count - 1)) / Double(others.count), 140))
        }
        return rows
    }

    /// A photo for a page per piece, to be fitted into a box. The counting pass needs only
    /// its proportions, so it reads the thumbnail (a small file) rather than the original;
    /// the writing pass takes what `prepareDetailPictures` made, or makes it now.
    func detailPicture(_ photo: ExportMedia, maxWidth: Double, maxHeight: Double) -> Data? {
        guard drawing else {
            if let small = media.listPicture(photo), Self.pictureSize(small) != nil { return small }
            return media.fullPicture(photo)
        }
        if let prepared = preparedPictures.removeValue(forKey: Self.preparedKey(photo, maxWidth, maxHeight)) {
            return prepared
        }
        return Self.printPicture(photo, maxWidth: maxWidth, maxHeight: maxHeight,
                                 thumbnail: media.listPicture(photo), full: { media.fullPicture(photo) })
    }

    /// Makes the detail pictures of `pieces` on all cores (decoding, scaling and encoding are
    /// most of a report's time), kept until their page is drawn. Files are read one at a time
    /// (a media source need not be thread-safe), so memory holds at most one original per
    /// core besides the finished pictures.
    func prepareDetailPictures(_ pieces: ArraySlice<ExportPiece>) {
        var jobs: [(photo: ExportMedia, maxWidth: Double, maxHeight: Double)] = []
        for piece in pieces {
            for row in detailRows(piece) {
                jobs += row.photos.map { ($0, row.slot, row.maxHeight) }
            }
        }
        guard jobs.count > 1 else { return }
        // A run of large decodes: glibc keeps their buffers instead of mapping and zeroing
        // them again for each photo (a tenth of a report's time before).
        PictureDecoder.keepLargeBlocks()
        let work = PreparedPictures(media: media, count: jobs.count)
        let all = jobs
        DispatchQueue.concurrentPerform(iterations: all.count) { i in
            let job = all[i]
            let picture = Self.printPicture(job.photo, maxWidth: job.maxWidth, maxHeight: job.maxHeight,
                                            thumbnail: work.read { $0.listPicture(job.photo) },
                                            full: { work.read { $0.fullPicture(job.photo) } })
            work.set(i, picture)
        }
        for (i, job) in jobs.enumerated() {
            if let picture = work.get(i) { preparedPictures[Self.preparedKey(job.photo, job.maxWidth, job.maxHeight)] = picture }
        }
    }

    /// Pieces whose detail pictures are made together: enough to keep both cores busy, few
    /// enough that the finished pictures (a few hundred KB each) stay small in memory.
    static let prepareAhead = 8
    static let detailGap = 8.0

    static func preparedKey(_ photo: ExportMedia, _ maxWidth: Double, _ maxHeight: Double) -> String {
        "\(photo.id)|\(maxWidth)|\(maxHeight)"
    }

    /// The picture embedded for a photo drawn into a box: the thumbnail when it has the
    /// pixels `detailDPI` needs at the drawn size (no decode; the large original is not
    /// even read); the stored JPEG when it has at most `asStoredFactor` times the pixels
    /// needed; otherwise one copy decoded at the DCT scale that covers that size, scaled
    /// once and encoded. A photo whose original is missing is drawn from its thumbnail.
    static func printPicture(_ photo: ExportMedia, maxWidth: Double, maxHeight: Double,
                             thumbnail: Data?, full: () -> Data?) -> Data? {
        if let thumbnail, let size = pictureSize(thumbnail), printScale(size, photo, maxWidth, maxHeight) <= 1 {
            return thumbnail
        }
        guard let full = full(), !full.isEmpty, let size = pictureSize(full) else { return thumbnail }
        let long = max(size.width, size.height)
        let needed = max(1, min(detailLongSide, Int((Double(long) * min(1, printScale(size, photo, maxWidth, maxHeight))).rounded(.up))))
        if PDFCanvas.jpegSize(full) != nil, Double(long) <= Double(needed) * asStoredFactor {
            return full
        }
        return PhotoRaster.downscaled(full, longSide: needed, quality: detailQuality) ?? full
    }

    /// A stored JPEG with at most this many times the long side print needs goes in as it is:
    /// scaling it would save little and cost its quality a generation.
    static let asStoredFactor = 1.5

    /// The pixels that printing the shown (turned, cropped) part of a picture of `size`,
    /// fitted into the box, at `detailDPI` needs per pixel the picture has: at most 1 means
    /// the picture has enough.
    static func printScale(_ size: (width: Int, height: Int), _ photo: ExportMedia, _ maxWidth: Double, _ maxHeight: Double) -> Double {
        let geometry = PhotoGeometry(width: Double(size.width), height: Double(size.height), rotation: photo.rotation, crop: photo.crop)
        // Points per pixel as drawn, times pixels per point at the print resolution.
        return geometry.scale(fitting: maxWidth, maxHeight) * detailDPI / 72
    }

    static func pictureSize(_ data: Data) -> (width: Int, height: Int)? {
        guard let size = PDFCanvas.jpegSize(data) ?? PDFCanvas.pngSize(data), size.width > 0, size.height > 0 else { return nil }
        return size
    }
}

/// The media source behind a lock, and one result slot per job, for the workers of
/// `prepareDetailPictures`.
private final class PreparedPictures: @unchecked Sendable {
    private let lock = NSLock()
    private let media: any ExportMediaSource
    private var results: [Data?]

    init(media: any ExportMediaSource, count: Int) {
        self.media = media
        results = Array(repeating: nil, count: count)
    }

    func read(_ body: (any ExportMediaSource) -> Data?) -> Data? { lock.withLock { body(media) } }
    func set(_ index: Int, _ value: Data?) { lock.withLock { results[index] = value } }
    func get(_ index: Int) -> Data? { lock.withLock { results[index] } }
}
