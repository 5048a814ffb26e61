import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Which file a path named at one moment, from `stat`: device, inode, size and modification
/// time. Writers replace the catalog by renaming a new file over it (a new inode), so an equal
/// identity means the file was not replaced. `CatalogSession.exclusively` compares it instead
/// of hashing the whole catalog again (about 0.4 s for a 370 MB one) when nothing changed.
struct CatalogFileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int

    /// The identity of the file at `path` now; nil when it cannot be read.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modifiedSeconds = info.st_mtim.tv_sec
        modifiedNanoseconds = info.st_mtim.tv_nsec
    }
}
