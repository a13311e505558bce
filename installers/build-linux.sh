#!/usr/bin/env bash
# Builds the Linux app image (and, with --deb, a .deb declaring libgtk-3-0), then smoke-runs the app image
# headless: `validate` on the shipped methodologies and, when xvfb-run exists, a real-window screenshot.
# Needs a JDK 17+ with jpackage (and fakeroot + dpkg-dev for --deb). Run from the repository root:
#   installers/build-linux.sh [--deb]
set -euo pipefail
cd "$(dirname "$0")/.."
source installers/common.env
JPACKAGE="${JAVA_HOME:+$JAVA_HOME/bin/}jpackage"

./mvnw -q -B -DskipTests package
rm -rf target/jpackage-input target/installer
mkdir -p target/jpackage-input target/installer
cp "target/$MAIN_JAR" target/jpackage-input/

"$JPACKAGE" --type app-image --dest target/installer --input target/jpackage-input \
    --name "$APP_ID" --app-version "$APP_VERSION" --vendor "$VENDOR" \
    --main-jar "$MAIN_JAR" --main-class "$MAIN_CLASS" --java-options "$JAVA_OPTIONS"
echo "App image: target/installer/$APP_ID"

# Smoke run of the app image (headless).
launcher="target/installer/$APP_ID/bin/$APP_ID"
"$launcher" validate methodologies/*.yaml
if command -v xvfb-run >/dev/null 2>&1; then
  xvfb-run -a -s "-screen 0 1440x900x24" "$launcher" screenshot --demo --out target/installer/smoke.png
  echo "Smoke screenshot: target/installer/smoke.png"
fi

if [ "${1:-}" = "--deb" ]; then
  "$JPACKAGE" --type deb --dest target/installer --input target/jpackage-input \
      --name "$APP_ID" --app-version "$APP_VERSION" --vendor "$VENDOR" \
      --main-jar "$MAIN_JAR" --main-class "$MAIN_CLASS" --java-options "$JAVA_OPTIONS" \
      --linux-package-deps "libgtk-3-0" --linux-shortcut --linux-menu-group "Science"
  ls -l target/installer/*.deb
fi
