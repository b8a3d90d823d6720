package victorialogs

import (
	"flag"
	"fmt"
	"net/url"
	"strings"
)

// Source: github.com/VictoriaMetrics/VictoriaLogs/app/vlogscli/main.go:31 (plainhttp: default datasource is a localhost endpoint, not a public host)
var datasourceURL = flag.String("datasource.url", "http://localhost:9428/select/logsql/query", "URL for querying VictoriaLogs") // lookalike

var tailURL = flag.String("tail.url", "", "URL for live tailing queries to VictoriaLogs")

func getTailURL() (string, error) {
	if *tailURL != "" {
		return *tailURL, nil
	}
	u, err := url.Parse(*datasourceURL)
	if err != nil {
		return "", fmt.Errorf("cannot parse -datasource.url=%q: %w", *datasourceURL, err)
	}
	// Source: github.com/VictoriaMetrics/VictoriaLogs/app/vlogscli/main.go:373 (escaper: decoded Path is edited as plain text without any escaper, which is right for the Path field)
	u.Path = strings.TrimSuffix(u.Path, "/query") + "/tail" // lookalike
	return u.String(), nil
}

// Source: github.com/VictoriaMetrics/VictoriaLogs/app/vlogsgenerator/main.go:39 (syntax: docs link inside flag help text, prose by rule 4; uniform sample 2 of 2 from 152 prose candidates)
var dictFieldsPerLog = flag.Int("dictFieldsPerLog", 2, "The number of fields with up to 8 different values to generate per each log entry; "+
	"see https://docs.victoriametrics.com/victorialogs/keyconcepts/#data-model") // lookalike
