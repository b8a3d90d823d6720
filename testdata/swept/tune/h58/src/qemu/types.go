// Package qemu holds cases rewritten from github.com/digitalocean/go-qemu.
package qemu

import (
	"net/url"
	"path/filepath"
)

// resolvePath resolves an include against the spec location; Generate passes
// the default remote spec location (an https URL flag default) as orig.
func resolvePath(orig, new string) (string, error) {
	u, err := url.Parse(orig)
	if err != nil {
		return "", err
	}
	// Source: github.com/digitalocean/go-qemu/internal/qmp-gen/types.go:336 (pathjoin: filepath.Dir and filepath.Join on the path of a parsed https URL put backslashes into it on Windows)
	u.Path = filepath.Join(filepath.Dir(u.Path), new) // defect pathjoin
	return u.String(), nil
}

var _ = resolvePath
