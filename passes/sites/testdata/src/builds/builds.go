package builds

import (
	"fmt"
	"net/url"
	"path"
	"path/filepath"
)

const apiFormat = "https://%s/v1/%s"

type client struct{ base string }

// get passes its format on to fmt.Sprintf: its callers build the path.
func (c *client) get(format string, args ...any) error {
	_ = c.base + fmt.Sprintf(format, args...) // no ":/?=" known
	return nil
}

func concat(host, port, name string) {
	_ = "http://" + host + ":" + port + "/x" // want `concat "http://…:…/x"`
	_ = ("http://" + host) + ":" + port      // want `concat "http://…:…"`
	_ = "hello " + name                      // no ":/?=": a message
	const c = "http://" + "example.com"      // constant: no build
}

func format(c *client, host, name string, port int) {
	_ = fmt.Sprintf("http://%s:%d/", host, port) // want `format "http://…:…/"`
	_ = fmt.Sprintf(apiFormat, host, name)       // want `format "https://…/v1/…"`
	_ = c.get("repos/%s/%s", name, host)         // want `format "repos/…/…"`
	_ = fmt.Sprintf("%s and %s", host, name)     // no ":/?=": a message
}

func joins(base string, u *url.URL) {
	_, _ = url.JoinPath("https://api.example.com", "v1") // want `joinpath "https://api.example.com"`
	_ = u.JoinPath("v1")                                 // want `joinpath ""`
	_ = path.Join("https://api.example.com", "v1")       // want `pathjoin "https://api.example.com"`
	_ = filepath.Join(base, "x")                         // want `pathjoin "…"`
}

func fields(name, q string) {
	u := url.URL{Scheme: "https", Host: "example.com", Path: "/u/" + name} // want `field Path "/u/…"` `concat "/u/…"`
	u.RawQuery = "q=" + url.QueryEscape(q)                                 // want `field RawQuery "q=…"` `concat "q=…"`
	u.Path = "/static"                                                     // known: no build
}
