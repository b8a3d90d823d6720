package crowdsec

import (
	"fmt"
	"os"
	"path/filepath"
)

// HubTestItem is one hub test; its log file is read through a file DSN.
type HubTestItem struct {
	Name        string
	HubTestPath string
	LogFile     string
}

func (t *HubTestItem) RunWithLogFile() (string, error) {
	testPath := filepath.Join(t.HubTestPath, t.Name)
	logFile := filepath.Join(testPath, t.LogFile)
	// Source: github.com/crowdsecurity/crowdsec/pkg/hubtest/hubtest_item.go:468 (escaper: the file datasource strips file:// and globs the raw path without decoding, so the path must stay unescaped, rule 5)
	dsn := "file://" + logFile // lookalike
	if _, err := os.Stat(logFile); err != nil {
		return "", fmt.Errorf("unable to stat log file '%s': %w", logFile, err)
	}
	return dsn, nil
}
