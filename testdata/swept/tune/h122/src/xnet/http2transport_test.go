package xnet

import (
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

func testTransportH2c(t *testing.T, l net.Listener) {
	// Source: golang.org/x/net/http2/transport_test.go:185 (plainhttp: an h2c request to the test's own local listener)
	req, err := http.NewRequest("GET", "http://"+l.Addr().String()+"/foobar", nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = req
}

func TestTransportPath(t *testing.T) {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	defer ts.Close()
	const (
		path  = "/testpath"
		query = "q=1"
	)
	// Source: golang.org/x/net/http2/transport_test.go:592 (baseslash: the test server URL has no trailing slash and the path starts with a slash, so nothing of the base is dropped)
	surl := ts.URL + path + "?" + query // lookalike
	if _, err := http.NewRequest("POST", surl, nil); err != nil {
		t.Fatal(err)
	}
}

func TestTransportRequestPathPseudo(t *testing.T) {
	tests := []struct {
		req  *http.Request
		want string
	}{
		// Opaque we can't handle:
		{
			// Source: golang.org/x/net/http2/transport_test.go:2940 (syntax: an underscore host in the Opaque of the row the test expects to fail, commented as an Opaque it cannot handle; rule 2a)
			req: &http.Request{Method: "GET", URL: &url.URL{Scheme: "https", Opaque: "//unknown_host/path", Host: "foo.com", Path: "/ignored"}}, // lookalike
			// Source: golang.org/x/net/http2/transport_test.go:2945 (syntax: the URI is quoted inside the expected error message, prose and not a URI; rules 2a and 4)
			want: `invalid request :path "https://unknown_host/path" from URL.Opaque = "//unknown_host/path"`, // lookalike
		},
	}
	for i, tt := range tests {
		_, err := encodeRequestHeaders(tt.req)
		if err == nil || err.Error() != tt.want {
			t.Errorf("%d. got %v; want %v", i, err, tt.want)
		}
	}
}

func TestTransportRequestsStallAtServerLimit(t *testing.T) {
	const maxConcurrent = 2
	for k := 0; k < maxConcurrent+2; k++ {
		// Source: golang.org/x/net/http2/transport_test.go:3597 (syntax: the %d is a fmt verb filled by Sprintf, on a dummy host served by a synthetic test connection)
		req, _ := http.NewRequest("GET", fmt.Sprintf("https://dummy.tld/%d", k), nil) // lookalike
		_ = req
	}
}

func TestAPITransportAllowHTTPOff(t *testing.T) {
	// Source: golang.org/x/net/http2/transport_api_test.go:184 (plainhttp: a dummy host over a synthetic test connection, sent as http on purpose to test that AllowHTTP=false refuses it)
	req, _ := http.NewRequest("GET", "http://dummy.tld/", nil) // lookalike
	_ = req
}

func TestTransportDialIDNA(t *testing.T) {
	for _, test := range []struct {
		url          string
		wantDialAddr string
	}{{
		// Source: golang.org/x/net/http2/transport_api_test.go:871 (syntax: the IDN host is the point of this row of a table that checks the IDNA form of the dial address; rules 2c and 2d)
		url:          "https://гофер.го/", // lookalike
		wantDialAddr: "xn--c1ae0ajs.xn--c1aw",
	}, {
		// IDNA translation returns an error, we try using the untranslated string.
		// Source: golang.org/x/net/http2/transport_api_test.go:875 (syntax: a row whose comment says the IDNA translation fails on purpose, in a table that varies the host; rules 2b and 2d)
		url:          "https://a⒈com/", // lookalike
		wantDialAddr: "a⒈com",
	}} {
		req, _ := http.NewRequest("GET", test.url, nil)
		if req.URL.Host == "" {
			t.Errorf("no host for %q, want dial to %q", test.url, test.wantDialAddr)
		}
	}
}
