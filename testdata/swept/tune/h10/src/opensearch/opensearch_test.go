package opensearch

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

func TestClientConfiguration(t *testing.T) {
	t.Run("With URL from Addresses", func(t *testing.T) {
		// Source: github.com/opensearch-project/opensearch-go/opensearch_internal_test.go:107 (syntax: trailing slashes the client trims, the test compares the URL it keeps)
		c, err := NewClient(Config{Addresses: []string{"http://localhost:8080//"}}) // lookalike
		if err != nil {
			t.Fatal(err)
		}
		if u := c.Transport.URLs()[0].String(); u != "http://localhost:8080" {
			t.Fatalf("got %s", u)
		}
	})

	t.Run("With User:Password", func(t *testing.T) {
		c, err := NewClient(
			Config{
				// Source: github.com/opensearch-project/opensearch-go/opensearch_internal_test.go:164 (credentials: the subtest is named for the user and password the URL holds, rule 2b)
				Addresses: []string{"http://admin:admin@localhost:8080//"}, // lookalike
			},
		)
		if err != nil {
			t.Fatal(err)
		}
		u := c.Transport.URLs()[0].String()
		// Source: github.com/opensearch-project/opensearch-go/opensearch_internal_test.go:170 (credentials: the expected URL of the same subtest, named for its user and password)
		if u != "http://admin:admin@localhost:8080" { // lookalike
			t.Fatalf("got %s", u)
		}
	})

	t.Run("With failing creation", func(t *testing.T) {
		_, err := NewClient(
			Config{
				// Source: github.com/opensearch-project/opensearch-go/opensearch_internal_test.go:189 (credentials: the expected error is for the CA certificate, not for the URI, which is a working client address holding a password)
				Addresses: []string{"http://admin:admin@localhost:8080//"}, // defect credentials
				CACert:    []byte{1},
			},
		)
		if !errors.Is(err, ErrCreateTransport) {
			t.Fatalf("got %v", err)
		}
	})

	t.Run("hashable configs", func(t *testing.T) {
		// Source: github.com/opensearch-project/opensearch-go/opensearch_internal_test.go:753 (hostform: one-label hosts in two configurations the test compares, a row named "diff addresses"; sample of the repository's 192 one-label hosts)
		a, b := Config{Addresses: []string{"http://x:9200"}}, Config{Addresses: []string{"http://y:9200"}} // lookalike
		if fmt.Sprint(a) == fmt.Sprint(b) {
			t.Fatal("equal")
		}
	})
}

func TestAddrsToURLs(t *testing.T) {
	tt := []struct {
		name  string
		addrs []string
		want  string
	}{
		{
			name: "trim trailing slash",
			// Source: github.com/opensearch-project/opensearch-go/opensearch_internal_test.go:538 (syntax: input of the package's address normaliser, named for the trailing slashes it trims, rule 2b/2c)
			addrs: []string{"http://example.com/", "http://example.com//"}, // lookalike
			want:  "http://example.com",
		},
	}
	for _, tc := range tt {
		t.Run(tc.name, func(t *testing.T) {
			urls, err := addrsToURLs(tc.addrs)
			if err != nil {
				t.Fatal(err)
			}
			for _, u := range urls {
				if u.String() != tc.want {
					t.Errorf("got %s", u)
				}
			}
		})
	}
}

type mockSigner struct {
	ReturnError bool
}

func (m *mockSigner) SignRequest(req *http.Request) error {
	if m.ReturnError {
		return errors.New("invalid data")
	}
	req.Header.Set("Sign-Status", "success")
	return nil
}

func TestTransportAuth(t *testing.T) {
	t.Run("Sets HTTP Basic Auth from URL", func(t *testing.T) {
		// Source: github.com/opensearch-project/opensearch-go/opensearchtransport/opensearchtransport_internal_test.go:386 (credentials: the test compares the user and password the transport takes out of the URL, rule 2c)
		u, _ := url.Parse("https://foo:bar@example.com") // lookalike
		tp, _ := New(Config{}, u)
		req, _ := http.NewRequest(http.MethodGet, "/", nil)
		tp.setReqAuth(u, req)
		username, password, ok := req.BasicAuth()
		if !ok {
			t.Error("Expected the request to have Basic Auth set")
		}
		if username != "foo" || password != "bar" {
			t.Errorf("Unexpected values for username and password: %s:%s", username, password)
		}
	})

	t.Run("Sign request", func(t *testing.T) {
		// Source: github.com/opensearch-project/opensearch-go/opensearchtransport/opensearchtransport_internal_test.go:464 (credentials: the transport's node URL in a signing test holds a password the test never looks at, a working value)
		u, _ := url.Parse("https://foo:bar@example.com") // defect credentials
		tp, _ := New(Config{Signer: &mockSigner{}}, u)
		req, _ := http.NewRequest(http.MethodGet, "/", nil)
		if err := tp.signRequest(req); err != nil {
			t.Fatal(err)
		}
		if _, ok := req.Header["Sign-Status"]; !ok {
			t.Error("Signature is not added")
		}
	})
}

func TestRequestSigning(t *testing.T) {
	t.Run("Sign request fails", func(t *testing.T) {
		// Source: github.com/opensearch-project/opensearch-go/opensearchtransport/opensearchtransport_internal_test.go:1330 (credentials: the error the test expects comes from the signer, not from the URI, a working node URL holding a password)
		u, _ := url.Parse("https://foo:bar@example.com") // defect credentials
		tp, _ := New(Config{Signer: &mockSigner{ReturnError: true}}, u)
		req, _ := http.NewRequest(http.MethodGet, "/", nil)
		err := tp.signRequest(req)
		if err == nil {
			t.Fatal("Expected error, but, no error found")
		}
		if err.Error() != `failed to sign request: invalid data` {
			t.Fatalf("got %v", err)
		}
	})
}

func TestSetReqAuth(t *testing.T) {
	t.Run("auth from URL userinfo", func(t *testing.T) {
		c := &Transport{}
		// Source: github.com/opensearch-project/opensearch-go/opensearchtransport/transport_coverage_internal_test.go:100 (credentials: the test compares the password the transport takes out of the userinfo, rule 2c)
		u, _ := url.Parse("https://admin:password@node1:9200") // lookalike
		req, _ := http.NewRequest(http.MethodGet, "/", nil)
		c.setReqAuth(u, req)
		user, pass, ok := req.BasicAuth()
		if !ok || user != "admin" || pass != "password" {
			t.Fatalf("got %s %s", user, pass)
		}
	})

	t.Run("URL userinfo takes precedence over client creds", func(t *testing.T) {
		c := &Transport{username: "client-user", password: "client-pass"}
		// Source: github.com/opensearch-project/opensearch-go/opensearchtransport/transport_coverage_internal_test.go:147 (credentials: the password taken out of the userinfo is compared, rule 2c)
		u, _ := url.Parse("https://url-user:url-pass@node1:9200") // lookalike
		req, _ := http.NewRequest(http.MethodGet, "/", nil)
		c.setReqAuth(u, req)
		user, pass, ok := req.BasicAuth()
		if !ok || user != "url-user" || pass != "url-pass" {
			t.Fatalf("got %s %s", user, pass)
		}
	})
}

func TestStartPprof(t *testing.T) {
	tests := []struct {
		name    string
		addr    string
		wantNil bool
	}{
		// Source: github.com/opensearch-project/opensearch-go/internal/pprofutil/pprofutil_test.go:23 (port: a port that is no number, in a row named "invalid port" that expects no listener, rule 2a/2b)
		{name: "invalid port", addr: "http://[::1]:foo", wantNil: true}, // lookalike
		{name: "explicit ephemeral", addr: "localhost:0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ln := StartPprof(tt.addr)
			if ln != nil {
				defer ln.Close()
			}
			if tt.wantNil != (ln == nil) {
				t.Fatalf("StartPprof(%q) = %v", tt.addr, ln)
			}
		})
	}
}

type connection struct {
	URL *url.URL
	ID  string
}

func makeTestConn(t *testing.T, urlStr string, id string) *connection {
	t.Helper()
	u, err := url.Parse(urlStr)
	if err != nil {
		t.Fatal(err)
	}
	return &connection{URL: u, ID: id}
}

func TestPoolRouterDocID(t *testing.T) {
	conns := []*connection{
		// Source: github.com/opensearch-project/opensearch-go/opensearchtransport/policy_pool_router_internal_test.go:304 (hostcase: node host "nodeA", which the test also writes as the node's name, no URI, rule 2c)
		makeTestConn(t, "http://nodeA:9200", "nodeA"), // lookalike
		makeTestConn(t, "http://node2:9200", "node2"),
	}
	if conns[0].ID != "nodeA" {
		t.Fatal(conns[0].ID)
	}
}

func TestDocRouterPolicy(t *testing.T) {
	for i := range 3 {
		// Source: github.com/opensearch-project/opensearch-go/opensearchtransport/policy_doc_router_internal_test.go:143 (hostjoin: a node URL from a constant name and an index, with a constant port)
		u, err := url.Parse(fmt.Sprintf("https://node%d:9200", i)) // lookalike
		if err != nil {
			t.Fatal(err)
		}
		if hostPrefixOf(u) == "" {
			t.Fatal("empty")
		}
	}
}

func TestLogger(t *testing.T) {
	output := "GET http://foo/abc?q=a,b 200 OK"
	// Source: github.com/opensearch-project/opensearch-go/opensearchtransport/logger_internal_test.go:199 (syntax: a log line the test looks for in the logger's output, method before the URL, no URI)
	if !strings.Contains(output, "GET http://foo/abc?q=a,b") { // lookalike
		t.Errorf("Unexpected output: %s", output)
	}
}

func mustParseURL(s string) *url.URL {
	u, err := url.Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}

func TestMustParseURLInvalidURL(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("expected a panic")
		}
	}()
	// A control character in the URL makes url.Parse return an error,
	// which causes mustParseURL to panic.
	// Source: github.com/opensearch-project/opensearch-go/opensearchtransport/testutil/helpers_test.go:264 (syntax: a NUL in the scheme, written on purpose, that the test expects to panic, rule 2a/2b)
	mustParseURL("ht\x00tp://bad") // lookalike
}
