/// The reading of docs/import-rules.md#numbers-and-the-decimal-mark for ASCII text on its
/// bytes: the same answers as `parseScalars` without a `String` per digit group (every price,
/// number, and measurement cell of an import).
extension NumberReader {
    /// The answer of the byte reader, when it can give one.
    struct ASCIIAnswer {
        let number: DecimalNumber?
    }

    /// `parseScalars` for text whose bytes are ASCII up to where it is decided; nil (no answer)
    /// when a non-ASCII byte comes first, since `’`, U+00A0, and U+202F group digits too.
    static func parseASCII(_ bytes: UnsafeBufferPointer<UInt8>, fileMark: DecimalMark, ambiguousIsGrouping: Bool) -> ASCIIAnswer? {
        let none = ASCIIAnswer(number: nil)
        var start = 0
        var negative = false
        if let first = bytes.first, first == 0x2B || first == 0x2D {
            negative = first == 0x2D
            start = 1
        }
        // First pass: the shape. Groups of digits, the separators between them.
        var separatorCount = 0
        var points = 0
        var commas = 0
        var firstPoint = -1
        var firstComma = -1
        var lastMark = -1
        var lastMarkByte: UInt8 = 0
        var groupLength = 0
        var firstGroupLength = 0
        var firstGroupIsZero = false
        var secondGroupLength = 0
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x30...0x39:
                groupLength += 1
            case 0x2E, 0x2C, 0x27, 0x20:
                guard groupLength > 0 else { return none }
                if byte == 0x2E {
                    points += 1
                    if firstPoint < 0 { firstPoint = separatorCount }
                    lastMark = separatorCount
                    lastMarkByte = byte
                } else if byte == 0x2C {
                    commas += 1
                    if firstComma < 0 { firstComma = separatorCount }
                    lastMark = separatorCount
                    lastMarkByte = byte
                }
                if separatorCount == 0 {
                    firstGroupLength = groupLength
                    firstGroupIsZero = groupLength == 1 && bytes[index - 1] == 0x30
                } else if separatorCount == 1 {
                    secondGroupLength = groupLength
                }
                separatorCount += 1
                groupLength = 0
            case 0x80...:
                return nil
            default:
                return none
            }
            index += 1
        }
        if separatorCount == 0 { firstGroupLength = groupLength }
        if separatorCount == 1 { secondGroupLength = groupLength }
        guard firstGroupLength > 0, groupLength > 0 else { return none }

        let others = separatorCount - points - commas
        var decimalIndex: Int?
        if points > 0 && commas > 0 {
            guard (lastMarkByte == 0x2E ? points : commas) == 1 else { return none }
            decimalIndex = lastMark
        } else if points == 1 || commas == 1 {
            let mark: UInt8 = points == 1 ? 0x2E : 0x2C
            let markIndex = points == 1 ? firstPoint : firstComma
            let ambiguous = secondGroupLength == 3 && (1...3).contains(firstGroupLength) && !firstGroupIsZero
                && others == 0 && markIndex == 0
            if ambiguous {
                let markIsFiles = mark == (fileMark == .point ? 0x2E : 0x2C)
                decimalIndex = (!ambiguousIsGrouping && markIsFiles) ? markIndex : nil
            } else {
                decimalIndex = markIndex
            }
        }
        if let decimalIndex, decimalIndex != separatorCount - 1 { return none }
        let integerGroupCount = decimalIndex.map { $0 + 1 } ?? separatorCount + 1

        // Second pass: every group after the first has three digits; the digits themselves.
        var group = 0
        var length = 0
        var fractionStart = bytes.count
        var valid = true
        let integer = String(unsafeUninitializedCapacity: bytes.count) { out in
            var count = 0
            for index in start..<bytes.count {
                let byte = bytes[index]
                if byte >= 0x30 && byte <= 0x39 {
                    if group < integerGroupCount {
                        out[count] = byte
                        count += 1
                    }
                    length += 1
                    continue
                }
                if group >= 1 && group < integerGroupCount && length != 3 { valid = false }
                group += 1
                length = 0
                if group == integerGroupCount { fractionStart = index + 1 }
            }
            if group >= 1 && group < integerGroupCount && length != 3 { valid = false }
            return count
        }
        guard valid else { return none }
        let fraction = decimalIndex == nil
            ? "" : String(decoding: UnsafeBufferPointer(rebasing: bytes[fractionStart...]), as: UTF8.self)
        return ASCIIAnswer(number: DecimalNumber(negative: negative, integerDigits: integer, fractionDigits: fraction))
    }
}
