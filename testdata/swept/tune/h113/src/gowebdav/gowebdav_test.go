package gowebdav

import (
	"net/http"
	"net/url"
	"testing"
)

func TestEscapeURL(t *testing.T) {
	// Source: github.com/studio-b12/gowebdav/utils_test.go:40 (percent: expected output of the package's path escaper, all escapes are uppercase and needed, rule 2c)
	ex := "https://foo.com/w%20e%20b/d%20a%20v/s%25u&c%23k:s/" // lookalike
	// Source: github.com/studio-b12/gowebdav/utils_test.go:41 (syntax: the raw spaces and stray percent are input to the package's path escaper, rule 2c)
	u, _ := url.Parse("https://foo.com" + PathEscape("/w e b/d a v/s%u&c#k:s/")) // lookalike
	if ex != u.String() {
		t.Error("expected: " + ex + " got: " + u.String())
	}
}

func TestAuthRetryBodyRace(t *testing.T) {
	// Source: github.com/studio-b12/gowebdav/client_test.go:301 (plainhttp: the host is under the reserved .invalid TLD and the request is never sent)
	rq, err := http.NewRequest("PROPFIND", "http://example.invalid/", nil) // lookalike
	if err != nil {
		t.Fatalf("NewRequest: %v", err)
	}
	_ = rq
}

func TestDigestAuthAuthorize(t *testing.T) {
	// Source: github.com/studio-b12/gowebdav/digestAuth_test.go:29 (plainhttp: plain http to localhost for a request that is only used to build a header)
	rq, _ := http.NewRequest("GET", "http://localhost/", nil) // lookalike
	_ = rq
}

func TestBasicAuthAuthorize(t *testing.T) {
	// Source: github.com/studio-b12/gowebdav/basicAuth_test.go:27 (plainhttp: plain http to localhost for a request that is only used to build a header)
	rq, _ := http.NewRequest("GET", "http://localhost/", nil) // lookalike
	_ = rq
}
