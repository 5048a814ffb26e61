import KuriosaCore

extension ExportCommand {
    /// `--json`: what was written; an insurance report adds its own keys beside these
    /// (`claimGaps`, `changes`, … from `InsuranceReport.json`, docs/cli.md).
    struct Summary: Encodable {
        let output: String
        let format: String
        let template: String
        let pieces: Int
        let groups: Int
        let includesSensitive: Bool
        let undrawnPictures: [String]
        let insurance: [String: JSONValue]

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: JSONOutput.Key.self)
            try c.encode(output, forKey: "output")
            try c.encode(format, forKey: "format")
            try c.encode(template, forKey: "template")
            try c.encode(pieces, forKey: "pieces")
            try c.encode(groups, forKey: "groups")
            try c.encode(includesSensitive, forKey: "includesSensitive")
            try c.encode(undrawnPictures, forKey: "undrawnPictures")
            for (key, value) in insurance { try c.encode(value, forKey: JSONOutput.Key(key)) }
        }
    }
}
