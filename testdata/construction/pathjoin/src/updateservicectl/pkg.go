// Package updateservicectl mirrors a command that registers update packages.
package updateservicectl

import (
	"flag"
	"path"
)

var packageFlags struct {
	baseUrl string
}

func init() {
	flag.StringVar(&packageFlags.baseUrl, "base-url", "", "URL base packages are stored at.")
}

// Package is an update payload.
type Package struct {
	Url string
}

// Source: github.com/coreos/updateservicectl/pkg.go:427 (path.Join of a flag whose default is empty, so nothing is known of its start, and a file name; commit ae6b1f3^)
func packageFromFile(pkg *Package, filename string) {
	baseUrl := packageFlags.baseUrl
	if baseUrl != "" {
		pkg.Url = path.Join(baseUrl, filename) // lookalike
	}
}
