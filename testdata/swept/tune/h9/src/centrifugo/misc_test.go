package centrifugo

import (
	"net/http/httptest"
	"net/url"
	"os"
	"regexp"
	"strings"
	"testing"
)

type specification struct {
	URLPointer *url.URL
}

func process(s *specification) error {
	u, err := url.Parse(os.Getenv("ENV_CONFIG_URLPOINTER"))
	if err != nil {
		return err
	}
	s.URLPointer = u
	return nil
}

func TestBinaryUnmarshalerError(t *testing.T) {
	var s specification
	os.Clearenv()
	// Source: github.com/centrifugal/centrifugo/internal/config/envconfig/envconfig_test.go:745 (the test expects a parse error of url.Parse for this value, rule 2a)
	_ = os.Setenv("ENV_CONFIG_URLPOINTER", "http://%41:8080/") // lookalike
	err := process(&s)
	e, ok := err.(*url.Error)
	if !ok {
		t.Fatalf("expected error type to be url.Error, got %T", err)
	}
	if e.Op != "parse" {
		t.Errorf("expected error op to be parse, got %q", e.Op)
	}
}

var templateVar = regexp.MustCompile(`\{\{([^}]*)\}\}`)

// validateEndpointTemplate checks that the issuer regexp captures every template variable.
func validateEndpointTemplate(endpoint, issuerRegex string) error {
	re, err := regexp.Compile(issuerRegex)
	if err != nil {
		return err
	}
	names := re.SubexpNames()
	for _, m := range templateVar.FindAllStringSubmatch(endpoint, -1) {
		found := false
		for _, n := range names {
			if n == m[1] {
				found = true
			}
		}
		if !found {
			return os.ErrInvalid
		}
	}
	return nil
}

func TestValidateEndpointTemplate(t *testing.T) {
	tests := []struct {
		name        string
		endpoint    string
		issuerRegex string
		wantErr     bool
	}{
		{
			name: "common prefix single char suffix - safe",
			// Source: github.com/centrifugal/centrifugo/internal/jwtverify/validate_test.go:215 (input of the package's JWKS endpoint template validator, rule 2c)
			endpoint:    "https://keycloak:443/{{realm}}/protocol/openid-connect/certs", // lookalike
			issuerRegex: `https://example.com/auth/realms/(?P<realm>test1|test2)`,
			wantErr:     false,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := validateEndpointTemplate(tt.endpoint, tt.issuerRegex)
			if (err != nil) != tt.wantErr {
				t.Fatalf("unexpected error %v", err)
			}
		})
	}
}

func checkOrigin(origin string, patterns []string) bool {
	u, err := url.Parse(origin)
	if err != nil {
		return false
	}
	host := strings.ToLower(u.Host)
	for _, p := range patterns {
		if p == host || (strings.HasPrefix(p, "*.") && strings.HasSuffix(host, p[1:])) {
			return true
		}
	}
	return false
}

func TestPatternCheck(t *testing.T) {
	testCases := []struct {
		name           string
		origin         string
		originPatterns []string
		success        bool
	}{
		{
			name: "origin_patterns_match",
			// Source: github.com/centrifugal/centrifugo/internal/origin/origin_test.go:29 (input of the package's origin matcher, matched against the lowercase pattern it writes, rule 2c)
			origin:         "https://two.Example.com", // lookalike
			originPatterns: []string{"*.example.com", "foo.com"},
			success:        true,
		},
		{
			name: "origin_patterns_cyrillic_e_in_origin",
			// Source: github.com/centrifugal/centrifugo/internal/origin/origin_test.go:47 (a Cyrillic letter on purpose, the case name says so, and the matcher must reject it, rule 2a/2b)
			origin:         "https://two.еxample.com", // lookalike
			originPatterns: []string{"*.example.com", "foo.com"},
			success:        false,
		},
	}
	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/", nil)
			r.Header.Set("Origin", tc.origin)
			if got := checkOrigin(r.Header.Get("Origin"), tc.originPatterns); got != tc.success {
				t.Fatalf("got %v, want %v", got, tc.success)
			}
		})
	}
}

// redactedLogURLs masks the passwords of the URLs in a comma-separated list.
func redactedLogURLs(urls ...string) []string {
	var out []string
	for _, s := range urls {
		var parts []string
		for _, p := range strings.Split(s, ",") {
			u, err := url.Parse(strings.TrimSpace(p))
			if err != nil {
				parts = append(parts, "<invalid_url>")
				continue
			}
			if _, ok := u.User.Password(); ok {
				u.User = url.UserPassword(u.User.Username(), "xxxxx")
			}
			parts = append(parts, u.String())
		}
		out = append(out, strings.Join(parts, ","))
	}
	return out
}

func TestGetLogURLs(t *testing.T) {
	t.Run("Single URL with auth info", func(t *testing.T) {
		// Source: github.com/centrifugal/centrifugo/internal/tools/logging_test.go:12 (input of the package's URL redactor, rule 2c)
		input := "https://user:password@domain.com/resource" // lookalike
		// Source: github.com/centrifugal/centrifugo/internal/tools/logging_test.go:13 (the redactor's expected output, a mask)
		expected := []string{"https://user:xxxxx@domain.com/resource"} // lookalike
		actual := redactedLogURLs(input)
		if actual[0] != expected[0] {
			t.Fatalf("got %v, want %v", actual, expected)
		}
	})
	t.Run("GRPC URLs", func(t *testing.T) {
		// Source: github.com/centrifugal/centrifugo/internal/tools/logging_test.go:62 (another input of the same redactor, rule 2c)
		input := []string{"grpc://user:pass@127.0.0.1:9000", "grpc://127.0.0.1:10000"} // lookalike
		if got := redactedLogURLs(input...); len(got) != 2 {
			t.Fatalf("got %v", got)
		}
	})
}

func TestClientServerHosts(t *testing.T) {
	server := httptest.NewServer(nil)
	defer server.Close()
	wsProtos := map[*httptest.Server]string{
		// Source: github.com/centrifugal/centrifugo/internal/websocket/client_server_test.go:849 (the listener's address is already host:port, bracketed by net for IPv6; no ':' join)
		server: "ws://" + server.Listener.Addr().String() + "/", // lookalike
	}
	for _, u := range wsProtos {
		if _, err := url.Parse(u); err != nil {
			t.Fatal(err)
		}
	}
}
