package softserve

import (
	"errors"
	"fmt"
	"net"
	"os"
	"strings"
	"testing"
)

func TestMirrorRemotes(t *testing.T) {
	tests := []struct {
		name    string
		remotes map[string]string
		wantErr error
	}{
		{
			name: "octal loopback",
			// Source: github.com/charmbracelet/soft-serve/pkg/jobs/mirror_test.go:81 (hostform: an octal loopback the SSRF guard must refuse; the row is named for it and expects the error, rule 2a/2b/2c)
			remotes: map[string]string{"origin": "http://0177.0.0.1/x.git"}, // lookalike
			wantErr: ErrAmbiguousHost,
		},
		{
			// A remote that cannot be parsed must not be fetched from.
			name: "unparseable remote",
			// Source: github.com/charmbracelet/soft-serve/pkg/jobs/mirror_test.go:88 (syntax: an unclosed IP-literal the guard must reject, rule 2a)
			remotes: map[string]string{"origin": "http://[::1/x.git"}, // lookalike
			wantErr: ErrInvalidURL,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := ValidateURL(tt.remotes["origin"])
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("ValidateURL() = %v, want %v", err, tt.wantErr)
			}
		})
	}
}

func TestValidateGitURL(t *testing.T) {
	tests := []struct {
		name    string
		url     string
		wantErr bool
	}{
		// Source: github.com/charmbracelet/soft-serve/pkg/ssrf/git_test.go:55 (hostform: a decimal IPv4 address, input of the package's SSRF guard that must block it, rule 2a/2c)
		{name: "decimal loopback", url: "http://2130706433/x.git", wantErr: true}, // lookalike
		// Source: github.com/charmbracelet/soft-serve/pkg/ssrf/ssrf_test.go:236 (hostform: an empty host the SSRF guard must reject, rule 2a/2c)
		{name: "empty host", url: "http:///webhook", wantErr: true}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := ValidateURL(tt.url); (err != nil) != tt.wantErr {
				t.Errorf("ValidateURL(%q) = %v, wantErr %v", tt.url, err, tt.wantErr)
			}
		})
	}
}

// Config is the server's configuration.
type Config struct {
	SSHPublicURL  string
	HTTPPublicURL string
	DataSource    string
	CORSOrigins   []string
}

func TestScript(t *testing.T) {
	port := "23231"
	httpListen := net.JoinHostPort("localhost", port)
	cfg := Config{}
	// Source: github.com/charmbracelet/soft-serve/testscript/script_test.go:166 (hostjoin: the listen address is host:port from net.JoinHostPort, set by the test)
	cfg.HTTPPublicURL = "http://" + httpListen // lookalike
	if cfg.HTTPPublicURL == "" {
		t.Fatal("no public URL")
	}
}

func setupPostgres(t *testing.T, scheme, username, host, port, dbName string) Config {
	var cfg Config
	if username != "" {
		username = fmt.Sprintf("%s@", username)
	}
	if port != "" {
		port = fmt.Sprintf(":%s", port)
	}
	// Source: github.com/charmbracelet/soft-serve/testscript/script_test.go:638 (hostjoin: the scheme is a parameter and may be anything, and the host comes from the test's own database URL)
	cfg.DataSource = fmt.Sprintf("%s://%s%s%s/%s?sslmode=disable", scheme, username, host, port, dbName) // lookalike
	return cfg
}

func TestPostgres(t *testing.T) {
	cfg := setupPostgres(t, "postgres", "postgres", "localhost", "5432", "postgres")
	if !strings.Contains(cfg.DataSource, "sslmode") {
		t.Fatal("no sslmode")
	}
}

func parseEnv(cfg *Config) {
	if v := os.Getenv("SOFT_SERVE_HTTP_CORS_ALLOWED_ORIGINS"); v != "" {
		cfg.CORSOrigins = strings.Split(v, ",")
	}
}

func TestParseMultipleOrigins(t *testing.T) {
	// Source: github.com/charmbracelet/soft-serve/pkg/config/config_test.go:124 (syntax: a comma-separated list of two origins in an environment variable, no single URI)
	t.Setenv("SOFT_SERVE_HTTP_CORS_ALLOWED_ORIGINS", "http://example.com,https://example.com") // lookalike
	var cfg Config
	parseEnv(&cfg)
	if len(cfg.CORSOrigins) != 2 {
		t.Fatalf("origins = %v", cfg.CORSOrigins)
	}
}
