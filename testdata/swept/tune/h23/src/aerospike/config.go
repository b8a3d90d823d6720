package aerospike

import (
	"strings"

	"github.com/aerospike/aerospike-client-go/v8/logger"
)

// AEROSPIKE_CLIENT_CONFIG_URL is the URL of the dynamic configuration.
var AEROSPIKE_CLIENT_CONFIG_URL = ""

func parseDsn(dsn string) map[string]string {
	result := make(map[string]string)
	if i := strings.Index(dsn, "://"); i >= 0 {
		result["scheme"] = dsn[:i]
		result["path"] = dsn[i+3:]
	} else if dsn != "" {
		result["scheme"] = ""
		result["path"] = dsn
	}
	return result
}

// DynConfig holds the dynamic configuration.
type DynConfig struct {
	scheme string
	dsn    string
}

func newDynConfig() *DynConfig {
	// Dynamic configuration is not enabled if the config URL is empty.
	if strings.TrimSpace(AEROSPIKE_CLIENT_CONFIG_URL) == "" {
		return nil
	}

	parts := parseDsn(AEROSPIKE_CLIENT_CONFIG_URL)
	if len(parts) < 2 {
		// Source: github.com/aerospike/aerospike-client-go/v8/config.go:83 (syntax: a log message that shows the expected form of the setting, no URI, rule 4)
		logger.Logger.Warn("Invalid config URL %s. Expected format: [scheme://dsn] | [file path]", AEROSPIKE_CLIENT_CONFIG_URL) // lookalike
		return nil
	}
	return &DynConfig{scheme: parts["scheme"], dsn: parts["path"]}
}
