import Foundation
import Testing

/// Thread-shared state is checked by the compiler (#26): a type guarded by a lock is
/// `Sendable` on Synchronization's `Mutex`, not `@unchecked` on `NSLock`. What stays
/// `@unchecked` is listed here with the reason the compiler cannot check it; a new one fails
/// until it is made checked or gets its row and reason.
@Suite struct UncheckedSendableTests {
    static let allowed: [String: String] = [
        "HandOverQueue": "waits on an NSCondition (Mutex has no condition variable)",
        "PhotoWorkers": "waits on an NSCondition for free workers",
        "Pending": "the one future (Core): waits on an NSCondition for its value",
        "PhotoMemory": "waits on an NSCondition until the photo budget has room",
        "LoadQueue": "waits on an NSCondition for the next link",
        "InterruptSignal": "its state is read by a signal handler, which may take no lock",
        "SecretKey": "an immutable pointer to locked (mlock) memory, wiped on deinit",
        "Bitmap": "owns a cairo image surface (a C pointer) that is never written after decoding",
        "LabelPage": "owns a cairo recording surface handed from the drawing to the writing thread",
        "Slots": "the raw result slots of PendingCodes, each written by one worker",
        "PreparedPictures": "shares the renderer's media source, which is not Sendable, with the workers under a lock",
    ]

    @Test func everyUncheckedSendableHasItsReason() throws {
        let sources = CModuleImportTests.sources
        let files = FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []
        let declaration = try Regex(#"(?:class|struct|enum|actor)\s+([A-Za-z]+)(?:<[^>]*>)?\s*:\s*[^{]*@unchecked Sendable"#)
        var found = Set<String>()
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: declaration) { found.insert(String(match.output[1].substring ?? "")) }
        }
        let unexplained = found.subtracting(Self.allowed.keys).sorted()
        #expect(unexplained.isEmpty, "@unchecked Sendable without a reason (use Mutex, or add the reason here): \(unexplained)")
        let gone = Set(Self.allowed.keys).subtracting(found).sorted()
        #expect(gone.isEmpty, "listed but no longer @unchecked: remove their rows \(gone)")
    }
}
