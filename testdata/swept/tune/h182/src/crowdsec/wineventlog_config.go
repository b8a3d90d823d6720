package crowdsec

import (
	"context"
	"errors"
	"fmt"
	"strings"
)

// WinEventLogSource reads .evtx files (Windows only in the source); its DSN is
// wineventlog://PATH?params, split by hand.
type WinEventLogSource struct {
	file string
}

func (s *WinEventLogSource) GetName() string { return "wineventlog" }

func (s *WinEventLogSource) ConfigureByDSN(_ context.Context, dsn string, _ map[string]string, _ string) error {
	// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/wineventlog/config_windows.go:187 (sink: a bare scheme prefix only compared with strings.HasPrefix, no URI use, by the rule that a value only compared, searched for or printed is no URI use)
	if !strings.HasPrefix(dsn, "wineventlog://") { // lookalike
		return fmt.Errorf("invalid DSN %s for wineventlog source", dsn)
	}

	// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/wineventlog/config_windows.go:194 (sink: a bare scheme prefix stripped with strings.TrimPrefix, no URI use, by the rule that a value only compared, searched for or printed is no URI use)
	dsn = strings.TrimPrefix(dsn, "wineventlog://") // lookalike
	args := strings.Split(dsn, "?")
	if args[0] == "" {
		// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/wineventlog/config_windows.go:199 (sink: the prefix named inside an error message, prose by rule 4; uniform sample 9 of 23 such DSN error messages)
		return errors.New("empty wineventlog:// DSN") // lookalike
	}
	if len(args) > 2 {
		return errors.New("too many arguments in DSN")
	}
	s.file = args[0]
	return nil
}
