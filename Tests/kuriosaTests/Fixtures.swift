import KuriosaTestSupport

/// The golden packages and sample files, as the store's tests name them.
typealias Fixtures = RepositoryFiles
