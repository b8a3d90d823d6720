package ferretdb

import "strings"

func checkVersion(version string) {
	if !strings.HasPrefix(version, "v") {
		msg := "Invalid build/version/version.txt file content. Please run `bin/task gen-version`.\n"
		// Source: github.com/FerretDB/FerretDB/build/version/version.go:157 (syntax: a URL at the end of a panic message, prose joined to the words around it.)
		msg += "See https://pkg.go.dev/github.com/FerretDB/FerretDB/build/version" // lookalike
		panic(msg)
	}
}
