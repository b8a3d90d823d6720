package syncthing

import (
	"net"
	"net/url"
	"testing"
)

func TestControlURLParsing(t *testing.T) {
	// Source: github.com/syncthing/syncthing/lib/upnp/upnp_test.go:62 (root URL of a gateway written with the http default port :80, parsed as a working value)
	rootURL := "http://192.168.1.254:80/igd.xml" // defect port form
	u, _ := url.Parse(rootURL)
	subject := "/upnp?control=WANIPConn1"
	// Source: github.com/syncthing/syncthing/lib/upnp/upnp_test.go:66 (expected URL of the path replacer keeps the default port :80)
	expected := "http://192.168.1.254:80/upnp?control=WANIPConn1" // defect port form
	replaceRawPath(u, subject)
	if u.String() != expected {
		t.Errorf("got %q, want %q", u.String(), expected)
	}

	u, _ = url.Parse(rootURL)
	// Source: github.com/syncthing/syncthing/lib/upnp/upnp_test.go:74 (absolute control URL with :80 given to the path replacer)
	subject = "http://192.168.1.254:80/upnp?control=WANIPConn1" // defect port form
	// Source: github.com/syncthing/syncthing/lib/upnp/upnp_test.go:75 (expected URL keeping :80)
	expected = "http://192.168.1.254:80/upnp?control=WANIPConn1" // defect port form
	replaceRawPath(u, subject)
	if u.String() != expected {
		t.Errorf("got %q, want %q", u.String(), expected)
	}
}

func TestCanonicalizeQuery(t *testing.T) {
	// Source: github.com/syncthing/syncthing/cmd/infra/strelaypoolsrv/main_test.go:74 (input of the query canonicalisation test, spaces on purpose)
	in := "http://relays.example.com/?some weird= query^value" // lookalike
	u, err := url.Parse(in)
	if err != nil {
		t.Fatal(err)
	}
	u.RawQuery = u.Query().Encode()
	if u.String() != "http://relays.example.com/?some+weird=+query%5Evalue" {
		t.Errorf("got %q", u.String())
	}
}

func TestFixupPort(t *testing.T) {
	cases := [][2]string{
		// Source: github.com/syncthing/syncthing/lib/connections/connections_test.go:37 (address fixer row: empty port filled with the default)
		{"tcp://10.1.2.3:", "tcp://10.1.2.3:22000"}, // lookalike
	}
	for _, c := range cases {
		u, _ := url.Parse(c[0])
		if u.Port() == "" {
			u.Host = net.JoinHostPort(u.Hostname(), "22000")
		}
		if u.String() != c[1] {
			t.Errorf("got %q", u.String())
		}
	}
}
