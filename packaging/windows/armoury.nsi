; Armoury's Windows installer (NSIS 3, Modern UI 2, Unicode, 64-bit).
;
; Built by scripts/package, which stages the stripped executables and the
; texts and runs (on Linux the switches take "-", on Windows "/"):
;
;   makensis -DVERSION=0.1.0 -DSTAGE=DIR -DOUTFILE=FILE packaging/windows/armoury.nsi
;
; STAGE holds armoury.exe (the command line), armoury-station.exe (the
; station window, GUI subsystem), README.md, README-windows.txt, LICENSE.txt
; and LICENSE-DejaVu.txt. OUTFILE defaults to armoury-VERSION-x86_64-setup.exe
; in the current folder.
;
; What it does: installs into Program Files\Armoury (for all users, so it
; asks for administrator rights), adds "Armoury" to the Start menu (it starts
; armoury-station.exe: a window, no console), registers the uninstaller in
; Add/Remove Programs. The uninstaller removes exactly the files installed
; here and never the user's data (%APPDATA%\armoury: the database, tag PDFs,
; station settings). Both run silently with /S; a silent uninstall that
; waits until it is done: "C:\Program Files\Armoury\uninstall.exe" /S _?=C:\Program Files\Armoury
; (with _?= the uninstaller stays in the folder; delete it afterwards).

!ifndef VERSION
  !error "pass the version: makensis -DVERSION=0.1.0 ... (scripts/package does)"
!endif
!ifndef STAGE
  !error "pass the staged files' folder: makensis -DSTAGE=DIR ... (scripts/package does)"
!endif
!ifndef OUTFILE
  !define OUTFILE "armoury-${VERSION}-x86_64-setup.exe"
!endif

; The file version resource wants four numbers: 0.1.0-beta.1+abc is 0.1.0.0.
!searchparse "${VERSION}" "" V_MAJOR "." V_MINOR "." V_REST
!searchparse "${V_REST}-" "" V_REST_NOPRE "-"
!searchparse "${V_REST_NOPRE}+" "" V_PATCH "+"

!define APP "Armoury"
!define PUBLISHER "The Armoury contributors"
!define UNINST_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Armoury"
!define APP_KEY "Software\Armoury"

Unicode true
; The application is x86_64 only: a 64-bit installer writes to the 64-bit
; Program Files and registry without WOW64 redirection.
Target amd64-unicode
SetCompressor /SOLID lzma
ManifestDPIAware true
RequestExecutionLevel admin

Name "${APP}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\${APP}"
; An upgrade goes where the last installation went.
InstallDirRegKey HKLM "${APP_KEY}" "InstallDir"
BrandingText "${APP} ${VERSION}"

VIProductVersion "${V_MAJOR}.${V_MINOR}.${V_PATCH}.0"
VIFileVersion "${V_MAJOR}.${V_MINOR}.${V_PATCH}.0"
VIAddVersionKey /LANG=1033 "ProductName" "${APP}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileDescription" "${APP} ${VERSION} setup"
VIAddVersionKey /LANG=1033 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=1033 "LegalCopyright" "MIT OR Apache-2.0"

!include "MUI2.nsh"
!include "FileFunc.nsh"
!include "LogicLib.nsh"
!include "x64.nsh"

!define MUI_ICON "armoury.ico"
!define MUI_UNICON "armoury.ico"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_SHOWREADME "$INSTDIR\README-windows.txt"
!define MUI_FINISHPAGE_SHOWREADME_TEXT "Show how to start Armoury and find the scale's port"
!define MUI_FINISHPAGE_SHOWREADME_NOTCHECKED

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_LICENSE "${STAGE}\LICENSE.txt"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH

!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_OK|MB_ICONSTOP "${APP} needs 64-bit Windows." /SD IDOK
    Abort
  ${EndIf}
  SetRegView 64
  SetShellVarContext all
FunctionEnd

Section "Armoury" SecMain
  SectionIn RO
  SetOutPath "$INSTDIR"
  File "${STAGE}\armoury.exe"
  File "${STAGE}\armoury-station.exe"
  File "${STAGE}\README.md"
  File "${STAGE}\README-windows.txt"
  File "${STAGE}\LICENSE.txt"
  File "${STAGE}\LICENSE-DejaVu.txt"
  File "armoury.ico"

  WriteUninstaller "$INSTDIR\uninstall.exe"

  ; The Start-menu entry (all users). Its working folder is $INSTDIR.
  CreateShortcut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\armoury-station.exe" "" "$INSTDIR\armoury.ico" 0 \
    SW_SHOWNORMAL "" "Weapon and armour inspection station"

  WriteRegStr HKLM "${APP_KEY}" "InstallDir" "$INSTDIR"
  WriteRegStr HKLM "${UNINST_KEY}" "DisplayName" "${APP}"
  WriteRegStr HKLM "${UNINST_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINST_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKLM "${UNINST_KEY}" "DisplayIcon" "$INSTDIR\armoury.ico"
  WriteRegStr HKLM "${UNINST_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${UNINST_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKLM "${UNINST_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKLM "${UNINST_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINST_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKLM "${UNINST_KEY}" "EstimatedSize" "$0"
SectionEnd

Function un.onInit
  SetRegView 64
  SetShellVarContext all
FunctionEnd

Section "Uninstall"
  ; Only what the installer put here: never RMDir /r (the folder may have
  ; been chosen by hand), never %APPDATA%\armoury (the user's records).
  Delete "$INSTDIR\armoury.exe"
  Delete "$INSTDIR\armoury-station.exe"
  Delete "$INSTDIR\README.md"
  Delete "$INSTDIR\README-windows.txt"
  Delete "$INSTDIR\LICENSE.txt"
  Delete "$INSTDIR\LICENSE-DejaVu.txt"
  Delete "$INSTDIR\armoury.ico"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"

  Delete "$SMPROGRAMS\${APP}.lnk"

  DeleteRegKey HKLM "${UNINST_KEY}"
  DeleteRegKey HKLM "${APP_KEY}"

  DetailPrint "Your records in %APPDATA%\armoury are kept; delete that folder to remove them."
SectionEnd
