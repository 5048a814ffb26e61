import KuriosaLabels

/// `kuriosa labels --places`: which options go with it (docs/labels.md#box-labels).
extension LabelsCommand {
    /// A place's label shows its name, path, count and contents: the options that choose a
    /// piece's values or code, or link codes, mean nothing there and are wrong usage, as is
    /// `--contents` without `--places`.
    static func checkPlaceOptions(_ args: Arguments) throws {
        guard args[Options.places] else {
            if args[Options.contents] != 0 { throw UsageError("--contents is for --places") }
            return
        }
        if args[Options.fields] != nil { throw UsageError("--fields is for pieces' labels, not --places") }
        if args[Options.payloadField] != nil { throw UsageError("--payload-field is for pieces' labels, not --places") }
    }
}
