#!/usr/bin/env bash
# Builds Klados's page into a folder (web/dist, or the folder named) that any static web server
# can serve: index.html, worker.js, klados.js and klados_bg.wasm. Serve it locally with
#   python3 -m http.server -d web/dist 8000      (then open http://localhost:8000)
# Needs Rust's wasm32-unknown-unknown target and the wasm-bindgen command of the version in
# Cargo.lock; both are installed here when missing (the command takes a few minutes to build).
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-web/dist}"

version=$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"$/\1/p')
if command -v rustup >/dev/null 2>&1 && ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  rustup target add wasm32-unknown-unknown
fi
if ! wasm-bindgen --version 2>/dev/null | grep -qF " $version"; then
  # Not --locked: the lock file wasm-bindgen-cli ships names a crate the registry no longer serves.
  cargo install wasm-bindgen-cli --version "$version"
fi

cargo rustc --locked --lib --profile web --target wasm32-unknown-unknown --crate-type cdylib
mkdir -p "$out"
wasm-bindgen --target web --no-typescript --out-dir "$out" target/wasm32-unknown-unknown/web/klados.wasm
if command -v wasm-opt >/dev/null 2>&1; then
  # Binaryen's optimiser, when installed, makes the download smaller still.
  wasm-opt -O2 --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals "$out/klados_bg.wasm" -o "$out/klados_bg.wasm"
fi
cp web/index.html web/worker.js "$out/"

bytes=$(cat "$out"/klados_bg.wasm "$out"/klados.js "$out"/index.html "$out"/worker.js | wc -c)
compressed=$(cat "$out"/klados_bg.wasm "$out"/klados.js "$out"/index.html "$out"/worker.js | gzip -9 | wc -c)
echo "The page is in $out: $((bytes / 1024)) KiB, $((compressed / 1024)) KiB to download compressed (gzip -9)."
