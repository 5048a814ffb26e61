import KuriosaCore
import KuriosaLabels

/// The shapes of `kuriosa labels --json` (docs/cli.md), each an `Encodable` type.
extension LabelsCommand {
    /// `--calibrate --json`.
    struct Calibration: Encodable {
        let output: String
        let sheet: String
        var calibration = true
    }

    /// What a run wrote: the pieces' or places' labels, and every label whose text was cut.
    struct Written: Encodable {
        struct Piece: Encodable {
            let id: String
            @NullIfAbsent var number: String?
            let title: String
            let payload: String
            let new: Bool
        }

        struct Place: Encodable {
            let id: String
            let name: String
            let path: String
            let payload: String
            let pieces: Int
        }

        struct Cut: Encodable {
            let id: String
            @NullIfAbsent var number: String?
            let title: String
            let titleCut: Bool
            let fieldsCut: [String]
            let fieldsLeftOff: [String]

            init(_ loss: LabelLoss) {
                id = loss.itemID
                number = loss.number
                title = loss.title
                titleCut = loss.titleCut
                fieldsCut = loss.cut
                fieldsLeftOff = loss.leftOff
            }
        }

        let output: String
        let sheet: String
        let code: String
        let labels: Int
        let pages: Int
        let linked: Int
        @NullIfAbsent var batchID: String?
        let dryRun: Bool
        let items: [Piece]
        let places: [Place]
        let cut: [Cut]
    }

    /// `--list-sheets --json`: the geometry in millimetres, to 0.01 mm.
    struct Sheets: Encodable {
        struct Sheet: Encodable {
            let id: String
            let name: String
            let aliases: [String]
            let description: String
            let continuous: Bool
            let pageMM: [Double]
            let labelMM: [Double]
            let grid: [Int]
            let marginsMM: [Double]
            let pitchMM: [Double]
            let cornerRadiusMM: Double

            init(_ s: LabelSheet) {
                func r(_ v: Double) -> Double { (v / LabelSheet.pointsPerMillimetre * 100).rounded() / 100 }
                id = s.id
                name = s.name
                aliases = s.aliases
                description = s.description
                continuous = s.continuous
                pageMM = [r(s.pageWidth), r(s.pageHeight)]
                labelMM = [r(s.labelWidth), r(s.labelHeight)]
                grid = [s.columns, s.rows]
                marginsMM = [r(s.top), r(s.left)]
                pitchMM = [r(s.pitchX), r(s.pitchY)]
                cornerRadiusMM = r(s.cornerRadius)
            }
        }

        let sheets: [Sheet]
    }
}
