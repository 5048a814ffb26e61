import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The words for a failed file read or write: the operating system's (`No such file or
/// directory`, `Permission denied`), not Foundation's "The operation could not be completed.
/// The file doesn't exist." or an `errno 2` (docs/import.md#the-summary-without---json).
public enum FileErrorText {
    public static func describe(_ error: any Error) -> String {
        let ns = error as NSError
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if ns.domain == NSCocoaErrorDomain {
            switch ns.code {
            case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return String(cString: strerror(ENOENT))
            case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return String(cString: strerror(EACCES))
            default: break
            }
        }
        return ns.localizedDescription
    }
}
