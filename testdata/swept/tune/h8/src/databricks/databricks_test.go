package databricks

import (
	"net/url"
	"testing"
)

func TestParseConfig(t *testing.T) {
	tests := []struct {
		name            string
		in              string
		wantURL         string
		wantEndpointErr bool
	}{
		{
			name: "base case",
			in:   "token:supersecret@example.cloud.databricks.com:443/sql/1.0/endpoints/12346a5b5b0e123a",
			// Source: github.com/databricks/databricks-sql-go/internal/config/config_test.go:49 (port: expected endpoint URL the client connects to, with https's default port 443 that ToEndpointURL always writes)
			wantURL: "https://example.cloud.databricks.com:443/sql/1.0/endpoints/12346a5b5b0e123a", // defect port form
		},
		{
			name: "kernel backend params useKernel and warehouseId",
			in:   "token:supersecret@example.cloud.databricks.com:443/sql/1.0/endpoints/12346a5b5b0e123a?useKernel=true&warehouseId=abc123",
			// Source: github.com/databricks/databricks-sql-go/internal/config/config_test.go:608 (port: same default port in the expected endpoint of another row)
			wantURL: "https://example.cloud.databricks.com:443/sql/1.0/endpoints/12346a5b5b0e123a", // defect port form
		},
		{
			name: "missing host",
			in:   "token:supersecret2@:443?catalog=default&schema=system",
			// Source: github.com/databricks/databricks-sql-go/internal/config/config_test.go:431 (hostform: endpoint with no host, in a row that expects ToEndpointURL to fail)
			wantURL:         "https://:443", // lookalike
			wantEndpointErr: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg, err := ParseDSN(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			got, err := cfg.ToEndpointURL()
			if (err != nil) != tt.wantEndpointErr {
				t.Fatalf("error = %v, wantEndpointErr %v", err, tt.wantEndpointErr)
			}
			if got != tt.wantURL {
				t.Fatalf("got %q, want %q", got, tt.wantURL)
			}
		})
	}
}

func isSameHost(issuer, host string) bool {
	u, err := url.Parse(issuer)
	if err != nil {
		return false
	}
	return u.Hostname() == host
}

func TestFederationSameHost(t *testing.T) {
	tests := []struct {
		name           string
		issuer         string
		databricksHost string
		shouldExchange bool
	}{
		{
			name: "same_host_with_port_443",
			// Source: github.com/databricks/databricks-sql-go/auth/tokenprovider/federation_test.go:44 (port: row named for the port 443 it writes, input of the host comparison)
			issuer:         "https://test.databricks.com:443", // lookalike
			databricksHost: "test.databricks.com",
			shouldExchange: false,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := !isSameHost(tt.issuer, tt.databricksHost); got != tt.shouldExchange {
				t.Fatalf("shouldExchange = %v", got)
			}
		})
	}
}

func TestWithServerHostname(t *testing.T) {
	cases := []struct {
		hostname, host, protocol string
	}{
		// Source: github.com/databricks/databricks-sql-go/connector_test.go:172 (sink: "http:" without "//", input of the option's host-name normaliser, which takes the scheme off)
		{"http:databricks-host", "databricks-host", "http"}, // lookalike
	}
	for _, c := range cases {
		protocol, host := ParseHostName(c.hostname)
		if protocol != c.protocol || host != c.host {
			t.Fatalf("got %q %q", protocol, host)
		}
	}
}

func TestDiscoveryRejectsForeignHost(t *testing.T) {
	// Source: github.com/databricks/databricks-sql-go/auth/oauth/oauth_test.go:139 (syntax: discovery response naming an evil host, which the test expects rejected)
	body := `{"oidc_endpoint":"https://evil.example.com/oidc","account_id":"acc-123"}` // lookalike
	if isSameHost("https://evil.example.com/oidc", "ws.cloud.databricks.com") {
		t.Fatalf("accepted %s", body)
	}
}
