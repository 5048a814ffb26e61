import Foundation
import KuriosaLabels
import KuriosaTestSupport
import Testing

@Suite("label sheet presets")
struct LabelSheetTests {
    @Test("the compiled presets are LabelSheets/*.json as they are")
    func embeddedDataIsCurrent() throws {
        let script = LabelFixture.root.appendingPathComponent("scripts/embed-label-sheets.py")
        let r = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/python3"), [script.path, "--check"])
        #expect(r.status == 0, "run python3 scripts/embed-label-sheets.py: \(r.stderr)")
    }

    @Test("every preset reads, and agrees with the makers' figures")
    func presetsMatchFigures() throws {
        let sheets = try BuiltinLabelSheets.all()
        #expect(sheets.count == SheetGeometry.all.count)
        let mm = LabelSheet.pointsPerMillimetre
        for expected in SheetGeometry.all {
            let sheet = try #require(try BuiltinLabelSheets.named(expected.preset), "\(expected.preset)")
            #expect(sheet.geometryProblem == nil)
            let pairs: [(Double, Double)] = [
                (sheet.pageWidth, expected.page.0), (sheet.pageHeight, expected.page.1), (sheet.labelWidth, expected.label.0),
                (sheet.labelHeight, expected.label.1), (sheet.top, expected.top), (sheet.left, expected.left),
                (sheet.pitchX, expected.pitch.0), (sheet.pitchY, expected.pitch.1)]
            for (points, millimetres) in pairs { #expect(abs(points / mm - millimetres) < 0.01, "\(expected.preset)") }
            #expect(sheet.columns == expected.grid.0 && sheet.rows == expected.grid.1)
        }
        #expect(try BuiltinLabelSheets.named("L7160")?.id == "builtin.avery_l7160")
        #expect(try BuiltinLabelSheets.named("Avery 5160")?.id == "builtin.avery_5160")
    }

    @Test("new payloads: K1 and 16 base-32 characters, never repeated")
    func payloads() throws {
        var seen = Set<String>()
        for _ in 0..<2000 {
            let p = try LabelPayload.make()
            #expect(LabelPayload.isNew(p), "\(p)")
            seen.insert(p)
        }
        #expect(seen.count == 2000)
    }

    @Test("a QR code of a new payload is the smallest version: 21 modules and a 4-module quiet zone")
    func smallestQR() throws {
        let code = try ZintEncoder.encode(try LabelPayload.make(), as: .qr)
        #expect(code.width == 29 && code.height == 29)
    }
}
