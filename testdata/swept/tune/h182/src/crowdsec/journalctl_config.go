package crowdsec

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// JournalCtlSource runs journalctl; its DSN is journalctl://filters=F1&filters=F2,
// where everything after the prefix is a query string, not an authority.
type JournalCtlSource struct {
	filters []string
	since   string
}

func (s *JournalCtlSource) GetName() string { return "journalctl" }

func (s *JournalCtlSource) ConfigureByDSN(_ context.Context, dsn string, _ map[string]string, _ string) error {
	// format for the DSN is : journalctl://filters=FILTER1&filters=FILTER2
	// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/journalctl/config.go:87 (sink: a bare scheme prefix only compared with strings.HasPrefix, no URI use, by the rule that a value only compared, searched for or printed is no URI use)
	if !strings.HasPrefix(dsn, "journalctl://") { // lookalike
		return fmt.Errorf("invalid DSN %s for journalctl source", dsn)
	}

	// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/journalctl/config.go:91 (sink: a bare scheme prefix stripped with strings.TrimPrefix, no URI use, by the rule that a value only compared, searched for or printed is no URI use)
	qs := strings.TrimPrefix(dsn, "journalctl://") // lookalike
	if qs == "" {
		// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/journalctl/config.go:93 (sink: the prefix named inside an error message, prose by rule 4; uniform sample 9 of 23 such DSN error messages)
		return errors.New("empty journalctl:// DSN") // lookalike
	}

	params, err := url.ParseQuery(qs)
	if err != nil {
		return fmt.Errorf("could not parse journalctl DSN: %w", err)
	}
	for key, value := range params {
		switch key {
		case "filters":
			s.filters = append(s.filters, value...)
		case "log_level":
			if value[0] != "warn" && value[0] != "info" {
				return fmt.Errorf("not a valid logrus Level: %q", value[0])
			}
		case "since":
			s.since = value[0]
		default:
			return fmt.Errorf("unsupported key %s in journalctl DSN", key)
		}
	}
	return nil
}
