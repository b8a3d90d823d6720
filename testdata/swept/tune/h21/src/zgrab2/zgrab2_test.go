package zgrab2

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

func TestClientWithCorrectRedirectHeaders(t *testing.T) {
	// Source: github.com/zmap/zgrab2/lib/http/client_test.go:1066 (credentials: the test writes the Basic credentials it expects beside the URL, "My User:My Pass", rule 2c)
	url := "http://My%20User:My%20Pass@dummy.faketld/" // lookalike
	expected := "My User:My Pass"
	req, err := NewRequest("GET", url)
	if err != nil {
		t.Fatal(err)
	}
	user := req.URL.User.Username()
	pass, _ := req.URL.User.Password()
	if user+":"+pass != expected {
		t.Errorf("got %q, want %q", user+":"+pass, expected)
	}
}

func TestStripPasswordFromError(t *testing.T) {
	testCases := []struct {
		desc string
		in   string
		out  string
	}{
		{
			desc: "Strip password from error message",
			// Source: github.com/zmap/zgrab2/lib/http/client_test.go:1146 (credentials: the input of the package's password stripper, rule 2c)
			in:  "http://user:password@dummy.faketld/", // lookalike
			out: `http://user:***@dummy.faketld/`,
		},
	}
	for _, tC := range testCases {
		t.Run(tC.desc, func(t *testing.T) {
			u, _ := url.Parse(tC.in)
			if got := stripPassword(u); got != tC.out {
				t.Errorf("got %q, want %q", got, tC.out)
			}
		})
	}
}

func TestReferer(t *testing.T) {
	tests := []struct {
		lastReq, newReq, explicitRef string // from -> to URLs, explicitly set Referer value
		want                         string
	}{
		// don't send user:
		{lastReq: "http://gopher@test.com", newReq: "http://link.com", want: "http://test.com"},
		// don't send a user and password:
		// Source: github.com/zmap/zgrab2/lib/http/client_test.go:1424 (credentials: rows of the referer builder, which must drop the userinfo, with and without a password, rules 2c and 2d)
		{lastReq: "http://gopher:go@test.com", newReq: "http://link.com", want: "http://test.com"}, // lookalike
		// nothing to do:
		{lastReq: "http://test.com", newReq: "http://link.com", want: "http://test.com"},
	}
	for _, tt := range tests {
		l, err := url.Parse(tt.lastReq)
		if err != nil {
			t.Fatal(err)
		}
		n, err := url.Parse(tt.newReq)
		if err != nil {
			t.Fatal(err)
		}
		r := refererForURL(l, n, tt.explicitRef)
		if r != tt.want {
			t.Errorf("refererForURL(%q, %q) = %q; want %q", tt.lastReq, tt.newReq, r, tt.want)
		}
	}
}

func TestShouldCopyHeaderOnRedirect(t *testing.T) {
	tests := []struct {
		header     string
		initialURL string
		destURL    string
		want       bool
	}{
		{"www-authenticate", "http://foo.com/", "https://foo.com/", true},
		// Source: github.com/zmap/zgrab2/lib/http/client_test.go:1735 (port: a row of the package's comparator of redirect targets, the default port beside none, rules 2c and 2d)
		{"www-authenticate", "http://foo.com:80/", "http://foo.com/", true}, // lookalike
		{"www-authenticate", "http://foo.com:80/", "http://sub.foo.com/", true},
	}
	for i, tt := range tests {
		u0, err := url.Parse(tt.initialURL)
		if err != nil {
			t.Errorf("%d. initial URL %q parse error: %v", i, tt.initialURL, err)
			continue
		}
		u1, err := url.Parse(tt.destURL)
		if err != nil {
			t.Errorf("%d. dest URL %q parse error: %v", i, tt.destURL, err)
			continue
		}
		if got := shouldCopyHeaderOnRedirect(u0, u1); got != tt.want {
			t.Errorf("%d. shouldCopyHeaderOnRedirect(%q, %q, %q) = %v; want %v", i, tt.header, tt.initialURL, tt.destURL, got, tt.want)
		}
	}
}

type query struct {
	toURL string
	want  string
}

type jarTest struct {
	description string
	fromURL     string
	setCookies  []string
	content     string
	queries     []query
}

func TestIDNAJar(t *testing.T) {
	tests := []jarTest{
		{
			"Host cookie on IDNA domain #1",
			"http://www.bücher.test",
			[]string{"a=1"},
			"a=1",
			[]query{
				// Source: github.com/zmap/zgrab2/lib/http/cookiejar/jar_test.go:1242 (hostform: a query of the test named "Host cookie on IDNA domain", written in Unicode beside its A-label on purpose, rule 2b)
				{"http://www.bücher.test", "a=1"}, // lookalike
				{"http://www.xn--bcher-kva.test", "a=1"},
			},
		},
	}
	for _, test := range tests {
		if _, err := url.Parse(test.fromURL); err != nil {
			t.Fatal(err)
		}
		for _, q := range test.queries {
			if _, err := url.Parse(q.toURL); err != nil {
				t.Fatal(err)
			}
		}
	}
}

var getHostTests = []struct {
	in, want string
}{
	{"http://192.168.0.1:8080/", "192.168.0.1:8080"},
	// Source: github.com/zmap/zgrab2/lib/http/request_test.go:555 (port: an empty port in the input of the package's host reader, beside the host it must give, rule 2c)
	{"http://192.168.0.1:/", "192.168.0.1"}, // lookalike
}

func TestGetHost(t *testing.T) {
	for _, tt := range getHostTests {
		u, err := url.Parse(tt.in)
		if err != nil {
			t.Fatalf("url.Parse(%q): %v", tt.in, err)
		}
		if got := getHost(u); got != tt.want {
			t.Errorf("getHost(%q) = %q; want %q", tt.in, got, tt.want)
		}
	}
}

var serveMuxTests2 = []struct {
	url  string
	want string
}{
	{"http://localhost/otherDir/apage", "Default"},
	// Source: github.com/zmap/zgrab2/lib/http/serve_test.go:246 (hostcase: the test matches requests against the pattern "someHost.com/someDir", written in the same case, rule 2c)
	{"http://someHost.com/someDir/apage", "someHost.com/someDir"}, // lookalike
}

func TestServeMuxHandlerRedirects(t *testing.T) {
	mux := http.NewServeMux()
	mux.HandleFunc("someHost.com/someDir/", func(w http.ResponseWriter, r *http.Request) {
		_, _ = w.Write([]byte("someHost.com/someDir"))
	})
	for _, tt := range serveMuxTests2 {
		r := httptest.NewRequest("GET", tt.url, nil)
		w := httptest.NewRecorder()
		mux.ServeHTTP(w, r)
	}
}

func TestTransportRejectsAlphaPort(t *testing.T) {
	// Source: github.com/zmap/zgrab2/lib/http/transport_test.go:5196 (port: a port with letters the test expects the client to reject, rule 2a)
	res, err := Get("http://dummy.tld:123foo/bar") // lookalike
	if err == nil {
		res.Body.Close()
		t.Fatal("unexpected success")
	}
}

func TestRequestWriteBufferedWriter(t *testing.T) {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	defer ts.Close()

	u, err := url.Parse(ts.URL)
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/zmap/zgrab2/lib/http/request_test.go:1094 (credentials: url.UserPassword set on the URL of a server the test runs itself, rule 2c)
	u.User = url.UserPassword("foo", "bar") // lookalike
	req := &http.Request{
		URL:    u,
		Method: "GET",
	}
	if _, err := http.DefaultClient.Do(req); err != nil {
		t.Fatalf("Unexpected error: %v", err)
	}
}

func TestNewRequest(t *testing.T) {
	tests := []struct {
		method string
		uri    string
		want   string
	}{
		{
			method: "GET",
			// Source: github.com/zmap/zgrab2/lib/http/httptest/httptest_test.go:72 (percent: the input of the package's request maker, which the test expects back as RequestURI as written, rule 2c)
			uri:  "http://foo.com/path/%2f/bar/", // lookalike
			want: "http://foo.com/path/%2f/bar/",
		},
	}
	for _, tt := range tests {
		got := httptest.NewRequest(tt.method, tt.uri, nil)
		if got.RequestURI != tt.want {
			t.Errorf("RequestURI = %q; want %q", got.RequestURI, tt.want)
		}
	}
}

func TestServer_Push_RejectMissingHost(t *testing.T) {
	// Source: github.com/zmap/zgrab2/lib/http2/server_push_test.go:384 (sink: "https:pushed", a push target the test expects refused for its missing host, rule 2a)
	if err := Push("https:pushed"); err == nil { // lookalike
		t.Error("Push() should have failed (push target URL missing host)")
	}
}
