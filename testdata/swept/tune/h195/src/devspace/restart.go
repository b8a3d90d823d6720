package devspace

import (
	"io/ioutil"
	"net/http"
	"strings"
)

// LoadRestartHelper loads the restart helper script from either
// a path or returns the bundled version of it.
func LoadRestartHelper(path string) (string, error) {
	if isRemoteHTTP(path) {
		resp, err := http.Get(path)
		if err != nil {
			return "", err
		}
		defer resp.Body.Close()
		b, err := ioutil.ReadAll(resp.Body)
		return string(b), err
	}
	b, err := ioutil.ReadFile(path)
	return string(b), err
}

// isRemoteHTTP checks if the source is a http/https url and a yaml
func isRemoteHTTP(path string) bool {
	// Source: github.com/loft-sh/devspace/pkg/devspace/build/builder/restart/restart.go:90 (sink: the bare scheme prefixes are only compared with HasPrefix, no URI use)
	return strings.HasPrefix(path, "http://") || strings.HasPrefix(path, "https://") // lookalike
}
