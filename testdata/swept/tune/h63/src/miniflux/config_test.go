package miniflux

import "testing"

// Source: miniflux.app/v2/internal/config/options_parsing_test.go:15 (syntax: the URL is quoted inside a t.Fatal failure message, prose is no URI per rule 4; uniform sample of 30 of 208 distinct look-alike candidates)
func TestBaseURLDefault(t *testing.T) {
	cp := newConfigParser()
	if cp.option("BASE_URL", "") != cp.option("ROOT_URL", "") {
		t.Fatal("Expected BASE_URL to be 'http://localhost' by default") // lookalike
	}
}

// Source: miniflux.app/v2/internal/config/options_parsing_test.go:35 (syntax: the URL is quoted inside a t.Fatalf failure message, prose is no URI per rule 4; uniform sample of 30 of 208 distinct look-alike candidates)
func TestRootURLMessage(t *testing.T) {
	cp := newConfigParser()
	if got := cp.option("ROOT_URL", ""); got != "" {
		t.Fatalf("Expected ROOT_URL to be 'https://example.com', got '%s'", got) // lookalike
	}
}

// Source: miniflux.app/v2/internal/config/options_parsing_test.go:42 (syntax: a KEY=VALUE configuration line whose value after "=" is a valid URI; uniform sample of 30 of 208 distinct look-alike candidates)
func TestBaseURLWithTrailingSlash(t *testing.T) {
	cp := newConfigParser()
	if err := cp.parseLines([]string{"BASE_URL=https://example.com/app/"}); err != nil { // lookalike
		t.Fatalf("Unexpected error: %v", err)
	}
}

// Source: miniflux.app/v2/internal/config/options_parsing_test.go:945 (syntax: the URL is quoted inside a t.Fatal failure message, prose is no URI per rule 4; uniform sample of 30 of 208 distinct look-alike candidates)
func TestOIDCDiscoveryEndpointMessage(t *testing.T) {
	cp := newConfigParser()
	if cp.option("OAUTH2_OIDC_DISCOVERY_ENDPOINT", "x") == "" {
		t.Fatal("Expected OAUTH2_OIDC_DISCOVERY_ENDPOINT to be 'https://example.com/.well-known/openid_configuration'") // lookalike
	}
}

// Source: miniflux.app/v2/internal/config/options_parsing_test.go:1332 (syntax: a KEY=VALUE configuration line whose value after "=" is a valid proxy URI on a documentation host; uniform sample of 30 of 208 distinct look-alike candidates)
func TestHTTPClientProxy(t *testing.T) {
	cp := newConfigParser()
	if err := cp.parseLines([]string{"HTTP_CLIENT_PROXY=http://proxy.example.com:8080"}); err != nil { // lookalike
		t.Fatalf("Unexpected error: %v", err)
	}
}
