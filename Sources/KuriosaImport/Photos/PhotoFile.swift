import Foundation
import KuriosaPictures
#if canImport(Glibc)
import Glibc
#endif

/// Reads a photo file's bytes, refusing what is not a photo before reading it whole
/// (docs/import.md#photos): a FIFO would block the import for ever, a device or a `/proc` file
/// would be read without end or report a size of 0, and a 5 GB file named `a.jpg` would be held
/// in memory. So the opened file must be a regular file on an ordinary file system, at most
/// `maximumBytes`, and start with a JPEG, PNG, GIF or WebP signature.
enum PhotoFile {
    /// More than any photo the importer decodes (135 megapixels, docs/import.md) is stored in.
    static let maximumBytes = 512 << 20

    static let pdfSignature: [UInt8] = Array("%PDF".utf8)

    /// - Parameter document: a document's file (a receipt), which may be a PDF too.
    static func read(_ url: URL, document: Bool = false) throws(PhotoError) -> [UInt8] {
        let path = url.path
        // O_NONBLOCK: opening a FIFO with no writer must not wait; it is refused below.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT { throw PhotoError.missing("looked for \(path)") }
            throw PhotoError.unreadable("\(path): \(String(cString: strerror(code)))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw PhotoError.unreadable("\(path): \(String(cString: strerror(errno)))") }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else { throw PhotoError.unreadable("\(path) is \(Self.kind(type)), not a photo file") }
        // The kernel's files claim to be regular (size 0, or 4096 for every one); the path
        // is the resolved one (PhotoLocator), so a link cannot hide where it points. (/dev
        // holds devices, refused by type above, and /dev/shm, whose files are ordinary.)
        if ["/proc/", "/sys/"].contains(where: { path.hasPrefix($0) }) {
            throw PhotoError.unreadable("\(path) is a file of the kernel (/proc, /sys), not a photo file")
        }
        let size = Int(info.st_size)
        guard size > 0 else { throw PhotoError.unreadable("\(path) is empty") }
        guard size <= maximumBytes else {
            throw PhotoError.tooLarge("\(path) has \(size) bytes, more than the \(maximumBytes >> 20) MiB a photo may have")
        }
        var head = [UInt8](repeating: 0, count: min(PictureHeader.prefixBytes, size))
        guard try readFully(fd, into: &head, at: 0, path: path) == head.count,
              PictureFormat(sniffing: head) != nil || (document && head.starts(with: pdfSignature)) else {
            throw PhotoError.unreadable("\(url.lastPathComponent): not a JPEG, PNG, GIF or WebP\(document ? " or PDF" : "") file")
        }
        // The declared pixels, from the header in the first 64 KiB, before the rest is read.
        do throws(PictureError) { try PictureBounds.photo.check(prefix: head, fileSize: size) } catch {
            throw PhotoError(error, fileName: url.lastPathComponent)
        }
        var bytes = [UInt8](repeating: 0, count: size)
        let read = try readFully(fd, into: &bytes, at: 0, path: path)
        if read < size { bytes.removeLast(size - read) }
        return bytes
    }

    private static func readFully(_ fd: Int32, into buffer: inout [UInt8], at offset: Int, path: String) throws(PhotoError) -> Int {
        var done = 0
        let count = buffer.count
        let failure: Int32? = buffer.withUnsafeMutableBytes { raw -> Int32? in
            while done < count {
                let n = pread(fd, raw.baseAddress! + done, count - done, off_t(offset + done))
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if n == 0 { break }
                done += n
            }
            return nil
        }
        if let failure { throw PhotoError.unreadable("\(path): \(String(cString: strerror(failure)))") }
        return done
    }

    private static func kind(_ type: mode_t) -> String {
        switch type {
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFDIR: return "a folder"
        default: return "a special file"
        }
    }
}
