#!/bin/sh
# The terminal matrix: screenshots of every gallery demo as real terminal emulators draw it, for review by eye.
#
# Starts a private X server (Xvfb), and for each emulator (xterm, xfce4-terminal, kitty — those installed) and each
# colour depth (truecolor, 256, 16, none) opens the emulator on one demo at a time (`gallery show NAME`, 80 × 24
# cells, colour forced with FORCE_COLOR, or NO_COLOR), waits for it to draw, and saves the screen as a PNG:
#
#   OUT/<emulator>-<depth>-<demo>.png          e.g. /tmp/terminal-matrix/xterm-16-expenses.png
#
# Usage:  Scripts/terminal-matrix.sh [OUT]        (default OUT: /tmp/terminal-matrix)
# Needs:  Xvfb, ImageMagick's `import`, and a built gallery (`swift build --product gallery`). Not part of
#         `swift test`: it needs a display and a person to look at the pictures.
set -eu

OUT=${1:-/tmp/terminal-matrix}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
GALLERY=${GALLERY:-$ROOT/.build/debug/gallery}
DISPLAY_NUMBER=${DISPLAY_NUMBER:-97}
WAIT=${WAIT:-2}

[ -x "$GALLERY" ] || { echo "no gallery at $GALLERY: run 'swift build --product gallery' first" >&2; exit 1; }
command -v Xvfb >/dev/null || { echo "Xvfb is not installed" >&2; exit 1; }
command -v import >/dev/null || { echo "ImageMagick's import is not installed" >&2; exit 1; }
mkdir -p "$OUT"

Xvfb ":$DISPLAY_NUMBER" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
XVFB=$!
trap 'kill $XVFB 2>/dev/null || true' EXIT INT TERM
export DISPLAY=":$DISPLAY_NUMBER"
sleep 1

# The command an emulator runs: one demo, then a pause long enough for the screenshot.
show() { printf '%s show %s --width 80 --height 24 --color %s; sleep %s' "$GALLERY" "$1" "$2" $((WAIT + 3)); }

for emulator in xterm xfce4-terminal kitty; do
    command -v "$emulator" >/dev/null || { echo "skipping $emulator: not installed"; continue; }
    for depth in truecolor 256 16 none; do
        case $depth in
            truecolor) colour="FORCE_COLOR=3 COLORTERM=truecolor TERM=xterm-256color"; mode=always ;;
            256)       colour="FORCE_COLOR=2 TERM=xterm-256color"; mode=always ;;
            16)        colour="FORCE_COLOR=1 TERM=xterm"; mode=always ;;
            none)      colour="NO_COLOR=1 TERM=xterm"; mode=never ;;
        esac
        for demo in $("$GALLERY" list); do
            command="env $colour sh -c '$(show "$demo" "$mode")'"
            case $emulator in
                xterm) xterm -geometry 82x26+0+0 -fa Monospace -fs 11 -e sh -c "$command" & ;;
                xfce4-terminal) xfce4-terminal --disable-server --geometry=82x26+0+0 -x sh -c "$command" & ;;
                kitty) kitty -o initial_window_width=82c -o initial_window_height=26c sh -c "$command" & ;;
            esac
            pid=$!
            sleep "$WAIT"
            import -window root "$OUT/$emulator-$depth-$demo.png"
            kill "$pid" 2>/dev/null || true
            wait "$pid" 2>/dev/null || true
        done
        echo "$emulator $depth: done"
    done
done
echo "screenshots in $OUT"
