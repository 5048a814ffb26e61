/// How objects are shown on their showcase stage.
public enum ShowcaseMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Watches, bracelets: fills the stage height, the ends fade.
    case strap
    /// Bottles, figurines: stands on a plinth line.
    case standing
    /// Cars, knives in profile.
    case wide
    /// Coins, stamps, art on paper: on a tray, front and back side by side.
    case lying
    /// A photo inside a mat.
    case passepartout
}
