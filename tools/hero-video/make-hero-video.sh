#!/usr/bin/env bash
# make-hero-video.sh — background video + poster for the home-page header.
#
# Writes to src/assets/hero/:
#   hero-1280.webm / hero-1280.mp4   1280x720, VP9 / H.264 (High, yuv420p, +faststart), no audio
#   hero-640.webm  / hero-640.mp4     640x360, same codecs, for phones
#   hero-poster-{1280,640}.{avif,webp,jpg}   the first frame (LCP image on phones)
#
# Default source: a procedural, seamlessly looping microscope scene rendered by
# tools/hero-video/hero-frames.ts (fixed seed, so the result is the same on every run; 10 s @
# 24 fps, every motion periodic with the loop, so the last frame flows into the first).
#
#   tools/hero-video/make-hero-video.sh             # render + encode (~10 min of CPU on 2 cores)
#
# SWAPPING IN REAL FOOTAGE
#   1. Drop the clip anywhere (keep the raw master out of src/, e.g. ~/footage/lab.mp4).
#   2. Run:  tools/hero-video/make-hero-video.sh --input ~/footage/lab.mp4
#      The clip goes through exactly the same steps: scaled/cropped to 16:9 (cover), converted to
#      24 fps, audio dropped, trimmed to --seconds (default: the clip length, at most 12 s), then the
#      same VP9/H.264 encoders, size budget checks and poster (first frame) generation.
#   3. Real footage rarely loops cleanly. Either cut it on a loopable moment, or add
#      --loop-crossfade 1 to blend the last second into the first (the result is 1 s shorter).
#   4. Keep it calm and darkish on the centre-left (white heading sits there); grade before encoding.
#
# Options:
#   --input FILE           encode FILE instead of rendering the procedural scene
#   --seconds N            loop length (procedural: default 10) / max length for --input (default 12)
#   --loop-crossfade N     with --input: crossfade the last N seconds into the first
#   --out-dir DIR          write somewhere else than src/assets/hero (e.g. to compare takes)
#   -h, --help
#
# Needs: ffmpeg/ffprobe with libx264 + libvpx-vp9, and node_modules (tsx, sharp).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT_DIR="$ROOT/src/assets/hero"
FPS=24
INPUT=""
SECONDS_ARG=""
XFADE=0

usage() { sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '$d' -e 's/^# \{0,1\}//'; }
die() {
  echo "make-hero-video: $*" >&2
  exit 1
}

while [[ $# -gt 0 ]]; do
  case "$1" in
    --input) INPUT="${2:?--input needs a file}"; shift 2 ;;
    --input=*) INPUT="${1#*=}"; shift ;;
    --seconds) SECONDS_ARG="${2:?--seconds needs a number}"; shift 2 ;;
    --seconds=*) SECONDS_ARG="${1#*=}"; shift ;;
    --loop-crossfade) XFADE="${2:?--loop-crossfade needs a number}"; shift 2 ;;
    --loop-crossfade=*) XFADE="${1#*=}"; shift ;;
    --out-dir) OUT_DIR="${2:?--out-dir needs a directory}"; shift 2 ;;
    --out-dir=*) OUT_DIR="${1#*=}"; shift ;;
    -h | --help) usage; exit 0 ;;
    *) die "unknown argument: $1 (see --help)" ;;
  esac
done

for tool in ffmpeg ffprobe node; do command -v "$tool" >/dev/null || die "$tool not found"; done
[[ -x "$ROOT/node_modules/.bin/tsx" ]] || die "node_modules/.bin/tsx missing (npm ci first)"
[[ -d "$ROOT/node_modules/sharp" ]] || die "node_modules/sharp missing (npm ci first)"
[[ -z "$INPUT" || -f "$INPUT" ]] || die "input not found: $INPUT"
[[ -z "$INPUT" ]] || INPUT="$(cd "$(dirname "$INPUT")" && pwd)/$(basename "$INPUT")"

# Size budgets (bytes). Targets drive the two-pass bitrate; limits are hard checks.
TARGET_1280=850000
LIMIT_1280=1500000
TARGET_640=330000
LIMIT_640=600000

TMP="$(mktemp -d "${TMPDIR:-/tmp}/hero-video.XXXXXX")"
trap 'rm -rf "$TMP"' EXIT
FF=(ffmpeg -hide_banner -nostdin -loglevel error -y)
SRC="$TMP/source.mkv" # lossless RGB (FFV1) master at 1280x720, 24 fps, no audio

# --- 1. source ------------------------------------------------------------------------------
if [[ -z "$INPUT" ]]; then
  DURATION="${SECONDS_ARG:-10}"
  echo "==> Rendering procedural loop (${DURATION}s @ ${FPS} fps, 1280x720)…"
  (cd "$ROOT" && node_modules/.bin/tsx tools/hero-video/hero-frames.ts \
    --width 1280 --height 720 --fps "$FPS" --seconds "$DURATION") |
    "${FF[@]}" -f rawvideo -pix_fmt rgb24 -s 1280x720 -r "$FPS" -i - \
      -c:v ffv1 -level 3 -pix_fmt gbrp "$SRC"
else
  IN_DUR="$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$INPUT")"
  MAX="${SECONDS_ARG:-12}"
  DURATION="$(awk -v d="$IN_DUR" -v m="$MAX" 'BEGIN { printf "%.3f", (d < m ? d : m) }')"
  echo "==> Preparing footage $INPUT (${DURATION}s used of ${IN_DUR}s)…"
  COVER="scale=1280:720:force_original_aspect_ratio=increase:flags=lanczos,crop=1280:720,setsar=1,fps=$FPS"
  if awk -v x="$XFADE" 'BEGIN { exit !(x > 0) }'; then
    awk -v x="$XFADE" -v d="$DURATION" 'BEGIN { exit !(2 * x < d) }' || die "--loop-crossfade too long"
    OFFSET="$(awk -v x="$XFADE" -v d="$DURATION" 'BEGIN { printf "%.3f", d - 2 * x }')"
    FILTER="[0:v]$COVER,trim=duration=$DURATION,setpts=PTS-STARTPTS,split[a][b];"
    FILTER+="[a]trim=start=$XFADE,setpts=PTS-STARTPTS[main];[b]trim=duration=$XFADE,setpts=PTS-STARTPTS[head];"
    FILTER+="[main][head]xfade=transition=fade:duration=$XFADE:offset=$OFFSET,format=gbrp[v]"
    DURATION="$(awk -v x="$XFADE" -v d="$DURATION" 'BEGIN { printf "%.3f", d - x }')"
  else
    FILTER="[0:v]$COVER,trim=duration=$DURATION,setpts=PTS-STARTPTS,format=gbrp[v]"
  fi
  "${FF[@]}" -i "$INPUT" -filter_complex "$FILTER" -map '[v]' -an -c:v ffv1 -level 3 "$SRC"
fi
FRAMES="$(ffprobe -v error -count_frames -select_streams v:0 -show_entries stream=nb_read_frames -of csv=p=0 "$SRC")"
DURATION="$(awk -v f="$FRAMES" -v r="$FPS" 'BEGIN { printf "%.3f", f / r }')"
echo "    $FRAMES frames, ${DURATION}s"

# --- 2. encoders ----------------------------------------------------------------------------
# BT.709 conversion done explicitly (swscale would default to BT.601) and tagged in the stream.
COLOR=(-colorspace bt709 -color_primaries bt709 -color_trc bt709 -color_range tv)
vf_for() { echo "scale=$1:$2:flags=lanczos:out_color_matrix=bt709:out_range=tv,format=yuv420p"; }
kbps_for() { awk -v b="$1" -v d="$DURATION" 'BEGIN { printf "%d", b * 8 / d / 1000 }'; }
size_of() { stat -c %s "$1"; }

# One keyframe per loop (browsers restart at frame 0), fixed thread counts for reproducibility.
# No VBV (-maxrate/-bufsize) on x264: with frame threads it makes the output non-deterministic,
# and a 10 s background loop is downloaded whole anyway.
encode_mp4() { # width height kbps out
  local vf kb="$3" out="$4" log="$TMP/x264-$1"
  vf="$(vf_for "$1" "$2")"
  local common=(-i "$SRC" -an -sn -dn -map 0:v:0 -map_metadata -1 -vf "$vf" -r "$FPS"
    -c:v libx264 -preset veryslow -profile:v high -level:v 4.0 -pix_fmt yuv420p -threads 4
    -b:v "${kb}k" -g "$FRAMES" -keyint_min "$FRAMES" -sc_threshold 0 -x264-params "aq-mode=3" "${COLOR[@]}")
  "${FF[@]}" "${common[@]}" -pass 1 -passlogfile "$log" -f null /dev/null
  "${FF[@]}" "${common[@]}" -pass 2 -passlogfile "$log" \
    -movflags +faststart -fflags +bitexact -f mp4 "$out"
}

encode_webm() { # width height kbps out
  local vf kb="$3" out="$4" log="$TMP/vp9-$1" tiles=0
  vf="$(vf_for "$1" "$2")"
  [[ "$1" -ge 1024 ]] && tiles=1
  local common=(-i "$SRC" -an -sn -dn -map 0:v:0 -map_metadata -1 -vf "$vf" -r "$FPS"
    -c:v libvpx-vp9 -pix_fmt yuv420p -b:v "${kb}k" -maxrate "$((kb * 2))k" -bufsize "$((kb * 4))k"
    -g "$FRAMES" -auto-alt-ref 1 -lag-in-frames 25 -threads 4 -row-mt 1 -tile-columns "$tiles"
    -frame-parallel 0 "${COLOR[@]}")
  "${FF[@]}" "${common[@]}" -pass 1 -deadline good -cpu-used 4 -passlogfile "$log" -f webm /dev/null
  "${FF[@]}" "${common[@]}" -pass 2 -deadline good -cpu-used 2 -passlogfile "$log" \
    -fflags +bitexact -f webm "$out"
}

# Encode; if the result busts its hard limit (busy real footage), retry at 80 % of the bitrate.
encode() { # kind width height target limit out
  local kind="$1" w="$2" h="$3" target="$4" limit="$5" out="$6" kb try
  kb="$(kbps_for "$target")"
  for try in 1 2 3 4; do
    echo "==> $(basename "$out"): ${w}x${h} @ ${kb} kb/s (two-pass)"
    "encode_$kind" "$w" "$h" "$kb" "$out"
    (($(size_of "$out") <= limit)) && return 0
    echo "    $(size_of "$out") bytes > $limit, retrying lower" >&2
    kb=$((kb * 4 / 5))
  done
  die "$(basename "$out") still over budget"
}

STAGE="$TMP/out"
mkdir -p "$STAGE"
encode mp4 1280 720 "$TARGET_1280" "$LIMIT_1280" "$STAGE/hero-1280.mp4"
encode webm 1280 720 "$TARGET_1280" "$LIMIT_1280" "$STAGE/hero-1280.webm"
encode mp4 640 360 "$TARGET_640" "$LIMIT_640" "$STAGE/hero-640.mp4"
encode webm 640 360 "$TARGET_640" "$LIMIT_640" "$STAGE/hero-640.webm"

# --- 3. posters (first frame) ---------------------------------------------------------------
echo "==> Posters"
"${FF[@]}" -i "$SRC" -frames:v 1 -pix_fmt rgb24 "$TMP/poster-1280.png"
"${FF[@]}" -i "$SRC" -frames:v 1 -vf scale=640:360:flags=lanczos -pix_fmt rgb24 "$TMP/poster-640.png"
# Quality steps down only if a file is over its budget (AVIF 1280 ≤ 60 KB, 640 ≤ 25 KB).
(cd "$ROOT" && node -e '
const sharp = require("sharp");
const [tmp, stage] = process.argv.slice(1);
const jobs = [
  { w: 1280, budget: { avif: 60000, webp: 90000, jpg: 120000 } },
  { w: 640, budget: { avif: 25000, webp: 35000, jpg: 45000 } },
];
const encoders = {
  avif: (img, q) => img.avif({ quality: q, effort: 9, chromaSubsampling: "4:2:0" }),
  webp: (img, q) => img.webp({ quality: q, effort: 6, smartSubsample: true }),
  jpg: (img, q) => img.jpeg({ quality: q, mozjpeg: true, progressive: true }),
};
const startQ = { avif: 64, webp: 80, jpg: 72 };
(async () => {
  for (const { w, budget } of jobs) {
    for (const fmt of Object.keys(encoders)) {
      let q = startQ[fmt];
      let buf;
      for (;;) {
        buf = await encoders[fmt](sharp(`${tmp}/poster-${w}.png`), q).toBuffer();
        if (buf.length <= budget[fmt] || q <= 25) break;
        q -= 5;
      }
      require("fs").writeFileSync(`${stage}/hero-poster-${w}.${fmt}`, buf);
      console.log(`    hero-poster-${w}.${fmt}: q${q}, ${buf.length} bytes`);
    }
  }
})().catch((e) => { console.error(e); process.exit(1); });
' "$TMP" "$STAGE")

# --- 4. verify + install --------------------------------------------------------------------
echo "==> Verifying"
fail=0
check_video() { # file w h limit
  local f="$1" info audio dur
  info="$(ffprobe -v error -select_streams v:0 -show_entries stream=codec_name,width,height,pix_fmt \
    -of csv=p=0 "$f")"
  audio="$(ffprobe -v error -select_streams a -show_entries stream=index -of csv=p=0 "$f")"
  dur="$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$f")"
  [[ -z "$audio" ]] || { echo "    FAIL $(basename "$f"): has an audio stream" >&2; fail=1; }
  [[ "$info" == *",$2,$3,"* || "$info" == *",$2,$3" ]] ||
    { echo "    FAIL $(basename "$f"): unexpected stream $info" >&2; fail=1; }
  awk -v a="$dur" -v b="$DURATION" 'BEGIN { d = a - b; exit !(d < 0.1 && d > -0.1) }' ||
    { echo "    FAIL $(basename "$f"): duration $dur, expected $DURATION" >&2; fail=1; }
  (($(size_of "$f") <= $4)) || { echo "    FAIL $(basename "$f"): too big" >&2; fail=1; }
}
check_video "$STAGE/hero-1280.mp4" 1280 720 "$LIMIT_1280"
check_video "$STAGE/hero-1280.webm" 1280 720 "$LIMIT_1280"
check_video "$STAGE/hero-640.mp4" 640 360 "$LIMIT_640"
check_video "$STAGE/hero-640.webm" 640 360 "$LIMIT_640"
((fail == 0)) || die "verification failed; nothing written to $OUT_DIR"

mkdir -p "$OUT_DIR"
for f in "$STAGE"/*; do mv -f "$f" "$OUT_DIR/"; done

echo
echo "Summary ($OUT_DIR):"
printf '  %-24s %9s  %-6s %-9s %8s  %s\n' FILE BYTES CODEC SIZE DURATION AUDIO
for f in hero-1280.mp4 hero-1280.webm hero-640.mp4 hero-640.webm; do
  p="$OUT_DIR/$f"
  IFS=, read -r codec w h <<<"$(ffprobe -v error -select_streams v:0 \
    -show_entries stream=codec_name,width,height -of csv=p=0 "$p")"
  dur="$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$p")"
  na="$(ffprobe -v error -select_streams a -show_entries stream=index -of csv=p=0 "$p" | wc -l)"
  printf '  %-24s %9d  %-6s %-9s %7.2fs  %s\n' "$f" "$(size_of "$p")" "$codec" "${w}x${h}" "$dur" \
    "$([[ $na -eq 0 ]] && echo none || echo "$na stream(s)")"
done
for f in hero-poster-1280.avif hero-poster-1280.webp hero-poster-1280.jpg \
  hero-poster-640.avif hero-poster-640.webp hero-poster-640.jpg; do
  printf '  %-24s %9d\n' "$f" "$(size_of "$OUT_DIR/$f")"
done
echo "  loop: $FRAMES frames @ $FPS fps = ${DURATION}s"
