package istio

import (
	"errors"
	"net"
	"net/url"
	"strconv"
	"strings"
	"testing"
)

type JwksInfo struct {
	Hostname string
	Scheme   string
	Port     int
	UseSSL   bool
}

// ParseJwksURI splits a JWKS URI into the parts Envoy needs.
func ParseJwksURI(jwksURI string) (JwksInfo, error) {
	u, err := url.Parse(jwksURI)
	if err != nil {
		return JwksInfo{}, err
	}
	info := JwksInfo{Hostname: u.Hostname(), Scheme: u.Scheme}
	switch u.Scheme {
	case "http":
		info.Port = 80
	case "https":
		info.UseSSL, info.Port = true, 443
	default:
		return JwksInfo{}, errors.New("unsupported scheme")
	}
	if p := u.Port(); p != "" {
		if info.Port, err = strconv.Atoi(p); err != nil {
			return JwksInfo{}, err
		}
	}
	return info, nil
}

func TestParseJwksURI(t *testing.T) {
	cases := []struct {
		in            string
		expected      JwksInfo
		expectedError bool
	}{
		{
			// Source: istio.io/istio/pkg/config/security/security_test.go:32 (sink: a bare host given to the JWKS URI parser in a row that expects an error)
			in:            "foo.bar.com", // lookalike
			expectedError: true,
		},
		{
			// Source: istio.io/istio/pkg/config/security/security_test.go:36 (port: a non-numeric port in a row that expects an error)
			in:            "tcp://foo.bar.com:abc", // lookalike
			expectedError: true,
		},
		{
			// Source: istio.io/istio/pkg/config/security/security_test.go:40 (port: a non-numeric port in a row that expects an error)
			in:            "http://foo.bar.com:abc", // lookalike
			expectedError: true,
		},
		{
			// Source: istio.io/istio/pkg/config/security/security_test.go:44 (plainhttp: input to the JWKS URI parser, testing how the http scheme maps to port 80)
			in:       "http://foo.bar.com", // lookalike
			expected: JwksInfo{Hostname: "foo.bar.com", Scheme: "http", Port: 80},
		},
	}
	for _, c := range cases {
		actual, err := ParseJwksURI(c.in)
		if c.expectedError == (err == nil) {
			t.Fatalf("ParseJwksURI(%s): expected error (%v), got (%v)", c.in, c.expectedError, err)
		}
		if c.expected != actual {
			t.Fatalf("expected %+v, got %+v", c.expected, actual)
		}
	}
}

type jwtRule struct {
	Issuer  string
	JwksURI string
}

func validateJwtRule(r jwtRule) error {
	u, err := url.Parse(r.JwksURI)
	if err != nil {
		return err
	}
	if u.Scheme == "" || u.Host == "" {
		return errors.New("jwks uri must be absolute")
	}
	return nil
}

func TestValidateRequestAuthentication(t *testing.T) {
	cases := []struct {
		name  string
		in    jwtRule
		valid bool
	}{
		{
			name: "bad JwksUri - invalid port",
			in: jwtRule{
				Issuer: "foo.com",
				// Source: istio.io/istio/pkg/config/validation/validation_test.go:7137 (port: the row is named "bad JwksUri - invalid port" and expects valid: false)
				JwksURI: "https://foo.com:not-a-number", // lookalike
			},
			valid: false,
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := validateJwtRule(c.in) == nil; got != c.valid {
				t.Errorf("got valid=%v, want %v", got, c.valid)
			}
		})
	}
}

func validateServerBind(bind string, port uint32) error {
	if strings.HasPrefix(bind, "unix") {
		if port != 0 {
			return errors.New("port number must be 0 for unix domain socket")
		}
		return nil
	}
	if net.ParseIP(bind) == nil {
		return errors.New("bind must be an IP or a unix socket")
	}
	return nil
}

func TestValidateServer(t *testing.T) {
	cases := []struct {
		name string
		bind string
		port uint32
		out  string
	}{
		{
			name: "bind unix path",
			// Source: istio.io/istio/pkg/config/validation/validation_test.go:395 (hostform: an abstract unix socket bind given to the validator, whose job is handling such binds; the empty host is what it handles)
			bind: "unix://@foobar", // lookalike
			port: 0,
			out:  "",
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := validateServerBind(c.bind, c.port)
			if (err == nil) != (c.out == "") {
				t.Errorf("got %v, want %q", err, c.out)
			}
		})
	}
}

func spiffeIdentities(spiffeURIs, trustDomains []string) map[string]struct{} {
	out := map[string]struct{}{}
	for _, s := range spiffeURIs {
		out[s] = struct{}{}
	}
	return out
}

func TestExpandWithTrustDomains(t *testing.T) {
	cases := []struct {
		name         string
		spiffeURI    []string
		trustDomains []string
	}{
		{
			name: "InvalidInput",
			// Source: istio.io/istio/pkg/spiffe/spiffe_test.go:466 (hostform: the row is named InvalidInput and feeds malformed identities on purpose)
			spiffeURI:    []string{"spiffe:///abcdef"}, // lookalike
			trustDomains: []string{"foo"},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := spiffeIdentities(c.spiffeURI, c.trustDomains)
			if len(got) != len(c.spiffeURI) {
				t.Errorf("got %v", got)
			}
		})
	}
}
