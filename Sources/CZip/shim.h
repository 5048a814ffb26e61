// libzip: the ZIP container of .xlsx workbooks the importer reads. Only KuriosaImport's
// XLSXArchive imports it.
#include <zip.h>
