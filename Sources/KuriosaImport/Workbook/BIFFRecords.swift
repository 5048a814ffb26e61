/// The records of an Excel 97–2003 workbook stream (BIFF8): each a 2-byte type, a 2-byte
/// length and its body; a body longer than 8,224 bytes goes on in CONTINUE records, which
/// `BIFFBytes` reads through (docs/import.md, "Excel 97-2003 workbooks").
struct BIFFRecords {
    struct Record {
        let type: UInt16
        /// Where the record starts in the stream (a sheet's BOF is found by it).
        let offset: Int
        let body: ArraySlice<UInt8>
    }

    static let continueType: UInt16 = 0x003C

    let stream: [UInt8]

    /// The records from `offset` on, with the CONTINUE records after each given beside it;
    /// `body` returns false to stop. A record whose length runs past the stream ends the walk
    /// with an error.
    func walk(from offset: Int, _ body: (Record, [ArraySlice<UInt8>]) throws(CSVReadError) -> Bool,
              damaged: (String) -> CSVReadError) throws(CSVReadError) {
        var position = offset
        var pending: Record?
        var continues: [ArraySlice<UInt8>] = []
        while position + 4 <= stream.count {
            let type = UInt16(stream[position]) | UInt16(stream[position + 1]) << 8
            let length = Int(stream[position + 2]) | Int(stream[position + 3]) << 8
            guard position + 4 + length <= stream.count else {
                throw damaged("a record (type 0x\(String(type, radix: 16))) at byte \(position) runs past the end of the stream")
            }
            let slice = stream[(position + 4)..<(position + 4 + length)]
            if type == Self.continueType, pending != nil {
                continues.append(slice)
            } else {
                if let record = pending, try !body(record, continues) { return }
                pending = Record(type: type, offset: position, body: slice)
                continues = []
            }
            position += 4 + length
        }
        if let record = pending { _ = try body(record, continues) }
    }
}
