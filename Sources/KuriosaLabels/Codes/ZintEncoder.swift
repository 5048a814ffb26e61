internal import CZint
import Foundation

/// Encodes a payload with libzint (`ZBarcode_Encode_and_Buffer_Vector`) and copies the
/// vector it lays out into Swift values, so that no C type leaves this file.
public enum ZintEncoder {
    /// - Throws: `LabelError.render` with libzint's reason (a payload Code 128 cannot carry).
    public static func encode(_ payload: String, as symbology: LabelSymbology) throws -> CodeVector {
        guard symbology != .none else { return CodeVector(width: 0, height: 0, rects: [], dots: []) }
        guard let symbol = ZBarcode_Create() else { throw LabelError.render("libzint: out of memory") }
        defer { ZBarcode_Delete(symbol) }
        switch symbology {
        case .qr:
            symbol.pointee.symbology = BARCODE_QRCODE
            symbol.pointee.option_1 = 2 // error correction M: 15 % of a scuffed label still reads
        case .datamatrix:
            symbol.pointee.symbology = BARCODE_DATAMATRIX
            symbol.pointee.option_3 = DM_SQUARE
        case .code128, .none:
            symbol.pointee.symbology = BARCODE_CODE128
        }
        symbol.pointee.input_mode = UNICODE_MODE
        symbol.pointee.output_options = BARCODE_QUIET_ZONES
        symbol.pointee.show_hrt = 0
        let bytes = Array(payload.utf8)
        let status = ZBarcode_Encode_and_Buffer_Vector(symbol, bytes, Int32(bytes.count), 0)
        guard status < ZINT_ERROR, let vector = symbol.pointee.vector else {
            let reason = withUnsafeBytes(of: symbol.pointee.errtxt) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw LabelError.render("libzint cannot encode “\(payload.prefix(40))” as \(symbology.rawValue): \(reason)")
        }
        // At scale 1 libzint's vector unit is half a module.
        let unit = 2.0 * Double(symbol.pointee.scale)
        var rects: [CodeVector.Rect] = []
        var r = vector.pointee.rectangles
        while let rect = r {
            rects.append(.init(x: Double(rect.pointee.x) / unit, y: Double(rect.pointee.y) / unit,
                               width: Double(rect.pointee.width) / unit, height: Double(rect.pointee.height) / unit))
            r = rect.pointee.next
        }
        var dots: [CodeVector.Dot] = []
        var h = vector.pointee.hexagons
        while let hex = h {
            dots.append(.init(x: Double(hex.pointee.x) / unit, y: Double(hex.pointee.y) / unit, diameter: Double(hex.pointee.diameter) / unit))
            h = hex.pointee.next
        }
        var c = vector.pointee.circles
        while let circle = c {
            dots.append(.init(x: Double(circle.pointee.x) / unit, y: Double(circle.pointee.y) / unit, diameter: Double(circle.pointee.diameter) / unit))
            c = circle.pointee.next
        }
        let width = Double(vector.pointee.width) / unit, height = Double(vector.pointee.height) / unit
        return CodeVector(width: width, height: height, rects: rects, dots: dots,
                          outlines: symbology.isMatrix && dots.isEmpty ? CodeOutline.trace(rects, width: width, height: height) : nil)
    }
}
