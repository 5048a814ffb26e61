// libxlsxwriter: spreadsheets (.xlsx) of exports. Only KuriosaExport's XLSXWorkbook imports it.
#include <xlsxwriter.h>
