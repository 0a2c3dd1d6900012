# shellcheck shell=bash
# Node for CI and fresh machines (decision 295): the project runs on Node 24 LTS. `use_supported_node` keeps a
# Node that is new enough, else installs the official build of the version in .nvmrc from the npm registry
# (the package node-linux-<arch>, the same binary nodejs.org ships) into a cache outside the checkout, and puts
# it first on PATH, so npm, npx and every `#!/usr/bin/env node` script after it run on that Node.
#   DX_NODE_CACHE  where installed versions are kept (default ${XDG_CACHE_HOME:-~/.cache}/dasturxon/node)
#   DX_NODE_FORCE=1  install and use the pinned version even when the Node on PATH is new enough
# Sourced by .ci/run; on its own: `source .ci/lib/node.sh && use_supported_node && node -v`.

DX_NODE_MIN_MAJOR=24
DX_NODE_MIN_MINOR=11 # 24.11.0 is the first LTS release of Node 24 (package.json "engines": ">=24.11.0")

# node_is_supported <node binary>: true when it runs and is 24.11 or newer.
node_is_supported() {
  "$1" -e "
    const [major, minor] = process.versions.node.split('.').map(Number);
    process.exit(major > $DX_NODE_MIN_MAJOR || (major === $DX_NODE_MIN_MAJOR && minor >= $DX_NODE_MIN_MINOR) ? 0 : 1);
  " >/dev/null 2>&1
}

use_supported_node() {
  local root
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
  local current
  current="$(command -v node || true)"
  if [ -z "${DX_NODE_FORCE:-}" ] && [ -n "$current" ] && node_is_supported "$current"; then
    echo "[node] using $("$current" -v) at $current"
    return 0
  fi

  local version
  version="$(tr -d ' \r\n' <"$root/.nvmrc")"
  local arch
  case "$(uname -m)" in
  x86_64 | amd64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *)
    echo "[node] no official Node package for $(uname -m); install Node $version yourself" >&2
    return 1
    ;;
  esac
  local pkg="node-linux-$arch"
  local cache="${DX_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/dasturxon/node}"
  local dir="$cache/$pkg-$version"
  local bin="$dir/node_modules/$pkg/bin"

  if [ -x "$bin/node" ] && [ "$("$bin/node" -v 2>/dev/null)" = "v$version" ]; then
    echo "[node] ${current:+$("$current" -v) at $current is older than $DX_NODE_MIN_MAJOR.$DX_NODE_MIN_MINOR; }using cached $pkg@$version"
  else
    if ! command -v npm >/dev/null 2>&1; then
      echo "[node] neither Node >= $DX_NODE_MIN_MAJOR.$DX_NODE_MIN_MINOR nor npm found: install Node $version (README, Requirements)" >&2
      return 1
    fi
    echo "[node] ${current:+$("$current" -v) at $current is older than $DX_NODE_MIN_MAJOR.$DX_NODE_MIN_MINOR: }installing $pkg@$version from the npm registry into $dir"
    mkdir -p "$cache"
    # Into a scratch directory first, then renamed: an interrupted install never looks like a cached one.
    local tmp
    tmp="$(mktemp -d "$cache/.install-XXXXXX")"
    printf '{ "private": true }\n' >"$tmp/package.json"
    if ! (cd "$tmp" && npm install --no-save --no-package-lock --ignore-scripts --no-audit --no-fund --loglevel=error \
      "$pkg@$version"); then
      rm -rf "$tmp"
      echo "[node] npm could not install $pkg@$version" >&2
      return 1
    fi
    rm -rf "$dir"
    mv "$tmp" "$dir"
    if [ "$("$bin/node" -v 2>/dev/null)" != "v$version" ]; then
      echo "[node] $bin/node does not run or is not v$version" >&2
      return 1
    fi
  fi
  export PATH="$bin:$PATH"
  hash -r
  echo "[node] using $(node -v) at $(command -v node); npm $(npm -v 2>/dev/null) runs on it"
}
