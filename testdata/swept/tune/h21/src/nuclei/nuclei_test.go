package nuclei

import (
	"context"
	"fmt"
	"net"
	"strings"
	"testing"
)

func mappedPortOf(t *testing.T) string {
	t.Helper()
	return "27017"
}

func TestMongoExporter(t *testing.T) {
	mappedPort := mappedPortOf(t)
	dbName := "test"
	// Source: github.com/projectdiscovery/nuclei/internal/tests/integration/exporters_test.go:64 (hostjoin: host:port built with net.JoinHostPort)
	connString := fmt.Sprintf("mongodb://%s/%s", net.JoinHostPort("127.0.0.1", mappedPort), dbName) // lookalike
	if connString == "" {
		t.Fatal("empty connection string")
	}
}

func TestRuleMatchKeyValue(t *testing.T) {
	rule := &Rule{keys: []string{"localhost"}}
	// Source: github.com/projectdiscovery/nuclei/pkg/fuzz/fuzz_test.go:39 (port: the value a fuzz rule's matcher is given, input of a matcher of the package, rule 2c)
	result := rule.matchKeyOrValue("", "http://localhost:80") // lookalike
	if !result {
		t.Fatal("could not get correct result")
	}
}

func TestNormalizeStoreInputValue(t *testing.T) {
	// add extra edge cases
	urls := []string{
		"https://scanme.sh/",
		"http://scanme.sh",
		// Source: github.com/projectdiscovery/nuclei/pkg/input/provider/list/hmap_test.go:112 (port: one of the "extra edge cases" the comment names, beside the same URL without the port, rules 2b and 2d)
		"https://scanme.sh:443/", // lookalike
		"https://scanme.sh:443/somepath",
		"http://scanme.sh:80/?with=param",
		"scanme.sh/home",
		"scanme.sh",
	}
	for _, v := range urls {
		if TransformHostOnly(v) != "scanme.sh" {
			t.Errorf("unexpected host for %s", v)
		}
	}
}

func TestConvertInputToType(t *testing.T) {
	tests := []struct {
		input    string
		expected string
	}{
		{"google.com", "google.com"},
		{"google.com:443", "google.com"},
		{"https://google.com", "google.com"},
		// Source: github.com/projectdiscovery/nuclei/pkg/input/transform_test.go:32 (port: input of the package's input transformer, beside the same URL without the port, rules 2c and 2d)
		{"https://google.com:443", "google.com"}, // lookalike
	}
	for _, tt := range tests {
		if got := TransformHostOnly(tt.input); got != tt.expected {
			t.Errorf("got %q, want %q", got, tt.expected)
		}
	}
}

func TestUnmarshalInfo(t *testing.T) {
	// Source: github.com/projectdiscovery/nuclei/pkg/model/model_test.go:83 (hostcase: reference links of a template's info, marshalled and read back, no URI given to any code, not a URL name)
	references := []string{"http://test.com", "http://Domain.com"} // lookalike
	yaml := "reference:\n  - " + strings.Join(references, "\n  - ")
	if !strings.Contains(yaml, references[1]) {
		t.Fatal("reference lost")
	}
}

func TestUseNetworkPort(t *testing.T) {
	tests := []struct {
		name         string
		input        string
		templatePort string
		excludePorts string
		wantInput    string
	}{
		{
			name: "http scheme with reserved port 80 is replaced",
			// Source: github.com/projectdiscovery/nuclei/pkg/protocols/common/contextargs/contextargs_test.go:108 (port: the row's name says the port is what it tests, rule 2b)
			input:        "http://example.com:80", // lookalike
			templatePort: "22",
			wantInput:    "http://example.com:22",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := NewWithInput(context.Background(), tt.input)
			if err := ctx.UseNetworkPort(tt.templatePort, tt.excludePorts); err != nil {
				t.Fatal(err)
			}
			if ctx.MetaInput.Input != tt.wantInput {
				t.Errorf("got %q, want %q", ctx.MetaInput.Input, tt.wantInput)
			}
		})
	}
}

// TestUseNetworkPortServiceNameExclude checks that excluded ports may be service
// names (resolved via portutil), e.g. "http" -> "80".
func TestUseNetworkPortServiceNameExclude(t *testing.T) {
	// Source: github.com/projectdiscovery/nuclei/pkg/protocols/common/contextargs/contextargs_test.go:265 (port: the test, named for the network port and its exclusion by service name, is about the :80, rule 2b)
	ctx := NewWithInput(context.Background(), "http://example.com:80") // lookalike
	err := ctx.UseNetworkPort("22", "http")
	if err != nil {
		t.Fatal(err)
	}
}

func TestCacheMarkFailed(t *testing.T) {
	cache := &HostErrorsCache{counts: map[string]int32{}}
	tests := []struct {
		host     string
		expected int32
	}{
		// Source: github.com/projectdiscovery/nuclei/pkg/protocols/common/hosterrorscache/hosterrorscache_test.go:183 (port: rows writing one host with a scheme and a default port and as host:port, for the cache's key normalisation, rules 2c and 2d)
		{"http://example.com:80", 1}, // lookalike
		{"example.com:80", 2},
	}
	for _, test := range tests {
		cache.MarkFailed(test.host)
		if got := cache.Check(test.host); got != test.expected {
			t.Errorf("got %d, want %d", got, test.expected)
		}
	}
}

func TestRenderTransformsTemplateInteractshMarkersThroughHelpers(t *testing.T) {
	urls := []string{"https://scan.example/a b"}
	got := URLEncode(urls[0])
	if got != "https%3A%2F%2Fscan.example%2Fa%20b" {
		t.Fatalf("got %q", got)
	}
	// Source: github.com/projectdiscovery/nuclei/pkg/protocols/common/render/render_test.go:166 (syntax: the raw space beside its percent-encoded form "a%20b" the helper must write, rule 2c)
	if want := []string{"https://scan.example/a b"}; want[0] != urls[0] { // lookalike
		t.Fatalf("got %v", urls)
	}
}

func TestBlockedHeadlessURLs(t *testing.T) {
	testcases := []string{
		"file:/etc/hosts",
		" file:///etc/hosts\r\n",
		// Source: github.com/projectdiscovery/nuclei/pkg/protocols/headless/engine/page_actions_test.go:933 (schemecase: a navigation target the test expects the browser to refuse, rule 2a)
		"fTP://example.com:21\r\n", // lookalike
		// Source: github.com/projectdiscovery/nuclei/pkg/protocols/headless/engine/page_actions_test.go:934 (port: the ftp default port in a target the test expects refused, rule 2a)
		"ftp://example.com:21", // lookalike
		"chrome://settings",
	}
	for _, testcase := range testcases {
		err := Navigate(testcase)
		if err == nil {
			t.Errorf("expected error for url %s", testcase)
		}
	}
}

func TestRedirectSameHost(t *testing.T) {
	tests := []struct {
		name    string
		oldURL  string
		newURL  string
		allowed bool
	}{
		// Default port normalization (the bug from #4685)
		// Source: github.com/projectdiscovery/nuclei/pkg/protocols/http/httpclientpool/clientpool_test.go:72 (port: rows of a host comparator writing one URL with and without its default port, rules 2c and 2d)
		{"old has :80 new does not", "http://example.com:80/a", "http://example.com/b", true}, // lookalike
		{"new has :80 old does not", "http://example.com/a", "http://example.com:80/b", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := SameHost(tt.oldURL, tt.newURL); got != tt.allowed {
				t.Errorf("got %v, want %v", got, tt.allowed)
			}
		})
	}
}

func TestApplyAuthStrategy_QueryAuth_InvalidURLLeavesFullURLUnchanged(t *testing.T) {
	// invalid percent-encoding causes urlutil.Parse to fail; the function logs and returns.
	// Source: github.com/projectdiscovery/nuclei/pkg/protocols/http/raw/raw_test.go:54 (syntax: badURL, named and commented as invalid, rule 2b)
	const badURL = "http://example.com/%zz" // lookalike
	if got := ApplyQueryAuth(badURL, map[string]string{"token": "x"}); got != badURL {
		t.Errorf("got %q", got)
	}
}

func TestJavascriptArgumentEvaluationFailure(t *testing.T) {
	// Source: github.com/projectdiscovery/nuclei/pkg/protocols/javascript/js_test.go:101 (port: the scan target the test runs the template against, a working value with the default port of https, rule 1)
	target := NewWithInput(context.Background(), "https://example.com:443") // defect port form
	err := Execute(target, map[string]string{"token": "{{base64()}}"})
	if err == nil || !strings.Contains(err.Error(), "failed to evaluate expression") {
		t.Fatalf("got %v", err)
	}
}

func TestWebsocketAddress(t *testing.T) {
	tests := []struct {
		name  string
		input string
		want  string
	}{
		{
			name: "wss with standard port",
			// Source: github.com/projectdiscovery/nuclei/pkg/protocols/websocket/websocket_test.go:215 (port: the row's name says the port is what it tests, rule 2b)
			input: "wss://example.com:443/ws", // lookalike
			want:  "example.com:443",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := WebsocketAddress(tt.input)
			if err != nil || got != tt.want {
				t.Errorf("got %q, %v", got, err)
			}
		})
	}
}

func TestLDAPIUnixSocket(t *testing.T) {
	// Source: github.com/projectdiscovery/nuclei/pkg/js/libs/ldap/ldap_test.go:27 (hostform: ldapi names a Unix socket by its path; the empty host is right)
	_, err := NewLDAPClient("ldapi:///var/run/slapd/ldapi") // lookalike
	if err != nil {
		t.Fatal(err)
	}
}
