import Foundation

/// Tells a site's answer to a bot — a challenge, a CAPTCHA, a block or rate-limit page — from
/// a real page, so its title ("Just a moment...") never becomes a piece's preview and a good
/// preview is never replaced by it (`blocked_by_site`). The markers are in
/// docs/link-previews.md; they are the common vendors' own, narrow enough that a shop page
/// with a newsletter CAPTCHA is not taken for a block.
public enum ChallengePage {
    /// Statuses whose body is read (at most `bodyBytes`) to look for markers.
    public static let statuses: Set<Int> = [403, 429, 503]
    /// Enough for every challenge page seen; the rest is not downloaded.
    public static let bodyBytes = 64 * 1024

    /// Titles that are a challenge or block page whatever the status (compared after the
    /// extractor's whitespace rule, ignoring case).
    static let titles: Set<String> = [
        "just a moment...", "just a moment…", "attention required! | cloudflare", "please wait... | cloudflare",
        "access denied", "access to this page has been denied", "access to this page has been denied.",
        "robot check", "are you a robot?", "pardon our interruption", "captcha", "security check",
        "human verification", "verify you are human", "too many requests", "request rejected",
    ]

    /// Vendor markers in the body, looked for only on the statuses above (a 200 page of a
    /// site behind such a vendor can carry its scripts too).
    static let bodyMarkers: [String] = [
        "cf-browser-verification", "cf_chl_opt", "/cdn-cgi/challenge-platform/", "challenges.cloudflare.com",
        "cf-turnstile", "g-recaptcha", "h-captcha", "hcaptcha.com", "captcha-delivery.com", "px-captcha",
        "_incapsula_resource", "incapsula incident id", "/errors/validatecaptcha", "reference&#32;&#35;",
        "you don't have permission to access",
    ]

    /// - Parameters:
    ///   - status: the final status.
    ///   - mitigated: the `cf-mitigated` header (Cloudflare sends `challenge`).
    ///   - title: the page's title by the extractor's rules.
    ///   - body: the first bytes of the body (only looked at for `statuses`).
    public static func isChallenge(status: Int, mitigated: String?, title: String?, body: Data) -> Bool {
        if mitigated?.lowercased().contains("challenge") == true { return true }
        if let title, titles.contains(title.lowercased()) { return true }
        guard statuses.contains(status) else { return false }
        if status == 429 { return true }
        let text = String(decoding: body.prefix(bodyBytes), as: UTF8.self).lowercased()
        return bodyMarkers.contains { text.contains($0) }
    }
}
