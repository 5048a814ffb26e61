import Foundation
import Synchronization

/// Pages the writing thread has written, handed back to the drawing thread to be let go there.
///
/// A page's recording surface is thousands of small blocks that glibc's malloc gave the
/// drawing thread from its own arena. Freed on the writing thread, every block took that
/// arena's lock while the drawing thread was allocating from it: the writing thread — the one
/// that sets the pace (docs/labels.md, "Speed") — left its core 1,830 times in a run of
/// 10,000 labels, most of them to sleep on that lock. Freed where they were made, the blocks
/// go back without a wait (390 times).
final class SpentPages: Sendable {
    private let pages = Mutex<[LabelPage]>([])

    /// The writing thread, once cairo has let go of the page (`LabelPDF.add`).
    func put(_ page: consuming LabelPage) {
        let page = consume page
        pages.withLock { $0.append(page) }
    }

    /// The drawing thread, between pages: the pages to let go of, now on this thread.
    func takeAll() -> [LabelPage] {
        pages.withLock { pages in
            let taken = pages
            pages = []
            return taken
        }
    }
}
