import Foundation

/// The payload of a place's label (a box, a shelf, a tray; docs/labels.md#box-labels):
/// `KP-` and the place's ID without its hyphens, upper case —
/// `KP-3F2A9C1E7B4D4E0A9F1C2B3D4E5F6A7B` for the place `3f2a9c1e-7b4d-4e0a-9f1c-2b3d4e5f6a7b`.
/// Derived, not stored: the catalog has no table for place codes and its schema stays as the
/// specification has it, so the label names its place by what the place already has. 35
/// characters of QR alphanumeric mode (a version 2 code at level M); the `KP-` cannot start a
/// piece's payload (`K1…`) or an inventory number (`K-0042`), so `kuriosa find` tells them
/// apart. It says which place, not where it is: a stranger learns nothing from it.
public enum PlacePayload {
    public static let prefix = "KP-"

    /// The payload of the place with `placeID`.
    public static func payload(of placeID: String) -> String {
        prefix + placeID.replacingOccurrences(of: "-", with: "").uppercased()
    }

    /// The ID among `placeIDs` that `text` names (a scanned payload, any case), or nil when
    /// `text` is no place payload or names no place of the library.
    public static func placeID(in text: String, among placeIDs: some Sequence<String>) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.uppercased().hasPrefix(prefix) else { return nil }
        let wanted = trimmed.dropFirst(prefix.count).uppercased()
        return placeIDs.first { $0.replacingOccurrences(of: "-", with: "").uppercased() == wanted }
    }

    /// Whether `text` has the form of a place payload (whether or not it names a place here).
    public static func isPlacePayload(_ text: String) -> Bool {
        text.trimmingCharacters(in: .whitespaces).uppercased().hasPrefix(prefix)
    }
}
