#!/usr/bin/env bash
# After a deliberate change to a command's table: rewrites Tests/kuriosaTests/Golden/*.txt
# (every command's --help) and docs/kuriosa.1 (kuriosa man) from the built binary.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null && [ -x /opt/swift/usr/bin/swift ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
swift build --build-tests >/dev/null
KURIOSA_UPDATE_GOLDEN=1 swift test --skip-build --filter 'HelpGoldenTests|ManPageTests'
git status --short Tests/kuriosaTests/Golden docs/kuriosa.1
