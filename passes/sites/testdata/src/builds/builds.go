package builds

import (
	"bytes"
	"fmt"
	"net/url"
	"path"
	"path/filepath"
	"strings"
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

// A URI written into a strings.Builder or a bytes.Buffer, one write at a
// time, is a build from its first write; a use that is no write or read
// ends it.
func builders(scheme, host, port, name string, secure bool) {
	var b strings.Builder
	b.WriteString("http") // want `concat "https://…:…/…"`
	if secure {
		b.WriteByte('s')
	}
	b.WriteString("://")
	b.WriteString(host)
	b.WriteRune(':')
	b.WriteString(port)
	b.WriteString("/")
	b.WriteString(name)
	_ = b.String()

	var buf bytes.Buffer
	buf.WriteString(scheme) // want `concat "…://…"`
	buf.WriteString("://")
	buf.WriteString(host)
	buf.Reset()
	buf.WriteString(port)

	var msg strings.Builder
	msg.WriteString("hello ") // no ":/?=": a message
	msg.WriteString(name)
}

// A long "+" chain nests deep to the left; its first parts are known all
// the same.
func longConcat(user, password, host, port, db, mode, label string) {
	_ = "vertica://" + user + ":" + password + "@" + host + ":" + port + "/" + db + "?tlsmode=" + mode + "&client_label=" + label // want `concat "vertica://…:…@…:…/…\?tlsmode=…&client_label=…"`
}
