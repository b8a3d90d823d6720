// Package cortex holds cases of github.com/cortexproject/cortex.
package cortex

import (
	"flag"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path"
	"strings"
)

// Config configures the configs database.
type Config struct {
	URI           string
	MigrationsDir string
	PasswordFile  string
}

// RegisterFlags adds the flags required to configure this to the given FlagSet.
func (cfg *Config) RegisterFlags(f *flag.FlagSet) {
	// Source: github.com/cortexproject/cortex/pkg/configs/db/db.go:28 (credentials: a user with no password in the flag's default URI; the password comes from a file)
	f.StringVar(&cfg.URI, "configs.database.uri", "postgres://postgres@configs-db.weave.local/configs?sslmode=disable", "URI where the database can be found (for dev you can use memory://)") // lookalike
	f.StringVar(&cfg.MigrationsDir, "configs.database.migrations-dir", "", "Path where the database migration files can be found")
	f.StringVar(&cfg.PasswordFile, "configs.database.password-file", "", "File containing password (username goes in URI)")
}

func setPassword(u *url.URL, passwordFile string) (*url.URL, error) {
	if u.User == nil {
		return nil, fmt.Errorf("--database.password-file requires username in --database.uri")
	}

	passwordBytes, err := os.ReadFile(passwordFile)
	if err != nil {
		return nil, fmt.Errorf("could not read database password file: %v", err)
	}

	passwordStr := strings.TrimSpace(string(passwordBytes))
	// Source: github.com/cortexproject/cortex/pkg/configs/db/db.go:107 (credentials: the password read from a file, a variable given to UserPassword)
	u.User = url.UserPassword(u.User.Username(), passwordStr) // lookalike
	return u, nil
}

type downstreamRoundTripper struct {
	downstreamURL *url.URL
	transport     http.RoundTripper
}

func (d downstreamRoundTripper) RoundTrip(r *http.Request) (*http.Response, error) {
	r.URL.Scheme = d.downstreamURL.Scheme
	r.URL.Host = d.downstreamURL.Host
	// Source: github.com/cortexproject/cortex/pkg/frontend/downstream_roundtripper.go:38 (pathjoin: path.Join of two decoded paths into the Path field, no URI joined)
	r.URL.Path = path.Join(d.downstreamURL.Path, r.URL.Path) // lookalike
	r.Host = ""
	return d.transport.RoundTrip(r)
}
