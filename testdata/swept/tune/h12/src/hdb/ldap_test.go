package hdb

import (
	"fmt"
	"log"
	"net"
	"net/http"
	"testing"

	"github.com/SAP/go-hdb/driver"
)

func TestLDAPAuthentication(t *testing.T) {
	const (
		testUser         = "ldapuser"
		testUserPassword = "LdapUser1234"
	)

	var (
		// Source: github.com/SAP/go-hdb/tests/ldap/ldap_test.go:27 (hostjoin: host and port joined by net.JoinHostPort for the connector, no URI)
		hdbHost  = net.JoinHostPort("localhost", "39017") // lookalike
		ldapHost = net.JoinHostPort("openldap", "389")
	)

	const createProviderTmpl = `CREATE LDAP PROVIDER LDAP_TEST_PROVIDER
		CREDENTIAL TYPE 'PASSWORD' USING 'user=%s;password=%s'
		USER LOOKUP URL 'ldap://%s/ou=users,dc=example,dc=com??sub?(cn=*)'
		SSL OFF`

	// Source: github.com/SAP/go-hdb/tests/ldap/ldap_test.go:61 (syntax: an LDAP URL template inside an SQL statement the test sends to the database, filled with host:port; not a URI given to Go code)
	stmt := fmt.Sprintf(createProviderTmpl, "cn=admin", "admin1234", ldapHost) // lookalike
	_ = stmt
	_ = driver.NewBasicAuthConnector(hdbHost, testUser, testUserPassword)
}

func formatHTTPAddr(addr string) string {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return addr
	}
	if host == "" {
		host = "localhost"
	}
	if port == "" {
		port = "80"
	}
	return net.JoinHostPort(host, port)
}

func Example_metrics() {
	addr := ":8080"
	http.Handle("/metrics", http.NotFoundHandler())
	// Source: github.com/SAP/go-hdb/prometheus/collectors/example_test.go:108 (hostjoin: a URL in a log message whose host:port net.JoinHostPort makes, prose, rule 4)
	log.Printf("access the metrics at http://%s/metrics", formatHTTPAddr(addr)) // lookalike
}
