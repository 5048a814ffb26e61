#!/usr/bin/env bash
# Installs kuriosa for everyone on this machine: a release build of the binary into
# PREFIX/bin, the manual page into PREFIX/share/man/man1, and completions for bash, zsh and
# fish under PREFIX/share. PREFIX defaults to /usr/local (then run it with sudo, or give a
# PREFIX you can write, such as ~/.local).
#
#   bash scripts/install.sh [PREFIX]
set -euo pipefail
cd "$(dirname "$0")/.."
prefix="${1:-/usr/local}"
# What building and running needs (not the tests' programs).
bash scripts/install-deps.sh
if ! command -v swift >/dev/null && [ -x /opt/swift/usr/bin/swift ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
swift build -c release --product kuriosa
bin="$(swift build -c release --show-bin-path)/kuriosa"

install -d "$prefix/bin" "$prefix/share/man/man1" "$prefix/share/bash-completion/completions" \
    "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
install -m 755 "$bin" "$prefix/bin/kuriosa"
# Made by the binary just installed, so they always match its options.
"$prefix/bin/kuriosa" man > "$prefix/share/man/man1/kuriosa.1"
"$prefix/bin/kuriosa" completions bash > "$prefix/share/bash-completion/completions/kuriosa"
"$prefix/bin/kuriosa" completions zsh > "$prefix/share/zsh/site-functions/_kuriosa"
"$prefix/bin/kuriosa" completions fish > "$prefix/share/fish/vendor_completions.d/kuriosa.fish"
chmod 644 "$prefix/share/man/man1/kuriosa.1" "$prefix/share/bash-completion/completions/kuriosa" \
    "$prefix/share/zsh/site-functions/_kuriosa" "$prefix/share/fish/vendor_completions.d/kuriosa.fish"
echo "Installed $prefix/bin/kuriosa ($("$prefix/bin/kuriosa" --version)), its manual page and completions."
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "Note: $prefix/bin is not on PATH." ;; esac
