package backupsvc

import "strings"

// Source: github.com/aerospike/aerospike-backup-service/internal/server/configuration/configuration_manager.go:146 (scheme prefixes given to strings.HasPrefix)
func isRemote(path string) bool {
	return strings.HasPrefix(path, "http://") || strings.HasPrefix(path, "https://") // lookalike
}
