package authproxy

import (
	"fmt"
	"net/url"
)

// Source: github.com/rmorlok/authproxy/cmd/cli/signing_proxy.go:165 (login redirect URL from protocol, the --ip flag value and port)
func loginRedirectURL(proto, ip string, port int) string {
	return fmt.Sprintf("%s://%s:%d%s", proto, ip, port, "/login") // defect hostjoin
}

// PostgresConfig is the database section of the service configuration.
type PostgresConfig struct {
	Host     string
	Port     uint64
	User     string
	Password string
	Database string
}

// Source: github.com/rmorlok/authproxy/internal/schema/config/database_postgres.go:109 (postgres url.URL Host from Sprintf("%s:%d") of the configured host)
func (d PostgresConfig) DSN() string {
	u := url.URL{Scheme: "postgres", Path: d.Database}
	u.User = url.UserPassword(d.User, d.Password) // lookalike
	u.Host = fmt.Sprintf("%s:%d", d.Host, d.Port) // defect hostjoin
	return u.String()
}

// Source: github.com/rmorlok/authproxy/internal/apauth/jwt/signer.go:24 (fallback concatenation used only when url.Parse fails)
func signURL(raw, token string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return raw + "?authToken=" + token // lookalike
	}
	q := u.Query()
	q.Set("authToken", token)
	u.RawQuery = q.Encode()
	return u.String()
}
