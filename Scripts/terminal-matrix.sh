#!/bin/sh
# The terminal matrix: screenshots of every gallery demo as real terminal emulators draw it, for review by eye.
#
# Starts a private X server (Xvfb), and for each emulator (xterm, xfce4-terminal, kitty — those installed) and each
# colour depth (truecolor, 256, 16, none) opens the emulator on one demo at a time (`gallery show NAME`, 80 × 24
# cells, colour forced with FORCE_COLOR, or NO_COLOR), waits for it to draw, and saves the screen as a PNG:
#
#   OUT/<emulator>-<depth>-<demo>.png          e.g. /tmp/terminal-matrix/xterm-16-expenses.png
#   OUT/<emulator>-<depth>-gallery-narrow.png  the interactive gallery at 60 × 20 (its sidebar hidden)
#
# Usage:  Scripts/terminal-matrix.sh [OUT]        (default OUT: /tmp/terminal-matrix)
#         EMULATORS="kitty" DEPTHS="16 none" DEMOS="expenses sales" narrow the matrix;
#         SEXTANTS=1 draws edges with sextants (DECLARATIVE_SEXTANTS=1), and adds -sextants to the file names.
# Needs:  Xvfb, ImageMagick's `import`, and a built gallery (`swift build --product gallery`). Not part of
#         `swift test`: it needs a display and a person to look at the pictures.
set -eu

OUT=${1:-/tmp/terminal-matrix}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
GALLERY=${GALLERY:-$ROOT/.build/debug/gallery}
DISPLAY_NUMBER=${DISPLAY_NUMBER:-97}
WAIT=${WAIT:-2}
EMULATORS=${EMULATORS:-xterm xfce4-terminal kitty}
DEPTHS=${DEPTHS:-truecolor 256 16 none}
SEXTANTS=${SEXTANTS:-0}
SUFFIX=""
[ "$SEXTANTS" = 1 ] && SUFFIX="-sextants"

[ -x "$GALLERY" ] || { echo "no gallery at $GALLERY: run 'swift build --product gallery' first" >&2; exit 1; }
command -v Xvfb >/dev/null || { echo "Xvfb is not installed" >&2; exit 1; }
command -v import >/dev/null || { echo "ImageMagick's import is not installed" >&2; exit 1; }
mkdir -p "$OUT"

Xvfb ":$DISPLAY_NUMBER" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
XVFB=$!
trap 'kill $XVFB 2>/dev/null || true' EXIT INT TERM
export DISPLAY=":$DISPLAY_NUMBER"
sleep 1

# The command an emulator runs: one demo (or, for "gallery-narrow", the interactive gallery), then a pause long
# enough for the screenshot. The gallery runs in the foreground (`timeout --foreground`): it sets the terminal's
# modes, which a background process group may not do.
show() {
    if [ "$1" = gallery-narrow ]; then
        printf 'timeout --foreground %s %s' $((pause + 5)) "$GALLERY"
    else
        printf '%s show %s --width 80 --height 24 --color %s %s; sleep %s' "$GALLERY" "$1" "$2" "$3" $((pause + 3))
    fi
}

for emulator in $EMULATORS; do
    command -v "$emulator" >/dev/null || { echo "skipping $emulator: not installed"; continue; }
    # The colour scheme of the emulator's default background: a light chart on a dark terminal shows its faint
    # fills (the expenses chart's tracks) as bright bars, since cells carry the colours of the chart's own backdrop.
    scheme=--dark
    [ "$emulator" = xterm ] && scheme=--light
    # kitty renders with OpenGL, in software under Xvfb: on a loaded machine it needs several seconds more to open
    # its window (with less, its screenshots are black).
    pause=$WAIT
    [ "$emulator" = kitty ] && pause=$((WAIT + 6))
    for depth in $DEPTHS; do
        case $depth in
            truecolor) colour="FORCE_COLOR=3 COLORTERM=truecolor TERM=xterm-256color"; mode=always ;;
            256)       colour="FORCE_COLOR=2 TERM=xterm-256color"; mode=always ;;
            16)        colour="FORCE_COLOR=1 TERM=xterm"; mode=always ;;
            none)      colour="NO_COLOR=1 TERM=xterm"; mode=never ;;
        esac
        for demo in ${DEMOS:-$("$GALLERY" list) gallery-narrow}; do
            command="env $colour DECLARATIVE_SEXTANTS=$SEXTANTS sh -c '$(show "$demo" "$mode" "$scheme")'"
            size=82x26
            [ "$demo" = gallery-narrow ] && size=60x20
            case $emulator in
                xterm) xterm -geometry "$size+0+0" -fa Monospace -fs 11 -e sh -c "$command" & ;;
                xfce4-terminal) xfce4-terminal --disable-server --geometry="$size+0+0" -x sh -c "$command" & ;;
                kitty) kitty -o initial_window_width="${size%x*}c" -o initial_window_height="${size#*x}c" sh -c "$command" & ;;
            esac
            pid=$!
            sleep "$pause"
            # The interactive gallery starts a host and draws its first frames before it settles.
            [ "$demo" = gallery-narrow ] && sleep 2
            import -window root "$OUT/$emulator-$depth-$demo$SUFFIX.png"
            kill "$pid" 2>/dev/null || true
            wait "$pid" 2>/dev/null || true
        done
        echo "$emulator $depth: done"
    done
done
echo "screenshots in $OUT"
