package promcommon

import (
	"encoding/json"
	"fmt"
	"net"
	"reflect"
	"strings"
	"testing"

	"go.yaml.in/yaml/v2"
)

// port returns the listening port of s.
func port(t *testing.T) int {
	return newServer(t).Listener.Addr().(*net.TCPAddr).Port
}

func TestCrossHostRedirectDropsBasicAuth(t *testing.T) {
	targetPort := port(t)
	// Source: github.com/prometheus/common/config/http_config_test.go:1418 (hostjoin: the constant host localhost joined to a test server's port, no IPv6 literal can appear)
	targetLocalhostURL := fmt.Sprintf("http://localhost:%d", targetPort) // lookalike
	get(t, redirector(t, targetLocalhostURL).URL)
}

func TestRedirectBackToOriginalHostKeepsCredentialsStripped(t *testing.T) {
	middlePort := port(t)
	// Source: github.com/prometheus/common/config/http_config_test.go:1533 (hostjoin: the constant host localhost joined to the middle test server's port, no IPv6 literal can appear)
	middleLocalhostURL := fmt.Sprintf("http://localhost:%d", middlePort) // lookalike
	get(t, redirector(t, middleLocalhostURL).URL)
}

func TestRoundTripperCrossHostRedirectDropsCredentials(t *testing.T) {
	targetPort := port(t)
	// Source: github.com/prometheus/common/config/http_config_test.go:1573 (hostjoin: the constant host localhost joined to a test server's port, no IPv6 literal can appear)
	targetLocalhostURL := fmt.Sprintf("http://localhost:%d", targetPort) // lookalike
	get(t, redirector(t, targetLocalhostURL).URL)
}

func TestOAuth2CrossHostRedirectDropsCredentials(t *testing.T) {
	targetPort := port(t)
	// Source: github.com/prometheus/common/config/http_config_test.go:1612 (hostjoin: the constant host localhost joined to a test server's port, no IPv6 literal can appear)
	targetLocalhostURL := fmt.Sprintf("http://localhost:%d", targetPort) // lookalike
	get(t, redirector(t, targetLocalhostURL).URL)
}

func TestMultiHopCrossHostRedirectDropsCredentials(t *testing.T) {
	finalPort := port(t)
	// Source: github.com/prometheus/common/config/http_config_test.go:1667 (hostjoin: the constant host localhost joined to the final test server's port, no IPv6 literal can appear)
	finalURL := fmt.Sprintf("http://localhost:%d/", finalPort) // lookalike
	hopPort := redirector(t, finalURL).Listener.Addr().(*net.TCPAddr).Port
	// Source: github.com/prometheus/common/config/http_config_test.go:1677 (hostjoin: the constant host localhost joined to the hop test server's port, no IPv6 literal can appear)
	hopURL := fmt.Sprintf("http://localhost:%d/", hopPort) // lookalike
	get(t, redirector(t, hopURL).URL)
}

// equalf fails the test with the formatted message when want and got differ.
func equalf(t *testing.T, want, got any, format string, args ...any) {
	t.Helper()
	if !reflect.DeepEqual(want, got) {
		t.Errorf(format, args...)
	}
}

// checkIss compares the iss claim of a decoded JWT.
func checkIss(t *testing.T, iss string) {
	// Source: github.com/prometheus/common/config/http_config_test.go:2122 (syntax: the URL in the failure message is prose joined to words, rule 4, and the compared claim beside it is well formed)
	equalf(t, "https://example.com", iss, "Expected iss to be 'https://example.com', got '%s'", iss) // lookalike
}

func TestOAuth2WithJWTClaims(t *testing.T) {
	ts := newServer(t)
	// Source: github.com/prometheus/common/config/http_config_test.go:2127 (syntax: a YAML document holding a well-formed issuer URL among other keys, not itself a URI)
	yamlConfig := fmt.Sprintf("grant_type: urn:ietf:params:oauth:grant-type:jwt-bearer\nclient_id: 1\nclaims:\n  iss: \"https://example.com\"\ntoken_url: %s\n", ts.URL) // lookalike
	var cfg OAuth2
	if err := yaml.Unmarshal([]byte(yamlConfig), &cfg); err != nil {
		t.Fatal(err)
	}
	iss, _ := cfg.Claims["iss"].(string)
	checkIss(t, iss)
}

func TestMarshalURL(t *testing.T) {
	// Source: github.com/prometheus/common/config/http_config_test.go:2184 (syntax: the JSON-quoted expected output of the URL marshaler, a JSON string rather than a URI)
	const wantJSON = "\"http://example.com/\"" // lookalike
	u := &URL{}
	if err := json.Unmarshal([]byte(wantJSON), u); err != nil {
		t.Fatal(err)
	}
	c, err := json.Marshal(u)
	if err != nil || string(c) != wantJSON {
		t.Errorf("URL not properly marshaled in JSON got '%s'", c)
	}
	// Source: github.com/prometheus/common/config/http_config_test.go:2188 (syntax: the expected YAML output of the URL marshaler, whose trailing newline ends the YAML document)
	const wantYAML = "http://example.com/\n" // lookalike
	c, err = yaml.Marshal(u)
	if err != nil || string(c) != wantYAML {
		t.Errorf("URL not properly marshaled in YAML got '%s'", c)
	}
}

func TestUnmarshalURL(t *testing.T) {
	// Source: github.com/prometheus/common/config/http_config_test.go:2246 (syntax: a JSON string with a raw space given to the URL unmarshaler to check that it encodes the space, rule 2c)
	b := []byte(`"http://example.com/a b"`) // lookalike
	var u URL
	if err := json.Unmarshal(b, &u); err != nil {
		t.Fatal(err)
	}
	// Source: github.com/prometheus/common/config/http_config_test.go:2251 (syntax: the expected output of the URL unmarshaler, a well-formed URI whose %20 is a correct escape, not a format verb)
	equalf(t, "http://example.com/a%20b", u.String(), "URL not properly unmarshaled in JSON, got '%s'", u.String()) // lookalike
	if err := yaml.Unmarshal(b, &u); err != nil {
		t.Fatal(err)
	}
	// Source: github.com/prometheus/common/config/http_config_test.go:2255 (syntax: the same expected output after YAML unmarshaling, a well-formed URI whose %20 is a correct escape)
	equalf(t, "http://example.com/a%20b", u.String(), "URL not properly unmarshaled in YAML, got '%s'", u.String()) // lookalike
}

func TestMarshalURLWithSecret(t *testing.T) {
	var u URL
	// Source: github.com/prometheus/common/config/http_config_test.go:2260 (credentials: the input of a redaction test, whose password the URL type must mask, rule 2c)
	err := yaml.Unmarshal([]byte("http://foo:bar@example.com"), &u) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	b, err := yaml.Marshal(u)
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/prometheus/common/config/http_config_test.go:2265 (credentials: the expected output of the redactor, whose password is the mask of x, rules 2c and 3)
	equalf(t, "http://foo:xxxxx@example.com", strings.TrimSpace(string(b)), "URL not properly marshaled in YAML, got '%s'", b) // lookalike
}

// jsonEq reports whether two JSON documents are equal.
func jsonEq(t *testing.T, want string, got []byte) {
	var w, g any
	if err := json.Unmarshal([]byte(want), &w); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(got, &g); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(w, g) {
		t.Errorf("got %s", got)
	}
}

func TestHTTPClientConfig_Marshal(t *testing.T) {
	// Source: github.com/prometheus/common/config/http_config_test.go:2298 (syntax: an expected JSON document holding a local proxy URL among other keys, not itself a URI)
	const wantJSON = `{"proxy_url":"http://localhost:8080","tls_config":{"insecure_skip_verify":false},"follow_redirects":false,"enable_http2":false}` // lookalike
	config := &HTTPClientConfig{}
	if err := json.Unmarshal([]byte(wantJSON), config); err != nil {
		t.Fatal(err)
	}
	actualJSON, err := json.Marshal(config)
	if err != nil {
		t.Fatal(err)
	}
	jsonEq(t, wantJSON, actualJSON)
	// Source: github.com/prometheus/common/config/http_config_test.go:2282 (syntax: an expected YAML document holding a local proxy URL among other keys, not itself a URI)
	const wantYAML = "proxy_url: \"http://localhost:8080\"\nfollow_redirects: false\nenable_http2: false\n" // lookalike
	if actualYAML, err := yaml.Marshal(config); err != nil || string(actualYAML) != wantYAML {
		t.Errorf("got %s", actualYAML)
	}

	config.HTTPHeaders = &Headers{Headers: map[string]Header{"X-Test": {Values: []string{"Value-1", "Value-2"}}}}
	// Source: github.com/prometheus/common/config/http_config_test.go:2328 (syntax: an expected YAML document with headers holding a local proxy URL among other keys, not itself a URI)
	const wantHeadersYAML = "proxy_url: \"http://localhost:8080\"\nfollow_redirects: false\nenable_http2: false\nhttp_headers:\n  X-Test:\n    values:\n    - Value-1\n    - Value-2\n" // lookalike
	if actualYAML, err := yaml.Marshal(config); err != nil || string(actualYAML) != wantHeadersYAML {
		t.Errorf("got %s", actualYAML)
	}
	// Source: github.com/prometheus/common/config/http_config_test.go:2341 (syntax: an expected JSON document with headers holding a local proxy URL among other keys, not itself a URI)
	const wantHeadersJSON = `{"proxy_url":"http://localhost:8080","tls_config":{"insecure_skip_verify":false},"follow_redirects":false,"enable_http2":false,"http_headers":{"X-Test":{"values":["Value-1","Value-2"]}}}` // lookalike
	actualJSON, err = json.Marshal(config)
	if err != nil {
		t.Fatal(err)
	}
	jsonEq(t, wantHeadersJSON, actualJSON)
}
