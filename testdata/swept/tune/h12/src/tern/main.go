package tern

import (
	"flag"
	"fmt"
	"net/url"
	"os"
	"sort"
	"strings"

	"github.com/jackc/pgx/v5"
)

type cliOptionsT struct {
	connString  string
	configPaths []string
	host        string
	port        int
	database    string
	user        string
	password    string
	sslmode     string
}

var cliOptions cliOptionsT

// Config is the loaded configuration.
type Config struct {
	ConnString string
	ConnConfig *pgx.ConnConfig
	PGEnvvars  map[string]string
}

func addConnFlags(fs *flag.FlagSet) {
	// Source: github.com/jackc/tern/main.go:371 (syntax: a URL inside the flag's help text, joined to words around it, rule 4)
	fs.StringVar(&cliOptions.connString, "conn-string", "", "database connection string (https://www.postgresql.org/docs/current/libpq-connect.html#LIBPQ-CONNSTRING)") // lookalike
}

// LoadConfig loads the configuration.
func LoadConfig() (*Config, error) {
	c, err := pgx.ParseConfig(cliOptions.connString)
	if err != nil {
		return nil, err
	}
	return &Config{ConnString: cliOptions.connString, ConnConfig: c, PGEnvvars: map[string]string{}}, nil
}

// PrintConnString prints the connection string of the loaded configuration.
func PrintConnString() {
	config, err := LoadConfig()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}

	connstring := config.ConnString
	if connstring == "" {
		options := ""
		if sslMode := config.PGEnvvars["PGSSLMODE"]; sslMode != "" {
			options += fmt.Sprintf("sslmode=%s&", sslMode)
		}
		// Source: github.com/jackc/tern/main.go:878 (hostjoin: the host configured by file, environment or flags, possibly an IPv6 address, joined to the port with ':')
		connstring = fmt.Sprintf(
			// Source: github.com/jackc/tern/main.go:879 (escaper: the configured password is written into the userinfo with no escaper)
			"postgres://%s:%s@%s:%d/%s?%s", // defect escaper // defect hostjoin
			config.ConnConfig.User,
			config.ConnConfig.Password,
			config.ConnConfig.Host,
			config.ConnConfig.Port,
			config.ConnConfig.Database,
			options,
		)
	}
	fmt.Print(connstring)
}

func mergeConnectionStringSettings(connString string, settings map[string]string) (string, error) {
	if len(settings) == 0 {
		return connString, nil
	}
	keys := make([]string, 0, len(settings))
	for key := range settings {
		keys = append(keys, key)
	}
	sort.Strings(keys)

	// Source: github.com/jackc/tern/main.go:1252 (sink: scheme prefixes given to strings.HasPrefix, no URI)
	if strings.HasPrefix(connString, "postgres://") || strings.HasPrefix(connString, "postgresql://") { // lookalike
		u, err := url.Parse(connString)
		if err != nil {
			return "", fmt.Errorf("error while applying database connection overrides: %w", err)
		}
		query := u.Query()
		for _, key := range keys {
			query.Set(key, settings[key])
		}
		u.RawQuery = query.Encode()
		return u.String(), nil
	}

	var buf strings.Builder
	buf.WriteString(connString)
	for _, key := range keys {
		fmt.Fprintf(&buf, " %s='%s'", key, settings[key])
	}
	return buf.String(), nil
}
