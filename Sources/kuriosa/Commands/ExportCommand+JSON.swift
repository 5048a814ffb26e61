import KuriosaCore

extension ExportCommand {
    /// `--json`: what was written; an insurance report adds its own keys beside these
    /// (`claimGaps`, `changes`, … from `InsuranceReport.json`, docs/cli.md), printed as
    /// `JSONOutput.Beside(base: summary, extra: insurance)`.
    struct Summary: Encodable {
        let output: String
        let format: String
        let template: String
        let pieces: Int
        let groups: Int
        let includesSensitive: Bool
        let undrawnPictures: [String]
    }
}
