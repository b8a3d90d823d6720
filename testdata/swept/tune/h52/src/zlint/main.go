package zlint

import "flag"

var nameFilter string

func init() {
	// Source: github.com/zmap/zlint/v3/cmd/zlint/main.go:71 (syntax: the URL is inside flag usage text, prose joined to words around it.)
	flag.StringVar(&nameFilter, "nameFilter", "", "Only run lints with a name matching the provided regex. The regex syntax used is that used in the Golang regexp package (please see https://pkg.go.dev/regexp/syntax) (Can not be used with -includeNames/-excludeNames)") // lookalike
}
