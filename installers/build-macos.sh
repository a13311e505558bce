#!/usr/bin/env bash
# Builds a macOS .dmg. Run on macOS with a JDK 17+ (jpackage cannot cross-build): installers/build-macos.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source installers/common.env
./mvnw -q -B -DskipTests package
rm -rf target/jpackage-input && mkdir -p target/jpackage-input target/installer
cp "target/$MAIN_JAR" target/jpackage-input/
jpackage --type dmg --dest target/installer --input target/jpackage-input \
    --name "$APP_NAME" --app-version "$APP_VERSION" --vendor "$VENDOR" \
    --main-jar "$MAIN_JAR" --main-class "$MAIN_CLASS" --java-options "$JAVA_OPTIONS" \
    --mac-package-identifier org.interviewworkbench
ls -l target/installer/*.dmg
