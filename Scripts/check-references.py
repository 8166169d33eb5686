#!/usr/bin/env python3
"""Checks that the documentation, examples, scripts and source comments name
only files the repository has.

Scans README.md, CHANGELOG.md, Docs/, Examples/ and Playgrounds/, and the
comments of Scripts/, Benchmarks/, Sources/ and Tests/ (their strings name
files they write), for words that look like a file name
(`name.md`, `Docs/x/y.swift`, `../folder/file.py` …) and reports each one that
names no file: a path is looked up from the repository's root and from the
folder of the file that names it, a bare name anywhere in the repository.
Words a command writes (after `>` or `-o`), files under `.build/`, and the
names listed in ALLOWED (files a reader makes, or names that are not files)
are not checked.

Usage: python3 Scripts/check-references.py   (exit 1 if a name is missing)
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCANNED = ("README.md", "CHANGELOG.md", "Docs/", "Examples/", "Playgrounds/", "Scripts/", "Benchmarks/",
           "Sources/", "Tests/", ".ci/")
EXTENSIONS = "md|swift|sh|py|scene|txt|json|cpp|h|html|svg|png|csv|docc|xcconfig|yml"
NAME = re.compile(r"(?<![\w./+-])((?:\.\./|\./)?(?:[\w.+-]+/)*[\w+-]+(?:\.[\w+-]+)*\.(?:%s))(?![\w-])" % EXTENSIONS)
# Names that are not files of the repository by design.
ALLOWED = {
    "Package.resolved",  # SwiftPM's, never committed here
    "main.swift",  # an executable's entry file, named generically
    "index.html",  # DocC's output
    "cards.html",  # written by a command in README.md
    "default.profraw",
    "Package.swift",
    "scene.txt",  # the file name in examples of error messages
    "HeaderTests.swift",  # a user's test file in the snapshot examples
    "Module/File.swift",
    "../CassowaryLayout",  # this package, seen from a user's package beside it
}
# A path out of the repository (two dots, a slash, a name), file or folder.
OUTSIDE = re.compile(r"(?<![\w./])(\.\./[\w.+-]+(?:/[\w.+-]+)*)")
WRITTEN = re.compile(r"(?:>|-o|--output|--callgrind-out-file=)\s*$")


def repository_files():
    listed = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                            capture_output=True, text=True, check=True).stdout.split("\n")
    files = {f for f in listed if f}
    folders = {os.path.dirname(f) for f in files}
    while True:
        parents = {os.path.dirname(f) for f in folders} - folders
        if not parents:
            break
        folders |= parents
    return files, folders


def exists(name, in_file, files, folders, basenames):
    if name in ALLOWED or os.path.basename(name) in ALLOWED:
        return True
    if "__Snapshots__/" in name:  # a user's snapshot folder, in examples
        return True
    if name.startswith(".build/") or "/.build/" in name or name.startswith("/"):
        return True
    clean = name[2:] if name.startswith("./") else name
    if "/" not in clean:
        return clean in basenames or clean in folders
    here = os.path.normpath(os.path.join(os.path.dirname(in_file), clean))
    for candidate in (os.path.normpath(clean), here):
        if candidate in files or candidate in folders:
            return True
    return False


def is_prose(path, line):
    """Whether the line is read by people: any line of a document or a scene,
    only the comments of code (its strings name the files it writes)."""
    stripped = line.lstrip()
    if path.endswith((".swift", ".c", ".h", ".cpp")):
        return stripped.startswith("//")
    if path.endswith((".sh", ".py")) or path.startswith(".ci/"):
        return stripped.startswith("#")
    return True


def main():
    files, folders = repository_files()
    basenames = {os.path.basename(f) for f in files} | {os.path.basename(d) for d in folders}
    missing = []
    for path in sorted(files):
        if not path.startswith(SCANNED) and path not in SCANNED:
            continue
        if "__Snapshots__" in path or "/Snapshots/" in path or path.endswith((".png", ".svg", ".html")):
            continue
        try:
            text = open(os.path.join(ROOT, path), encoding="utf-8").read()
        except (UnicodeDecodeError, FileNotFoundError):
            continue
        for number, line in enumerate(text.split("\n"), 1):
            if not is_prose(path, line):
                continue
            for match in OUTSIDE.finditer(line):
                if match.group(1) not in ALLOWED and not os.path.exists(os.path.normpath(os.path.join(ROOT, os.path.dirname(path), match.group(1)))):
                    missing.append(f"{path}:{number}: names '{match.group(1)}', outside the repository")
            for match in NAME.finditer(line):
                name = match.group(1)
                if WRITTEN.search(line[:match.start()]):
                    continue
                if not exists(name, path, files, folders, basenames):
                    missing.append(f"{path}:{number}: names '{name}', which the repository does not have")
    for line in missing:
        print(line, file=sys.stderr)
    if missing:
        print(f"check-references: {len(missing)} name(s) of missing files", file=sys.stderr)
        return 1
    print("check-references: every file named exists")
    return 0


if __name__ == "__main__":
    sys.exit(main())
