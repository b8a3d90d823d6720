package pop

import (
	"strings"
	"testing"
)

func Test_Cockroach_ConnectionDetails_Values_Finalize(t *testing.T) {
	cd := &ConnectionDetails{
		Dialect:  "cockroach",
		Database: "database",
		Host:     "host",
		Port:     "1234",
		User:     "user",
		Password: "pass#",
		Options:  map[string]string{"application_name": "testing"},
	}
	if err := cd.Finalize(); err != nil {
		t.Fatal(err)
	}
	p := &cockroach{commonDialect: commonDialect{ConnectionDetails: cd}}
	// Source: github.com/ory/pop/v6/dialect_cockroach_test.go:45 (credentials: the expected value of the connection-URL builder carries a literal password that is no mask (rule 1).)
	if got, want := p.URL(), "postgres://user:pass%23@host:1234/database?application_name=testing"; got != want { // defect credentials
		t.Errorf("got %q, want %q", got, want)
	}
}

func Test_Cockroach_URL_Raw(t *testing.T) {
	cd := &ConnectionDetails{
		Dialect: "cockroach",
		// Source: github.com/ory/pop/v6/dialect_cockroach_test.go:52 (credentials: a working connection URL with a literal password; the test only checks the scheme rewrite, not the password (rule 1).)
		URL: "cockroach://user:pass@host:1234/database?option1=value1", // defect credentials
	}
	if err := cd.Finalize(); err != nil {
		t.Fatal(err)
	}
	m := &cockroach{commonDialect: commonDialect{ConnectionDetails: cd}}
	// Source: github.com/ory/pop/v6/dialect_cockroach_test.go:57 (credentials: the expected value of the connection-URL builder carries a literal password that is no mask (rule 1).)
	if got, want := m.URL(), "postgres://user:pass@host:1234/database?option1=value1"; got != want { // defect credentials
		t.Errorf("got %q, want %q", got, want)
	}
	// Source: github.com/ory/pop/v6/dialect_cockroach_test.go:58 (credentials: the expected value of the connection-URL builder carries a literal password that is no mask (rule 1).)
	if got, want := m.urlWithoutDB(), "postgres://user:pass@host:1234/?option1=value1"; got != want { // defect credentials
		t.Errorf("got %q, want %q", got, want)
	}
}

func Test_Cockroach_URL_Build(t *testing.T) {
	cd := &ConnectionDetails{
		Dialect:  "cockroach",
		Database: "database",
		Host:     "host",
		Port:     "port",
		User:     "user",
		Password: "pass#",
		Options:  map[string]string{"option1": "value1"},
	}
	if err := cd.Finalize(); err != nil {
		t.Fatal(err)
	}
	m := &cockroach{commonDialect: commonDialect{ConnectionDetails: cd}}
	// Source: github.com/ory/pop/v6/dialect_cockroach_test.go:79 (credentials, port: the expected prefix of the connection-URL builder's output carries a literal password and the non-numeric port "port" (rule 1).)
	if !strings.HasPrefix(m.URL(), "postgres://user:pass%23@host:port/database?") { // defect credentials // defect port
		t.Errorf("URL() returns %v", m.URL())
	}
	// Source: github.com/ory/pop/v6/dialect_cockroach_test.go:83 (credentials, port: the expected prefix of the connection-URL builder's output carries a literal password and the non-numeric port "port" (rule 1).)
	if !strings.HasPrefix(m.urlWithoutDB(), "postgres://user:pass%23@host:port/?") { // defect credentials // defect port
		t.Errorf("urlWithoutDB() returns %v", m.urlWithoutDB())
	}
	// Source: github.com/ory/pop/v6/dialect_cockroach_test.go:87 (credentials, port: the expected prefix of the connection-URL builder's output carries a literal password and the non-numeric port "port" (rule 1).)
	if !strings.HasPrefix(m.MigrationURL(), "postgres://user:pass%23@host:port/database?") { // defect credentials // defect port
		t.Errorf("MigrationURL() returns %v", m.MigrationURL())
	}
}

func Test_Cockroach_URL_Only(t *testing.T) {
	cd := &ConnectionDetails{
		// Source: github.com/ory/pop/v6/dialect_cockroach_test.go:133 (credentials: a working connection URL with a literal password; the test only checks the scheme rewrite, not the password (rule 1).)
		URL: "cockroach://user:pass@host:1337/database?option1=value1", // defect credentials
	}
	if err := cd.Finalize(); err != nil {
		t.Fatal(err)
	}
	m := &cockroach{commonDialect: commonDialect{ConnectionDetails: cd}}
	// Source: github.com/ory/pop/v6/dialect_cockroach_test.go:138 (credentials: the expected value of the connection-URL builder carries a literal password that is no mask (rule 1).)
	if got, want := m.URL(), "postgres://user:pass@host:1337/database?option1=value1"; got != want { // defect credentials
		t.Errorf("got %q, want %q", got, want)
	}
	// Source: github.com/ory/pop/v6/dialect_cockroach_test.go:139 (credentials: the expected value of the connection-URL builder carries a literal password that is no mask (rule 1).)
	if got, want := m.urlWithoutDB(), "postgres://user:pass@host:1337/?option1=value1"; got != want { // defect credentials
		t.Errorf("got %q, want %q", got, want)
	}
}
