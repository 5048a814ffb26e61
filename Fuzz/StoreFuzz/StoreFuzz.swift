import Foundation

// libFuzzer targets over the store's readers of hostile bytes (compiled together with
// Sources/KuriosaStore by scripts/fuzz-store.sh; not part of the Swift package). The target
// is chosen by STORE_FUZZ_TARGET: `kef1`, `manifest` or `recovery-key`.
//
// Besides "no crash, no sanitizer report", each checks what the reader promises:
//   kef1          opening any bytes throws or returns; what it returns seals and opens back
//                 to the same plaintext; a fresh seal of the input opens to the input.
//   manifest      parsing throws or returns a manifest that writing back and reading again
//                 gives unchanged, in stable bytes; every slot either unwraps or refuses (recovery-key slots with a
//                 fixed key, passphrase slots at most 1,000 iterations so a run stays fast;
//                 the cap of KeySlot.maximumIterations is always kept).
//   recovery-key  parsing throws or gives 20 bytes whose display form parses back to them.

let fuzzKey = [UInt8](repeating: 0x5C, count: 32)
let fuzzRecoveryKey = try! RecoveryKey(bytes: [UInt8](repeating: 7, count: 20))
let fuzzTarget = ProcessInfo.processInfo.environment["STORE_FUZZ_TARGET"] ?? "kef1"

@_cdecl("LLVMFuzzerTestOneInput")
public func storeFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    switch fuzzTarget {
    case "kef1": fuzzKEF1(bytes)
    case "manifest": fuzzManifest(bytes)
    case "recovery-key": fuzzRecoveryKeyText(bytes)
    default: fatalError("STORE_FUZZ_TARGET must be kef1, manifest or recovery-key")
    }
    return 0
}

func fuzzKEF1(_ bytes: Data) {
    // A valid header with the fuzzer's body, and the raw bytes as they are.
    for context in ["catalog", "media:x"] {
        if let plain = try? KEF1.open(bytes, key: fuzzKey, context: context, path: "fuzz") {
            let again = try! KEF1.seal(plain, key: fuzzKey, context: context, chunkSize: 17)
            precondition(try! KEF1.open(again, key: fuzzKey, context: context, path: "fuzz") == plain, "reseal differs")
        }
    }
    let chunk = 1 + Int(bytes.first ?? 0) % 64
    let sealed = try! KEF1.seal(bytes, key: fuzzKey, context: "catalog", chunkSize: chunk)
    precondition(try! KEF1.open(sealed, key: fuzzKey, context: "catalog", path: "fuzz") == bytes, "round trip differs")
    precondition((try? KEF1.open(sealed, key: fuzzKey, context: "media:x", path: "fuzz")) == nil, "context not bound")
    if sealed.count > 16 {
        var flipped = sealed
        let at = 16 + Int(bytes.count > 1 ? bytes[1] : 0) % (sealed.count - 16)
        flipped[at] ^= 0x01
        precondition((try? KEF1.open(flipped, key: fuzzKey, context: "catalog", path: "fuzz")) == nil, "a flipped bit opened")
    }
}

func fuzzManifest(_ bytes: Data) {
    guard let manifest = try? Manifest.parse(bytes, path: "fuzz") else { return }
    // Writing back changes nothing: one round gives the same manifest (every slot of the
    // same kind; a skipped slot's `100.0` stays `100.0`), and its bytes are then stable.
    let encoded = try! manifest.encoded()
    let again = try! Manifest.parse(encoded, path: "fuzz")
    precondition(again == manifest, "writing back changed the manifest")
    precondition(try! again.encoded() == encoded, "encoding is not stable")
    for slot in manifest.keySlots {
        switch slot.kind {
        case .recoveryKey:
            _ = slot.unwrap(recoveryKey: fuzzRecoveryKey, libraryID: manifest.libraryID)
        case .passphrase(_, let iterations):
            if slot.exceedsWorkLimit { precondition(iterations > KeySlot.maximumIterations) }
            if iterations <= 1000 { _ = slot.unwrap(passphrase: "fuzz", libraryID: manifest.libraryID) }
        case .unknown:
            break
        }
    }
}

func fuzzRecoveryKeyText(_ bytes: Data) {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let key = try? RecoveryKey(parsing: text) else { return }
    precondition(key.bytes.count == RecoveryKey.byteCount, "a key has 20 bytes")
    precondition(try! RecoveryKey(parsing: key.displayForm) == key, "display form does not parse back")
    precondition(try! RecoveryKey(parsing: key.displayForm.lowercased()) == key, "case is ignored")
}
