import Foundation
internal import CXLSXWriter

/// The one owner of a libxlsxwriter workbook: the only place that knows the C names. A
/// workbook is written into a file when it is closed; a workbook that is never closed (an
/// error on the way) is freed without writing anything.
final class XLSXWorkbook {
    private var handle: UnsafeMutablePointer<lxw_workbook>?
    private let path: String
    /// Formats by their number format (and boldness), made once: libxlsxwriter keeps every
    /// format it is given, and Excel limits how many a file may hold.
    private var formats: [String: UnsafeMutablePointer<lxw_format>] = [:]
    /// Links written per sheet: Excel holds at most 65,530 a sheet; past that an address is
    /// written as text (libxlsxwriter would refuse it and print a warning).
    private var links: [UnsafeMutablePointer<lxw_worksheet>: Int] = [:]

    /// Starts a workbook that `close()` writes to `path`.
    /// - Throws: `XLSXError` when libxlsxwriter cannot start one (out of memory).
    init(path: String) throws {
        self.path = path
        guard let handle = workbook_new(path) else {
            throw XLSXError(path: path, operation: "workbook_new", message: "could not start a workbook")
        }
        self.handle = handle
    }

    deinit {
        if let handle { lxw_workbook_free(handle) }
    }

    /// A new sheet at the end of the workbook.
    /// - Parameter name: an Excel sheet name (see `XLSXRenderer.sheetName`).
    func addSheet(named name: String) throws -> Sheet {
        guard let handle, let sheet = workbook_add_worksheet(handle, name) else {
            throw XLSXError(path: path, operation: "workbook_add_worksheet", message: "cannot add a sheet named '\(name)'")
        }
        return Sheet(handle: sheet, workbook: self)
    }

    /// The shared format for a number format (`yyyy-mm-dd`, `"CHF "#,##0.00`) or bold text.
    fileprivate func format(numberFormat: String?, bold: Bool) -> UnsafeMutablePointer<lxw_format>? {
        let key = (bold ? "bold:" : "plain:") + (numberFormat ?? "")
        if let made = formats[key] { return made }
        guard let handle, let format = workbook_add_format(handle) else { return nil }
        if bold { format_set_bold(format) }
        if let numberFormat { format_set_num_format(format, numberFormat) }
        formats[key] = format
        return format
    }

    /// Writes the file (the sheets, then the ZIP around them) and frees the workbook.
    /// - Throws: `XLSXError` with libxlsxwriter's reason when the file cannot be written.
    func close() throws {
        guard let handle else { return }
        self.handle = nil
        formats = [:]
        let result = workbook_close(handle)
        guard result == LXW_NO_ERROR else {
            throw XLSXError(path: path, operation: "workbook_close", message: String(cString: lxw_strerror(result)))
        }
    }

    /// One worksheet; it lives as long as its workbook, which it keeps.
    struct Sheet {
        fileprivate let handle: UnsafeMutablePointer<lxw_worksheet>
        fileprivate let workbook: XLSXWorkbook

        /// Writes one cell; `row` and `column` count from 0.
        func write(_ value: XLSXValue, row: Int, column: Int, bold: Bool = false) throws {
            let r = lxw_row_t(row), c = lxw_col_t(column)
            let result: lxw_error
            switch value {
            case .empty:
                return
            case let .text(text):
                // A string cell, never a formula, whatever the text starts with.
                result = worksheet_write_string(handle, r, c, text, workbook.format(numberFormat: nil, bold: bold))
            case let .number(number):
                result = worksheet_write_number(handle, r, c, number, workbook.format(numberFormat: nil, bold: bold))
            case let .money(amount, currency, digits):
                let format = workbook.format(numberFormat: XLSXValue.moneyFormat(currency: currency, digits: digits), bold: bold)
                result = worksheet_write_number(handle, r, c, amount, format)
            case let .amount(amount, digits):
                result = worksheet_write_number(handle, r, c, amount, workbook.format(numberFormat: XLSXValue.amountFormat(digits: digits), bold: bold))
            case let .date(year, month, day):
                var date = lxw_datetime(year: Int32(year), month: Int32(month), day: Int32(day), hour: 0, min: 0, sec: 0)
                result = worksheet_write_datetime(handle, r, c, &date, workbook.format(numberFormat: "yyyy-mm-dd", bold: bold))
            case let .boolean(on):
                result = worksheet_write_boolean(handle, r, c, on ? 1 : 0, workbook.format(numberFormat: nil, bold: bold))
            case let .link(address):
                if workbook.links[handle, default: 0] < Int(LXW_MAX_NUMBER_URLS) {
                    workbook.links[handle, default: 0] += 1
                    result = worksheet_write_url(handle, r, c, address, nil)
                } else {
                    result = worksheet_write_string(handle, r, c, address, workbook.format(numberFormat: nil, bold: bold))
                }
            }
            guard result == LXW_NO_ERROR else {
                throw XLSXError(path: workbook.path, operation: "write", message: String(cString: lxw_strerror(result)),
                                row: row, column: column)
            }
        }

        /// The first `rows` rows stay in view while the rest scrolls.
        func freeze(rows: Int) { worksheet_freeze_panes(handle, lxw_row_t(rows), 0) }

        /// Filter buttons over a header row and the rows below it.
        func autofilter(rows: Int, columns: Int) throws {
            guard columns > 0 else { return }
            let result = worksheet_autofilter(handle, 0, 0, lxw_row_t(max(0, rows - 1)), lxw_col_t(columns - 1))
            guard result == LXW_NO_ERROR else {
                throw XLSXError(path: workbook.path, operation: "autofilter", message: String(cString: lxw_strerror(result)))
            }
        }

        /// A column's width in characters of the default font.
        func setWidth(_ width: Double, column: Int) {
            _ = worksheet_set_column(handle, lxw_col_t(column), lxw_col_t(column), width, nil)
        }
    }
}

@available(*, unavailable) extension XLSXWorkbook: Sendable {}
