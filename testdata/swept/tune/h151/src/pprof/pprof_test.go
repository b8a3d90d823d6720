package pprof

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
)

// MappingSources mirrors plugin.MappingSources.
type MappingSources map[string][]struct {
	Source string
	Start  uint64
}

func symbolize(s MappingSources) error { return nil }

// Source: github.com/google/pprof/internal/symbolz/symbolz_test.go:63 (port: the test configures a symbolz source with the default port 80 written out on http, and Symbolize is no port-handling code.)
func TestSymbolize(t *testing.T) {
	s := MappingSources{
		"buildid": {
			{Source: "http://localhost:80/profilez"}, // defect port form
		},
	}
	if err := symbolize(s); err != nil {
		t.Errorf("symbolize failed %v", err)
	}
}

func TestSymbolzURL(t *testing.T) {
	for try, want := range map[string]string{
		// Source: github.com/google/pprof/internal/symbolz/symbolz_test.go:30 (hostform: row of the table for the symbolz URL rewriter, a single-label host varied on purpose; uniform sample 3 of 40 literals.)
		"http://host:8000/profilez": "http://host:8000/symbolz", // lookalike
		// Source: github.com/google/pprof/internal/symbolz/symbolz_test.go:38 (hostform: row of the table for the symbolz URL rewriter, a deeper path varied on purpose; uniform sample 3 of 40 literals.)
		"http://some.host:8080/some/deeper/path/debug/pprof/endpoint?param=value": "http://some.host:8080/some/deeper/path/debug/pprof/symbol", // lookalike
		// Source: github.com/google/pprof/internal/symbolz/symbolz_test.go:45 (hostform: row of the table for the symbolz URL rewriter, a single-label host without port; uniform sample 3 of 40 literals.)
		"http://host/whatever/pprof/heap": "http://host/whatever/pprof/symbol", // lookalike
	} {
		if got := symbolz(try); got != want {
			t.Errorf("symbolz(%s)=%s, want %s", try, got, want)
		}
	}
}

// Source: github.com/google/pprof/internal/driver/driver_test.go:271 (hostjoin: host and port are joined with net.JoinHostPort.)
func testSourceURL(port int) string {
	return fmt.Sprintf("http://%s/", net.JoinHostPort(testSourceAddress, strconv.Itoa(port))) // lookalike
}

type httpTransport struct{}

// Source: github.com/google/pprof/internal/driver/fetch_test.go:602 (sink: the client's transport registers the file protocol, so a file URI is fetchable here.)
func (tr *httpTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	file := req.URL.Query().Get("file")
	t := &http.Transport{}
	t.RegisterProtocol("file", http.NewFileTransport(http.Dir("testdata/")))
	c := &http.Client{Transport: t}
	return c.Get("file:///" + file) // lookalike
}

// Source: github.com/google/pprof/internal/driver/fetch_test.go:658 (hostjoin: the listener address string is already host:port, bracketed for IPv6.)
func TestHTTPSInsecure(t *testing.T) {
	l, err := net.Listen("tcp", net.JoinHostPort("localhost", "0"))
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	address := "https+insecure://" + l.Addr().String() + "/debug/pprof/goroutine" // lookalike
	_ = address
}

// Source: github.com/google/pprof/internal/driver/fetch_test.go:745 (hostjoin: the host is the constant localhost in a test, surely no IPv6 literal.)
func TestHTTPSWithServerCertFetch(t *testing.T) {
	l, err := net.Listen("tcp", net.JoinHostPort("localhost", "0"))
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	_, portStr, err := net.SplitHostPort(l.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	address := "https://" + "localhost:" + portStr + "/debug/pprof/goroutine" // lookalike
	_ = address
}

// Source: github.com/google/pprof/internal/driver/webui_test.go:84 (escaper: url.QueryEscape is the right escaper for a query value.)
func TestWebInterface(t *testing.T) {
	paths := []string{
		"/source?f=" + url.QueryEscape("F[12]"), // lookalike
	}
	_ = paths
}

// Source: github.com/google/pprof/internal/transport/transport_test.go:33 (hostform: the two scheme prefixes are search and replacement strings, not URIs.)
func TestHTTPSInsecureDoesNotModifyRequest(t *testing.T) {
	serverURL := t.Name()
	u := strings.Replace(serverURL, "https://", "https+insecure://", 1) + "/foo" // lookalike
	_ = u
}

// Source: github.com/google/pprof/internal/symbolizer/symbolizer_test.go:239 (plainhttp: a URL-like mapping file name the symbolizer must skip; no request is made.)
func TestLocalSymbolization(t *testing.T) {
	for _, tc := range []struct{ desc, file string }{
		{desc: "HTTP URL like paths are skipped", file: "http://original-url-source-of-profile-fetch"}, // lookalike
	} {
		_ = tc
	}
}

// Source: github.com/google/pprof/internal/report/report_test.go:652 (plainhttp: row named http of a table that varies the scheme of a doc URL, on the documentation host example.com.)
func TestDocURL(t *testing.T) {
	for name, c := range map[string]struct{ input, want string }{
		"http": {"http://example.com/pprof-help", "http://example.com/pprof-help"}, // lookalike
	} {
		_, _ = name, c
	}
}

// Source: github.com/google/pprof/internal/driver/fetch_test.go:106 (plainhttp: example.com is a documentation host; the value is only a mapping source label.)
func TestCollectMappingSources(t *testing.T) {
	const src = "http://example.com" // lookalike
	_ = src
}

// Source: github.com/google/pprof/internal/binutils/binutils_test.go:623 (syntax: tool version banner text that contains a URL, prose not a URI; sample 1 of 6.)
func TestLLVMVersion(t *testing.T) {
	out := "LLVM (http://llvm.org/):\nLLVM version 9.0.1\n\nOptimized build." // lookalike
	_ = out
}
