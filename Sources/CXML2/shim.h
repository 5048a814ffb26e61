/* Not for Swift: libxml2's headers enable ICU, whose types clash with Foundation's.
   This module exists so that the C targets that parse XML (CPreviewHTML, CSheetShims) get libxml2's compiler and linker flags. */
#include <libxml/xmlversion.h>
