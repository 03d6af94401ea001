#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests, unless it is already there.
# npm tools cannot download browsers here, so the tests drive /usr/bin/chromium
# through playwright-core (tests/e2e/browser.ts).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  echo "chromium: $(/usr/bin/chromium --version 2>/dev/null || echo present)"
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing and this is not a Debian/Ubuntu system: install Chromium so that /usr/bin/chromium exists." >&2
  exit 1
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
echo "chromium: $(/usr/bin/chromium --version)"
