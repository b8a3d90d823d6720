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
	// Source: github.com/ory/pop/v6/dialect_cockroach_test.go:45 (credentials: input to the package's own DSN parser or expected output of its URL builder, which reads or writes the userinfo (rule 2c); a second reader relabelled it from defect, which the first reader gave by rule 1.)
	if got, want := p.URL(), "postgres://user:pass%23@host:1234/database?application_name=testing"; got != want { // lookalike
		t.Errorf("got %q, want %q", got, want)
	}
}

func Test_Cockroach_URL_Raw(t *testing.T) {
	cd := &ConnectionDetails{
		Dialect: "cockroach",
		// Source: github.com/ory/pop/v6/dialect_cockroach_test.go:52 (credentials: input to the package's own DSN parser or expected output of its URL builder, which reads or writes the userinfo (rule 2c); a second reader relabelled it from defect, which the first reader gave by rule 1.)
		URL: "cockroach://user:pass@host:1234/database?option1=value1", // lookalike
	}
	if err := cd.Finalize(); err != nil {
		t.Fatal(err)
	}
	m := &cockroach{commonDialect: commonDialect{ConnectionDetails: cd}}
	// Source: github.com/ory/pop/v6/dialect_cockroach_test.go:57 (credentials: input to the package's own DSN parser or expected output of its URL builder, which reads or writes the userinfo (rule 2c); a second reader relabelled it from defect, which the first reader gave by rule 1.)
	if got, want := m.URL(), "postgres://user:pass@host:1234/database?option1=value1"; got != want { // lookalike
		t.Errorf("got %q, want %q", got, want)
	}
	// Source: github.com/ory/pop/v6/dialect_cockroach_test.go:58 (credentials: input to the package's own DSN parser or expected output of its URL builder, which reads or writes the userinfo (rule 2c); a second reader relabelled it from defect, which the first reader gave by rule 1.)
	if got, want := m.urlWithoutDB(), "postgres://user:pass@host:1234/?option1=value1"; got != want { // lookalike
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
	// Source: github.com/ory/pop/v6/dialect_cockroach_test.go:79 (credentials: input to the package's own DSN parser or expected output of its URL builder, which reads or writes the userinfo (rule 2c); a second reader relabelled it from defect, which the first reader gave by rule 1; the port "port" is the placeholder the test gives the builder, which copies it.)
	if !strings.HasPrefix(m.URL(), "postgres://user:pass%23@host:port/database?") { // lookalike
		t.Errorf("URL() returns %v", m.URL())
	}
	// Source: github.com/ory/pop/v6/dialect_cockroach_test.go:83 (credentials: input to the package's own DSN parser or expected output of its URL builder, which reads or writes the userinfo (rule 2c); a second reader relabelled it from defect, which the first reader gave by rule 1; the port "port" is the placeholder the test gives the builder, which copies it.)
	if !strings.HasPrefix(m.urlWithoutDB(), "postgres://user:pass%23@host:port/?") { // lookalike
		t.Errorf("urlWithoutDB() returns %v", m.urlWithoutDB())
	}
	// Source: github.com/ory/pop/v6/dialect_cockroach_test.go:87 (credentials: input to the package's own DSN parser or expected output of its URL builder, which reads or writes the userinfo (rule 2c); a second reader relabelled it from defect, which the first reader gave by rule 1; the port "port" is the placeholder the test gives the builder, which copies it.)
	if !strings.HasPrefix(m.MigrationURL(), "postgres://user:pass%23@host:port/database?") { // lookalike
		t.Errorf("MigrationURL() returns %v", m.MigrationURL())
	}
}

func Test_Cockroach_URL_Only(t *testing.T) {
	cd := &ConnectionDetails{
		// Source: github.com/ory/pop/v6/dialect_cockroach_test.go:133 (credentials: input to the package's own DSN parser or expected output of its URL builder, which reads or writes the userinfo (rule 2c); a second reader relabelled it from defect, which the first reader gave by rule 1.)
		URL: "cockroach://user:pass@host:1337/database?option1=value1", // lookalike
	}
	if err := cd.Finalize(); err != nil {
		t.Fatal(err)
	}
	m := &cockroach{commonDialect: commonDialect{ConnectionDetails: cd}}
	// Source: github.com/ory/pop/v6/dialect_cockroach_test.go:138 (credentials: input to the package's own DSN parser or expected output of its URL builder, which reads or writes the userinfo (rule 2c); a second reader relabelled it from defect, which the first reader gave by rule 1.)
	if got, want := m.URL(), "postgres://user:pass@host:1337/database?option1=value1"; got != want { // lookalike
		t.Errorf("got %q, want %q", got, want)
	}
	// Source: github.com/ory/pop/v6/dialect_cockroach_test.go:139 (credentials: input to the package's own DSN parser or expected output of its URL builder, which reads or writes the userinfo (rule 2c); a second reader relabelled it from defect, which the first reader gave by rule 1.)
	if got, want := m.urlWithoutDB(), "postgres://user:pass@host:1337/?option1=value1"; got != want { // lookalike
		t.Errorf("got %q, want %q", got, want)
	}
}
