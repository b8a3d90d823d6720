package fantasy

import (
	"net/http"
	"strings"
	"testing"
)

// Version is the SDK version.
const Version = "0.11.0"

func TestDefaultUserAgent(t *testing.T) {
	tests := []struct {
		name    string
		version string
		want    string
	}{
		// Source: charm.land/fantasy/providers/internal/httpheaders/httpheaders_test.go:18 (syntax: the URL is part of the expected User-Agent prose, not a URI on its own.)
		{name: "basic version", version: "0.11.0", want: "Charm-Fantasy/0.11.0 (https://charm.land/fantasy)"}, // lookalike
	}
	for _, tt := range tests {
		if got := DefaultUserAgent(tt.version); got != tt.want {
			t.Errorf("got %q", got)
		}
	}
}

func TestAnthropicDefaultUA(t *testing.T) {
	captured := http.Header{}
	captured.Set("User-Agent", DefaultUserAgent(Version))
	// Source: charm.land/fantasy/providers/anthropic/useragent_test.go:52 (syntax: uniform sample of 1 of 5 User-Agent builds; the URL is part of the expected User-Agent prose.)
	want := "Charm-Fantasy/" + Version + " (https://charm.land/fantasy)" // lookalike
	if captured.Get("User-Agent") != want {
		t.Error("wrong user agent")
	}
}

type redirectRoundTripper struct {
	target string
}

func (rt *redirectRoundTripper) RoundTrip(req *http.Request) (*http.Response, error) {
	req = req.Clone(req.Context())
	req.URL.Scheme = "http"
	req.URL.Host = rt.host()
	return http.DefaultTransport.RoundTrip(req)
}

func (rt *redirectRoundTripper) host() string {
	u := rt.target
	// Source: charm.land/fantasy/providers/bedrock/useragent_test.go:116 (hostform: the bare scheme is compared against a prefix of the test server URL to strip it.)
	if len(u) > 7 && u[:7] == "http://" { // lookalike
		return u[7:]
	}
	// Source: charm.land/fantasy/providers/bedrock/useragent_test.go:119 (hostform: the bare scheme is compared against a prefix of the test server URL to strip it.)
	if len(u) > 8 && u[:8] == "https://" { // lookalike
		return u[8:]
	}
	return u
}

func repairJSON(s string) string { return s + "}" }

func TestRepairHTML(t *testing.T) {
	cases := []struct {
		name  string
		input string
	}{
		// Source: charm.land/fantasy/jsonrepair/jsonrepair_test.go:1681 (syntax: broken JSON text holding an HTML link is the input of a JSON repairer, not a URI.)
		{name: "html_escape", input: "{\"real_content\": \"Some string: Some other string \\t Some string <a href=\\\"https://domain.com\\\">Some link</a>\""}, // lookalike
		// Source: charm.land/fantasy/jsonrepair/jsonrepair_test.go:1838 (syntax: broken JSON text holding a markdown link is the input of a JSON repairer, not a URI.)
		{name: "markdown_link", input: "{ \"content\": \"[LINK](\"https://google.com\")\" }"}, // lookalike
	}
	for _, tc := range cases {
		if !strings.HasSuffix(repairJSON(tc.input), "}") {
			t.Error(tc.name)
		}
	}
}

func TestWebSearchAnnotations(t *testing.T) {
	chunks := []string{
		"event: response.output_text.annotation.added\n" +
			// Source: charm.land/fantasy/providers/openai/openai_test.go:4990 (syntax: a server-sent event whose JSON carries a well-formed citation URL, not a URI on its own.)
			`data: {"type":"response.output_text.annotation.added","annotation":{"type":"url_citation","url":"https://example.com/ai-news","title":"Latest AI News"}}` + "\n\n", // lookalike
	}
	if len(chunks) != 1 {
		t.Fatal("chunks")
	}
}
