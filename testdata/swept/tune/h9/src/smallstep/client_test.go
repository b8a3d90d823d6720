package smallstep

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"reflect"
	"strings"
	"testing"
)

func parseEndpoint(endpoint string) (*url.URL, error) {
	if !strings.Contains(endpoint, "://") {
		endpoint = "https://" + strings.TrimPrefix(endpoint, "//")
	}
	u, err := url.Parse(endpoint)
	if err != nil {
		return nil, err
	}
	if u.Host == "" {
		return nil, errors.New("missing host")
	}
	return u, nil
}

func Test_parseEndpoint(t *testing.T) {
	tests := []struct {
		name     string
		endpoint string
		want     *url.URL
		wantErr  bool
	}{
		{"ok", "https://ca.smallstep.com", &url.URL{Scheme: "https", Host: "ca.smallstep.com"}, false},
		// Source: github.com/smallstep/certificates/ca/client_test.go:865 (expected output of the package's endpoint parser for the input it is given, rule 2c)
		{"ok host and port", "ca.smallstep.com:443", &url.URL{Scheme: "https", Host: "ca.smallstep.com:443"}, false}, // lookalike
		// Source: github.com/smallstep/certificates/ca/client_test.go:868 (no host on purpose, the test expects an error, rule 2a)
		{"fail no host", "https://", nil, true}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parseEndpoint(tt.endpoint)
			if tt.wantErr {
				if err == nil {
					t.Fatal("expected an error")
				}
				return
			}
			if err != nil || !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("got %v, %v", got, err)
			}
		})
	}
}

type oidcProvisioner struct {
	ConfigurationEndpoint string
}

func (o *oidcProvisioner) Init(c *http.Client) error {
	resp, err := c.Get(o.ConfigurationEndpoint)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func TestOIDC_Init(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	tests := []struct {
		name    string
		prov    *oidcProvisioner
		wantErr bool
	}{
		// Source: github.com/smallstep/certificates/authority/provisioner/oidc_test.go:124 (configuration endpoint without host, the row named bad-get-url expects an error, rule 2a/2b)
		{"bad-get-url", &oidcProvisioner{ConfigurationEndpoint: "https://"}, true}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := tt.prov.Init(srv.Client()); (err != nil) != tt.wantErr {
				t.Fatalf("Init() = %v", err)
			}
		})
	}
}
