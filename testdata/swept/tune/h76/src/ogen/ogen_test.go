package ogen

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path"
	"path/filepath"
	"strings"
	"testing"
)

func addPathParts(u *url.URL, parts ...string) {
	p := u.Path
	raw := u.EscapedPath()
	for _, part := range parts {
		unescaped, err := url.PathUnescape(part)
		if err != nil {
			unescaped = part
		}
		p += unescaped
		raw += part
	}
	u.Path = p
	u.RawPath = raw
}

func TestAddPathParts(t *testing.T) {
	// Source: github.com/ogen-go/ogen/uri/url_test.go:32 (percent: %2F is an uppercase escape of a reserved '/', canonical, base of an AddPathParts (URI builder) test)
	const escapedBase = "https://example.com/api/v%2F1" // lookalike
	u, err := url.Parse(escapedBase)
	if err != nil {
		t.Fatal(err)
	}
	addPathParts(u, "/repo/", "ogen%25go", "/", "ogen")
	// Source: github.com/ogen-go/ogen/uri/url_test.go:93 (percent: %25 escapes a literal percent and %2F a reserved slash, canonical uppercase, expected output of the URI path builder)
	want := "https://example.com/api/v%2F1/repo/ogen%25go/ogen" // lookalike
	if got := u.String(); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

type urlTest struct {
	url      string
	filePath string
	wantErr  string
}

func urlToFilePath(u *url.URL) (string, error) {
	if u.Scheme != "file" {
		return "", errors.New("non-file URL")
	}
	if strings.Contains(u.Host, ":") {
		return "", errors.New("file URL encodes volume in host field: too few slashes?")
	}
	if strings.HasPrefix(u.Path, "//") {
		return "", errors.New("file URL missing drive letter")
	}
	if u.Host != "" && u.Host != "localhost" {
		return `\\` + u.Host + filepath.FromSlash(u.Path), nil
	}
	return filepath.FromSlash(strings.TrimPrefix(u.Path, "/")), nil
}

var urlTestsWindows = []urlTest{
	// Source: github.com/ogen-go/ogen/internal/urlpath/urlpath_test.go:143 (percent: encoded unreserved %2D/%5F in a row the file-URL converter must reject (wantErr), rule 2a/2c)
	{url: `file:////applib/products/a%2Db/abc%5F9/4148.920a/media/start.swf`, wantErr: "file URL missing drive letter"}, // lookalike
	// Source: github.com/ogen-go/ogen/internal/urlpath/urlpath_test.go:154 (syntax: raw space and drive letter in host are the point of a wantErr row of a file-URL converter test, rule 2a)
	{url: `file://D:/Program Files/Viewer/startup.htm`, wantErr: "file URL encodes volume in host field: too few slashes?"}, // lookalike
	// Source: github.com/ogen-go/ogen/internal/urlpath/urlpath_test.go:163 (syntax: non-ASCII path is input to a file-URL converter whose canonical output percent-encodes it, rule 2c)
	{url: `file:///C:/exampleㄓ.txt`, filePath: `C:\exampleㄓ.txt`}, // lookalike
	// Source: github.com/ogen-go/ogen/internal/urlpath/urlpath_test.go:193 (hostform: four-slash file URL (empty authority) is a wantErr row of a file-URL converter test, rule 2a)
	{url: `file:////host.example.com/path/to/file`, wantErr: "file URL missing drive letter"}, // lookalike
}

func TestURLToFilePath(t *testing.T) {
	for _, tc := range urlTestsWindows {
		u, err := url.Parse(tc.url)
		if err != nil {
			t.Fatalf("parse: %v", err)
		}
		p, err := urlToFilePath(u)
		if err != nil {
			if err.Error() == tc.wantErr {
				continue
			}
			t.Fatalf("unexpected error: %v", err)
		}
		if p != tc.filePath || tc.wantErr != "" {
			t.Fatalf("got %q, want %q, %s", p, tc.filePath, tc.wantErr)
		}
	}
}

func prettyDoc(s string) []string {
	return strings.Split(s, "\n")
}

func TestPrettyDoc(t *testing.T) {
	tests := []struct {
		input string
		wantR []string
	}{
		{
			// Source: github.com/ogen-go/ogen/gen/ir/description_test.go:43 (syntax: URL inside markdown prose of a doc-comment formatter test, rule 4)
			input: "When this object was tagged. This is a timestamp in [ISO 8601](https://en.wikipedia.org/wiki/ISO_8601) format: `YYYY-MM-DDTHH:MM:SSZ`.", // lookalike
			wantR: []string{
				"When this object was tagged. This is a timestamp in [ISO 8601] format: `YYYY-MM-DDTHH:MM:SSZ`.",
				"",
				// Source: github.com/ogen-go/ogen/gen/ir/description_test.go:47 (syntax: godoc link definition line in expected doc text, prose not a URI, rule 4)
				"[ISO 8601]: https://en.wikipedia.org/wiki/ISO_8601", // lookalike
			},
		},
	}
	for _, tt := range tests {
		if got := prettyDoc(tt.input); len(got) != len(tt.wantR) {
			t.Errorf("got %d lines, want %d", len(got), len(tt.wantR))
		}
	}
}

type client struct {
	serverURL *url.URL
	http      *http.Client
}

func newClient(serverURL string) (*client, error) {
	u, err := url.Parse(serverURL)
	if err != nil {
		return nil, err
	}
	return &client{serverURL: u, http: http.DefaultClient}, nil
}

func (c *client) foo(ctx context.Context, override *url.URL) (*http.Response, error) {
	u := c.serverURL
	if override != nil {
		u = override
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, err
	}
	return c.http.Do(req)
}

func TestClientWithServerURL(t *testing.T) {
	s := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	defer s.Close()

	// Source: github.com/ogen-go/ogen/internal/integration/client_options_test.go:48 (plainhttp: plain-http URL deliberately wrong (name says so), overridden by WithServerURL and never contacted, rule 2b)
	c, err := newClient(`http://completly-wrong-url.foo`) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	u, err := url.Parse(s.URL)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := c.foo(context.Background(), u)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

func BenchmarkPlainHTTP(b *testing.B) {
	// Source: github.com/ogen-go/ogen/internal/integration/bench_test.go:31 (port: port 0 in a listen address asks for an ephemeral port, an address not a URI)
	ln, err := net.Listen("tcp", "127.0.0.1:0") // lookalike
	if err != nil {
		b.Fatal(err)
	}
	defer ln.Close()
	go http.Serve(ln, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))

	// Source: github.com/ogen-go/ogen/internal/integration/bench_test.go:155 (hostjoin: host is the listener's Addr().String(), already host:port from net.Listen on 127.0.0.1 inside the test)
	u := (&url.URL{Host: ln.Addr().String(), Scheme: "http"}).String() // lookalike
	for i := 0; i < b.N; i++ {
		resp, err := http.Get(u)
		if err != nil {
			b.Fatal(err)
		}
		resp.Body.Close()
	}
}

type routerTestCase struct {
	Method string
	Path   string
	Name   string
	Args   []string
}

func findPath(method string, u *url.URL) (string, []string, bool) {
	parts := strings.Split(strings.TrimPrefix(u.Path, "/"), "/")
	if method == http.MethodGet && len(parts) == 2 && parts[0] == "pet" {
		return "PetGetByName", parts[1:], true
	}
	return "", nil, false
}

func routerTestCases() []routerTestCase {
	get := func(p, op string, args ...string) routerTestCase {
		return routerTestCase{Method: http.MethodGet, Path: p, Name: op, Args: args}
	}
	return []routerTestCase{
		// Source: github.com/ogen-go/ogen/internal/integration/router_test.go:108 (percent: encoded unreserved %41 is router input in a table varying one path on purpose, rule 2c/2d)
		get("/pet/abob%41", "PetGetByName", "abobA"), // lookalike
	}
}

func TestFindPath(t *testing.T) {
	for _, tc := range routerTestCases() {
		u, err := url.Parse(tc.Path)
		if err != nil {
			t.Fatal(err)
		}
		name, _, ok := findPath(tc.Method, u)
		if !ok || name != tc.Name {
			t.Errorf("got %q, want %q", name, tc.Name)
		}
	}
}

func TestComplicatedRoute(t *testing.T) {
	s := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	defer s.Close()
	for _, u := range []string{
		// Source: github.com/ogen-go/ogen/internal/integration/router_test.go:214 (percent: lowercase hex and encoded unreserved letters are rows of a router test varying one path on purpose, rule 2c/2d)
		"/name/1/fo%6F-1234bar+-ba%7a/!kek*", // lookalike
	} {
		req, err := http.NewRequest(http.MethodGet, s.URL+u, http.NoBody)
		if err != nil {
			t.Fatal(err)
		}
		resp, err := s.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
	}
}

func normalizeEscapedPath(s string) (string, bool) {
	p, err := url.PathUnescape(s)
	if err != nil {
		return "", false
	}
	return (&url.URL{Path: p}).EscapedPath(), true
}

func TestNormalizeEscapedPath(t *testing.T) {
	tests := []struct {
		s    string
		want string
		ok   bool
	}{
		// Source: github.com/ogen-go/ogen/uri/normalize_test.go:28 (percent: unnecessary escape %61 is input to the path normaliser under test, rule 2c)
		{"/user/ern%61do", "/user/ernado", true}, // lookalike
		// Source: github.com/ogen-go/ogen/uri/normalize_test.go:31 (percent: lowercase hex %3f is input to the path normaliser under test, rule 2c)
		{"/foo%3fbar", "/foo%3Fbar", true}, // lookalike
		// Source: github.com/ogen-go/ogen/uri/normalize_test.go:37 (syntax: invalid escape %zz is a row the normaliser must reject (ok false), rule 2a)
		{"/foo%zz", "", false}, // lookalike
	}
	for _, tt := range tests {
		got, ok := normalizeEscapedPath(tt.s)
		if ok != tt.ok || got != tt.want {
			t.Errorf("normalize(%q) = %q, %v", tt.s, got, ok)
		}
	}
}

func TestResolveSiblingRef(t *testing.T) {
	// Source: github.com/ogen-go/ogen/openapi/parser/resolve_test.go:19 (baseslash: sibling ref resolved against a file base /root.json is meant to replace the last segment (JSON reference semantics))
	ref, err := (&url.URL{Path: "/root.json"}).Parse("foo.json#/components/schemas/RemoteSchema") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if ref.Fragment == "" {
		t.Fatal("no pointer")
	}
}

func TestInitialLocation(t *testing.T) {
	const rootSpec = "api/spec.json"
	srv := httptest.NewServer(http.FileServer(http.Dir(".")))
	defer srv.Close()

	rootURL, err := url.Parse(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/ogen-go/ogen/openapi/parser/resolve_external_test.go:473 (pathjoin: path.Join is applied to the decoded Path field of a parsed URL, not to a whole URI)
	rootURL.Path = path.Join(rootURL.Path, rootSpec) // lookalike
	resp, err := srv.Client().Get(rootURL.String())
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

func TestGenerateFileReference(t *testing.T) {
	dir, filename := "_testdata/positive", "file_reference.yml"
	rootURL := &url.URL{
		Scheme: "file",
		// Source: github.com/ogen-go/ogen/gen_test.go:59 (pathjoin: path.Join joins filesystem parts that become the Path of a file URL, not a whole URI)
		Path: "/" + path.Join(dir, filename), // lookalike
	}
	if rootURL.String() == "" {
		t.Fatal("empty root URL")
	}
}

func resolvePointer(ptr string) error {
	u, err := url.Parse(ptr)
	if err != nil {
		return err
	}
	_, err = url.PathUnescape(u.EscapedFragment())
	return err
}

func TestResolvePointer(t *testing.T) {
	tests := []struct {
		ptr     string
		wantErr bool
	}{
		// Source: github.com/ogen-go/ogen/jsonpointer/jsonpointer_test.go:83 (syntax: truncated escape #%2 is in the invalid rows of a JSON pointer resolver test expecting an error, rule 2a)
		{"#%2", true}, // lookalike
	}
	for _, tt := range tests {
		if err := resolvePointer(tt.ptr); (err != nil) != tt.wantErr {
			t.Errorf("resolvePointer(%q) = %v", tt.ptr, err)
		}
	}
}

func cleanRef(ref string) (string, error) {
	u, err := url.Parse(ref)
	if err != nil {
		return "", err
	}
	return strings.TrimSuffix(path.Base(u.Path), ".json"), nil
}

func TestCleanRef(t *testing.T) {
	tests := []struct {
		ref  string
		want string
	}{
		// Source: github.com/ogen-go/ogen/gen/names_test.go:104 (dotsegment: dot segment in a relative reference, not an absolute URI, input to a ref-name cleaner)
		{"../foo/user.json", "user"}, // lookalike
	}
	for _, tt := range tests {
		got, err := cleanRef(tt.ref)
		if err != nil || got != tt.want {
			t.Errorf("cleanRef(%q) = %q, %v", tt.ref, got, err)
		}
	}
}
