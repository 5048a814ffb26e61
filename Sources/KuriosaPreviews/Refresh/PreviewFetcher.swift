import Foundation

/// What loading one link gave.
public enum FetchOutcome: Sendable {
    /// The page loaded: its metadata, the picture if one was chosen and could be made, and
    /// why not otherwise (`picture_…` reasons).
    case preview(LinkPreviewMetadata, picture: PreviewPicture?, pictureFailure: String?)
    /// The page did not load.
    case failure(LoadFailure)
    /// A 429 or 503 with `Retry-After`: worth another try after that many seconds.
    case retryLater(LoadFailure, seconds: Int)
}

/// Loads one link: the page, the extractor's metadata, then the chosen picture (only that
/// one address the page names is ever fetched).
struct PreviewFetcher {
    let loader: PageLoader
    let limits: PicturePipeline.Limits

    func fetch(_ address: String) -> FetchOutcome {
        guard let url = URL(string: address) else { return .failure(.notHTTPS) }
        let page: LoadedBody
        switch loader.loadPage(url) {
        case .failure(let failure):
            switch failure {
            case .httpStatus(429), .httpStatus(503), .blockedBySite(status: 429), .blockedBySite(status: 503):
                if let seconds = loader.lastRetryAfter { return .retryLater(failure, seconds: seconds) }
            default: break
            }
            return .failure(failure)
        case .success(let body): page = body
        }
        let metadata = LinkPreviewExtractor.extract(html: page.body, baseURL: page.finalURL,
                                                    contentTypeHeader: page.contentType)
        // A 200 challenge page ("Robot Check") is told by its title.
        if ChallengePage.isChallenge(status: 200, mitigated: nil, title: metadata.title, body: Data()) {
            return .failure(.blockedBySite(status: 200))
        }
        guard let imageURL = metadata.imageURL else { return .preview(metadata, picture: nil, pictureFailure: nil) }
        switch loader.loadPicture(imageURL) {
        case .failure(let failure):
            return .preview(metadata, picture: nil, pictureFailure: "picture_" + failure.reason)
        case .success(let body):
            // `--timeout` covers the picture's decoding as well as its loading, and Ctrl-C
            // stops a decode as it stops a transfer.
            var limits = limits
            limits.seconds = loader.configuration.pictureTimeout
            do throws(PictureError) {
                let picture = try PicturePipeline.makePreview(from: body.body, limits: limits, cancellation: loader.cancellation)
                return .preview(metadata, picture: picture, pictureFailure: nil)
            } catch {
                return .preview(metadata, picture: nil, pictureFailure: error.reason)
            }
        }
    }
}
