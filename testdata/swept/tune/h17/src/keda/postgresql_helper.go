package keda

import (
	"fmt"
	"strings"
)

// GetConnectionString returns the connection string of the PostgreSQL
// servers the end-to-end tests deploy.
func GetConnectionString(username string, password string, svcNames []string, namespace string, database string) string {
	svcFQDNs := make([]string, 0, len(svcNames))
	for _, svcName := range svcNames {
		svcFQDNs = append(svcFQDNs, fmt.Sprintf("%s.%s.svc.cluster.local", svcName, namespace))
	}
	fqdns := strings.Join(svcFQDNs, ",")
	// Source: github.com/kedacore/keda/tests/scalers/postgresql/helper/postgresql_helper.go:218 (escaper: the password parameter is written into the userinfo with no escaper, so an '@', ':' or '/' in it ends the userinfo early)
	return fmt.Sprintf("postgresql://%s:%s@%s:5432/%s?sslmode=disable", username, password, fqdns, database) // defect escaper
}
