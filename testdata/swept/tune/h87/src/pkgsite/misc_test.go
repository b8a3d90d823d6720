package pkgsite

import (
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

func pkgGoDevURL(godocURL *url.URL) *url.URL {
	u := *godocURL
	u.Host = "pkg.go.dev"
	u.Path = strings.TrimSuffix(godocURL.Path, "/")
	u.RawQuery = url.Values{"utm_source": {"godoc"}}.Encode()
	return &u
}

func TestGodocURL(t *testing.T) {
	testCases := []struct {
		from, to string
	}{
		// Source: golang.org/x/pkgsite/internal/middleware/godocredirect_test.go:31 (percent: "%2F" is uppercase and encodes a reserved "/" inside a query value, canonical)
		{from: "https://godoc.org/-/subrepo", to: "https://pkg.go.dev/search?q=golang.org%2Fx&utm_source=godoc"}, // lookalike
		// Source: golang.org/x/pkgsite/internal/middleware/godocredirect_test.go:82 (syntax: a non-ASCII import path is input to the redirector, which sends it to an explanation page, rule 2c)
		{from: "https://godoc.org/cryptoscope.co/go/specialκ", to: "https://golang.org/issue/43036"}, // lookalike
		// Source: golang.org/x/pkgsite/internal/middleware/godocredirect_test.go:86 (syntax: the row's path is named a bad import path with a double slash on purpose, rule 2b)
		{from: "https://godoc.org/github.com/badimportpath//doubleslash", to: "https://pkg.go.dev/github.com/badimportpath//doubleslash?utm_source=godoc"}, // lookalike
	}
	for _, tc := range testCases {
		u, err := url.Parse(tc.from)
		if err != nil {
			t.Fatalf("url.Parse(%q): %v", tc.from, err)
		}
		_ = pkgGoDevURL(u).String()
	}
}

type fakeTransport map[string]string

func (f fakeTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	body, ok := f[r.URL.String()]
	if !ok {
		return nil, errors.New("not found")
	}
	return &http.Response{StatusCode: 200, Body: io.NopCloser(strings.NewReader(body)), Request: r}, nil
}

var testWeb = fakeTransport{
	// Source: golang.org/x/pkgsite/internal/source/source_test.go:423 (plainhttp: a key of the fake web that a comment says tests the fallback to http, rule 2b)
	"http://alice.org/pkg/http": `<head></head>`, // lookalike
	// Source: golang.org/x/pkgsite/internal/source/source_test.go:465 (syntax: the entry is named bad and carries a broken repository URL in its meta tag on purpose, rule 2b)
	"https://bob.com/bad/github": `<head><meta name="go-import" content="bob.com/bad/github git https://github.com/bob/bad/&quot;&gt;$">`, // lookalike
}

func adjustVersionedModuleDirectory(client *http.Client, info *Info) {
	resp, err := client.Get(info.repoURL + "/" + info.moduleDir)
	if err == nil {
		resp.Body.Close()
	}
}

func TestAdjustVersionedModuleDirectory(t *testing.T) {
	client := &http.Client{Transport: testWeb}
	for _, test := range []struct {
		repo, moduleDir string
	}{
		{"sub", "dir"},
	} {
		t.Run(test.repo, func(t *testing.T) {
			info := &Info{
				// Source: golang.org/x/pkgsite/internal/source/source_test.go:327 (plainhttp: a placeholder repository URL only fetched through the test's fake transport, a test server)
				repoURL:   "http://x.com/" + test.repo, // lookalike
				moduleDir: test.moduleDir,
			}
			adjustVersionedModuleDirectory(client, info)
		})
	}
}

// Config is a worker configuration.
type Config struct {
	QueueURL string
}

// Task is a queued HTTP task.
type Task struct {
	URL string
}

func newTaskRequest(cfg *Config, modulePath, version string) *Task {
	return &Task{URL: cfg.QueueURL + "/fetch/" + modulePath + "/@v/" + version}
}

func TestNewTaskRequest(t *testing.T) {
	cfg := &Config{
		// Source: golang.org/x/pkgsite/internal/queue/gcpqueue/queue_test.go:38 (plainhttp: a placeholder IP-literal queue endpoint, the task is only compared and never sent)
		QueueURL: "http://1.2.3.4:8000", // lookalike
	}
	want := &Task{
		// Source: golang.org/x/pkgsite/internal/queue/gcpqueue/queue_test.go:49 (credentials: the "@v" sits in the path after the host, there is no userinfo)
		URL: "http://1.2.3.4:8000/fetch/mod/@v/v1.2.3", // lookalike
	}
	if got := newTaskRequest(cfg, "mod", "v1.2.3"); *got != *want {
		t.Errorf("got %+v, want %+v", got, want)
	}
}

func testPaginatedEndpoint(t *testing.T, handler http.Handler, baseURL string, nextTokens []string) {
	token := ""
	for _, next := range nextTokens {
		u := baseURL
		if token != "" {
			// Source: golang.org/x/pkgsite/internal/tests/api/api_test.go:1127 (escaper: a pagination token raw in a query value, tokens are not known to need escaping)
			u += "&token=" + token // lookalike
		}
		w := httptest.NewRecorder()
		handler.ServeHTTP(w, httptest.NewRequest("GET", u, nil))
		token = next
	}
}

func TestVersionsFilter(t *testing.T) {
	handler := http.NotFoundHandler()
	// Source: golang.org/x/pkgsite/internal/tests/api/api_test.go:839 (escaper: url.QueryEscape is the right escaper for the filter query value)
	testPaginatedEndpoint(t, handler, "/v1/versions/example.com?filter="+url.QueryEscape(`[`), []string{""}) // lookalike
}

func isBot(ua string) bool { return strings.Contains(ua, "bot") }

func TestIsBot(t *testing.T) {
	for _, ua := range []string{
		// Source: golang.org/x/pkgsite/internal/middleware/requestlog_test.go:88 (plainhttp: a URL inside a user-agent string, never requested, rule 4)
		"Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", // lookalike
	} {
		if !isBot(ua) {
			t.Errorf("%q is a bot", ua)
		}
	}
}

// Link is a doc link.
type Link struct{ Text, Href string }

func parseLink(line string) *Link {
	line = strings.TrimSpace(strings.TrimPrefix(line, "-"))
	i := strings.Index(line, ",")
	if i < 0 {
		return nil
	}
	return &Link{Text: strings.TrimSpace(line[:i]), Href: strings.TrimSpace(line[i+1:])}
}

func TestParseLink(t *testing.T) {
	for _, test := range []struct {
		line string
		want *Link
	}{
		// Source: golang.org/x/pkgsite/internal/godoc/dochtml/internal/render/linkify_test.go:468 (syntax: a doc-comment link line with blanks around the URL is input to the link parser, rule 2c)
		{"- a \t, https://b.com?x=1&y=2  ", &Link{Text: "a", Href: "https://b.com?x=1&y=2"}}, // lookalike
	} {
		if got := parseLink(test.line); *got != *test.want {
			t.Errorf("%q: got %+v, want %+v", test.line, got, test.want)
		}
	}
}

func processWords(s string) []string { return strings.Fields(s) }

func TestProcessWords(t *testing.T) {
	for _, test := range []struct {
		in   string
		want []string
	}{
		// Source: golang.org/x/pkgsite/internal/postgres/searchdoc_test.go:88 (syntax: text containing a URL fed to the search word splitter, the input is prose not a URI)
		{"http://a-b-c.com full-text chart-parser", []string{"http://a-b-c.com", "full-text", "chart-parser"}}, // lookalike
	} {
		if got := processWords(test.in); len(got) != len(test.want) {
			t.Errorf("%q: got %v, want %v", test.in, got, test.want)
		}
	}
}
