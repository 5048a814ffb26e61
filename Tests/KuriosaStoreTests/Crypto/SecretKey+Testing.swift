@testable import KuriosaStore

extension SecretKey {
    /// The bytes, to compare with a vector file's hex: tests only, the store hands out none.
    var testBytes: [UInt8] { withUnsafeBytes { Array($0) } }
}

/// A key (or no key) against the bytes a vector file gives for it.
func == (lhs: SecretKey?, rhs: [UInt8]) -> Bool { lhs?.testBytes == rhs }
