# Builds a Windows .msi. Run on Windows with a JDK 17+ and the WiX Toolset 3 on PATH (jpackage needs it):
#   powershell -ExecutionPolicy Bypass -File installers\build-windows.ps1
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..")
.\mvnw.cmd -q -B -DskipTests package
Remove-Item -Recurse -Force target\jpackage-input -ErrorAction SilentlyContinue
New-Item -ItemType Directory -Force target\jpackage-input, target\installer | Out-Null
Copy-Item target\interview-workbench.jar target\jpackage-input\
jpackage --type msi --dest target\installer --input target\jpackage-input `
    --name "Interview Workbench" --app-version 0.1.0 --vendor "Interview Workbench" `
    --main-jar interview-workbench.jar --main-class org.interviewworkbench.app.Launcher `
    --java-options "-Xmx2g -DOPT_OUT_TRACKING=true" `
    --win-menu --win-shortcut --win-dir-chooser
Get-ChildItem target\installer\*.msi
