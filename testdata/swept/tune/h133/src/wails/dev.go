package wails

import (
	"fmt"
	"net"
	"net/url"
	"path"
)

// Dev holds the dev command flags.
type Dev struct {
	DevServer    string
	devServerURL *url.URL
}

// Process checks the flags.
func (d *Dev) Process() error {
	if _, _, err := net.SplitHostPort(d.DevServer); err != nil {
		return fmt.Errorf("DevServer is not of the form 'host:port', please check your wails.json")
	}
	var err error
	// Source: github.com/wailsapp/wails/v2/cmd/wails/flags/dev.go:60 (hostjoin: the dev server value is checked with net.SplitHostPort just before, so it is already a host:port and no colon is joined here; uniform sample of 12 of 25.)
	d.devServerURL, err = url.Parse("http://" + d.DevServer) // lookalike
	return err
}

func joinPath(u *url.URL, subPath string) string {
	v := *u
	// Source: github.com/wailsapp/wails/v2/cmd/wails/internal/dev/dev.go:518 (pathjoin: path.Join is applied to the path field of a copied url.URL, not to a URI string; uniform sample of 12 of 25.)
	v.Path = path.Join(v.Path, subPath) // lookalike
	return v.String()
}

// ReloadURL returns the reload endpoint of the dev server.
func (d *Dev) ReloadURL(sub string) string { return joinPath(d.devServerURL, sub) }
