#!/usr/bin/env bash
# Browser tests run in Debian's Chromium at /usr/bin/chromium (no browser downloads here).
# Installs it with apt-get when it is missing and we are root; otherwise says what to do.
# The PDF tests read the generated files with poppler's pdftotext/pdftoppm (Debian poppler-utils).
set -euo pipefail
if ! command -v pdftotext >/dev/null 2>&1 && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian poppler-utils (the PDF tests read PDFs with pdftotext)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null
fi
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian chromium (browser tests need it)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium not found at $chromium_path. Install Debian's package (sudo apt-get install chromium)" >&2
echo "or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
