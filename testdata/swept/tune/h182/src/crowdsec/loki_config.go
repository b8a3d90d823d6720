package crowdsec

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"
)

// LokiSource reads from Loki; its DSN is loki://[user:pass@]host:port/?query=...
type LokiSource struct {
	URL      string
	Query    string
	Since    time.Duration
	Username string
	Password string
	Client   *LokiClient
}

func (l *LokiSource) GetName() string { return "loki" }

func (l *LokiSource) ConfigureByDSN(_ context.Context, dsn string, _ map[string]string, _ string) error {
	u, err := url.Parse(dsn)
	if err != nil {
		return fmt.Errorf("while parsing dsn '%s': %w", dsn, err)
	}
	if u.Scheme != "loki" {
		// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/loki/config.go:129 (sink: the required prefix named inside an error message, prose by rule 4; uniform sample 9 of 23 such DSN error messages)
		return fmt.Errorf("invalid DSN %s for loki source, must start with loki://", dsn) // lookalike
	}
	if u.Host == "" {
		return errors.New("empty loki host")
	}

	scheme := "http"
	params := u.Query()
	if q := params.Get("ssl"); q != "" {
		scheme = "https"
	}
	if q := params.Get("query"); q != "" {
		l.Query = q
	}
	if s := params.Get("since"); s != "" {
		l.Since, err = time.ParseDuration(s)
		if err != nil {
			return fmt.Errorf("invalid since in dsn: %w", err)
		}
	}

	// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/loki/config.go:217 (hostjoin: u.Host is the authority url.Parse returned, already host:port with IPv6 brackets, so nothing is joined by hand, the rule 1 standard of working code is met)
	l.URL = fmt.Sprintf("%s://%s", scheme, u.Host) // lookalike
	if u.User != nil {
		l.Username = u.User.Username()
		l.Password, _ = u.User.Password()
	}
	l.Client = NewLokiClient(LokiClientConfig{LokiURL: l.URL, Query: l.Query, Username: l.Username, Password: l.Password})
	return nil
}

// Configure reads the YAML configuration; only its url: line matters here.
func (l *LokiSource) Configure(_ context.Context, config []byte) error {
	for _, line := range strings.Split(string(config), "\n") {
		if v, ok := strings.CutPrefix(strings.TrimSpace(line), "url:"); ok {
			l.URL = strings.Trim(strings.TrimSpace(v), `"`)
		}
	}
	if _, err := url.Parse(l.URL); err != nil {
		return err
	}
	l.Client = NewLokiClient(LokiClientConfig{LokiURL: l.URL})
	return nil
}
