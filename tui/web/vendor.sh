#!/usr/bin/env bash
# Rebuilds static/vendor/ from the npm registry: xterm.js draws the terminal
# in the browser page, its fit addon sizes it to the window.  The built
# files are shipped inside the Python package (no CDN at run time), with
# their licences and the versions in static/vendor/VERSIONS.
# Usage: tui/web/vendor.sh [XTERM_VERSION FIT_VERSION]   (needs npm)
set -euo pipefail
XTERM=${1:-6.0.0}
FIT=${2:-0.11.0}
here="$(cd "$(dirname "$0")" && pwd)"
out="$here/static/vendor"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
npm pack --silent "@xterm/xterm@$XTERM" "@xterm/addon-fit@$FIT" >/dev/null
mkdir xterm fit
tar xzf "xterm-xterm-$XTERM.tgz" -C xterm
tar xzf "xterm-addon-fit-$FIT.tgz" -C fit
mkdir -p "$out"
cp xterm/package/lib/xterm.js xterm/package/css/xterm.css "$out/"
cp xterm/package/LICENSE "$out/LICENSE.xterm"
cp fit/package/lib/addon-fit.js "$out/"
cp fit/package/LICENSE "$out/LICENSE.addon-fit"
{
  echo "@xterm/xterm $XTERM $(sha256sum "xterm-xterm-$XTERM.tgz" | cut -d' ' -f1)"
  echo "@xterm/addon-fit $FIT $(sha256sum "xterm-addon-fit-$FIT.tgz" | cut -d' ' -f1)"
} > "$out/VERSIONS"
echo "static/vendor: @xterm/xterm $XTERM, @xterm/addon-fit $FIT"
